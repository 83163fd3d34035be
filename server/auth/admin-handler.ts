/**
 * The Auth admin API under /auth/v1/admin/users, for the secret key only (GoTrue's requireAdmin:
 * the token's role must be service_role). Bodies, statuses and messages follow api/admin.go.
 */
import { sendJson } from '../http/respond.ts';
import { AuthError, badRequest, forbidden, notFound, unprocessable } from './errors.ts';
import { deleteFactor, factorJson } from './factors.ts';
import { hashPassword, passwordProblem, randomPasswordHash } from './password.ts';
import { isUuid, optionalObject, optionalString, readJsonObject, type AuthRequest } from './request.ts';
import {
  deleteUser,
  findUserByEmail,
  findUserById,
  insertUser,
  loadUser,
  listUsers,
  normalizeEmail,
  updateUser,
  userJson,
  type User,
} from './users.ts';

const AUDIENCE = 'authenticated';
const DEFAULT_PER_PAGE = 50;
export const DUPLICATE_EMAIL = 'A user with this email address has already been registered';
/** checkmail's format check: something@something.tld, no spaces. */
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL_LENGTH = 255;

export function requireAdmin(request: AuthRequest): void {
  if (request.tokenError) throw request.tokenError;
  if (request.caller.role !== 'service_role') throw forbidden('not_admin', 'User not allowed');
}

export function validEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (email.length > MAX_EMAIL_LENGTH) throw badRequest('validation_failed', 'An email address is too long');
  if (!EMAIL_FORMAT.test(email)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format');
  }
  return email;
}

async function newPasswordHash(password: string | undefined, email: string, cost: number): Promise<string> {
  if (password === undefined || password === '') {
    return randomPasswordHash(cost);
  }
  const problem = passwordProblem(password, email);
  if (problem) throw problem;
  return hashPassword(password, cost);
}

async function loadTarget(request: AuthRequest, id: string): Promise<User> {
  if (!isUuid(id)) throw badRequest('validation_failed', 'user_id must be an UUID');
  const user = await findUserById(request.ctx.db.auth, id);
  if (!user) throw notFound('user_not_found', 'User not found');
  return user;
}

async function createUser(request: AuthRequest): Promise<void> {
  const body = await readJsonObject(request);
  const rawEmail = optionalString(body, 'email') ?? '';
  if (rawEmail === '' && (optionalString(body, 'phone') ?? '') === '') {
    throw badRequest('validation_failed', 'Cannot create a user without either an email or phone');
  }
  if (rawEmail === '') throw badRequest('validation_failed', 'Phone users are not supported by this server');
  const email = validEmail(rawEmail);
  const db = request.ctx.db.auth;
  if (await findUserByEmail(db, email)) throw unprocessable('email_exists', DUPLICATE_EMAIL);
  const encryptedPassword = await newPasswordHash(
    optionalString(body, 'password'),
    email,
    request.settings.passwordHashCost,
  );
  const emailConfirmed = body.email_confirm === true;
  const userMetadata = {
    ...optionalObject(body, 'user_metadata'),
    ...(emailConfirmed && { email_verified: true }),
  };
  const appMetadata = { provider: 'email', providers: ['email'], ...optionalObject(body, 'app_metadata') };

  const user = await db.transaction(async (tx) => {
    // Checked again inside the transaction: two creates racing for one address must not both win.
    if (await findUserByEmail(tx, email)) throw unprocessable('email_exists', DUPLICATE_EMAIL);
    const id = await insertUser(tx, { email, encryptedPassword, emailConfirmed, userMetadata, appMetadata });
    return loadUser(tx, id);
  });
  sendJson(request.res, 200, userJson(user));
}

async function updateUserById(request: AuthRequest, id: string): Promise<void> {
  const target = await loadTarget(request, id);
  const body = await readJsonObject(request);
  const rawEmail = optionalString(body, 'email');
  const email = rawEmail ? validEmail(rawEmail) : undefined;
  const password = optionalString(body, 'password');
  const encryptedPassword =
    password === undefined
      ? undefined
      : await newPasswordHash(password, email ?? target.email, request.settings.passwordHashCost);
  const confirmEmail = body.email_confirm === true;
  const userMetadata = optionalObject(body, 'user_metadata') ?? {};
  const appMetadata = optionalObject(body, 'app_metadata') ?? {};
  if (confirmEmail && !target.email_confirmed_at) userMetadata.email_verified = true;

  const user = await request.ctx.db.auth.transaction(async (tx) => {
    if (email && email !== target.email) {
      const holder = await findUserByEmail(tx, email);
      if (holder && holder.id !== target.id) throw unprocessable('email_exists', DUPLICATE_EMAIL);
    }
    await updateUser(tx, target.id, {
      ...(email !== undefined && { email }),
      ...(encryptedPassword !== undefined && { encryptedPassword }),
      confirmEmail,
      userMetadata,
      appMetadata,
    });
    return loadUser(tx, target.id);
  });
  sendJson(request.res, 200, userJson(user));
}

