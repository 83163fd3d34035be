/**
 * The browser-test admin: a supabase-js client signed in as them, to check what the pages stored,
 * and their session put where supabase-js looks for it, so pages open signed in.
 */
import type { Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_PUBLISHABLE_KEY } from '../../src/lib/db/supabase-config.ts';
import { E2E_ADMIN } from './admin.ts';

export async function adminClient(baseURL: string): Promise<SupabaseClient> {
  return signedInClient(baseURL, E2E_ADMIN);
}

/** A supabase-js client signed in as anyone (an admin, or a member made with ./users.ts). */
export async function signedInClient(
  baseURL: string,
  credentials: { email: string; password: string },
): Promise<SupabaseClient> {
  const client = createClient(baseURL, LOCAL_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await client.auth.signInWithPassword(credentials);
  if (error) throw new Error(`${credentials.email} cannot sign in: ${error.message}`);
  return client;
}

/** A session as supabase-js keeps it in localStorage. */
export interface StoredSession {
  key: string;
  value: string;
}

/** supabase-js's storage key for a session with this backend: sb-<first label of the host>-auth-token. */
function sessionStorageKey(baseURL: string): string {
  return `sb-${new URL(baseURL).hostname.split('.')[0]}-auth-token`;
}

/**
 * The admin's session as supabase-js stores it: sign in once for a whole file (or pass a client
 * already signed in), rather than once per test, to stay well under the sign-in rate limit.
 */
export async function adminSession(baseURL: string, client?: SupabaseClient): Promise<StoredSession> {
  const signedIn = client ?? (await adminClient(baseURL));
  const { data } = await signedIn.auth.getSession();
  return { key: sessionStorageKey(baseURL), value: JSON.stringify(data.session) };
}

/** Pages of this browser context start signed in with `session` (sign-in has its own spec). */
export async function startSignedIn(page: Page, session: StoredSession): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    session.key,
    session.value,
  ] as const);
}
