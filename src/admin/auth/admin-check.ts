/**
 * The admin checks of docs/product.md#admin-sign-in-and-session-check as plain async functions over
 * an AuthGateway: after sign-in, on page load and when another tab signs in. Each answers what the
 * dashboard shows; ending a refused session is done here, so no caller can forget it.
 */
import { isStaffRole, type StaffRole } from '../../../supabase/functions/_shared/staff-roles.ts';
import { LOGIN_MESSAGES, SESSION_MESSAGES } from '../strings.ts';
import { NO_ROW_CODE, type AdminUser, type AuthGateway } from './gateway.ts';

/** The role check gives up after 5 seconds (docs/product.md#admin-sign-in-and-session-check). */
export const ROLE_CHECK_TIMEOUT_MS = 5000;

/** The user's staff role, or why they are not let in. */
export type RoleCheck = StaffRole | 'notAdmin' | 'failed' | 'timeout';

const TIMED_OUT = Symbol('timed out');

/** Resolves with the promise's value, or TIMED_OUT once `ms` have passed; the timer is always cleared. */
async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The user's admin_roles row's role, if there is one. A thrown call counts as a failed check. */
export async function checkAdminRole(
  gateway: AuthGateway,
  userId: string,
  timeoutMs: number = ROLE_CHECK_TIMEOUT_MS,
): Promise<RoleCheck> {
  let result;
  try {
    result = await withTimeout(gateway.findAdminRow(userId), timeoutMs);
  } catch {
    return 'failed';
  }
  if (result === TIMED_OUT) return 'timeout';
  if (result.error && result.error.code !== NO_ROW_CODE) return 'failed';
  return result.found ? (result.role ?? 'admin') : 'notAdmin';
}

/** Ending a refused session must not turn into a second error: the refusal is what counts. */
async function endSession(gateway: AuthGateway): Promise<void> {
  try {
    await gateway.endLocalSession();
  } catch {
    // The local session is gone either way; the server's refresh token expires on its own.
  }
}

export type SignInOutcome = { ok: true; user: AdminUser } | { ok: false; message: string };

/**
 * Sign-in with the messages of docs/product.md#admin-sign-in-and-session-check; a non-admin is
 * signed out at once.
 */
export async function signInAsAdmin(
  gateway: AuthGateway,
  email: string,
  password: string,
  timeoutMs: number = ROLE_CHECK_TIMEOUT_MS,
): Promise<SignInOutcome> {
  try {
    const { user, error } = await gateway.signIn(email, password);
    if (error) return { ok: false, message: error.message || LOGIN_MESSAGES.failed };
    if (!user) return { ok: false, message: LOGIN_MESSAGES.noUser };
    const role = await checkAdminRole(gateway, user.id, timeoutMs);
    if (isStaffRole(role)) return { ok: true, user: { ...user, role } };
    await endSession(gateway);
    return {
      ok: false,
      message: role === 'notAdmin' ? LOGIN_MESSAGES.denied : LOGIN_MESSAGES.verifyFailed,
    };
  } catch {
    return { ok: false, message: LOGIN_MESSAGES.unexpected };
  }
}

/** The check of a known user (a sign-in in another tab, a restored session). */
export type UserCheckOutcome = { ok: true; user: AdminUser } | { ok: false; message: string };

export async function verifyUser(
  gateway: AuthGateway,
  user: AdminUser,
  timeoutMs: number = ROLE_CHECK_TIMEOUT_MS,
): Promise<UserCheckOutcome> {
  const role = await checkAdminRole(gateway, user.id, timeoutMs);
  switch (role) {
    case 'timeout':
      // The session stays: the role may well be fine and a retry (reload) will tell.
      return { ok: false, message: SESSION_MESSAGES.timeout };
    case 'notAdmin':
      await endSession(gateway);
      return { ok: false, message: SESSION_MESSAGES.denied };
    case 'failed':
      await endSession(gateway);
      return { ok: false, message: SESSION_MESSAGES.verifyFailed };
    default:
      return { ok: true, user: { ...user, role } };
  }
}

/** Page-load outcome: an admin, nobody signed in, or a message for the login screen. */
export type SessionOutcome =
  { kind: 'admin'; user: AdminUser } | { kind: 'anonymous' } | { kind: 'refused'; message: string };

export async function verifySession(
  gateway: AuthGateway,
  timeoutMs: number = ROLE_CHECK_TIMEOUT_MS,
): Promise<SessionOutcome> {
  try {
    const { user, error } = await gateway.getSession();
    if (error) {
      // The provider's reason where it gave one for people; else the check itself failed.
      const message = error.message
        ? SESSION_MESSAGES.sessionErrorPrefix + error.message
        : SESSION_MESSAGES.checkFailed;
      return { kind: 'refused', message };
    }
    if (!user) return { kind: 'anonymous' };
    const outcome = await verifyUser(gateway, user, timeoutMs);
    return outcome.ok ? { kind: 'admin', user: outcome.user } : { kind: 'refused', message: outcome.message };
  } catch {
    return { kind: 'refused', message: SESSION_MESSAGES.checkFailed };
  }
}
