/**
 * /auth/v1: the gateway's key check, then GoTrue's routes. Handlers throw AuthError for every
 * refusal; this is the one place that turns them into GoTrue's error responses.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../context.ts';
import type { TokenFailure } from '../gateway/identify-caller.ts';
import type { Identity } from '../gateway/gateway.ts';
import { clientIp, NO_TRUSTED_PROXIES, type TrustedProxies } from '../http/client-ip.ts';
import { sendEmpty, sendJson } from '../http/respond.ts';
import { handleAdmin } from './admin-handler.ts';
import { AuthError, badRequest, forbidden, notFound, sendAuthError } from './errors.ts';
import { handleHealth, handleJwks, handleSettings, handleSignup } from './info-handler.ts';
import { handleFactors } from './mfa-handler.ts';
import {
  handleGenerateLink,
  handleInvite,
  handleRecover,
  handleUpdateUser,
  handleVerify,
  handleVerifyLink,
} from './email-handler.ts';
import { checkTemplates, type SendAuthMail } from './mailer.ts';
import { readAuthProjectConfig, type AuthProjectConfig } from './project-config.ts';
import { BCRYPT_COST } from './password.ts';
import { createRateLimiter, type RateLimitOptions } from './rate-limit.ts';
import { requireUser, type AuthRequest, type AuthSettings } from './request.ts';
import { endSessions, type LogoutScope } from './sessions.ts';
import { handleToken } from './token-handler.ts';
import { userJson } from './users.ts';

type RateLimit = Omit<RateLimitOptions, 'now'>;

export interface AuthOptions {
  /** Seconds a used refresh token may still be exchanged (GoTrue's default: 10). */
  refreshTokenReuseIntervalSeconds?: number;
  /** Password sign-ins per client IP and window (GoTrue's sign_in_sign_ups default: 30 per 5 min). */
  passwordGrantLimit?: RateLimit;
  /**
   * Sign-ins for one email from one client network that have not (yet) succeeded; a success
   * starts the count again. Not in GoTrue: it keeps one network from spending its whole
   * allowance guessing one account's password.
   */
  accountAttemptLimit?: RateLimit;
  /** MFA challenges, and verifications, per client network (GoTrue's default: 15 a minute each). */
  factorRequestLimit?: RateLimit;
  /**
   * Codes tried against one factor from one client network until one is right. Not in GoTrue:
   * six digits fall to a patient guesser that only the per-network limit holds back. Behind it,
   * the database locks a factor after 10 wrong codes from any networks (factor-attempts.ts).
   */
  factorCodeLimit?: RateLimit;
  /**
   * bcrypt's cost for new password hashes; GoTrue's 10 by default. Only tests lower it: at 10 each
   * hash or sign-in costs about 100 ms of CPU, and the suites sign in hundreds of times.
   */
  passwordHashCost?: number;
  /** The proxies whose X-Forwarded-For names the client. */
  proxies?: TrustedProxies;
  /** The clock, in epoch seconds; tests move it. */
  nowSeconds?: () => number;
  /** Sends invitations and reset links; absent without SMTP settings, so nothing is mailed. */
  sendMail?: SendAuthMail;
  /** The public origin the mailed links lead to (SITE_URL); the server's own URL when unset. */
  siteUrl?: string;
  /** supabase/config.toml's auth settings and mail templates; tests may give their own. */
  project?: AuthProjectConfig;
  /** Reset requests, and link verifications, per client network (GoTrue's default: 30 an hour each). */
  emailLinkLimit?: RateLimit;
}

const DEFAULT_REUSE_INTERVAL_SECONDS = 10;
const SIGN_IN_WINDOW_MS = 5 * 60 * 1000;
const DEFAULT_PASSWORD_GRANT_LIMIT = { limit: 30, windowMs: SIGN_IN_WINDOW_MS };
/** Five wrong passwords in five minutes: a person mistyping stays well under it, a guesser does not. */
export const DEFAULT_ACCOUNT_ATTEMPT_LIMIT = { limit: 5, windowMs: SIGN_IN_WINDOW_MS };
/** GoTrue's rate_limit_challenge_and_verify: 15 a minute. */
const DEFAULT_FACTOR_REQUEST_LIMIT = { limit: 15, windowMs: 60 * 1000 };
/** Five wrong codes in five minutes, as for passwords: a person mistyping stays well under it. */
export const DEFAULT_FACTOR_CODE_LIMIT = { limit: 5, windowMs: SIGN_IN_WINDOW_MS };
const HOUR_MS = 60 * 60 * 1000;
/** GoTrue's rate_limit_otp and rate_limit_verify: 30 an hour from one client. */
const DEFAULT_EMAIL_LINK_LIMIT = { limit: 30, windowMs: HOUR_MS };

type Handler = (request: AuthRequest) => void | Promise<void>;

