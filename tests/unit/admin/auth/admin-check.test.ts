import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  checkAdminRole,
  ROLE_CHECK_TIMEOUT_MS,
  signInAsAdmin,
  verifySession,
} from '../../../../src/admin/auth/admin-check.ts';
import {
  signOutRefused,
  type AdminRowResult,
  type AdminUser,
  type AuthGateway,
  type ProviderError,
} from '../../../../src/admin/auth/gateway.ts';

const USER: AdminUser = { id: 'user-1', email: 'staff@example.org' };
const NO_ROW = { message: 'Cannot coerce the result to a single JSON object', code: 'PGRST116' };

function fakeGateway(parts: {
  session?: () => Promise<Awaited<ReturnType<AuthGateway['getSession']>>>;
  signIn?: () => Promise<Awaited<ReturnType<AuthGateway['signIn']>>>;
  row?: () => Promise<AdminRowResult>;
}) {
  /** Ending the session here, whatever the server says: what a refused check does. */
  const endLocalSession = vi.fn(async () => {});
  /** The dashboard's Sign out, which the server may refuse (here: always a 500). */
  const signOut = vi.fn(async () => ({ error: { message: 'Internal Server Error', status: 500 } }));
  const getSession = parts.session ?? (async () => ({ user: USER, error: null }));
  const signIn = parts.signIn ?? (async () => ({ user: USER, error: null }));
  const findAdminRow = parts.row ?? (async () => ({ found: true, role: 'editor' as const, error: null }));
  const gateway: AuthGateway = {
    getSession,
    signIn,
    findAdminRow,
    signOut,
    endLocalSession,
    onAuthChange: () => () => {},
  };
  return { signOut, endLocalSession, gateway };
}

const never = () => new Promise<never>(() => {});

afterEach(() => {
  vi.useRealTimers();
});

