/** The AuthGateway over the site's one supabase-js client. */
import { isAuthRetryableFetchError, type User } from '@supabase/supabase-js';
import { findAdminRow } from '../../lib/db/admin-roles.ts';
import { createBrowserClient } from '../../lib/db/browser-client.ts';
import { signOutRefused, type AdminUser, type AuthEvent, type AuthGateway } from './gateway.ts';
import { isAnswerWithoutUser, providerError } from './provider-error.ts';

function toAdminUser(user: User | null | undefined): AdminUser | null {
  return user ? { id: user.id, email: user.email ?? '' } : null;
}

function toEvent(event: string): AuthEvent {
  return event === 'SIGNED_IN' || event === 'SIGNED_OUT' ? event : 'OTHER';
}

export function createSupabaseGateway(): AuthGateway {
  const client = createBrowserClient();
  return {
    async getSession() {
      const { data, error } = await client.auth.getSession();
      return { user: toAdminUser(data.session?.user), error: error && providerError(error) };
    },
    async signIn(email, password) {
      const { data, error } = await client.auth.signInWithPassword({ email, password });
      // 'Login failed - no user data', not the library's "Auth session or user missing".
      if (isAnswerWithoutUser(error)) return { user: null, error: null };
      return { user: toAdminUser(data.user), error: error && providerError(error) };
    },
    findAdminRow,
    async signOut() {
      // supabase-js's scope 'local' removes the session before it asks the server, so a refused
      // sign-out would leave the admin signed out yet told 'Failed to logout'; its scope 'global'
      // asks first but ends every device's session. So: the server ends this session (the same
      // logout call signOut makes, with this session's token), then it is removed here.
      const { data, error: sessionError } = await client.auth.getSession();
      const token = data.session?.access_token;
      if (!token) {
        // A refresh that could not reach the server leaves the session stored: not signed out.
        // Otherwise there is no session left to end (a refused refresh already removed it).
        return {
          error: sessionError && isAuthRetryableFetchError(sessionError) ? providerError(sessionError) : null,
        };
      }
      const { error } = await client.auth.admin.signOut(token, 'local');
      if (error && signOutRefused(error)) return { error: providerError(error) };
      // Over on the server: remove it here (SIGNED_OUT). This call's own request finds the session
      // gone, which supabase-js counts as signed out; the local removal does not depend on it.
      await client.auth.signOut({ scope: 'local' });
      return { error: null };
    },
    async endLocalSession() {
      await client.auth.signOut({ scope: 'local' });
    },
    onAuthChange(listener) {
      const { data } = client.auth.onAuthStateChange((event, session) => {
        // supabase-js runs this callback inside its auth lock: calling it again from here (the
        // admin check does) would deadlock, so the listener runs on the next task.
        setTimeout(() => listener(toEvent(event), toAdminUser(session?.user)), 0);
      });
      return () => data.subscription.unsubscribe();
    },
  };
}
