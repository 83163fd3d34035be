/**
 * A backend of a spec's own, started in the test's process with the built site and the e2e admin,
 * on a throwaway DATA_DIR and a free port. The spec holds the very database handle the server
 * uses, so it can write as the database owner what no API role may (the site's build
 * bookkeeping, say) while pages run against the server, without sharing that state with the
 * specs on the global backend.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/database.ts';
import { startServer } from '../../server/main.ts';
import { E2E_ADMIN } from './admin.ts';
import { DIST_DIR } from './built-site.ts';

export interface OwnBackend {
  /** On 127.0.0.1, the origin of the site and the API. */
  url: string;
  /** The server's own database, as its owner. */
  db: Database;
  stop(): Promise<void>;
}

export async function startOwnBackend(): Promise<OwnBackend> {
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-own-backend-'));
  const config = {
    ...readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' }, process.cwd()),
    distDir: DIST_DIR,
    admin: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  };
  try {
    const running = await startServer(config, { log: () => {} });
    return {
      url: running.url.replace('localhost', '127.0.0.1'),
      db: running.db,
      async stop() {
        await running.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
