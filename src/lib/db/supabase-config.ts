/**
 * Where the browser finds Supabase. A build with PUBLIC_SUPABASE_URL set talks to that project;
 * a build without it talks to the page's own origin, i.e. the local backend of `npm start`.
 * Kept free of browser globals so the server can import LOCAL_PUBLISHABLE_KEY too.
 */

/**
 * The local backend's default publishable key (the Supabase CLI's well-known local value). A
 * publishable key only ever grants the anonymous role, which every visitor has anyway, so a
 * well-known value is safe; the secret key and the JWT secret are random per data dir.
 */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';

export interface SupabaseConfig {
  url: string;
  publishableKey: string;
}

interface PublicEnv {
  PUBLIC_SUPABASE_URL?: string | undefined;
  PUBLIC_SUPABASE_PUBLISHABLE_KEY?: string | undefined;
  PUBLIC_SUPABASE_ANON_KEY?: string | undefined;
}

/** Resolves the build-time variables against the page's origin; blank values count as unset. */
export function resolveSupabaseConfig(env: PublicEnv, origin: string): SupabaseConfig {
  const url = env.PUBLIC_SUPABASE_URL?.trim() || origin;
  const publishableKey =
    env.PUBLIC_SUPABASE_PUBLISHABLE_KEY?.trim() ||
    env.PUBLIC_SUPABASE_ANON_KEY?.trim() ||
    LOCAL_PUBLISHABLE_KEY;
  return { url, publishableKey };
}
