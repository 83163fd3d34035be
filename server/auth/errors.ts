/**
 * GoTrue's error responses. auth-js reads `code` only when the response carries
 * X-Supabase-Api-Version ≥ 2024-01-01, and falls back to `error_code`; the message comes from
 * `msg ?? message`. Sending both shapes in one body keeps old and new clients right.
 */
import type { ServerResponse } from 'node:http';
import { sendJson } from '../http/respond.ts';

export const API_VERSION_HEADER = 'X-Supabase-Api-Version';
export const API_VERSION = '2024-01-01';

export class AuthError extends Error {
  override name = 'AuthError';
  readonly status: number;
  readonly code: string;
  /** Only for weak_password: which rules the password broke. */
  readonly reasons: string[] | undefined;
  constructor(status: number, code: string, message: string, reasons?: string[]) {
    super(message);
    this.status = status;
    this.code = code;
    this.reasons = reasons;
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const rateLimited = () => new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');

export function sendAuthError(res: ServerResponse, error: AuthError): void {
  const body: Record<string, unknown> = {
    code: error.code,
    message: error.message,
    error_code: error.code,
    msg: error.message,
  };
  if (error.reasons) body.weak_password = { reasons: error.reasons };
  sendJson(res, error.status, body, { [API_VERSION_HEADER]: API_VERSION, 'x-sb-error-code': error.code });
}
