/**
 * POST /auth/v1/token: the password grant (sign-in) and the refresh_token grant, with GoTrue's
 * checks in GoTrue's order and its error codes (api/token.go, api/token_refresh.go).
 */
import { sendJson } from '../http/respond.ts';
import { AuthError, badRequest, rateLimited, unprocessable } from './errors.ts';
import { dummyHash, verifyPassword } from './password.ts';
import { clientNetwork } from './rate-limit.ts';
import { optionalString, readJsonObject, type AuthRequest } from './request.ts';
import {
  activeToken,
  findRefreshToken,
  findSession,
  revokeSessionTokens,
  rotateToken,
  startSession,
  touchSession,
} from './sessions.ts';
import { addAmrClaim, sessionAssurance } from './factors.ts';
import { accessTokenResponse, type SessionGrant } from './tokens.ts';
import { findUserByEmail, findUserById, loadUser, normalizeEmail, recordSignIn, type User } from './users.ts';

const INVALID_LOGIN = 'Invalid login credentials';

export async function handleToken(request: AuthRequest): Promise<void> {
  switch (request.url.searchParams.get('grant_type')) {
    case 'password':
      return passwordGrant(request);
    case 'refresh_token':
      return refreshTokenGrant(request);
    default:
      throw badRequest('invalid_credentials', 'unsupported_grant_type');
  }
}

function assertSignInAllowed(user: User): void {
  if (user.is_banned) throw badRequest('user_banned', 'User is banned');
}

async function passwordGrant(request: AuthRequest): Promise<void> {
  const network = clientNetwork(request.client.ip);
  if (!request.settings.passwordGrantLimiter.take(network)) throw rateLimited();
  const body = await readJsonObject(request);
  const email = optionalString(body, 'email') ?? '';
  const phone = optionalString(body, 'phone') ?? '';
  const password = optionalString(body, 'password') ?? '';
  if (email !== '' && phone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  }
  if (phone !== '') throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
  if (email === '') throw badRequest('validation_failed', 'missing email or phone');

  // Counted before the password is checked, so a burst of parallel guesses is held back too;
  // refused whatever the password, so a refusal never tells a guesser anything.
  const account = `${normalizeEmail(email)} from ${network}`;
  const { accountAttemptLimiter } = request.settings;
  if (!accountAttemptLimiter.take(account)) throw rateLimited();

  const db = request.ctx.db.auth;
  const found = await findUserByEmail(db, email);
  // bcrypt runs outside any transaction: it is slow, and the embedded database has one connection.
  const matches = await verifyPassword(
    password,
    found?.encrypted_password ?? (await dummyHash(request.settings.passwordHashCost)),
  );
  if (!found || !found.encrypted_password) throw badRequest('invalid_credentials', INVALID_LOGIN);
  assertSignInAllowed(found);
  if (!matches) throw badRequest('invalid_credentials', INVALID_LOGIN);
  if (!found.email_confirmed_at) throw badRequest('email_not_confirmed', 'Email not confirmed');
  accountAttemptLimiter.reset(account);

  const { user, grant } = await db.transaction(async (tx) => {
    await recordSignIn(tx, found.id);
    const session = await startSession(tx, found.id, request.client);
    const signedInAt = request.nowSeconds();
    await addAmrClaim(tx, session.sessionId, 'password', signedInAt);
    const assurance = await sessionAssurance(tx, session.sessionId, signedInAt);
    const user = await loadUser(tx, found.id);
    return { user, grant: { ...session, ...assurance } };
  });
  sendJson(request.res, 200, await accessTokenResponse(request.ctx.keys, user, grant, request.nowSeconds()));
}

type RefreshOutcome = { error: AuthError } | ({ user: User } & SessionGrant);

async function refreshTokenGrant(request: AuthRequest): Promise<void> {
  const body = await readJsonObject(request);
  const token = optionalString(body, 'refresh_token') ?? '';
  if (token === '') throw badRequest('validation_failed', 'refresh_token required');
  const reuseInterval = request.settings.refreshTokenReuseIntervalSeconds;

  // Errors are returned rather than thrown where GoTrue commits before answering: revoking a
  // replayed token's family must survive the error response.
  const outcome = await request.ctx.db.auth.transaction(async (tx): Promise<RefreshOutcome> => {
    const used = await findRefreshToken(tx, token);
    const user = used && (await findUserById(tx, used.user_id));
    if (!used || !user) {
      return {
        error: badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
      };
    }
    if (user.is_banned) return { error: badRequest('user_banned', 'Invalid Refresh Token: User Banned') };
    const session = used.session_id ? await findSession(tx, used.session_id) : undefined;
    if (!session) {
      return { error: badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found') };
    }

    let refreshToken: string | undefined;
    if (used.revoked) {
      const active = await activeToken(tx, session.id);
      if (active && active.parent === used.token) {
        // The client lost the answer to its last refresh: hand it the same child again.
        refreshToken = active.token;
      } else if (!active || used.age_seconds > reuseInterval) {
        // No active token left means the family was revoked for a reuse: the reuse interval,
        // which is for two tabs refreshing at once, must not bring it back to life.
        await revokeSessionTokens(tx, session.id);
        return { error: badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
      }
    }
    refreshToken ??= await rotateToken(tx, used, session.id);
    await touchSession(tx, session.id, request.client);
    // A refresh keeps the level the session reached: a verified code stays verified.
    const assurance = await sessionAssurance(tx, session.id, session.created_epoch);
    return { user, sessionId: session.id, refreshToken, ...assurance };
  });
  if ('error' in outcome) throw outcome.error;
  const { user, ...grant } = outcome;
  sendJson(request.res, 200, await accessTokenResponse(request.ctx.keys, user, grant, request.nowSeconds()));
}
