/**
 * For the site builder's tests: a server started as `npm start` starts it, and a quick build step
 * standing in for `astro build` (reads the posts over REST, writes a small site) that tests can hold,
 * fail, or make write a file of their own.
 */
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../server/config.ts';
import { startServer, type RunningServer, type SiteBuildOptions } from '../../server/main.ts';
import type { BuildOutcome, BuildRequest, BuildStep } from '../../server/site-builder/astro-build.ts';
import type { SiteBuilder } from '../../server/site-builder/site-builder.ts';

const PUBLIC_DIR = join(import.meta.dirname, '..', '..', 'public');

export const ADMIN = { email: 'builder-admin@example.org', password: 'a long passphrase' };

export interface QuickBuild {
  step: BuildStep;
  /** Every build asked for, in order. */
  requests: BuildRequest[];
  /** Holds the next build before it writes anything; call the result to let it go on. */
  holdNext(): () => void;
  /** The next build fails with this output. */
  failNext(output: string): void;
  /** The next build also writes these files (relative path → content). */
  addToNext(files: Record<string, string>): void;
}

interface PostRow {
  title: string;
  slug: string;
}

async function readPosts(request: BuildRequest): Promise<PostRow[]> {
  const response = await fetch(
    `${request.sourceUrl}/rest/v1/blog_posts?select=title,slug&published=eq.true`,
    { headers: { apikey: request.publishableKey, Authorization: `Bearer ${request.publishableKey}` } },
  );
  if (!response.ok) throw new Error(`the posts could not be read: HTTP ${response.status}`);
  return (await response.json()) as PostRow[];
}

async function write(dir: string, path: string, content: string): Promise<void> {
  await mkdir(join(dir, path, '..'), { recursive: true });
  await writeFile(join(dir, path), content);
}

export function quickBuild(): QuickBuild {
  const requests: BuildRequest[] = [];
  let hold: Promise<void> | undefined;
  let failure: string | undefined;
  let extra: Record<string, string> = {};

  const step: BuildStep = async (request): Promise<BuildOutcome> => {
    requests.push(request);
    const number = requests.length;
    const held = hold;
    hold = undefined;
    if (held) {
      const stopped = new Promise<'stopped'>((resolve) =>
        request.signal.addEventListener('abort', () => resolve('stopped'), { once: true }),
      );
      if ((await Promise.race([held, stopped])) === 'stopped') return { ok: false, output: 'stopped' };
    }
    if (failure !== undefined) {
      const output = failure;
      failure = undefined;
      return { ok: false, output };
    }
    const posts = await readPosts(request);
    await write(request.outDir, 'index.html', `<!doctype html><title>Build ${number}</title>`);
    for (const post of posts) {
      await write(
        request.outDir,
        `blog/${post.slug}/index.html`,
        `<!doctype html><title>${post.title}</title>`,
      );
    }
    await write(request.outDir, 'blog/index.html', '<!doctype html><title>Blog</title>');
    await copyFile(join(PUBLIC_DIR, '_headers'), join(request.outDir, '_headers'));
    await copyFile(join(PUBLIC_DIR, '_redirects'), join(request.outDir, '_redirects'));
    for (const [path, content] of Object.entries(extra)) await write(request.outDir, path, content);
    extra = {};
    return { ok: true, output: `built ${posts.length} post page(s)` };
  };

  return {
    step,
    requests,
    holdNext() {
      let release: () => void = () => {};
      hold = new Promise((resolve) => (release = resolve));
      return release;
    },
    failNext(output) {
      failure = output;
    },
    addToNext(files) {
      extra = files;
    },
  };
}

export interface BuildingServer {
  running: RunningServer;
  builder: SiteBuilder;
  /** On 127.0.0.1, so no name lookup is involved. */
  origin: string;
  dataDir: string;
  lines: string[];
  /** Stops the server; removes the data dir unless `keepData`. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** A server with the site builder, as `npm start` runs it, on a free port. Does not wait for the site. */
export async function startBuildingServer(
  siteBuilds: SiteBuildOptions,
  options: { dataDir?: string } = {},
): Promise<BuildingServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'site-builder-')));
  const lines: string[] = [];
  const config = {
    ...readConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir }, process.cwd()),
    admin: ADMIN,
  };
  const running = await startServer(config, { log: (line) => lines.push(line), siteBuilds });
  if (!running.site) throw new Error('the server started without its site builder');
  return {
    running,
    builder: running.site,
    origin: running.url.replace('localhost', '127.0.0.1'),
    dataDir,
    lines,
    async stop({ keepData = false } = {}) {
      await running.stop();
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The `<title>` of a page, or the status when it is not a 200. */
export async function titleOf(url: string): Promise<string> {
  const response = await fetch(url);
  const html = await response.text();
  if (response.status !== 200) return `HTTP ${response.status}`;
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '(no title)';
}

/** The build bookkeeping row, as the database owner reads it. */
export async function buildState(server: BuildingServer) {
  const { rows } = await server.running.db.owner.query<{
    content_version: string;
    built_version: string | null;
    building_since: string | null;
    failed_at: string | null;
    failure: string | null;
  }>(
    `select content_version::text, built_version::text, building_since::text, failed_at::text, failure
       from private.site_build_state`,
  );
  const row = rows[0];
  if (!row) throw new Error('private.site_build_state has no row');
  return row;
}