describe('checkAdminRole', () => {
  it.each([
    ['a row without a role (the column default)', { found: true, error: null }, 'admin'],
    ['a row with its role', { found: true, role: 'lead_desk', error: null }, 'lead_desk'],
    ['PGRST116 (no row)', { found: false, error: NO_ROW }, 'notAdmin'],
    ['no row and no error', { found: false, error: null }, 'notAdmin'],
    ['another error', { found: false, error: { message: 'JWT expired', code: 'PGRST303' } }, 'failed'],
    ['a thrown call', null, 'failed'],
  ] as const)('%s is %s', async (_case, row, expected) => {
    const { gateway } = fakeGateway({ row: row ? async () => row : rejects });
    await expect(checkAdminRole(gateway, USER.id)).resolves.toBe(expected);
  });

  it('times out after exactly ROLE_CHECK_TIMEOUT_MS (5 s), a parameter, leaving no timer behind', async () => {
    vi.useFakeTimers();
    const { gateway } = fakeGateway({ row: never });
    let result: string | undefined;
    void checkAdminRole(gateway, USER.id).then((value) => (result = value));
    expect(ROLE_CHECK_TIMEOUT_MS).toBe(5000);
    await vi.advanceTimersByTimeAsync(4999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe('timeout');
    const { gateway: answering } = fakeGateway({});
    await expect(checkAdminRole(answering, USER.id, 10)).resolves.toBe('editor');
    expect(vi.getTimerCount()).toBe(0);
  });
});

/** Gateway parts for one failure each. */
const signInError = (message: string) => ({ signIn: async () => ({ user: null, error: { message } }) });
const sessionError = (message: string) => ({ session: async () => ({ user: null, error: { message } }) });
const roleError = (error: typeof NO_ROW) => ({ row: async () => ({ found: false, error }) });
const rejects = () => Promise.reject(new Error('offline'));
const NO_USER = { user: null, error: null };
const BOOM = { message: 'boom', code: '500' };
const DENIED = 'Access denied. Admin privileges required.';

describe('signInAsAdmin (docs/product.md#admin-sign-in-and-session-check, sign-in)', () => {
  const refused = (message: string) => ({ ok: false, message });
  const VERIFY_FAILED = refused('Failed to verify admin privileges');
  it.each<[string, Parameters<typeof fakeGateway>[0], object, boolean]>([
    [
      "the provider's message",
      signInError('Invalid login credentials'),
      refused('Invalid login credentials'),
      false,
    ],
    ["'Login failed' when the provider gives no message", signInError(''), refused('Login failed'), false],
    ['no user data', { signIn: async () => NO_USER }, refused('Login failed - no user data'), false],
    ['a failed role check, signed out', roleError(BOOM), VERIFY_FAILED, true],
    ['a role check that times out, signed out', { row: never }, VERIFY_FAILED, true],
    ['a non-admin, signed out at once', roleError(NO_ROW), refused(DENIED), true],
    ['a thrown sign-in', { signIn: rejects }, refused('An unexpected error occurred'), false],
    [
      'an admin, who stays signed in with the role',
      {},
      { ok: true, user: { ...USER, role: 'editor' } },
      false,
    ],
  ])('%s', async (_case, parts, outcome, signedOut) => {
    vi.useFakeTimers();
    const fake = fakeGateway(parts);
    const result = signInAsAdmin(fake.gateway, 'a@b.co', 'pw');
    await vi.advanceTimersByTimeAsync(ROLE_CHECK_TIMEOUT_MS);
    await expect(result).resolves.toEqual(outcome);
    expect(fake.endLocalSession).toHaveBeenCalledTimes(signedOut ? 1 : 0);
    expect(fake.signOut).not.toHaveBeenCalled();
  });

  it('a sign-out that throws does not hide the refusal', async () => {
    const fake = fakeGateway(roleError(NO_ROW));
    fake.endLocalSession.mockRejectedValueOnce(new Error('offline'));
    const result = signInAsAdmin(fake.gateway, 'a@b.co', 'pw');
    await expect(result).resolves.toEqual({ ok: false, message: DENIED });
  });
});

describe('verifySession (docs/product.md#admin-sign-in-and-session-check, page load)', () => {
  const refused = (message: string) => ({ kind: 'refused', message });
  const CHECK_FAILED = refused('Authentication check failed');
  const TOKEN = 'Invalid Refresh Token';
  it.each<[string, Parameters<typeof fakeGateway>[0], object, boolean]>([
    ['a session error', sessionError(TOKEN), refused(`Session error: ${TOKEN}`), false],
    // A failed fetch or an empty answer has no words for people.
    ['a session error without a message', sessionError(''), CHECK_FAILED, false],
    ['no session', { session: async () => NO_USER }, { kind: 'anonymous' }, false],
    ['an admin', {}, { kind: 'admin', user: { ...USER, role: 'editor' } }, false],
    ['a failed role check, signed out', roleError(BOOM), refused('Admin role verification failed'), true],
    ['a non-admin, signed out', roleError(NO_ROW), refused('Access denied: Admin privileges required'), true],
    ['a thrown session read', { session: rejects }, CHECK_FAILED, false],
  ])('%s', async (_case, parts, outcome, signedOut) => {
    const fake = fakeGateway(parts);
    await expect(verifySession(fake.gateway)).resolves.toEqual(outcome);
    expect(fake.endLocalSession).toHaveBeenCalledTimes(signedOut ? 1 : 0);
    // A refused session ends here even when the server would refuse a sign-out.
    expect(fake.signOut).not.toHaveBeenCalled();
  });

  it('a role check that times out keeps the session for a retry', async () => {
    vi.useFakeTimers();
    const fake = fakeGateway({ row: never });
    const outcome = verifySession(fake.gateway);
    await vi.advanceTimersByTimeAsync(ROLE_CHECK_TIMEOUT_MS);
    await expect(outcome).resolves.toEqual(refused('Admin verification timeout. Please try again.'));
    expect(fake.endLocalSession).not.toHaveBeenCalled();
  });
});

it.each<[string, ProviderError | null, boolean]>([
  ['the server ended the session', null, false],
  ['401: the token is no longer valid', { message: 'invalid JWT', status: 401 }, false],
  ['403: the session is already gone', { message: 'Session not found', status: 403 }, false],
  ['404: the user is gone', { message: 'User not found', status: 404 }, false],
  ['500: the server failed', { message: 'Internal Server Error', status: 500 }, true],
  ['503: the server is down', { message: 'Service Unavailable', status: 503 }, true],
  ['no answer (offline)', { message: 'Failed to fetch', status: 0 }, true],
  ['an error without a status', { message: 'Something went wrong' }, true],
])(
  'signOutRefused (docs/product.md#admin-sign-in-and-session-check, sign out): %s: refused is %s',
  (_case, error, refused) => {
    expect(signOutRefused(error)).toBe(refused);
  },
);
