/**
 * Wires the auth reducer to the gateway: the page-load check, sign-in, sign-out and the auth
 * events of this and other tabs (SIGNED_OUT logs this tab out, SIGNED_IN re-runs the check).
 * Which check answers still count is settleCheck's rule (./check-ticket.ts).
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { showToast } from '../../lib/ui/toast.ts';
import { LOGIN_MESSAGES, LOGOUT_MESSAGES } from '../strings.ts';
import { signInAsAdmin, verifySession, verifyUser } from './admin-check.ts';
import { authReducer, INITIAL_AUTH_STATE, type AuthState } from './auth-state.ts';
import { settleCheck, type CheckOutcome } from './check-ticket.ts';
import type { AuthGateway } from './gateway.ts';

export interface AdminAuth {
  state: AuthState;
  signIn: (email: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
}

export function useAdminAuth(gateway: AuthGateway): AdminAuth {
  const [state, dispatch] = useReducer(authReducer, INITIAL_AUTH_STATE);
  // Every check takes a ticket; a newer check or sign-in voids the earlier tickets. A sign-out
  // marks the current ticket, so a slow check can never log in a session that has since ended,
  // yet the refusal whose own sign-out fired that event still shows its message.
  const ticket = useRef(0);
  const signedOutAt = useRef(0);
  // The user already verified (or being verified): supabase-js repeats SIGNED_IN for the same
  // session on start-up and when the tab regains focus, which needs no new check.
  const checkedUserId = useRef<string | null>(null);
  // While our own sign-in runs, it does the check; its SIGNED_IN and SIGNED_OUT are its own.
  const signingIn = useRef(false);

  useEffect(() => {
    let mounted = true;
    const settle = (own: number, outcome: CheckOutcome) => {
      if (!mounted) return;
      const action = settleCheck({ latest: ticket.current, signedOutAt: signedOutAt.current }, own, outcome);
      if (!action) return;
      checkedUserId.current = action.type === 'verified' ? action.user.id : null;
      dispatch(action);
    };

    const pageLoad = ++ticket.current;
    let pageLoadPending = true;
    void verifySession(gateway).then((outcome) => {
      pageLoadPending = false;
      settle(
        pageLoad,
        outcome.kind === 'admin'
          ? { ok: true, user: outcome.user }
          : { ok: false, message: outcome.kind === 'refused' ? outcome.message : null },
      );
    });

    const unsubscribe = gateway.onAuthChange((event, user) => {
      if (!mounted || signingIn.current) return;
      if (event === 'SIGNED_OUT') {
        signedOutAt.current = ticket.current;
        checkedUserId.current = null;
        dispatch({ type: 'signedOut' });
        return;
      }
      // The page-load check is still running, or this user is already verified.
      if (event !== 'SIGNED_IN' || !user || pageLoadPending || checkedUserId.current === user.id) {
        return;
      }
      const own = ++ticket.current;
      checkedUserId.current = user.id;
      dispatch({ type: 'checkStarted' });
      void verifyUser(gateway, user).then((outcome) => settle(own, outcome));
    });
    return () => {
      mounted = false;
      unsubscribe();
    };
  }, [gateway]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      signingIn.current = true;
      ticket.current += 1;
      dispatch({ type: 'signInStarted' });
      const outcome = await signInAsAdmin(gateway, email, password);
      signingIn.current = false;
      if (outcome.ok) {
        checkedUserId.current = outcome.user.id;
        dispatch({ type: 'signInSucceeded', user: outcome.user });
        showToast({ title: LOGIN_MESSAGES.success, tone: 'success' });
      } else {
        checkedUserId.current = null;
        // Said on the form, beside the fields it refuses (LoginForm.tsx); a success is a toast.
        dispatch({ type: 'signInFailed', error: outcome.message });
      }
    },
    [gateway],
  );

  const signOut = useCallback(async () => {
    dispatch({ type: 'signOutStarted' });
    let failed = false;
    try {
      failed = (await gateway.signOut()).error !== null;
    } catch {
      failed = true;
    }
    if (failed) {
      dispatch({ type: 'signOutFailed' });
      showToast({ title: LOGOUT_MESSAGES.failed, tone: 'error' });
      return;
    }
    ticket.current += 1;
    checkedUserId.current = null;
    dispatch({ type: 'signedOut' });
    showToast({ title: LOGOUT_MESSAGES.success, tone: 'success' });
  }, [gateway]);

  return { state, signIn, signOut };
}
