/**
 * Publishing rebuilds the site by itself (docs/product.md#site-rebuilds): `npm start` with its site builder
 * on a data dir and port of its own, since the suite's shared server serves a fixed dist/.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { BLOG_ADMIN } from '../src/admin/blog/strings.ts';
import { DASHBOARD_TEXT } from '../src/admin/strings.ts';
import { SITE } from '../src/data/site.ts';
import { SEEDED_POST_SLUG } from './support/blog-posts.ts';
import { startServer } from './support/global-setup.ts';
import { signInWithPassword } from './support/leads.ts';

const ADMIN = { email: 'rebuild-admin@e2e.test', password: 'correct horse battery staple' };
/** A first build on a busy machine; the page itself must appear within a minute of the save. */
const READY_TIMEOUT_MS = 180_000;
const PUBLISHED_WITHIN_MS = 60_000;
const FORM = BLOG_ADMIN.form;

let server: Awaited<ReturnType<typeof startServer>>;
let dataDir: string;
let origin: string;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(READY_TIMEOUT_MS);
  dataDir = await mkdtemp(join(tmpdir(), 'e2e-rebuild-'));
  server = await startServer('scripts/start.ts', READY_TIMEOUT_MS, {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Asks for pages over and over until `done`; returns every status. */
async function loadUntil(paths: string[], done: () => boolean): Promise<number[]> {
  const statuses: number[] = [];
  await Promise.all(
    [0, 1].map(async (worker) => {
      for (let index = worker; !done(); index += 1) {
        const response = await fetch(`${origin}${paths[index % paths.length] ?? '/'}`);
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    }),
  );
  return statuses;
}

test('a post published in the admin is a pre-rendered page within a minute, with no failed request meanwhile', async ({
  page,
}) => {
  test.setTimeout(PUBLISHED_WITHIN_MS + 60_000);
  const suffix = Date.now().toString(36);
  const title = `Harvest Supper Thank You ${suffix}`;
  const slug = `harvest-supper-thank-you-${suffix}`;

  await signInWithPassword(page, ADMIN, origin);
  await page.getByRole('tab', { name: DASHBOARD_TEXT.tabs.blog }).click();
  await page.getByRole('button', { name: BLOG_ADMIN.list.newPost }).click();
  const form = page.getByRole('form', { name: FORM.newHeading });
  await form.getByLabel(FORM.title).fill(title);
  await form.getByLabel(FORM.content).fill('Two hundred neighbours ate together. Thank you, volunteers.');
  await form.getByRole('checkbox', { name: FORM.publish }).check();

  let prerendered = false;
  const load = loadUntil(['/', '/blog/', `/blog/${slug}/`, `/blog/${SEEDED_POST_SLUG}/`], () => prerendered);
  await form.getByRole('button', { name: FORM.save }).click();
  await expect(page.getByText(BLOG_ADMIN.toast.created)).toBeVisible();

  try {
    await expect
      .poll(
        async () => {
          const html = await (await fetch(`${origin}/blog/${slug}/`)).text();
          return /<title>([^<]*)<\/title>/.exec(html)?.[1];
        },
        { timeout: PUBLISHED_WITHIN_MS, intervals: [250] },
      )
      .toBe(`${title} | ${SITE.name}`);
  } finally {
    prerendered = true;
  }
  const statuses = await load;

  expect(statuses.length).toBeGreaterThan(20);
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  const html = await (await fetch(`${origin}/blog/${slug}/`)).text();
  expect(html).toContain(
    `<link rel="canonical" href="http://localhost:${new URL(origin).port}/blog/${slug}/">`,
  );
  expect(server.output()).toContain('site: build started (posts changed)');

  // The page as a visitor opens it: the post, pre-rendered, with its heading.
  await page.goto(`${origin}/blog/${slug}/`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});
