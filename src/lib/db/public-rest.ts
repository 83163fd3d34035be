/**
 * The REST client of the public pages (the forms and the blog): postgrest-js alone with the
 * publishable key, so sending a form or reading the blog never loads supabase-js's auth client.
 * Created on first use in the browser.
 */
import { PostgrestClient } from '@supabase/postgrest-js';
import { resolveSupabaseConfig } from './supabase-config.ts';
import type { Database } from './database.types.ts';

let client: PostgrestClient<Database> | undefined;

export function publicRest(): PostgrestClient<Database> {
  if (!client) {
    const { url, publishableKey } = resolveSupabaseConfig(import.meta.env, window.location.origin);
    client = new PostgrestClient<Database>(`${url}/rest/v1`, {
      headers: { apikey: publishableKey, Authorization: `Bearer ${publishableKey}` },
    });
  }
  return client;
}
