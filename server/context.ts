/** What every part of the local backend is handed at start: its database logins and the keys. */
import type { Connections } from './db/connections.ts';

/** The contents of DATA_DIR/keys.json plus the JWT signing secret (DATA_DIR/jwt-secret). */
export interface BackendKeys {
  /** The public URL the site and supabase-js use, e.g. http://localhost:4321. */
  url: string;
  /** Maps to role anon; safe to ship to browsers. */
  publishableKey: string;
  /** Maps to role service_role; never leaves the server or the operator's shell. */
  secretKey: string;
  /** HS256 secret for access tokens; random per data dir. */
  jwtSecret: string;
}

export interface BackendContext {
  /** REST uses `api` (authenticator), the auth server `auth` (supabase_auth_admin). */
  db: Connections;
  keys: BackendKeys;
}