function positiveInt(value: string | null, fallback: number, name: string): number {
  if (value === null || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw badRequest('validation_failed', `Bad Pagination Parameters: ${name} must be a positive integer`);
  }
  return number;
}

/** GoTrue's addPaginationHeaders: X-Total-Count plus Link rel=next/last, which auth-js parses. */
function paginationHeaders(request: AuthRequest, page: number, perPage: number, total: number) {
  const lastPage = Math.ceil(total / perPage);
  const href = (target: number) => `</auth/v1${request.path}?page=${target}&per_page=${perPage}>`;
  const links = page < lastPage ? [`${href(page + 1)}; rel="next"`] : [];
  links.push(`${href(lastPage)}; rel="last"`);
  return { 'X-Total-Count': String(total), Link: links.join(', ') };
}

async function listAllUsers(request: AuthRequest): Promise<void> {
  const page = positiveInt(request.url.searchParams.get('page'), 1, 'page');
  const perPage = positiveInt(request.url.searchParams.get('per_page'), DEFAULT_PER_PAGE, 'per_page');
  const { users, total } = await listUsers(request.ctx.db.auth, page, perPage);
  const body = { users: users.map(userJson), aud: AUDIENCE };
  sendJson(request.res, 200, body, paginationHeaders(request, page, perPage, total));
}

async function deleteUserById(request: AuthRequest, id: string): Promise<void> {
  const target = await loadTarget(request, id);
  const body = await readJsonObject(request);
  // A soft delete keeps an anonymised row; nothing here needs one, so only hard deletes exist.
  if (body.should_soft_delete === true) {
    throw badRequest('validation_failed', 'Soft deletion is not supported by this server');
  }
  await request.ctx.db.auth.transaction((tx) => deleteUser(tx, target.id));
  sendJson(request.res, 200, {});
}

/**
 * /admin/users/{id}/factors[/{factor_id}]: list a user's factors, or remove one (a lost device),
 * as GoTrue's adminUserGetFactors and adminUserDeleteFactor answer.
 */
async function handleUserFactors(request: AuthRequest, userId: string, factorId: string | undefined) {
  const user = await loadTarget(request, userId);
  const method = request.req.method;
  if (factorId === undefined) {
    if (method === 'GET') return void sendJson(request.res, 200, user.factors.map(factorJson));
    throw new AuthError(405, 'method_not_allowed', 'Method Not Allowed');
  }
  if (!isUuid(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const factor = user.factors.find((candidate) => candidate.id === factorId);
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  if (method !== 'DELETE') throw new AuthError(405, 'method_not_allowed', 'Method Not Allowed');
  await request.ctx.db.auth.transaction((tx) => deleteFactor(tx, factor));
  sendJson(request.res, 200, factorJson(factor));
}

/** Routes /admin/users[/:id[/factors[/:factor_id]]]; anything else under /admin is not found. */
export async function handleAdmin(request: AuthRequest): Promise<void> {
  requireAdmin(request);
  const factors = /^\/admin\/users\/([^/]+)\/factors(?:\/([^/]+))?\/?$/.exec(request.path);
  if (factors?.[1] !== undefined) return handleUserFactors(request, factors[1], factors[2]);
  const match = /^\/admin\/users(?:\/([^/]+))?\/?$/.exec(request.path);
  if (!match) throw notFound('not_found', 'Not Found');
  const id = match[1];
  const method = request.req.method;
  if (id === undefined) {
    if (method === 'GET') return listAllUsers(request);
    if (method === 'POST') return createUser(request);
  } else {
    if (method === 'GET') return void sendJson(request.res, 200, userJson(await loadTarget(request, id)));
    if (method === 'PUT') return updateUserById(request, id);
    if (method === 'DELETE') return deleteUserById(request, id);
  }
  throw new AuthError(405, 'method_not_allowed', 'Method Not Allowed');
}
