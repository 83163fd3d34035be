/**
 * Emailed links, as GoTrue answers them: POST /invite and /admin/generate_link (secret key only),
 * POST /recover (a reset link, with the same 200 for known and unknown addresses), POST /verify
 * (a link's token hash for a session) and PUT /user (a new password). Sources: api/invite.go,
 * api/mail.go, api/recover.go, api/verify.go, api/user.go.
 */
import { sendJson } from '../http/respond.ts';
import { DUPLICATE_EMAIL, requireAdmin, validEmail } from './admin-handler.ts';
import { AuthError, badRequest, forbidden, notFound, rateLimited, unprocessable } from './errors.ts';
import { addAmrClaim, sessionAssurance } from './factors.ts';
import {
  clearEmailTokens,
  newEmailToken,
  secondsSinceSent,
  storeEmailToken,
  takeEmailToken,
} from './email-tokens.ts';
import { renderAuthMail } from './mailer.ts';
import { hashPassword, passwordProblem, randomPasswordHash, verifyPassword } from './password.ts';
import { EMAIL_ACTIONS, type EmailAction } from './project-config.ts';
import { clientNetwork } from './rate-limit.ts';
import { optionalObject, optionalString, readJsonObject, requireUser, type AuthRequest } from './request.ts';
import { endSessions, startSession } from './sessions.ts';
import { accessTokenResponse } from './tokens.ts';
import { findUserByEmail, insertUser, loadUser, updateUser, userJson, type User } from './users.ts';

const EMAIL_RATE_LIMIT = 'email rate limit exceeded';
const LINK_EXPIRED = 'Email link is invalid or has expired';

const isEmailAction = (value: string): value is EmailAction => (EMAIL_ACTIONS as string[]).includes(value);

/**
 * Where a link may send people (GoTrue's IsRedirectURLValid, by origin): the site's, this
 * server's, or one config.toml allows. Anything else falls back to the site.
 */
function redirectTarget(request: AuthRequest, wanted: string | undefined): string {
  const site = request.settings.siteUrl;
  const origins = [site, request.ctx.keys.url, ...request.settings.project.redirectUrls].map(
    (entry) => new URL(entry).origin,
  );
  if (!wanted || !URL.canParse(wanted)) return site;
  return origins.includes(new URL(wanted).origin) ? wanted : site;
}

/** GoTrue's action link: GET /verify with the token's hash, the type and where to go after. */
function confirmationUrl(request: AuthRequest, hash: string, type: EmailAction, redirectTo: string): string {
  const link = new URL(`${request.ctx.keys.url}/auth/v1/verify`);
  link.search = new URLSearchParams({ token: hash, type, redirect_to: redirectTo }).toString();
  return link.href;
}

/** The redirect a request names in its query (auth-js sends it there), kept as redirectTarget allows. */
const queryRedirect = (request: AuthRequest) =>
  redirectTarget(request, request.url.searchParams.get('redirect_to') ?? undefined);

/**
 * A new link of `action` for the user: mailed (within the project's hourly allowance,
 * rate_limit.email_sent) and then stored, so a mail that could not go leaves the old link working.
 */
async function mailLink(request: AuthRequest, action: EmailAction, user: User): Promise<void> {
  const { sendMail, emailLimiter, project } = request.settings;
  if (!emailLimiter.take('project')) throw new AuthError(429, 'over_email_send_rate_limit', EMAIL_RATE_LIMIT);
  const { otp, hash } = newEmailToken(user.email);
  const redirectTo = queryRedirect(request);
  // Without SMTP settings GoTrue's mailer sends nothing and the request still succeeds.
  if (sendMail) {
    const data = {
      ConfirmationURL: confirmationUrl(request, hash, action, redirectTo),
      SiteURL: request.settings.siteUrl,
      RedirectTo: redirectTo,
      Email: user.email,
      Token: otp,
      TokenHash: hash,
    };
    await sendMail(renderAuthMail(project.templates, action, data));
  }
  await storeEmailToken(request.ctx.db.auth, user.id, action, hash, request.nowSeconds());
}

/** A new user with no password yet: an invitation's, who sets one after following the link. */
async function invitedUser(
  request: AuthRequest,
  email: string,
  data: Record<string, unknown>,
): Promise<User> {
  const db = request.ctx.db.auth;
  const found = await findUserByEmail(db, email);
  if (found?.email_confirmed_at) throw unprocessable('email_exists', DUPLICATE_EMAIL);
  if (found) return found;
  return db.transaction(async (tx) => {
    const id = await insertUser(tx, {
      email,
      encryptedPassword: '',
      emailConfirmed: false,
      userMetadata: data,
      appMetadata: { provider: 'email', providers: ['email'] },
    });
    return loadUser(tx, id);
  });
}

