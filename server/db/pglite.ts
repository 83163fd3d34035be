/**
 * The embedded database: PGlite in memory on this thread (tests) or in a data directory, where it
 * is locked to this process (data-dir-lock.ts), served from a worker thread that stops a runaway
 * statement (pglite-thread.ts), and commits reach the disk before they are acknowledged
 * (durable-node-fs.ts).
 */
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { openPgliteThread, type PgliteThreadOptions } from './pglite-thread.ts';
import { readSessionUser, restoreSessionStatement, sessionRoleStatement } from './session-role.ts';

function wrap(target: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await target.query<Row>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * PGlite on this thread as the backend's Database (tests, and their in-memory templates). Callers
 * take turns, as on the worker thread (pglite-thread.ts): a transaction run as another role gets
 * its session user back before anyone else's statement.
 */
export async function asDatabase(db: PGlite): Promise<Database> {
  const sessionUser = await readSessionUser(wrap(db));
  let turn: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const result = turn.then(fn, fn);
    turn = result.catch(() => {});
    return result;
  };
  const direct = wrap(db);
  return {
    kind: 'pglite',
    query: (sql, params) => exclusive(() => direct.query(sql, params)),
    exec: (sql) => exclusive(() => direct.exec(sql)),
    transaction: (fn, options = {}) =>
      exclusive(async () => {
        try {
          return await db.transaction(async (tx) => {
            if (options.sessionRole) await tx.exec(sessionRoleStatement(options.sessionRole));
            return fn(wrap(tx));
          });
        } finally {
          if (options.sessionRole) await direct.exec(restoreSessionStatement(sessionUser));
        }
      }),
    close: () => exclusive(() => db.close()),
  };
}

/** `dataDir` omitted: in memory, gone at close. */
export async function openPglite(
  dataDir: string | undefined,
  options: PgliteThreadOptions = {},
): Promise<Database> {
  if (dataDir === undefined) return await asDatabase(await PGlite.create());
  const lock = await lockDataDir(dataDir);
  try {
    return await openPgliteThread(dataDir, options, () => lock.release());
  } catch (error) {
    await lock.release();
    throw error;
  }
}
