/**
 * A throwaway backend for one load run: a temporary DATA_DIR (PGlite in it, and keys.json), or,
 * with a Postgres URL, a scratch database on that server; migrated and with the submission limits
 * raised before the server first opens it. The server itself runs as a child process that a
 * scenario may stop, kill and start again on the same data.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../../tests/support/scratch-database.ts';
import { prepareDatabase } from './prepare-database.ts';
import {
  spawnServer,
  stopServer,
  waitForReady,
  type ServerEnvironment,
  type ServerProcess,
} from './server-process.ts';

export interface BackendKeys {
  publishableKey: string;
  secretKey: string;
}

export interface LoadBackend {
  /** What the server stores its data in, for the report. */
  label: string;
  env: ServerEnvironment;
  /** Starts a server on this backend's data and waits until it serves. */
  launch(): Promise<{ server: ServerProcess; url: string }>;
  keys(): Promise<BackendKeys>;
  /** Removes the data dir and drops the scratch database. */
  dispose(): Promise<void>;
}

export interface LoadBackendOptions {
  distDir: string;
  /** A Postgres server to create the scratch database on; PGlite when absent. */
  databaseUrl?: string;
  /** More settings for the server process. */
  env?: Record<string, string>;
}

export async function createLoadBackend(options: LoadBackendOptions): Promise<LoadBackend> {
  const dataDir = await mkdtemp(join(tmpdir(), 'loadtest-data-'));
  const scratch = options.databaseUrl
    ? await createScratchDatabase(options.databaseUrl, 'loadtest')
    : undefined;
  const dispose = async () => {
    await rm(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  };
  try {
    await prepareDatabase(scratch ? { databaseUrl: scratch.url } : { dataDir: join(dataDir, 'pglite') });
  } catch (error) {
    await dispose();
    throw error;
  }
  const env: ServerEnvironment = {
    DATA_DIR: dataDir,
    DIST_DIR: options.distDir,
    ...options.env,
    ...(scratch && { DATABASE_URL: scratch.url }),
  };
  return {
    label: scratch
      ? `Postgres, scratch database ${new URL(scratch.url).pathname.slice(1)}`
      : `PGlite in ${dataDir}`,
    env,
    async launch() {
      const server = spawnServer(env);
      try {
        return { server, url: await waitForReady(server) };
      } catch (error) {
        await stopServer(server, 'SIGKILL');
        throw error;
      }
    },
    async keys() {
      return JSON.parse(await readFile(join(dataDir, 'keys.json'), 'utf8')) as BackendKeys;
    },
    dispose,
  };
}
