/**
 * GoTrue's MFA endpoints for TOTP factors (internal/api/mfa.go): POST /factors (enrol),
 * POST /factors/{id}/challenge, POST /factors/{id}/verify (a new session token at aal2) and
 * DELETE /factors/{id} (unenrol; a verified factor needs an aal2 session). Bodies, statuses and
 * error codes are GoTrue's, so supabase-js's auth.mfa calls work unchanged.
 */
import { renderSVG } from 'uqr';
import type { Queryable } from '../db/database.ts';
import { sendJson } from '../http/respond.ts';
import { clientNetwork } from './rate-limit.ts';
import { recordCodeAttempt } from './factor-attempts.ts';
import { AuthError, badRequest, forbidden, notFound, rateLimited, unprocessable } from './errors.ts';
import {
  deleteChallenge,
  deleteExpiredFactors,
  deleteFactor,
  findChallenge,
  findOwnedFactor,
  insertChallenge,
  insertTotpFactor,
  listFactors,
  recordVerifiedCode,
  sessionAssurance,
  type FactorRow,
} from './factors.ts';
import { isUuid, optionalString, readJsonObject, requireUser, type AuthRequest } from './request.ts';
import { swapActiveToken, type SessionRow } from './sessions.ts';
import { accessTokenResponse } from './tokens.ts';
import { newTotpSecret, totpStepOf, totpUri } from './totp.ts';
import { loadUser, type User } from './users.ts';

/** GoTrue's MFA defaults: challenge_expiry_duration 300 s, factor_expiry_duration 300 s, 10 factors. */
export const CHALLENGE_EXPIRY_SECONDS = 300;
const UNVERIFIED_FACTOR_EXPIRY_SECONDS = 300;
const MAX_FACTORS = 10;

interface SignedIn {
  user: User;
  session: SessionRow;
}

/** requireAuthentication + requireNotAnonymous, and a session (GoTrue answers 500 without one). */
async function requireSession(request: AuthRequest): Promise<SignedIn> {
  const { user, session } = await requireUser(request);
  if (user.is_anonymous)
    throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');
  if (!session) throw forbidden('session_not_found', 'A valid session is required to manage factors');
  return { user, session };
}

