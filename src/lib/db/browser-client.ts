/**
 * The one supabase-js client of the site. Islands call createBrowserClient() when they need data; the
 * client is created on first use in the browser, so static pages that never ask load no Supabase
 * code and build-time rendering never touches `window`.
 *
 * No background token refresh (autoRefreshToken: false): supabase-js still refreshes an expiring
 * session whenever it is read, which every API call does first, so sessions work as before. But
 * with the background refresh, a stored session whose refresh is refused is dropped while the
 * client starts, silently, and the admin's page-load getSession() finds nobody; read on demand,
 * that getSession() returns the refusal, which the login screen shows ('Session error: ...',
 * docs/product.md#admin-sign-in-and-session-check).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { resolveSupabaseConfig } from './supabase-config.ts';
import type { Database } from './database.types.ts';

let client: SupabaseClient<Database> | undefined;

/** The admin's client, typed with the schema; made on the first call, the same one after. */
export function createBrowserClient(): SupabaseClient<Database> {
  if (!client) {
    const { url, publishableKey } = resolveSupabaseConfig(import.meta.env, window.location.origin);
    // detectSessionInUrl: false: the site has no redirect-based sign-in, so a session in the URL
    // (`/admin#access_token=…`) can only be a stranger's, planted to replace the admin's.
    client = createClient<Database>(url, publishableKey, {
      auth: { autoRefreshToken: false, detectSessionInUrl: false },
    });
  }
  return client;
}
