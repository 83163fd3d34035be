import { describe, expect, it } from 'vitest';
import {
  authReducer,
  INITIAL_AUTH_STATE,
  type AuthAction,
  type AuthState,
} from '../../../../src/admin/auth/auth-state.ts';

const USER = { id: 'user-1', email: 'staff@example.org' };
const OTHER = { id: 'user-2', email: 'other@example.org' };

const loading: AuthState = { status: 'loading' };
const loggedOut: AuthState = { status: 'loggedOut', error: null, submitting: false };
const out = (error: string): AuthState => ({ status: 'loggedOut', error, submitting: false });
const refused = out('Access denied. Admin privileges required.');
const submitting: AuthState = { status: 'loggedOut', error: null, submitting: true };
const loggedIn: AuthState = { status: 'loggedIn', user: USER, signingOut: false };
const signingOut: AuthState = { status: 'loggedIn', user: USER, signingOut: true };

describe('authReducer (docs/product.md#admin-authentication-states)', () => {
  it('starts loading', () => {
    expect(INITIAL_AUTH_STATE).toEqual(loading);
  });

  const TIMEOUT = 'Admin verification timeout. Please try again.';
  const [INVALID, ROLE] = ['Invalid login credentials', 'Admin role verification failed'];
  it.each<[string, AuthState, AuthAction, AuthState]>([
    ['page load finds an admin', loading, { type: 'verified', user: USER }, loggedIn],
    ['page load finds no session', loading, { type: 'refused', error: null }, loggedOut],
    ['page load refuses with a message', loading, { type: 'refused', error: TIMEOUT }, out(TIMEOUT)],
    ['sign-in starts and clears the old error', refused, { type: 'signInStarted' }, submitting],
    ['sign-in is ignored while logged in', loggedIn, { type: 'signInStarted' }, loggedIn],
    ['sign-in fails with its message', submitting, { type: 'signInFailed', error: INVALID }, out(INVALID)],
    ['sign-in succeeds', submitting, { type: 'signInSucceeded', user: USER }, loggedIn],
    ['sign-out starts', loggedIn, { type: 'signOutStarted' }, signingOut],
    ['sign-out fails and the admin stays', signingOut, { type: 'signOutFailed' }, loggedIn],
    ['sign-out ends the session', signingOut, { type: 'signedOut' }, loggedOut],
    ['another tab signs out', loggedIn, { type: 'signedOut' }, loggedOut],
    ['a sign-out during the page-load check', loading, { type: 'signedOut' }, loggedOut],
    ['a refusal keeps its message when the session then ends', refused, { type: 'signedOut' }, refused],
    [
      'a refusal after its own sign-out shows its message',
      loggedOut,
      { type: 'refused', error: ROLE },
      out(ROLE),
    ],
    [
      'a running sign-in owns the form when its refusal signs out',
      submitting,
      { type: 'signedOut' },
      submitting,
    ],
    ['another tab signs in someone else', loggedIn, { type: 'checkStarted' }, loading],
    ['another tab signs in while logged out', refused, { type: 'checkStarted' }, loading],
    [
      'the check of another tab’s admin passes',
      loading,
      { type: 'verified', user: OTHER },
      { ...loggedIn, user: OTHER },
    ],
  ])('%s', (_case, state, action, expected) => {
    expect(authReducer(state, action)).toEqual(expected);
  });
});