const ROUTES: Record<string, Partial<Record<string, Handler>>> = {
  '/token': { POST: handleToken },
  '/user': { GET: handleGetUser, PUT: handleUpdateUser },
  '/recover': { POST: handleRecover },
  '/verify': { GET: handleVerifyLink, POST: handleVerify },
  '/invite': { POST: handleInvite },
  '/logout': { POST: handleLogout },
  '/signup': { POST: handleSignup },
  '/settings': { GET: handleSettings },
  '/health': { GET: handleHealth },
  '/.well-known/jwks.json': { GET: handleJwks },
};

/** golang-jwt's wording for each failure, as GoTrue embeds it in its bad_jwt message. */
function tokenError(failure: TokenFailure): AuthError {
  const reasons: Record<TokenFailure['reason'], string> = {
    empty: 'token is malformed: token contains an invalid number of segments',
    malformed: `token is malformed: ${failure.detail}`,
    algorithm: `token signature is invalid: ${failure.detail}`,
    signature: 'token signature is invalid: signature is invalid',
    expired: 'token has invalid claims: token is expired',
    not_yet_valid: 'token has invalid claims: token is not valid yet',
    role: `token has invalid claims: ${failure.detail}`,
    audience: 'token has invalid claims: token has invalid audience',
  };
  return forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${reasons[failure.reason]}`);
}

function findHandler(path: string, method: string): Handler {
  if (path === '/admin/generate_link' && method === 'POST') return handleGenerateLink;
  if (path === '/admin' || path.startsWith('/admin/')) return handleAdmin;
  if (path === '/factors' || path.startsWith('/factors/')) return handleFactors;
  const handler = ROUTES[path]?.[method];
  if (handler) return handler;
  if (ROUTES[path]) throw new AuthError(405, 'method_not_allowed', 'Method Not Allowed');
  throw notFound('not_found', 'Not Found');
}

export function createAuthHandler(ctx: BackendContext, options: AuthOptions = {}) {
  const nowSeconds = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const limiter = (limit: RateLimit) => createRateLimiter({ ...limit, now: () => nowSeconds() * 1000 });
  const project = options.project ?? readAuthProjectConfig();
  checkTemplates(project.templates);
  const settings: AuthSettings = {
    refreshTokenReuseIntervalSeconds:
      options.refreshTokenReuseIntervalSeconds ?? DEFAULT_REUSE_INTERVAL_SECONDS,
    passwordGrantLimiter: limiter(options.passwordGrantLimit ?? DEFAULT_PASSWORD_GRANT_LIMIT),
    accountAttemptLimiter: limiter(options.accountAttemptLimit ?? DEFAULT_ACCOUNT_ATTEMPT_LIMIT),
    factorRequestLimiter: limiter(options.factorRequestLimit ?? DEFAULT_FACTOR_REQUEST_LIMIT),
    factorCodeLimiter: limiter(options.factorCodeLimit ?? DEFAULT_FACTOR_CODE_LIMIT),
    passwordHashCost: options.passwordHashCost ?? BCRYPT_COST,
    project,
    siteUrl: options.siteUrl ?? ctx.keys.url,
    sendMail: options.sendMail,
    emailLimiter: limiter({ limit: project.emailsPerHour, windowMs: HOUR_MS }),
    recoverLimiter: limiter(options.emailLinkLimit ?? DEFAULT_EMAIL_LINK_LIMIT),
    verifyLimiter: limiter(options.emailLinkLimit ?? DEFAULT_EMAIL_LINK_LIMIT),
  };
  const proxies = options.proxies ?? NO_TRUSTED_PROXIES;

  /** Answers a request whose path starts with /auth/v1; `path` is the rest of it. */
  return async function handleAuth(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    path: string,
    identity: Identity,
  ): Promise<void> {
    const request: AuthRequest = {
      req,
      res,
      url,
      path,
      ctx,
      caller: identity.caller,
      tokenError: identity.tokenFailure && tokenError(identity.tokenFailure),
      client: { ip: clientIp(req, proxies), userAgent: req.headers['user-agent'] },
      settings,
      nowSeconds,
    };
    try {
      await findHandler(path, req.method ?? 'GET')(request);
    } catch (error) {
      if (error instanceof AuthError) sendAuthError(res, error);
      else throw error;
    }
  };
}

/**
 * GET /auth/v1/user (the signed-in user, as a bare User object) and POST /auth/v1/logout
 * (204; scope global, local or others), as GoTrue's api/user.go and api/logout.go answer them.
 */
async function handleGetUser(request: AuthRequest): Promise<void> {
  const { user } = await requireUser(request);
  sendJson(request.res, 200, userJson(user));
}

function logoutScope(value: string | null): LogoutScope {
  if (value === null || value === '' || value === 'global') return 'global';
  if (value === 'local' || value === 'others') return value;
  throw badRequest('validation_failed', `Unsupported logout scope "${value}"`);
}

async function handleLogout(request: AuthRequest): Promise<void> {
  const scope = logoutScope(request.url.searchParams.get('scope'));
  const { user, session } = await requireUser(request);
  await request.ctx.db.auth.transaction((tx) => endSessions(tx, user.id, session?.id, scope));
  sendEmpty(request.res, 204);
}
