/**
 * The database as a hosted project's services reach it: each part of the backend connects as the
 * role its Supabase counterpart logs in as, never as a superuser
 * (docs/architecture.md#the-database-as-a-hosted-project-has-it):
 *   - owner: the migrations, the seed, the site's build bookkeeping and the lead desk, as
 *     `supabase db push` and the platform's jobs run them (Supabase's postgres);
 *   - api: every REST request, logged in as authenticator and switching to the request's role,
 *     as PostgREST does;
 *   - auth: the auth server, as supabase_auth_admin, as GoTrue.
 * On Postgres each is a login of its own, with DATABASE_URL's password; on PGlite, whose one
 * connection is its bootstrap superuser, each is that connection under SET SESSION AUTHORIZATION.
 * The cluster's superuser, where we have one, first makes the roles the cluster lacks.
 */
import { openDatabase, type Database, type DatabaseOptions } from './database.ts';
import { openPostgres } from './postgres.ts';
import {
  AUTH_ADMIN,
  AUTHENTICATOR,
  bootstrapRoles,
  missingRoles,
  MissingRolesError,
  readLogin,
} from './roles.ts';
import { asSessionRole } from './session-role.ts';

/** Connections per login on Postgres: REST carries the load; the others are occasional. */
const POOL_SIZES = { owner: 4, api: 10, auth: 4 } as const;

export interface Connections {
  readonly kind: 'pglite' | 'postgres';
  /** The name of the owner's role: postgres as on Supabase, or schema_owner (roles.ts). */
  readonly ownerRole: string;
  readonly owner: Database;
  readonly api: Database;
  readonly auth: Database;
  close(): Promise<void>;
}

/** DATABASE_URL with another user: the same host, database and password. */
export function loginUrl(databaseUrl: string, user: string): string {
  const url = new URL(databaseUrl);
  url.username = encodeURIComponent(user);
  return url.href;
}

/**
 * Makes the roles the cluster lacks (as its superuser) or checks they are there (as a Supabase
 * database's postgres), and returns the owner's name.
 */
async function prepareRoles(admin: Database, password: string | undefined): Promise<string> {
  const login = await readLogin(admin);
  if (login.superuser) {
    await bootstrapRoles(admin, login.owner, password);
  } else {
    const missing = await missingRoles(admin);
    if (missing.length > 0) throw new MissingRolesError(login.user, missing);
  }
  return login.owner;
}

export async function openConnections(options: DatabaseOptions): Promise<Connections> {
  if (options.databaseUrl) return openPostgresLogins(options.databaseUrl);
  const base = await openDatabase(options);
  try {
    return await connectionsOver(base);
  } catch (error) {
    await base.close();
    throw error;
  }
}

/**
 * Every login as a role of one connection of the cluster's superuser (PGlite's only one; the policy
 * tests' too, which switch roles inside one transaction); closing them closes `base`.
 */
export async function connectionsOver(base: Database): Promise<Connections> {
  const ownerRole = await prepareRoles(base, undefined);
  return {
    kind: base.kind,
    ownerRole,
    owner: asSessionRole(base, ownerRole),
    api: asSessionRole(base, AUTHENTICATOR),
    auth: asSessionRole(base, AUTH_ADMIN),
    close: () => base.close(),
  };
}

async function openPostgresLogins(databaseUrl: string): Promise<Connections> {
  const password = new URL(databaseUrl).password;
  const admin = await openPostgres(databaseUrl, { poolSize: 1 });
  let ownerRole: string;
  try {
    ownerRole = await prepareRoles(admin, password === '' ? undefined : decodeURIComponent(password));
  } finally {
    await admin.close();
  }
  const opened: Database[] = [];
  try {
    const login = async (user: string, poolSize: number) => {
      const db = await openPostgres(loginUrl(databaseUrl, user), { poolSize });
      opened.push(db);
      return db;
    };
    const [owner, api, auth] = [
      await login(ownerRole, POOL_SIZES.owner),
      await login(AUTHENTICATOR, POOL_SIZES.api),
      await login(AUTH_ADMIN, POOL_SIZES.auth),
    ];
    return {
      kind: 'postgres',
      ownerRole,
      owner,
      api,
      auth,
      close: async () => {
        await Promise.all(opened.map((db) => db.close()));
      },
    };
  } catch (error) {
    await Promise.all(opened.map((db) => db.close().catch(() => {})));
    throw error;
  }
}
