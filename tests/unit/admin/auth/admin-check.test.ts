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

interface Fake {
  gateway: AuthGateway;
  /** The dashboard's Sign out, which the server may refuse (here: always a 500). */
  signOut: ReturnType<typeof vi.fn>;
  /** Ending the session here, whatever the server says: what a refused check does. */
  endLocalSession: ReturnType<typeof vi.fn>;
}

function fakeGateway(parts: {
  session?: () => Promise<Awaited<ReturnType<AuthGateway['getSession']>>>;
  signIn?: () => Promise<Awaited<ReturnType<AuthGateway['signIn']>>>;
  row?: () => Promise<AdminRowResult>;
}): Fake {
  const endLocalSession = vi.fn(async () => {});
  const signOut = vi.fn(async () => ({ error: { message: 'Internal Server Error', status: 500 } }));
  return {
    signOut,
    endLocalSession,
    gateway: {
      getSession: parts.session ?? (async () => ({ user: USER, error: null })),
      signIn: parts.signIn ?? (async () => ({ user: USER, error: null })),
      findAdminRow: parts.row ?? (async () => ({ found: true, error: null })),
      signOut,
      endLocalSession,
      onAuthChange: () => () => {},
    },
  };
}

const never = () => new Promise<never>(() => {});

afterEach(() => {
  vi.useRealTimers();
});