/** POST /invite: creates the user (or reuses an unconfirmed one) and mails the invitation. */
export async function handleInvite(request: AuthRequest): Promise<void> {
  requireAdmin(request);
  const body = await readJsonObject(request);
  const email = validEmail(optionalString(body, 'email') ?? '');
  const user = await invitedUser(request, email, optionalObject(body, 'data') ?? {});
  await mailLink(request, 'invite', user);
  sendJson(request.res, 200, userJson(await loadUser(request.ctx.db.auth, user.id)));
}

/** POST /admin/generate_link: the link and its token, mailed to nobody (types invite and recovery). */
export async function handleGenerateLink(request: AuthRequest): Promise<void> {
  requireAdmin(request);
  const body = await readJsonObject(request);
  const type = optionalString(body, 'type') ?? '';
  const email = validEmail(optionalString(body, 'email') ?? '');
  if (!isEmailAction(type)) {
    throw badRequest(
      'validation_failed',
      `Invalid email action link type requested: ${type} (this server makes invite and recovery links)`,
    );
  }
  const db = request.ctx.db.auth;
  let user = await findUserByEmail(db, email);
  if (type === 'recovery' && !user) throw notFound('user_not_found', 'User with this email not found');
  if (type === 'invite') user = await invitedUser(request, email, optionalObject(body, 'data') ?? {});
  if (!user) throw notFound('user_not_found', 'User with this email not found');
  const { otp, hash } = newEmailToken(email);
  await storeEmailToken(db, user.id, type, hash, request.nowSeconds());
  const redirectTo = redirectTarget(
    request,
    optionalString(body, 'redirect_to') ?? request.url.searchParams.get('redirect_to') ?? undefined,
  );
  sendJson(request.res, 200, {
    ...userJson(await loadUser(db, user.id)),
    action_link: confirmationUrl(request, hash, type, redirectTo),
    email_otp: otp,
    hashed_token: hash,
    verification_type: type,
    redirect_to: redirectTo,
  });
}

/**
 * POST /recover: mails a reset link to a known address and answers 200 either way. The same
 * address again within max_frequency is refused with 429, as GoTrue refuses it.
 */
