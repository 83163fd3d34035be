/**
 * Serving: requests per second and p99 latency of the local backend for `/` (brotli, as browsers
 * ask) and for the published-posts REST call the blog makes, and nginx on the same dist/ beside
 * it where installed. autocannon runs in a child process (load-driver.ts), never in the server's
 * process. Each target is warmed up, then measured in rounds whose medians are reported.
 */
import { BLOG } from '../../src/data/blog.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../../src/lib/db/supabase-config.ts';
import { runDriver, type LoadResult } from './load-driver.ts';
import { nginxInstalled, startNginx } from './nginx.ts';
import { startBenchServer } from './site-server.ts';
import { median } from './stats.ts';
import { benchRow, type BenchRow } from './table.ts';

const CONNECTIONS = 10;
const WARM_UP_SECONDS = 2;
const ROUND_SECONDS = 5;
const MAX_ROUNDS = 3;
/** What a browser sends; the backend answers with brotli, nginx with gzip. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'br, gzip' };

/** The blog island's list query (src/lib/db/blog-posts.ts), encoded as postgrest-js sends it. */
export function publishedPostsPath(limit: number = BLOG.limit): string {
  const query = new URLSearchParams({
    select: 'title,slug,excerpt,created_at',
    published: 'eq.true',
    order: 'created_at.desc',
    limit: String(limit),
  });
  return `/rest/v1/blog_posts?${query}`;
}

/** Refuses to measure a target that does not answer 200: its figures would mean nothing. */
async function checkTarget(url: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}, not 200`);
}

async function measure(url: string, headers: Record<string, string>, rounds: number): Promise<LoadResult> {
  await checkTarget(url, headers);
  const spec = { url, headers, connections: CONNECTIONS };
  await runDriver({ ...spec, durationSeconds: WARM_UP_SECONDS });
  const results: LoadResult[] = [];
  for (let round = 0; round < rounds; round += 1) {
    results.push(await runDriver({ ...spec, durationSeconds: ROUND_SECONDS }));
  }
  return {
    requestsPerSecond: median(results.map((result) => result.requestsPerSecond)),
    p99Ms: median(results.map((result) => result.p99Ms)),
    errors: results.reduce((total, result) => total + result.errors, 0),
    non2xx: results.reduce((total, result) => total + result.non2xx, 0),
    serverErrors: results.reduce((total, result) => total + result.serverErrors, 0),
    requests: results.reduce((total, result) => total + result.requests, 0),
  };
}

/** The path column: the page, or the REST call by name (its query is long). */
const HOME = '/';
const POSTS = 'published posts (REST)';

export function servingRows(server: string, target: string, result: LoadResult): BenchRow[] {
  const failures = result.errors + result.non2xx;
  const note = failures > 0 ? ` (${failures} failed)` : '';
  return [
    benchRow('serving', target, `${server} requests/s`, `${Math.round(result.requestsPerSecond)}${note}`),
    benchRow('serving', target, `${server} p99 latency`, `${result.p99Ms} ms`),
  ];
}

export function ratioRows(ours: LoadResult, nginx: LoadResult): BenchRow[] {
  const requests = (ours.requestsPerSecond / nginx.requestsPerSecond).toFixed(2);
  // Below a millisecond autocannon reports 0; a ratio to that would say nothing.
  const p99 = nginx.p99Ms > 0 ? (ours.p99Ms / nginx.p99Ms).toFixed(2) : 'n/a (nginx p99 under 1 ms)';
  return [
    benchRow('serving', HOME, 'backend / nginx, requests/s', requests),
    benchRow('serving', HOME, 'backend / nginx, p99 latency', p99),
  ];
}

export async function benchServing(
  distDir: string,
  runs: number,
  progress: (line: string) => void,
): Promise<BenchRow[]> {
  const rounds = Math.min(runs, MAX_ROUNDS);
  const rows: BenchRow[] = [];
  const server = await startBenchServer(distDir);
  let home: LoadResult;
  try {
    progress(`serving: backend /, ${rounds} round(s) of ${ROUND_SECONDS} s`);
    home = await measure(`${server.origin}/`, BROWSER_ENCODINGS, rounds);
    rows.push(...servingRows('backend', HOME, home));
    progress('serving: backend published posts');
    const posts = await measure(
      `${server.origin}${publishedPostsPath()}`,
      { apikey: LOCAL_PUBLISHABLE_KEY, authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}` },
      rounds,
    );
    rows.push(...servingRows('backend', POSTS, posts));
  } finally {
    await server.stop();
  }

  if (!nginxInstalled()) {
    rows.push(benchRow('serving', HOME, 'nginx', 'nginx not installed, skipped'));
    return rows;
  }
  progress('serving: nginx /');
  const nginx = await startNginx(distDir);
  try {
    const nginxHome = await measure(`${nginx.origin}/`, BROWSER_ENCODINGS, rounds);
    rows.push(...servingRows('nginx', HOME, nginxHome), ...ratioRows(home, nginxHome));
  } finally {
    await nginx.stop();
  }
  return rows;
}