describe('checkAdminRole', () => {
  it.each([
    ['a row', { found: true, error: null }, 'admin'],
    ['PGRST116 (no row)', { found: false, error: NO_ROW }, 'notAdmin'],
    ['no row and no error', { found: false, error: null }, 'notAdmin'],
    ['another error', { found: false, error: { message: 'JWT expired', code: 'PGRST303' } }, 'failed'],
  ] as const)('%s is %s', async (_case, row, expected) => {
    const { gateway } = fakeGateway({ row: async () => row });
    await expect(checkAdminRole(gateway, USER.id)).resolves.toBe(expected);
  });

  it('a thrown call is a failed check', async () => {
    const { gateway } = fakeGateway({ row: () => Promise.reject(new Error('offline')) });
    await expect(checkAdminRole(gateway, USER.id)).resolves.toBe('failed');
  });

  it('times out after exactly ROLE_CHECK_TIMEOUT_MS (5 s)', async () => {
    vi.useFakeTimers();
    const { gateway } = fakeGateway({ row: never });
    let result: string | undefined;
    void checkAdminRole(gateway, USER.id).then((value) => (result = value));
    expect(ROLE_CHECK_TIMEOUT_MS).toBe(5000);
    await vi.advanceTimersByTimeAsync(4999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe('timeout');
  });

  it('takes the timeout as a parameter and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const { gateway } = fakeGateway({});
    await expect(checkAdminRole(gateway, USER.id, 10)).resolves.toBe('admin');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('signInAsAdmin (docs/product.md#admin-sign-in-and-session-check, sign-in)', () => {
  it.each([
    [
      "the provider's message",
      { signIn: async () => ({ user: null, error: { message: 'Invalid login credentials' } }) },
      'Invalid login credentials',
      false,
    ],
    [
      "'Login failed' when the provider gives no message",
      { signIn: async () => ({ user: null, error: { message: '' } }) },
      'Login failed',
      false,
    ],
    [
      'no user data',
      { signIn: async () => ({ user: null, error: null }) },
      'Login failed - no user data',
      false,
    ],
    [
      'a failed role check, signed out',
      { row: async () => ({ found: false, error: { message: 'boom', code: '500' } }) },
      'Failed to verify admin privileges',
      true,
    ],
    [
      'a non-admin, signed out at once',
      { row: async () => ({ found: false, error: NO_ROW }) },
      'Access denied. Admin privileges required.',
      true,
    ],
    [
      'a thrown sign-in',
      { signIn: () => Promise.reject(new Error('network')) },
      'An unexpected error occurred',
      false,
    ],
  ])('%s', async (_case, parts, message, signedOut) => {
    const fake = fakeGateway(parts);
    await expect(signInAsAdmin(fake.gateway, 'a@b.co', 'pw')).resolves.toEqual({ ok: false, message });
    expect(fake.endLocalSession).toHaveBeenCalledTimes(signedOut ? 1 : 0);
    expect(fake.signOut).not.toHaveBeenCalled();
  });

  it('an admin signs in and stays signed in', async () => {
    const fake = fakeGateway({});
    await expect(signInAsAdmin(fake.gateway, 'a@b.co', 'pw')).resolves.toEqual({ ok: true, user: USER });
    expect(fake.endLocalSession).not.toHaveBeenCalled();
  });

  it('a role check that times out refuses the sign-in', async () => {
    const fake = fakeGateway({ row: never });
    await expect(signInAsAdmin(fake.gateway, 'a@b.co', 'pw', 5)).resolves.toEqual({
      ok: false,
      message: 'Failed to verify admin privileges',
    });
    expect(fake.endLocalSession).toHaveBeenCalledTimes(1);
  });

  it('a sign-out that throws does not hide the refusal', async () => {
    const fake = fakeGateway({ row: async () => ({ found: false, error: NO_ROW }) });
    fake.endLocalSession.mockRejectedValueOnce(new Error('offline'));
    await expect(signInAsAdmin(fake.gateway, 'a@b.co', 'pw')).resolves.toEqual({
      ok: false,
      message: 'Access denied. Admin privileges required.',
    });
  });
});

describe('verifySession (docs/product.md#admin-sign-in-and-session-check, page load)', () => {
  it.each([
    [
      'a session error',
      { session: async () => ({ user: null, error: { message: 'Invalid Refresh Token' } }) },
      { kind: 'refused', message: 'Session error: Invalid Refresh Token' },
      false,
    ],
    [
      'a session error without words for people (a failed fetch, an empty answer)',
      { session: async () => ({ user: null, error: { message: '' } }) },
      { kind: 'refused', message: 'Authentication check failed' },
      false,
    ],
    ['no session', { session: async () => ({ user: null, error: null }) }, { kind: 'anonymous' }, false],
    ['an admin', {}, { kind: 'admin', user: USER }, false],
    [
      'a failed role check, signed out',
      { row: async () => ({ found: false, error: { message: 'boom', code: '500' } }) },
      { kind: 'refused', message: 'Admin role verification failed' },
      true,
    ],
    [
      'a non-admin, signed out',
      { row: async () => ({ found: false, error: NO_ROW }) },
      { kind: 'refused', message: 'Access denied: Admin privileges required' },
      true,
    ],
    [
      'a thrown session read',
      { session: () => Promise.reject(new Error('storage')) },
      { kind: 'refused', message: 'Authentication check failed' },
      false,
    ],
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
    await expect(outcome).resolves.toEqual({
      kind: 'refused',
      message: 'Admin verification timeout. Please try again.',
    });
    expect(fake.endLocalSession).not.toHaveBeenCalled();
  });
});

describe('signOutRefused (docs/product.md#admin-sign-in-and-session-check, sign out)', () => {
  it.each<[string, ProviderError | null, boolean]>([
    ['the server ended the session', null, false],
    ['401: the token is no longer valid', { message: 'invalid JWT', status: 401 }, false],
    ['403: the session is already gone', { message: 'Session not found', status: 403 }, false],
    ['404: the user is gone', { message: 'User not found', status: 404 }, false],
    ['500: the server failed', { message: 'Internal Server Error', status: 500 }, true],
    ['503: the server is down', { message: 'Service Unavailable', status: 503 }, true],
    ['no answer (offline)', { message: 'Failed to fetch', status: 0 }, true],
    ['an error without a status', { message: 'Something went wrong' }, true],
  ])('%s: refused is %s', (_case, error, refused) => {
    expect(signOutRefused(error)).toBe(refused);
  });
});
