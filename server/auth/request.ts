/**
 * What every /auth/v1 handler gets: the parsed request, the caller the gateway identified, and
 * helpers for the two things most handlers start with (reading a JSON object body, and finding the
 * signed-in user and session behind an access token).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../context.ts';
import { BodyTooLargeError, parseJson, readBody } from '../http/body.ts';
import type { Caller } from '../gateway/identify-caller.ts';
import { AuthError, badRequest, forbidden } from './errors.ts';
import type { SendAuthMail } from './mailer.ts';
import type { AuthProjectConfig } from './project-config.ts';
import type { RateLimiter } from './rate-limit.ts';
import { findSession, type ClientInfo, type SessionRow } from './sessions.ts';
import { findUserById, type User } from './users.ts';

export interface AuthSettings {
  /** GoTrue's refresh_token_reuse_interval: a used token may be replayed this long after use. */
  refreshTokenReuseIntervalSeconds: number;
  /** Every password grant, per client network (GoTrue's per-IP token limit). */
  passwordGrantLimiter: RateLimiter;
  /** Password grants per email and client network since the last success. */
  accountAttemptLimiter: RateLimiter;
  /** MFA challenge and verify requests per client network. */
  factorRequestLimiter: RateLimiter;
  /** TOTP codes tried per factor and client network since the last right one. */
  factorCodeLimiter: RateLimiter;
  /** bcrypt's cost for new password hashes (GoTrue's 10 unless a test lowers it). */
  passwordHashCost: number;
  project: AuthProjectConfig;
  /** Where mailed links lead: SITE_URL, or this server. */
  siteUrl: string;
  sendMail: SendAuthMail | undefined;
  /** Auth mails from the whole project per hour. */
  emailLimiter: RateLimiter;
  /** Reset requests per client network. */
  recoverLimiter: RateLimiter;
  /** Link verifications per client network. */
  verifyLimiter: RateLimiter;
}

export interface AuthRequest {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** The path below /auth/v1, e.g. /token. */
  path: string;
  ctx: BackendContext;
  caller: Caller;
  /** Set when the bearer token failed verification; only endpoints that need a user care. */
  tokenError: AuthError | undefined;
  client: ClientInfo;
  settings: AuthSettings;
  nowSeconds: () => number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** The body as a JSON object ({} when empty), or GoTrue's bad_json error. */
export async function readJsonObject(request: AuthRequest): Promise<Record<string, unknown>> {
  let body: Buffer;
  try {
    body = await readBody(request.req);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new AuthError(413, 'request_too_large', error.message);
    throw error;
  }
  const parsed = parseJson(body);
  if (!parsed.ok) throw badRequest('bad_json', `Could not parse request body as JSON: ${parsed.message}`);
  if (parsed.value === undefined) return {};
  if (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
    throw badRequest('bad_json', 'Could not parse request body as JSON: expected an object');
  }
  return parsed.value as Record<string, unknown>;
}

export function optionalString(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${name} must be a string`);
  }
  // Postgres text cannot hold a NUL: refused here, in words, rather than failing in the database.
  if (value.includes('\u0000'))
    throw badRequest('validation_failed', `${name} must not contain a NUL character`);
  return value;
}

export function optionalObject(
  body: Record<string, unknown>,
  name: string,
): Record<string, unknown> | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('bad_json', `Could not parse request body as JSON: ${name} must be an object`);
  }
  return value as Record<string, unknown>;
}

/**
 * The user and session behind the caller's access token (GoTrue's requireAuthentication). A bare
 * key stands for a token without `sub`, which is what the gateway hands GoTrue in that case.
 */
export async function requireUser(
  request: AuthRequest,
): Promise<{ user: User; session: SessionRow | undefined }> {
  if (request.tokenError) throw request.tokenError;
  const { claims } = request.caller;
  const subject = typeof claims.sub === 'string' ? claims.sub : '';
  if (!request.caller.accessToken || subject === '') {
    throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  }
  if (!isUuid(subject)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(request.ctx.db.auth, subject);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : '';
  if (sessionId === '' || sessionId === '00000000-0000-0000-0000-000000000000') {
    return { user, session: undefined };
  }
  if (!isUuid(sessionId)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
  const session = await findSession(request.ctx.db.auth, sessionId);
  if (!session) throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  return { user, session };
}
