/**
 * A real Postgres (DATABASE_URL) through a node-postgres pool, set up so that an outage fails
 * requests fast and the server recovers by itself: bounded waits for a connection and for every
 * statement, broken connections dropped rather than reused, and every "the database is gone"
 * error raised as DatabaseUnavailableError (503) instead of whatever the driver threw.
 */
import pg from 'pg';
import type { Database, Queryable } from './database.ts';
import { sessionRoleStatement } from './session-role.ts';
import { DatabaseUnavailableError, isConnectionLoss } from './unavailable.ts';

/** Connections per login when none is asked for. */
const POOL_SIZE = 10;
/** Waiting for a connection (a new one, or a free one from the pool) longer than this fails. */
export const CONNECT_TIMEOUT_MS = 5_000;
/** Postgres cancels a statement that runs longer (Supabase's default for signed-in users). */
export const STATEMENT_TIMEOUT_MS = 8_000;
/**
 * The driver gives up on an answer after this, for a server that vanished without closing the
 * socket (a cut network), which no statement timeout can catch. Longer than the statement timeout
 * so a slow statement gets Postgres's own error.
 */
export const QUERY_TIMEOUT_MS = 10_000;

function unavailableOr(error: unknown): unknown {
  return isConnectionLoss(error) ? new DatabaseUnavailableError(error) : error;
}

const guarded = <T>(work: Promise<T>): Promise<T> =>
  work.catch((error: unknown) => {
    throw unavailableOr(error);
  });

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await guarded(target.query(sql, params));
      return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await guarded(target.query(sql));
    },
  };
}

export interface PostgresOptions {
  /** The most connections open at once. */
  poolSize?: number;
}

export async function openPostgres(
  databaseUrl: string,
  { poolSize = POOL_SIZE }: PostgresOptions = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    // Notices a peer that disappeared while a connection sat idle.
    keepAlive: true,
  });
  // An idle connection that breaks (Postgres stopped) is dropped by the pool; without a listener
  // the error would crash the process. The next request opens a fresh connection.
  pool.on('error', () => {});
  const client = await pool.connect();
  client.release();

  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn, options = {}) {
      const connection = await guarded(pool.connect());
      let broken: Error | undefined;
      // The pool listens for errors only on idle connections. One that dies while checked out,
      // between two statements, would otherwise emit an unhandled 'error' and end the process;
      // its next statement then fails as "not queryable" and the request gets its 503.
      const onError = (error: Error) => (broken = error);
      connection.on('error', onError);
      try {
        await connection.query('begin');
        // Postgres undoes it at COMMIT and ROLLBACK, so the pooled connection comes back as itself.
        if (options.sessionRole) await connection.query(sessionRoleStatement(options.sessionRole));
        const result = await fn(wrap(connection));
        await connection.query('commit');
        return result;
      } catch (error) {
        if (isConnectionLoss(error) || error instanceof DatabaseUnavailableError) {
          // Handing it back with the error makes the pool discard it instead of reusing it.
          broken = error as Error;
          throw unavailableOr(error);
        }
        await connection.query('rollback').catch((rollbackError: unknown) => {
          broken = rollbackError as Error;
        });
        throw error;
      } finally {
        connection.removeListener('error', onError);
        connection.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
