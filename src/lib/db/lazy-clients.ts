/**
 * The clients as the table modules load them: on the first call that needs one. A table module is
 * imported by public islands and by the admin alike, and a static import of a client would put
 * supabase-js (or postgrest-js) into every page that shows a form; loaded here, a page carries no
 * database client until someone sends, and the admin, which holds its client from the start, finds
 * the module already loaded.
 */
import type { PostgrestClient } from '@supabase/postgrest-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';

/** The admin's supabase-js client (signed-in requests). */
export async function loadBrowserClient(): Promise<SupabaseClient<Database>> {
  const { createBrowserClient } = await import('./browser-client.ts');
  return createBrowserClient();
}

/** The public pages' postgrest-js client (publishable key only). */
export async function loadPublicRest(): Promise<PostgrestClient<Database>> {
  const { publicRest } = await import('./public-rest.ts');
  return publicRest();
}
