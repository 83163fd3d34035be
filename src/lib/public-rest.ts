/**
 * The REST client of the public forms: postgrest-js alone with the publishable key, so sending a
 * form never loads supabase-js's auth client. Created on first use in the browser.
 */
import { PostgrestClient } from '@supabase/postgrest-js';
import { resolveSupabaseConfig } from './supabase-config.ts';

let client: PostgrestClient | undefined;

export function rest(): PostgrestClient {
  if (!client) {
    const { url, publishableKey } = resolveSupabaseConfig(import.meta.env, window.location.origin);
    client = new PostgrestClient(`${url}/rest/v1`, {
      headers: { apikey: publishableKey, Authorization: `Bearer ${publishableKey}` },
    });
  }
  return client;
}
