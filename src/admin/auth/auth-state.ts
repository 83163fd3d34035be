/**
 * The dashboard's authentication state (docs/product.md#admin-authentication-states): loading, then
 * logged out (the login form, possibly with an error) or logged in. A reducer, so every transition
 * is tested as data.
 */
import type { AdminUser } from './gateway.ts';

export type AuthState =
  | { status: 'loading' }
  | { status: 'loggedOut'; error: string | null; submitting: boolean }
  | { status: 'loggedIn'; user: AdminUser; signingOut: boolean };

export type AuthAction =
  /** Another tab signed in a user this tab has not verified: nobody is shown until the check ends. */
  | { type: 'checkStarted' }
  /** The page-load or event check found an admin. */
  | { type: 'verified'; user: AdminUser }
  /** No session (error null) or a refused one (the message for the login screen). */
  | { type: 'refused'; error: string | null }
  | { type: 'signInStarted' }
  | { type: 'signInFailed'; error: string }
  | { type: 'signInSucceeded'; user: AdminUser }
  | { type: 'signOutStarted' }
  | { type: 'signOutFailed' }
  /** The session ended: our Sign out, a refused check, or another tab (SIGNED_OUT). */
  | { type: 'signedOut' };

export const INITIAL_AUTH_STATE: AuthState = { status: 'loading' };

const LOGGED_OUT: Extract<AuthState, { status: 'loggedOut' }> = {
  status: 'loggedOut',
  error: null,
  submitting: false,
};

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'checkStarted':
      return { status: 'loading' };
    case 'verified':
    case 'signInSucceeded':
      return { status: 'loggedIn', user: action.user, signingOut: false };
    case 'refused':
      return { ...LOGGED_OUT, error: action.error };
    case 'signInStarted':
      return state.status === 'loggedOut' ? { ...state, error: null, submitting: true } : state;
    case 'signInFailed':
      return { ...LOGGED_OUT, error: action.error };
    case 'signOutStarted':
      return state.status === 'loggedIn' ? { ...state, signingOut: true } : state;
    case 'signOutFailed':
      return state.status === 'loggedIn' ? { ...state, signingOut: false } : state;
    case 'signedOut':
      // Already logged out: a refusal (or a sign-in still running) owns the login form's message.
      return state.status === 'loggedOut' ? state : LOGGED_OUT;
  }
}
