/**
 * One interface over the two databases the backend runs on: PGlite (embedded, files in DATA_DIR)
 * and a real Postgres (DATABASE_URL). Everything above this module (migrations, auth, REST, the
 * policy tests) talks to `Database` and never to a driver.
 */
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export interface QueryResult<Row> {
  rows: Row[];
  /** Rows touched by INSERT/UPDATE/DELETE; 0 for other statements. */
  affectedRows: number;
}

export interface Queryable {
  /** One statement with bound parameters ($1, $2, …). */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Several statements, no parameters (migrations, bootstrap). */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  /**
   * The role the transaction runs as, by SET LOCAL SESSION AUTHORIZATION: how one connection of
   * the cluster's superuser (PGlite's only one) serves as several logins (session-role.ts). The
   * session's own user is restored afterwards, explicitly: PGlite does not undo it at COMMIT.
   */
  sessionRole?: string;
  /**
   * How long one statement of the transaction may run. On Postgres the caller sets it in SQL
   * (`set_config('statement_timeout', …, true)`, as PostgREST applies a role's settings) and the
   * server stops the statement; PGlite has no working statement_timeout, so its thread
   * (pglite-thread.ts) enforces this value itself. 0 means none, as in Postgres.
   */
  statementTimeoutMs?: number;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` inside BEGIN … COMMIT; any throw rolls back and is rethrown. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}

/** The fields of a Postgres error that callers map to HTTP (same names in pg and PGlite). */
export interface DatabaseError extends Error {
  code: string;
  detail?: string;
  hint?: string;
}

export function isDatabaseError(error: unknown): error is DatabaseError {
  const code = error instanceof Error ? (error as Partial<DatabaseError>).code : undefined;
  // SQLSTATE codes are five characters; Node's own errors (ECONNREFUSED, …) are not.
  return typeof code === 'string' && code.length === 5;
}

/** The id an `insert … returning id::text` gave back. */
export function insertedId(rows: { id: string }[], table: string): string {
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`insert into ${table} returned no id`);
  return id;
}

export interface DatabaseOptions {
  /**
   * Directory for PGlite's files, locked to this process while open (DataDirInUseError
   * otherwise), served from a worker thread with a deadline on every statement; omitted means
   * in memory on the caller's thread, with no deadline (tests).
   */
  dataDir?: string;
  /** A real Postgres; takes precedence over dataDir. */
  databaseUrl?: string;
  /** PGlite on a data directory: the deadline of statements that name none (tests shorten it). */
  defaultStatementTimeoutMs?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, {
    ...(options.defaultStatementTimeoutMs !== undefined && {
      defaultStatementTimeoutMs: options.defaultStatementTimeoutMs,
    }),
  });
}
