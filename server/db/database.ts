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

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` inside BEGIN … COMMIT; any throw rolls back and is rethrown. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
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

export interface DatabaseOptions {
  /**
   * Directory for PGlite's files, locked to this process while open (DataDirInUseError
   * otherwise); omitted means in memory (tests).
   */
  dataDir?: string;
  /** A real Postgres; takes precedence over dataDir. */
  databaseUrl?: string;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
