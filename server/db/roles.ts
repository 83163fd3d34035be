/**
 * The roles of a hosted Supabase project that the local backend logs in as, and the one-time work
 * of making them where the cluster lacks them (server/db/bootstrap/roles.sql,
 * docs/architecture.md#the-database-as-a-hosted-project-has-it).
 */
import { readFile } from 'node:fs/promises';
import type { Database, Queryable } from './database.ts';

/** PostgREST's login: it may only become the API roles. */
export const AUTHENTICATOR = 'authenticator';
/** GoTrue's login, owner of the auth schema's tables. */
export const AUTH_ADMIN = 'supabase_auth_admin';
/** Every role a hosted project has that this backend needs. */
const REQUIRED_ROLES = ['anon', 'authenticated', 'service_role', AUTHENTICATOR, AUTH_ADMIN];
/** The schema owner where the cluster's own superuser is named postgres (PGlite, a default initdb). */
export const FALLBACK_OWNER = 'schema_owner';

const ROLES_SQL = new URL('./bootstrap/roles.sql', import.meta.url);
/** Concurrent starts against one cluster race on its shared role catalog: tried again this often. */
const ROLE_BOOTSTRAP_ATTEMPTS = 5;

export interface Login {
  /** Who the connection logged in as. */
  user: string;
  superuser: boolean;
  /**
   * The role that owns our schema and runs the migrations: the login itself when it is not a
   * superuser (a Supabase database's postgres); otherwise postgres, unless that is the superuser.
   */
  owner: string;
}

export class MissingRolesError extends Error {
  readonly roles: string[];
  constructor(user: string, roles: string[]) {
    super(
      `${user} is not a superuser, so it cannot create the Supabase roles this database lacks (${roles.join(', ')}); ` +
        'point DATABASE_URL at a Supabase database (its postgres role) or at a superuser of a plain Postgres',
    );
    this.name = 'MissingRolesError';
    this.roles = roles;
  }
}

export async function readLogin(db: Queryable): Promise<Login> {
  const { rows } = await db.query<Login>(
    `select session_user as "user", r.rolsuper as superuser,
            case when not r.rolsuper then session_user::text
                 when exists (select from pg_catalog.pg_roles where rolname = 'postgres' and rolsuper) then $1
                 else 'postgres' end as owner
       from pg_catalog.pg_roles as r where r.rolname = session_user`,
    [FALLBACK_OWNER],
  );
  const login = rows[0];
  if (!login) throw new Error('the database did not describe its own login');
  return login;
}

/** The required roles the cluster lacks (a non-superuser login can only check). */
export async function missingRoles(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select wanted as name from pg_catalog.unnest($1::text[]) as wanted
      where not exists (select from pg_catalog.pg_roles where rolname = wanted)`,
    [REQUIRED_ROLES],
  );
  return rows.map((row) => row.name);
}

/**
 * Makes the roles as the cluster's superuser, and gives the login roles it made `password` (the
 * password of DATABASE_URL, as Supabase's own local stacks give every role one password).
 */
export async function bootstrapRoles(db: Database, owner: string, password?: string): Promise<void> {
  const sql = await readFile(ROLES_SQL, 'utf8');
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.transaction(async (tx) => {
        const before = await loginRoles(tx);
        await tx.query(`select pg_catalog.set_config('bootstrap.owner', $1, true)`, [owner]);
        await tx.exec(sql);
        if (password === undefined) return;
        for (const role of [AUTHENTICATOR, AUTH_ADMIN, owner].filter((name) => !before.includes(name))) {
          const { rows } = await tx.query<{ statement: string }>(
            `select pg_catalog.format('alter role %I password %L', $1::text, $2::text) as statement`,
            [role, password],
          );
          await tx.exec(rows[0]?.statement ?? '');
        }
      });
      return;
    } catch (error) {
      // "tuple concurrently updated" and friends: another database of this cluster is doing the same.
      const code = (error as { code?: string }).code;
      if (attempt >= ROLE_BOOTSTRAP_ATTEMPTS || !['XX000', '40001', '23505', '42710'].includes(code ?? ''))
        throw error;
    }
  }
}

async function loginRoles(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    'select rolname as name from pg_catalog.pg_roles where rolcanlogin',
  );
  return rows.map((row) => row.name);
}
