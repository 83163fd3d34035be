import { rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PUBLISHABLE_KEY } from '../../src/lib/db/supabase-config.ts';
import { runLoad } from '../../scripts/bench/load-driver.ts';
import { nginxConfig, nginxInstalled, startNginx } from '../../scripts/bench/nginx.ts';
import { publishedPostsPath } from '../../scripts/bench/serving.ts';
import { startBenchServer, type BenchServer } from '../../scripts/bench/site-server.ts';
import { listenOnFreePort } from '../support/backend.ts';
import { PAGE, writeFixtureSite } from './fixture-site.ts';

let site: string;
beforeAll(async () => {
  site = await writeFixtureSite();
});
afterAll(async () => {
  await rm(site, { recursive: true, force: true });
});

async function listen(status: number): Promise<{ server: Server; url: string }> {
  const server = createServer((_req, res) => res.writeHead(status).end('ok'));
  return { server, url: `http://127.0.0.1:${await listenOnFreePort(server)}/` };
}

it.each([
  [200, 0],
  [404, 1],
])(
  'runLoad: measures a server answering %i and counts answers outside 2xx',
  async (status, non2xxAtLeast) => {
    const { server, url } = await listen(status);
    try {
      const result = await runLoad({ url, headers: {}, connections: 2, durationSeconds: 1 });
      expect(result.requestsPerSecond).toBeGreaterThan(0);
      expect(result.p99Ms).toBeGreaterThanOrEqual(0);
      expect(result.errors).toBe(0);
      expect(result.non2xx).toBeGreaterThanOrEqual(non2xxAtLeast);
      if (status === 200) expect(result.non2xx).toBe(0);
    } finally {
      server.close();
    }
  },
);

describe('the bench server', () => {
  let server: BenchServer;
  // Opening PGlite, migrating and seeding takes a while on a busy machine.
  beforeAll(async () => {
    server = await startBenchServer(site);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('serves the site with brotli', async () => {
    const home = await fetch(`${server.origin}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(home.status).toBe(200);
    expect(home.headers.get('content-encoding')).toBe('br');
    expect(await home.text()).toBe(PAGE);
  });

  it("answers the blog's published-posts call with the seeded posts and the fields a card shows", async () => {
    const posts = await fetch(`${server.origin}${publishedPostsPath()}`, {
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, authorization: `Bearer ${LOCAL_PUBLISHABLE_KEY}` },
    });
    expect(posts.status).toBe(200);
    const rows = (await posts.json()) as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual(['created_at', 'excerpt', 'slug', 'title']);
  });
});

it('nginx beside it: writes a configuration that keeps every file nginx writes in the temp directory', () => {
  const config = nginxConfig({ root: '/tmp/site', port: 8123, prefix: '/tmp/n' });
  expect(config).toContain('listen 127.0.0.1:8123;');
  expect(config).toContain('root /tmp/site;');
  expect(config).toContain('gzip on;');
  expect(config).not.toContain('user ');
  for (const line of config.split('\n').filter((each) => /_path |^pid |^error_log /.test(each.trim()))) {
    expect(line).toContain('/tmp/n/');
  }
  expect(nginxConfig({ root: '/s', port: 1, prefix: '/p', user: 'root' })).toMatch(/^user root;\n/);
});

it.skipIf(!nginxInstalled())('serves the same pages, gzipped, and stops', async () => {
  const nginx = await startNginx(site);
  const origin = nginx.origin;
  try {
    for (const path of ['/', '/blog']) {
      const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      expect(await response.text()).toBe(PAGE);
    }
  } finally {
    await nginx.stop();
  }
  await expect(fetch(origin)).rejects.toThrow();
});
