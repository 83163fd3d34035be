/**
 * The embedded database: PGlite in memory (tests) or in a data directory, where it is locked to
 * this process (data-dir-lock.ts) and commits reach the disk before they are acknowledged
 * (durable-node-fs.ts).
 */
import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { DURABLE_START_PARAMS, DurableNodeFS } from './durable-node-fs.ts';

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

function asDatabase(db: PGlite, afterClose: () => Promise<void> = async () => {}): Database {
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    async close() {
      await db.close();
      await afterClose();
    },
  };
}

/** `dataDir` omitted: in memory, gone at close. */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir === undefined) return asDatabase(await PGlite.create());
  const lock = await lockDataDir(dataDir);
  try {
    const db = await PGlite.create({
      dataDir,
      fs: new DurableNodeFS(dataDir),
      startParams: [...DURABLE_START_PARAMS],
    });
    return asDatabase(db, () => lock.release());
  } catch (error) {
    await lock.release();
    throw error;
  }
}
