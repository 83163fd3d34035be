/** The AuthGateway over the site's one supabase-js client. */
import type { User } from '@supabase/supabase-js';
import { getSupabase } from '../../lib/supabase.ts';
import type { AdminUser, AuthEvent, AuthGateway } from './gateway.ts';

function toAdminUser(user: User | null | undefined): AdminUser | null {
  return user ? { id: user.id, email: user.email ?? '' } : null;
}

function toEvent(event: string): AuthEvent {
  return event === 'SIGNED_IN' || event === 'SIGNED_OUT' ? event : 'OTHER';
}

export function createSupabaseGateway(): AuthGateway {
  const client = getSupabase();
  return {
    async getSession() {
      const { data, error } = await client.auth.getSession();
      return { user: toAdminUser(data.session?.user), error };
    },
    async signIn(email, password) {
      const { data, error } = await client.auth.signInWithPassword({ email, password });
      return { user: toAdminUser(data.user), error };
    },
    async findAdminRow(userId) {
      const { data, error } = await client
        .from('admin_roles')
        .select('user_id')
        .eq('user_id', userId)
        .single();
      return { found: Boolean(data), error };
    },
    async signOut() {
      const { error } = await client.auth.signOut({ scope: 'local' });
      return { error };
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
