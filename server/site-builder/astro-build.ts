/**
 * One `astro build` of the site for the local server (docs/architecture.md#site-rebuilds), in a
 * child process so the server keeps answering meanwhile, including the build's own reads of the
 * posts over its REST API.
 *
 * Two builds from one checkout may run at once (several servers, tests), so nothing a build
 * writes is shared: its output goes to `outDir`, its caches (Astro's and Vite's) to `cacheDir`
 * through SITE_BUILD_CACHE_DIR (read in astro.config.mjs), and its pre-render chunks to a work
 * folder of its own inside the project. Astro writes those chunks to `<cwd>/.astro/.prerender/`
 * when outDir lies outside the working directory, and they must sit inside the project for their
 * imports to find node_modules; so the build runs with a fresh folder under `.astro/site-builds/`
 * as its working directory and the project as its `--root`. Only `.astro/*.d.ts` (type
 * declarations, the same from every build) is still written by all.
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { PRIVATE_DIR_MODE } from '../data-dir/modes.ts';

export const PROJECT_ROOT = resolve(import.meta.dirname, '..', '..');
export const ASTRO_BIN = join(PROJECT_ROOT, 'node_modules', 'astro', 'bin', 'astro.mjs');
/** Per-build working folders (gitignored with the rest of .astro/). */
const WORK_ROOT = join(PROJECT_ROOT, '.astro', 'site-builds');
/** A build that runs longer than this is stuck: it is stopped and counts as failed. */
export const BUILD_TIMEOUT_MS = 10 * 60 * 1000;
/** How much of the build's output is kept: enough for the failure's last lines. */
const OUTPUT_KEPT_CHARS = 64 * 1024;

/**
 * What the build must not see: the server's own secrets, and the Supabase project a developer
 * may have in their shell, since the pages this server builds talk to this server.
 */
const WITHHELD_VARIABLES = [
  'PUBLIC_SUPABASE_URL',
  'PUBLIC_SUPABASE_ANON_KEY',
  'DATABASE_URL',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'SMTP_URL',
];

export interface BuildRequest {
  /** An empty folder for the built site. */
  outDir: string;
  /** Astro's and Vite's caches; used by one build at a time. */
  cacheDir: string;
  /** The server's own loopback URL: the posts are read over its REST API, same-origin. */
  sourceUrl: string;
  publishableKey: string;
  /** The site's public address, for canonical links, the sitemap and the feed (SITE_URL). */
  siteUrl: string;
  /** Aborted when the server stops: the build is ended. */
  signal: AbortSignal;
}

export interface BuildOutcome {
  ok: boolean;
  /** The build's output, stdout and stderr interleaved (its end, when long). */
  output: string;
}

/** Builds the site; injectable so that tests can stand in a quick or a failing build. */
export type BuildStep = (request: BuildRequest) => Promise<BuildOutcome>;

export function buildEnvironment(request: BuildRequest): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !WITHHELD_VARIABLES.includes(name)),
  );
  return {
    ...env,
    BLOG_SOURCE_URL: request.sourceUrl,
    BLOG_SOURCE_REQUIRED: 'true',
    PUBLIC_SUPABASE_PUBLISHABLE_KEY: request.publishableKey,
    SITE_URL: request.siteUrl,
    SITE_BUILD_CACHE_DIR: request.cacheDir,
    // Plain text: the output's end becomes the recorded failure.
    NO_COLOR: '1',
  };
}

export const astroBuild: BuildStep = async (request) => {
  const workDir = join(WORK_ROOT, `${process.pid}-${randomBytes(4).toString('hex')}`);
  // Private as DATA_DIR is (../data-dir/modes.ts), though it holds only what the public pages hold.
  await mkdir(workDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    return await new Promise<BuildOutcome>((resolveOutcome) => {
      const child = spawn(
        process.execPath,
        [ASTRO_BIN, 'build', '--root', PROJECT_ROOT, '--outDir', request.outDir],
        {
          cwd: workDir,
          env: buildEnvironment(request),
          stdio: ['ignore', 'pipe', 'pipe'],
          signal: request.signal,
          timeout: BUILD_TIMEOUT_MS,
        },
      );
      let output = '';
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-OUTPUT_KEPT_CHARS);
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      // 'error' covers a failed spawn and an abort; 'close' follows once the streams are done.
      child.on('error', (error) => keep(Buffer.from(`\n${error.message}\n`)));
      child.on('close', (code, signal) => {
        if (signal) keep(Buffer.from(`\nthe build was stopped (${signal})\n`));
        resolveOutcome({ ok: code === 0, output });
      });
    });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
};

/**
 * Work folders left by servers that were killed mid-build. Folders of live builds are younger
 * than the build timeout; anything older is left over.
 */
export async function removeLeftoverWorkFolders(now = Date.now()): Promise<void> {
  let names: string[];
  try {
    names = await readdir(WORK_ROOT);
  } catch {
    return;
  }
  for (const name of names) {
    const path = join(WORK_ROOT, name);
    const stats = await stat(path).catch(() => undefined);
    if (stats && now - stats.mtimeMs > 2 * BUILD_TIMEOUT_MS) await rm(path, { recursive: true, force: true });
  }
}