export async function handleRecover(request: AuthRequest): Promise<void> {
  if (!request.settings.recoverLimiter.take(clientNetwork(request.client.ip))) throw rateLimited();
  const body = await readJsonObject(request);
  const raw = optionalString(body, 'email') ?? '';
  if (raw === '') throw badRequest('validation_failed', 'Password recovery requires an email');
  const email = validEmail(raw);
  const db = request.ctx.db.auth;
  const user = await findUserByEmail(db, email);
  if (!user) return void sendJson(request.res, 200, {});
  const now = request.nowSeconds();
  const { maxFrequencySeconds } = request.settings.project;
  const ago = await secondsSinceSent(db, user.id, 'recovery', now);
  if (ago !== undefined && ago < maxFrequencySeconds) {
    const left = Math.floor(maxFrequencySeconds - ago);
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${left} seconds.`,
    );
  }
  await mailLink(request, 'recovery', user);
  sendJson(request.res, 200, {});
}

/** A session for the link's user, signed in by the link ('otp' in its amr). */
async function sessionFromLink(request: AuthRequest, action: EmailAction, hash: string) {
  const now = request.nowSeconds();
  const expiry = request.settings.project.otpExpirySeconds;
  const cost = request.settings.passwordHashCost;
  // An invited user gets a password nobody knows, and sets their own next (GoTrue's signupVerify).
  const placeholder = action === 'invite' ? await randomPasswordHash(cost) : undefined;
  return request.ctx.db.auth.transaction(async (tx) => {
    const userId = await takeEmailToken(tx, action, hash, now, expiry);
    if (!userId) throw forbidden('otp_expired', LINK_EXPIRED);
    const user = await loadUser(tx, userId);
    if (user.is_banned) throw forbidden('user_banned', 'User is banned');
    if (placeholder && !user.encrypted_password) {
      await updateUser(tx, userId, {
        encryptedPassword: placeholder,
        userMetadata: { email_verified: true },
      });
      await endSessions(tx, userId, undefined, 'global');
    }
    await tx.query('update auth.users set last_sign_in_at = to_timestamp($2::float8) where id = $1::uuid', [
      userId,
      now,
    ]);
    const session = await startSession(tx, userId, request.client);
    await addAmrClaim(tx, session.sessionId, 'otp', now);
    const assurance = await sessionAssurance(tx, session.sessionId, now);
    return { user: await loadUser(tx, userId), grant: { ...session, ...assurance } };
  });
}

/** POST /verify with a token_hash: the link's session, as verifyOtp({ token_hash, type }) asks. */
export async function handleVerify(request: AuthRequest): Promise<void> {
  if (!request.settings.verifyLimiter.take(clientNetwork(request.client.ip))) throw rateLimited();
  const body = await readJsonObject(request);
  const type = optionalString(body, 'type') ?? '';
  const hash = optionalString(body, 'token_hash') ?? '';
  if (type === '') throw badRequest('validation_failed', 'Verify requires a verification type');
  if (hash === '') throw badRequest('validation_failed', 'Verify requires a token or a token hash');
  if (!isEmailAction(type)) throw badRequest('validation_failed', 'Invalid email verification type');
  const { user, grant } = await sessionFromLink(request, type, hash);
  sendJson(request.res, 200, await accessTokenResponse(request.ctx.keys, user, grant, request.nowSeconds()));
}

/**
 * GET /verify?token=…&type=…&redirect_to=…: a mail's {{ .ConfirmationURL }}, as GoTrue's implicit
 * flow answers it: 303 to the redirect with the session in the fragment, or with the error there.
 */
export async function handleVerifyLink(request: AuthRequest): Promise<void> {
  const query = request.url.searchParams;
  const type = query.get('type') ?? '';
  const redirectTo = redirectTarget(request, query.get('redirect_to') ?? undefined);
  const fragment = new URLSearchParams();
  try {
    if (!request.settings.verifyLimiter.take(clientNetwork(request.client.ip))) throw rateLimited();
    if (!isEmailAction(type)) throw badRequest('validation_failed', 'Unsupported verification type');
    const { user, grant } = await sessionFromLink(request, type, query.get('token') ?? '');
    const session = await accessTokenResponse(request.ctx.keys, user, grant, request.nowSeconds());
    fragment.set('type', type);
    fragment.set('access_token', session.access_token);
    fragment.set('token_type', session.token_type);
    fragment.set('expires_in', String(session.expires_in));
    fragment.set('expires_at', String(session.expires_at));
    fragment.set('refresh_token', session.refresh_token);
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    if (error.status === 403) fragment.set('error', 'access_denied');
    fragment.set('error_code', error.code);
    fragment.set('error_description', error.message);
  }
  fragment.set('sb', '');
  request.res.writeHead(303, { Location: `${redirectTo}#${fragment.toString()}` });
  request.res.end();
}

/**
 * PUT /user: a new password (and user_metadata as `data`). With a verified second factor only an
 * aal2 session may change it; the user's other sessions end with the old password.
 */
export async function handleUpdateUser(request: AuthRequest): Promise<void> {
  const { user, session } = await requireUser(request);
  const body = await readJsonObject(request);
  const password = optionalString(body, 'password');
  const data = optionalObject(body, 'data');
  if (optionalString(body, 'email') || optionalString(body, 'phone')) {
    throw badRequest(
      'validation_failed',
      'Changing the email address or phone is not supported by this server',
    );
  }
  const db = request.ctx.db.auth;
  if (password) {
    const verified = user.factors.some((factor) => factor.status === 'verified');
    const aal = session ? (await sessionAssurance(db, session.id, request.nowSeconds())).aal : 'aal1';
    if (verified && aal !== 'aal2') {
      throw new AuthError(
        401,
        'insufficient_aal',
        'AAL2 session is required to update email or password when MFA is enabled.',
      );
    }
    const problem = passwordProblem(password, user.email);
    if (problem) throw problem;
    if (await verifyPassword(password, user.encrypted_password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
  }
  const encryptedPassword = password
    ? await hashPassword(password, request.settings.passwordHashCost)
    : undefined;
  const updated = await db.transaction(async (tx) => {
    await updateUser(tx, user.id, {
      ...(encryptedPassword && { encryptedPassword }),
      userMetadata: data ?? {},
    });
    if (encryptedPassword) {
      await clearEmailTokens(tx, user.id);
      await endSessions(tx, user.id, session?.id, session ? 'others' : 'global');
    }
    return loadUser(tx, user.id);
  });
  sendJson(request.res, 200, userJson(updated));
}
