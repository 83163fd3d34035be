/** A supabase-js client signed in as the browser-test admin, to check what the pages stored. */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_PUBLISHABLE_KEY } from '../../src/lib/supabase-config.ts';
import { E2E_ADMIN } from './admin.ts';

export async function adminClient(baseURL: string): Promise<SupabaseClient> {
  const client = createClient(baseURL, LOCAL_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.signInWithPassword(E2E_ADMIN);
  if (error) throw new Error(`the e2e admin cannot sign in: ${error.message}`);
  return client;
}
