/**
 * DATA_DIR is the server's user's alone (server/data-dir/modes.ts): every folder 0700, every file 0600, on real
 * server processes, after PGlite adds files under a looser umask, tightened at start, refused when it cannot be.
 */
import { execFileSync } from 'node:child_process';
import { chmod, chown, lstat, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  spawnServer,
  stopServer,
  waitForReady,
  type ServerProcess,
} from '../../scripts/loadtest/server-process.ts';
import { ConfigError } from '../../server/config-error.ts';
import { prepareDataDir } from '../../server/data-dir/prepare.ts';
import { openDatabase } from '../../server/db/database.ts';
import { openBuildFolders } from '../../server/site-builder/build-folders.ts';

/** A first start creates and migrates the database; a busy two-core machine takes its time. */
const TEST_TIMEOUT_MS = 120_000;
/** `nobody`, for the server run as a user who does not own a file in its data dir. */
const NOBODY = 65534;

let root: string;
let dataDir: string;
let distDir: string;
const started: ServerProcess[] = [];

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'data-dir-modes-'));
  dataDir = join(root, 'data');
  distDir = join(root, 'dist');
  await mkdir(distDir);
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>');
  await writeFile(join(distDir, '404.html'), '<!doctype html><title>Missing</title><h1>Not found</h1>');
});

afterEach(async () => {
  for (const server of started.splice(0)) await stopServer(server, 'SIGKILL');
  await rm(root, { recursive: true, force: true });
});

function start(as?: { uid: number; gid: number }): ServerProcess {
  const server = spawnServer({ DATA_DIR: dataDir, DIST_DIR: distDir }, root, as);
  started.push(server);
  return server;
}

/** Every entry under `dir` (itself included) whose mode is not 0700 (folder) or 0600 (file). */
async function notPrivate(dir: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (path: string) => {
    const entry = await lstat(path);
    const wanted = entry.isDirectory() ? 0o700 : 0o600;
    if ((entry.mode & 0o7777) !== wanted) {
      found.push(`${relative(dir, path) || '.'} ${(entry.mode & 0o7777).toString(8)}`);
    }
    if (entry.isDirectory()) for (const name of await readdir(path)) await visit(join(path, name));
  };
  await visit(dir);
  return found;
}

/** Makes every folder 0777 and every file 0666 under `dir`: what PGlite 0.5 left by itself. */
async function loosen(dir: string): Promise<number> {
  let count = 0;
  const visit = async (path: string) => {
    const entry = await lstat(path);
    await chmod(path, entry.isDirectory() ? 0o777 : 0o666);
    count += 1;
    if (entry.isDirectory()) for (const name of await readdir(path)) await visit(join(path, name));
  };
  await visit(dir);
  return count;
}

describe('a data dir', () => {
  it(
    'is private after a first start, stays so as PGlite adds a WAL segment and relation files, and left world-writable is made private at the next start',
    async () => {
      const first = start();
      await waitForReady(first);
      expect(await notPrivate(dataDir)).toEqual([]);
      expect(await stopServer(first, 'SIGTERM')).toBe(0);

      // Now in this process, whose umask is not 077: PGlite's worker thread writes through DurableNodeFS.
      const walDir = join(dataDir, 'pglite', 'pg_wal');
      const segmentsBefore = await readdir(walDir);
      const db = await openDatabase({ dataDir: join(dataDir, 'pglite') });
      try {
        await db.exec(`
          create table public.mode_probe (id int primary key, note text);
          insert into public.mode_probe select n, repeat('x', 100) from generate_series(1, 1000) n;
          create index mode_probe_note_idx on public.mode_probe (note);`);
        await db.query('select pg_switch_wal()');
        await db.exec('checkpoint');
      } finally {
        await db.close();
      }
      const segmentsAfter = await readdir(walDir);
      expect(segmentsAfter.filter((name) => !segmentsBefore.includes(name))).not.toEqual([]);
      expect(await notPrivate(dataDir)).toEqual([]);

      const loosened = await loosen(dataDir);
      const server = start();
      await waitForReady(server);
      expect(server.output()).toContain(
        `data dir: made ${loosened} file(s) and folder(s) in ${dataDir} private to this user (0600, 0700)`,
      );
      expect(await notPrivate(dataDir)).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it.runIf(process.getuid?.() === 0)(
    'with a file the server may not chmod (another user owns it) is refused with one sentence',
    async () => {
      // The server runs as nobody in a data dir of its own, where root left a readable keys.json.
      await mkdir(dataDir, { mode: 0o755 });
      await writeFile(join(dataDir, 'keys.json'), '{}', { mode: 0o644 });
      execFileSync('chown', ['-R', `${NOBODY}:${NOBODY}`, root]);
      await chown(join(dataDir, 'keys.json'), 0, 0);

      const server = start({ uid: NOBODY, gid: NOBODY });
      expect(await server.exited).toBe(1);
      expect(server.output().trim()).toBe(
        `fatal: cannot make DATA_DIR ${dataDir} private to this server's user: ` +
          `${join(dataDir, 'keys.json')} belongs to uid 0 and this server runs as uid ${NOBODY}, and ` +
          `other users could read the database and the keys there. Run the server as the owner of ` +
          `DATA_DIR, make this user its owner (as root: chown -R ${NOBODY} ${dataDir}), or choose another DATA_DIR`,
      );
    },
    TEST_TIMEOUT_MS,
  );

  it('with a file a chmod fails on (a read-only mount) is refused, naming the file', async () => {
    await mkdir(join(dataDir, 'pglite'), { recursive: true, mode: 0o700 });
    const version = join(dataDir, 'pglite', 'PG_VERSION');
    await writeFile(version, '17\n', { mode: 0o644 });
    const readOnlyFile = async (path: string, mode: number) => {
      if (path !== version) return chmod(path, mode);
      const error: NodeJS.ErrnoException = new Error(`EROFS: read-only file system, chmod '${path}'`);
      error.code = 'EROFS';
      throw error;
    };
    const refusal = await prepareDataDir(dataDir, { log: () => {}, chmod: readOnlyFile }).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(ConfigError);
    expect((refusal as Error).message).toBe(
      `cannot make DATA_DIR ${dataDir} private to this server's user: chmod 600 ${version} failed (EROFS), ` +
        `and other users could read the database and the keys there. Run the server as the owner of ` +
        `DATA_DIR, make this user its owner (as root: chown -R ${process.getuid?.()} ${dataDir}), or choose another DATA_DIR`,
    );
  });
});

it("the site builder's folders: are private, and a finished build is made private whatever its umask wrote", async () => {
  const folders = await openBuildFolders(dataDir);
  try {
    const folder = await folders.start();
    // As a build run under umask 022 writes its pages and caches.
    await mkdir(join(folder.outDir, '_astro'), { mode: 0o755 });
    await writeFile(join(folder.outDir, 'index.html'), '<h1>Home</h1>', { mode: 0o644 });
    await writeFile(join(folder.outDir, '_astro', 'app.js'), '', { mode: 0o644 });
    await mkdir(folders.cacheDir, { mode: 0o755 });
    await writeFile(join(folders.cacheDir, 'data-store.json'), '{}', { mode: 0o644 });
    await folders.finish(folder);
    expect(await notPrivate(dataDir)).toEqual([]);
  } finally {
    await folders.close();
  }
});
