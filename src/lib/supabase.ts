/**
 * The one supabase-js client of the site. Islands call getSupabase() when they need data; the
 * client is created on first use in the browser, so static pages that never ask load no Supabase
 * code and build-time rendering never touches `window`.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { resolveSupabaseConfig } from './supabase-config.ts';

let client: SupabaseClient | undefined;

export function getSupabase(): SupabaseClient {
  if (!client) {
    const { url, publishableKey } = resolveSupabaseConfig(import.meta.env, window.location.origin);
    client = createClient(url, publishableKey);
  }
  return client;
}
