/**
 * A server killed with SIGKILL mid-stream starts again on the same DATA_DIR and holds every submission it
 * acknowledged; two servers never share one DATA_DIR. `npm run loadtest -- --crash` is the longer variant.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createLoadBackend, type LoadBackend } from '../../scripts/loadtest/backend.ts';
import { storedSubmissionIds } from '../../scripts/loadtest/contact-submissions.ts';
import {
  spawnServer,
  stopServer,
  waitForReady,
  type ServerProcess,
} from '../../scripts/loadtest/server-process.ts';
import { startWriteLoad } from '../../scripts/loadtest/write-load.ts';

/** Acknowledged submissions before the kill: enough that the kill lands mid-stream. */
const ACKNOWLEDGED_BEFORE_KILL = 200;
const SENDERS = 8;
/** Creating a PGlite data dir (initdb) takes a while on a busy two-core machine. */
const SETUP_TIMEOUT_MS = 180_000;
const TEST_TIMEOUT_MS = 240_000;

let root: string;
let backend: LoadBackend;
let dataDir: string;
const started: ServerProcess[] = [];

function start(): ServerProcess {
  const server = spawnServer(backend.env, root);
  started.push(server);
  return server;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'reliability-crash-'));
  const distDir = join(root, 'dist');
  await mkdir(distDir);
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>');
  await writeFile(join(distDir, '404.html'), '<!doctype html><title>Missing</title><h1>Not found</h1>');
  backend = await createLoadBackend({ distDir });
  dataDir = backend.env.DATA_DIR ?? '';
}, SETUP_TIMEOUT_MS);

afterEach(async () => {
  for (const server of started.splice(0)) await stopServer(server, 'SIGKILL');
});

afterAll(async () => {
  await backend?.dispose();
  await rm(root, { recursive: true, force: true });
});

it(
  'one DATA_DIR, one server, and kill -9 during a write load: refuses a second server with one sentence while the first keeps serving; killed, the first starts again on the same DATA_DIR holding every acknowledged submission',
  async () => {
    const victim = start();
    const url = await waitForReady(victim);

    const second = start();
    expect(await second.exited).toBe(1);
    expect(second.output().trim()).toBe(
      `fatal: DATA_DIR ${dataDir} is in use by another server (pid ${victim.pid}); stop that one or give this one its own DATA_DIR`,
    );
    expect((await fetch(`${url}/`)).status).toBe(200);

    const keys = await backend.keys();
    const load = startWriteLoad(url, keys.publishableKey, SENDERS);
    await expect
      .poll(() => load.acknowledged.size, { timeout: 60_000, interval: 20 })
      .toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    await stopServer(victim, 'SIGKILL');
    await load.stop();
    // The killed server could not remove its lock; the restart must see that it is stale.
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(true);

    const restarted = start();
    const restartedUrl = await waitForReady(restarted);
    const stored = await storedSubmissionIds(restartedUrl, keys.secretKey);
    const lost = [...load.acknowledged].filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
    expect([...load.statuses.keys()]).toEqual([201]);
    expect(restarted.output()).not.toContain('fatal');
    expect(await stopServer(restarted, 'SIGTERM')).toBe(0);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  },
  TEST_TIMEOUT_MS,
);
