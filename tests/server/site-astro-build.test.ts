/**
 * The site builder with the real `astro build` (docs/architecture.md#site-rebuilds). Three real
 * builds in all, each taking seconds; site-builder.test.ts covers the rest with a quick build step.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PUBLISHABLE_KEY } from '../../src/lib/db/supabase-config.ts';
import { ADMIN, startBuildingServer, type BuildingServer } from './site-fixtures.ts';

const BUILD_TIMEOUT_MS = 240_000;
const QUICK = { pollIntervalMs: 100, quietMs: 500, maxWaitMs: 5000 };
const SEEDED = {
  slug: 'volunteer-scheduling-without-the-spreadsheet-chaos',
  title: 'Volunteer Scheduling Without the Spreadsheet Chaos',
};

let first: BuildingServer;
let second: BuildingServer;

async function page(server: BuildingServer, path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${server.origin}${path}`);
  return { status: response.status, body: await response.text() };
}

function rssItemTitles(rss: string): string[] {
  return [...rss.matchAll(/<item>[\s\S]*?<title>([^<]*)<\/title>[\s\S]*?<\/item>/g)].map(
    (match) => match[1] ?? '',
  );
}

beforeAll(async () => {
  [first, second] = await Promise.all([startBuildingServer({ ...QUICK }), startBuildingServer({ ...QUICK })]);
  await Promise.all([first.running.siteReady, second.running.siteReady]);
}, BUILD_TIMEOUT_MS);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
});

describe('the first start', () => {
  it('builds each server its own site in its own data dir', async () => {
    for (const server of [first, second]) {
      const builds = (await readdir(join(server.dataDir, 'site'))).filter((name) => !name.startsWith('.'));
      expect(builds).toHaveLength(1);
      const home = await readFile(join(server.dataDir, 'site', builds[0] ?? '', 'index.html'), 'utf8');
      expect(home).toContain(`<link rel="canonical" href="${server.running.url}/">`);
    }
  });

  it('makes every seeded post a page of its own, in the feed and the sitemap', async () => {
    for (const server of [first, second]) {
      const post = await page(server, `/blog/${SEEDED.slug}/`);
      expect(post.status).toBe(200);
      expect(post.body).toContain(`<title>${SEEDED.title} | Kindred</title>`);
      expect(post.body).toContain(`<link rel="canonical" href="${server.running.url}/blog/${SEEDED.slug}/">`);
      expect(post.body).toContain('"@type":"Article"');

      const rss = await page(server, '/rss.xml');
      expect(rssItemTitles(rss.body)).toContain(SEEDED.title);
      const sitemap = await page(server, '/sitemap.xml');
      expect(sitemap.body).toContain(`<loc>${server.running.url}/blog/${SEEDED.slug}/</loc>`);
    }
  });
});

it(
  'publishing a post in the admin: rebuilds once, the post becomes a page, and no page request fails meanwhile',
  { timeout: BUILD_TIMEOUT_MS },
  async () => {
    const admin = createClient(first.origin, LOCAL_PUBLISHABLE_KEY, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { error: signInError } = await admin.auth.signInWithPassword(ADMIN);
    expect(signInError).toBeNull();
    const buildsBefore = first.builder.state().builds;

    const title = 'Spring Food Drive Results';
    const slug = 'spring-food-drive-results';
    const { error } = await admin
      .from('blog_posts')
      .insert({ title, slug, content: 'Thank you to every volunteer.', published: true });
    expect(error).toBeNull();

    const statuses: number[] = [];
    let published = false;
    const load = Array.from({ length: 3 }, async (_, worker) => {
      const paths = ['/', `/blog/${slug}/`, '/blog/', `/blog/${SEEDED.slug}/`];
      for (let index = worker; !published; index += 1) {
        const response = await fetch(`${first.origin}${paths[index % paths.length] ?? '/'}`);
        const body = await response.text();
        statuses.push(response.status);
        if (body.includes(`<title>${title} | Kindred</title>`)) published = true;
      }
    });
    await Promise.all(load);

    expect(first.builder.state()).toMatchObject({ builds: buildsBefore + 1 });
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const rss = await page(first, '/rss.xml');
    expect(rssItemTitles(rss.body)[0]).toBe(title);
    expect((await page(first, '/sitemap.xml')).body).toContain(
      `<loc>${first.running.url}/blog/${slug}/</loc>`,
    );
    // The other server's database has no such post, and its site does not either.
    expect((await page(second, `/blog/${slug}/`)).body).not.toContain(`<title>${title} | Kindred</title>`);
  },
);
