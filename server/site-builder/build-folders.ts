/**
 * Where `npm start` keeps the sites it builds: `<DATA_DIR>/site/`, one folder per complete build,
 * named by when it started so that the newest sorts last (docs/architecture.md#site-rebuilds).
 *
 * A build writes into `.building-<id>/` and is renamed to `<id>/` only once it is complete and
 * checked. A rename within one directory is atomic, so a folder with a plain name is always a
 * whole site: a server killed mid-build leaves only a `.building-` folder, which the next start
 * removes, and never a half-built site that it would serve. `.cache/` holds Astro's and Vite's
 * caches between builds.
 *
 * One server at a time uses a data dir's site folder (`<DATA_DIR>/site.lock`, as PGlite's own
 * lock): another one would remove the builds this one serves.
 *
 * Like all of DATA_DIR, the builds are the server's user's alone (../data-dir/modes.ts): only this
 * server reads them, to serve them. Folders are made 0700 here; the build (a child process, under
 * the server's umask of 077 when run as `npm start`) writes its own files, so a finished build
 * and the caches are made private before the build is served, whatever umask it ran under.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigError } from '../config-error.ts';
import { PRIVATE_DIR_MODE } from '../data-dir/modes.ts';
import { tightenTree } from '../data-dir/tighten.ts';
import { DataDirInUseError, lockDataDir, type DataDirLock } from '../db/data-dir-lock.ts';

const UNFINISHED_PREFIX = '.building-';
/** `20261125T090000123Z-a1b2c3`: the start time in UTC to the millisecond, then a random tail. */
const BUILD_NAME = /^\d{8}T\d{9}Z-[0-9a-f]{6}$/;

export interface BuildFolder {
  /** The final name, once complete. */
  id: string;
  /** Where the build writes. */
  outDir: string;
}

export interface BuildFolders {
  /** `<DATA_DIR>/site`. */
  root: string;
  /** Astro's and Vite's caches, shared by this server's builds (one at a time). */
  cacheDir: string;
  /** The complete builds, newest first. */
  complete(): Promise<string[]>;
  /** A new, empty folder for a build. */
  start(now?: Date): Promise<BuildFolder>;
  /** Makes a finished build (and the caches) private, renames it to its final name; returns the final path. */
  finish(folder: BuildFolder): Promise<string>;
  /** Removes a build's folder, finished or not. */
  remove(dir: string): Promise<void>;
  /** Releases the lock. */
  close(): Promise<void>;
}

function buildId(now: Date): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}

/** Takes `<dataDir>/site` for this server and removes what a killed build left there. */
export async function openBuildFolders(dataDir: string): Promise<BuildFolders> {
  const root = join(dataDir, 'site');
  await mkdir(root, { recursive: true, mode: PRIVATE_DIR_MODE });
  let lock: DataDirLock;
  try {
    lock = await lockDataDir(root);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new ConfigError(
        `the site in DATA_DIR ${dataDir} is built and served by another server (pid ${error.pid}); stop that one or give this one its own DATA_DIR`,
      );
    }
    throw error;
  }
  const cacheDir = join(root, '.cache');

  for (const name of await readdir(root)) {
    if (name.startsWith(UNFINISHED_PREFIX)) await rm(join(root, name), { recursive: true, force: true });
  }

  return {
    root,
    cacheDir,
    async complete() {
      const names = (await readdir(root)).filter((name) => BUILD_NAME.test(name));
      return names
        .sort()
        .reverse()
        .map((name) => join(root, name));
    },
    async start(now = new Date()) {
      const id = buildId(now);
      const outDir = join(root, `${UNFINISHED_PREFIX}${id}`);
      await mkdir(outDir, { mode: PRIVATE_DIR_MODE });
      return { id, outDir };
    },
    async finish(folder) {
      await tightenTree(folder.outDir);
      await tightenTree(cacheDir);
      const finalDir = join(root, folder.id);
      await rename(folder.outDir, finalDir);
      return finalDir;
    },
    remove: (dir) => rm(dir, { recursive: true, force: true }),
    close: () => lock.release(),
  };
}
