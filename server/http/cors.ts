/**
 * CORS for /auth/v1 and /rest/v1. supabase-js sends no credentials, so `*` is enough; the allowed
 * request headers echo whatever the preflight asks for (the SDK's list grows between releases),
 * and the exposed headers are the ones its clients read: Content-Range for `count`,
 * X-Supabase-Api-Version for auth error codes, X-Total-Count for the admin user list.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
const EXPOSED_HEADERS = [
  'Content-Range',
  'Content-Location',
  'Location',
  'Range-Unit',
  'Preference-Applied',
  'X-Supabase-Api-Version',
  'X-Total-Count',
  'Link',
].join(', ');
/** Browsers cap this anyway (Chromium at 2 h); a day saves preflights where allowed. */
const PREFLIGHT_MAX_AGE_SECONDS = '86400';
const DEFAULT_ALLOWED_HEADERS = 'Authorization, apikey, Content-Type, X-Client-Info, Prefer, Range';

/** Headers every API response carries. */
export function applyCors(res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}

export function isPreflight(req: IncomingMessage): boolean {
  return req.method === 'OPTIONS';
}

/** Answers an OPTIONS request: 200, no body, nothing checked (a preflight carries no keys). */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const requested = req.headers['access-control-request-headers'];
  applyCors(res);
  res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
  res.setHeader('Access-Control-Allow-Headers', requested?.trim() || DEFAULT_ALLOWED_HEADERS);
  res.setHeader('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_SECONDS);
  res.setHeader('Vary', 'Access-Control-Request-Headers');
  res.statusCode = 200;
  res.setHeader('Content-Length', '0');
  res.end();
}
