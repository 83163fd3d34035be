/**
 * Brings a database to the schema of supabase/migrations, the way `supabase db reset/push` would:
 * first what a hosted project already has (the roles, made when the connections open:
 * connections.ts; GoTrue's auth schema, bootstrap/auth.sql, as supabase_auth_admin unless GoTrue's
 * own is there; the owner's defaults, bootstrap/owner.sql; Storage's schema, bootstrap/storage.sql,
 * unless storage-api's own is there), then as the schema owner every
 * migration not yet recorded in supabase_migrations.schema_migrations, then supabase/seed.sql on a
 * fresh database.
 */
import { readdir, readFile } from 'node:fs/promises';
import type { Connections } from './connections.ts';
import type { Database, Queryable } from './database.ts';

const AUTH_BOOTSTRAP = new URL('./bootstrap/auth.sql', import.meta.url);
const OWNER_BOOTSTRAP = new URL('./bootstrap/owner.sql', import.meta.url);
const STORAGE_BOOTSTRAP = new URL('./bootstrap/storage.sql', import.meta.url);
const MIGRATIONS_DIR = new URL('../../supabase/migrations/', import.meta.url);
const SEED_FILE = new URL('../../supabase/seed.sql', import.meta.url);

/** The Supabase CLI's file shape: <version digits>_<name>.sql. */
const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

export interface MigrateOptions {
  /** Run supabase/seed.sql when this call is the one that migrated an empty database. */
  seed: boolean;
}

export interface MigrateResult {
  /** File names applied by this call, in order. */
  applied: string[];
  seeded: boolean;
}

/** A failed bootstrap, migration or seed; `file` names it and `code` keeps the SQLSTATE. */
export class MigrationError extends Error {
  readonly file: string;
  readonly code: string | undefined;

  constructor(file: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${file} failed: ${reason}`, { cause });
    this.name = 'MigrationError';
    this.file = file;
    this.code = (cause as { code?: unknown } | null)?.code as string | undefined;
  }
}

interface Migration {
  file: string;
  version: string;
  name: string;
}

export async function migrate(connections: Connections, options: MigrateOptions): Promise<MigrateResult> {
  const db = connections.owner;
  if (await ownsAuthSchema(db)) {
    await runLocked(connections.auth, 'bootstrap/auth.sql', async (tx) => {
      await tx.query(`select pg_catalog.set_config('bootstrap.owner', $1, true)`, [connections.ownerRole]);
      await tx.exec(await readFile(AUTH_BOOTSTRAP, 'utf8'));
    });
  }
  await runLocked(db, 'bootstrap/owner.sql', async (tx) => {
    await tx.exec(await readFile(OWNER_BOOTSTRAP, 'utf8'));
  });
  if (await ownsStorageSchema(db)) {
    await runLocked(db, 'bootstrap/storage.sql', async (tx) => {
      // Made once. Asked here, under the lock, by a query: a process that waited for the lock while
      // another made the schema still has its name cached as missing, so `if not exists` would not do.
      const { rows } = await tx.query<{ made: boolean }>(
        `select exists (select 1 from pg_catalog.pg_namespace where nspname = 'storage') as made`,
      );
      if (!rows[0]?.made) await tx.exec(await readFile(STORAGE_BOOTSTRAP, 'utf8'));
    });
  }

  const applied: string[] = [];
  let migratedEmptyDatabase = false;
  for (const migration of await listMigrations()) {
    const sql = await readFile(new URL(migration.file, MIGRATIONS_DIR), 'utf8');
    // Checked again under the lock: another process may have applied it meanwhile.
    const outcome = await runLocked(db, migration.file, async (tx) => {
      const recorded = await tx.query<{ applied: boolean; total: number }>(
        `select exists (select 1 from supabase_migrations.schema_migrations where version = $1) as applied,
                (select count(*)::int from supabase_migrations.schema_migrations) as total`,
        [migration.version],
      );
      const state = recorded.rows[0];
      if (state?.applied) return 'skipped';
      await tx.exec(sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [migration.version, migration.name, [sql]],
      );
      return state?.total === 0 ? 'first' : 'applied';
    });
    if (outcome === 'skipped') continue;
    applied.push(migration.file);
    if (outcome === 'first') migratedEmptyDatabase = true;
  }

  const seeded = options.seed && migratedEmptyDatabase;
  if (seeded) {
    const sql = await readFile(SEED_FILE, 'utf8');
    await runLocked(db, 'seed.sql', (tx) => tx.exec(sql));
  }
  return { applied, seeded };
}

/**
 * Whether the auth schema is ours to make (bootstrap/auth.sql): not where GoTrue has run (its
 * auth.schema_migrations) or where supabase_auth_admin is another's (a Supabase database on which
 * GoTrue has yet to run); roles.sql marks the one it makes.
 */
async function ownsAuthSchema(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ ours: boolean }>(
    `select pg_catalog.to_regclass('auth.schema_migrations') is null
            and coalesce(pg_catalog.shobj_description(
                  (select oid from pg_catalog.pg_roles where rolname = 'supabase_auth_admin'), 'pg_authid'), '')
                like 'Created by the local backend%' as ours`,
  );
  return rows[0]?.ours ?? false;
}

/**
 * Whether the storage schema is ours to make (bootstrap/storage.sql): not where storage-api has
 * run its migrations (its storage.migrations table, as on a hosted project), nor where another role
 * made the schema (supabase/postgres's init scripts make it, empty, for storage-api to fill).
 */
async function ownsStorageSchema(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ ours: boolean }>(
    `select pg_catalog.to_regclass('storage.migrations') is null
            and not exists (select 1 from pg_catalog.pg_namespace
                             where nspname = 'storage' and nspowner <> current_user::regrole) as ours`,
  );
  return rows[0]?.ours ?? false;
}

async function listMigrations(): Promise<Migration[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql')).sort();
  return files.map((file) => {
    const [, version, name] = MIGRATION_FILE.exec(file) ?? [];
    // A misnamed file would otherwise be skipped silently and its schema never applied.
    if (!version || !name) throw new Error(`supabase/migrations/${file} is not named <version>_<name>.sql`);
    return { file, version, name };
  });
}

/**
 * One transaction holding the migration lock, so concurrent starts against one real Postgres
 * apply each file once. The lock is released by COMMIT/ROLLBACK; PGlite has one connection anyway.
 */
async function runLocked<T>(db: Database, file: string, work: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    // A migration may rewrite a big table; the per-statement bounds (the pool's, PGlite's
    // thread's) are for requests.
    return await db.transaction(
      async (tx) => {
        await tx.query('set local statement_timeout = 0');
        await tx.query(`select pg_advisory_xact_lock(hashtext('supabase_migrations'))`);
        return work(tx);
      },
      { statementTimeoutMs: 0 },
    );
  } catch (error) {
    throw new MigrationError(file, error);
  }
}
