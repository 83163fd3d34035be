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

/** PGlite on this thread as the backend's Database (tests build their in-memory templates with it). */
export function asDatabase(db: PGlite): Database {
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}

/** `dataDir` omitted: in memory, gone at close. */
export async function openPglite(
  dataDir: string | undefined,
  options: PgliteThreadOptions = {},
): Promise<Database> {
  if (dataDir === undefined) return asDatabase(await PGlite.create());
  const lock = await lockDataDir(dataDir);
  try {
    return await openPgliteThread(dataDir, options, () => lock.release());
  } catch (error) {
    await lock.release();
    throw error;
  }
}