/** GoTrue's loadFactor: the caller's own factor, else 404. */
async function loadOwnedFactor(request: AuthRequest, userId: string, factorId: string): Promise<FactorRow> {
  if (!isUuid(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const factor = await findOwnedFactor(request.ctx.db.auth, userId, factorId);
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  return factor;
}

function issuerOf(request: AuthRequest, body: Record<string, unknown>): string {
  return optionalString(body, 'issuer') || new URL(request.ctx.keys.url).host;
}

async function enroll(request: AuthRequest): Promise<void> {
  const { user, session } = await requireSession(request);
  const body = await readJsonObject(request);
  const factorType = optionalString(body, 'factor_type') ?? '';
  if (factorType === 'phone' || factorType === 'webauthn') {
    throw unprocessable(
      `mfa_${factorType}_enroll_not_enabled`,
      `MFA enroll is disabled for ${factorType === 'phone' ? 'Phone' : 'WebAuthn'}`,
    );
  }
  if (factorType !== 'totp') {
    throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
  }
  const friendlyName = optionalString(body, 'friendly_name') ?? '';
  const issuer = issuerOf(request, body);
  const secret = newTotpSecret();
  const uri = totpUri(secret, issuer, user.email);

  const id = await request.ctx.db.auth.transaction(async (tx) => {
    await deleteExpiredFactors(tx, UNVERIFIED_FACTOR_EXPIRY_SECONDS, request.nowSeconds());
    const factors = await listFactors(tx, [user.id]);
    if (friendlyName !== '' && factors.some((factor) => factor.friendly_name === friendlyName)) {
      throw unprocessable(
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    const verified = factors.filter((factor) => factor.status === 'verified').length;
    if (factors.length >= MAX_FACTORS || verified >= MAX_FACTORS) {
      throw unprocessable(
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    }
    if (verified > 0 && session.aal !== 'aal2') {
      throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    return insertTotpFactor(tx, { userId: user.id, friendlyName, secret, nowSeconds: request.nowSeconds() });
  });
  sendJson(request.res, 200, {
    id,
    type: 'totp',
    friendly_name: friendlyName,
    totp: { qr_code: renderSVG(uri), secret, uri },
  });
}

async function challenge(request: AuthRequest, factorId: string): Promise<void> {
  const { user } = await requireSession(request);
  if (!request.settings.factorRequestLimiter.take(`challenge from ${clientNetwork(request.client.ip)}`)) {
    throw rateLimited();
  }
  const factor = await loadOwnedFactor(request, user.id, factorId);
  await readJsonObject(request);
  const now = request.nowSeconds();
  const id = await request.ctx.db.auth.transaction((tx) =>
    insertChallenge(tx, factor.id, request.client.ip, now),
  );
  sendJson(request.res, 200, { id, type: factor.factor_type, expires_at: now + CHALLENGE_EXPIRY_SECONDS });
}

/** The challenge named in the body, still open, from this client (GoTrue's validateChallenge). */
async function openChallenge(request: AuthRequest, factor: FactorRow, challengeId: string): Promise<string> {
  const found = await findChallenge(request.ctx.db.auth, factor.id, challengeId);
  if (!found) {
    throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  }
  if (found.verified || found.ip_address !== request.client.ip) {
    throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
  }
  if (request.nowSeconds() > found.created_epoch + CHALLENGE_EXPIRY_SECONDS) {
    await deleteChallenge(request.ctx.db.auth, found.id);
    throw unprocessable(
      'mfa_challenge_expired',
      `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  return found.id;
}

type RightCode = SignedIn & { factor: FactorRow; challengeId: string; now: number };

/** A right code's effects (recordVerifiedCode), and the session's new tokens at aal2. */
async function raiseToAal2(tx: Queryable, { user, session, factor, challengeId, now }: RightCode) {
  await recordVerifiedCode(tx, { factor, challengeId, sessionId: session.id, nowSeconds: now });
  const refreshToken = await swapActiveToken(tx, user.id, session.id);
  const assurance = await sessionAssurance(tx, session.id, session.created_epoch);
  return {
    fresh: await loadUser(tx, user.id),
    grant: { sessionId: session.id, refreshToken, ...assurance },
  };
}

async function verify(request: AuthRequest, factorId: string): Promise<void> {
  const { user, session } = await requireSession(request);
  const network = clientNetwork(request.client.ip);
  if (!request.settings.factorRequestLimiter.take(`verify from ${network}`)) throw rateLimited();
  const factor = await loadOwnedFactor(request, user.id, factorId);
  const body = await readJsonObject(request);
  const challengeId = optionalString(body, 'challenge_id') ?? '';
  if (!isUuid(challengeId)) {
    throw badRequest('bad_json', 'Could not parse request body as JSON: challenge_id must be a UUID');
  }
  const code = optionalString(body, 'code') ?? '';
  if (code === '') throw badRequest('validation_failed', 'Code needs to be non-empty');
  const openId = await openChallenge(request, factor, challengeId);

  // Counted before the code is checked, so parallel guesses are held back too; a right code
  // clears the count. Not in GoTrue, whose per-IP limit alone lets a network guess for hours.
  const attempts = `${factor.id} from ${network}`;
  if (!request.settings.factorCodeLimiter.take(attempts)) throw rateLimited();
  const now = request.nowSeconds();
  const step = factor.secret ? totpStepOf(factor.secret, code.trim(), now) : null;

  // The database has the last word (factor-attempts.ts): a step used before, or a factor locked
  // by wrong codes from anywhere. A refusal commits, so it counts; an acceptance commits with
  // the session's new level, or not at all.
  const { attempt, granted } = await request.ctx.db.auth.transaction(async (tx) => {
    const attempt = await recordCodeAttempt(tx, { factorId: factor.id, step, nowSeconds: now });
    if (attempt.outcome !== 'accepted') return { attempt, granted: null };
    return { attempt, granted: await raiseToAal2(tx, { user, session, factor, challengeId: openId, now }) };
  });
  if (attempt.outcome === 'locked') throw new AuthError(429, 'over_request_rate_limit', attempt.message);
  if (!granted) throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
  request.settings.factorCodeLimiter.reset(attempts);
  const { fresh, grant } = granted;
  sendJson(request.res, 200, await accessTokenResponse(request.ctx.keys, fresh, grant, now));
}

async function unenroll(request: AuthRequest, factorId: string): Promise<void> {
  const { user, session } = await requireSession(request);
  const factor = await loadOwnedFactor(request, user.id, factorId);
  if (factor.status === 'verified' && session.aal !== 'aal2') {
    throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  await request.ctx.db.auth.transaction((tx) => deleteFactor(tx, factor));
  sendJson(request.res, 200, { id: factor.id });
}

/** Routes /factors and /factors/{id}[/challenge|/verify]. */
export async function handleFactors(request: AuthRequest): Promise<void> {
  const match = /^\/factors(?:\/([^/]+)(?:\/(challenge|verify))?)?\/?$/.exec(request.path);
  if (!match) throw notFound('not_found', 'Not Found');
  const [, factorId, action] = match;
  const method = request.req.method;
  if (factorId === undefined) {
    if (method === 'POST') return enroll(request);
  } else if (action === 'challenge') {
    if (method === 'POST') return challenge(request, factorId);
  } else if (action === 'verify') {
    if (method === 'POST') return verify(request, factorId);
  } else if (method === 'DELETE') {
    return unenroll(request, factorId);
  }
  throw new AuthError(405, 'method_not_allowed', 'Method Not Allowed');
}
