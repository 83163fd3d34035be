/**
 * The Blog tab's site-status line as an admin in New York sees it (docs/product.md#site-status). The shared
 * backend has no builder and other specs publish, so this spec starts its own (support/own-backend.ts) and
 * writes the build bookkeeping as the database owner, as the builder does.
 */
import type { Page } from '@playwright/test';
import { test as base } from '@playwright/test';
import { formatZonedDateTime } from '../src/admin/blog/schedule-time.ts';
import { BLOG_ADMIN } from '../src/admin/blog/strings.ts';
import { SITE_STATUS_POLL_INTERVAL_MS } from '../src/admin/blog/use-site-status.ts';
import { DASHBOARD_TEXT } from '../src/admin/strings.ts';
import type { Database } from '../server/db/database.ts';
import { expectAccessible } from './support/a11y.ts';
import { adminSession } from './support/admin-client.ts';
import { openTab } from './support/leads.ts';
import { SEEDED_POST_TITLE } from './support/blog-posts.ts';
import { startOwnBackend, type OwnBackend } from './support/own-backend.ts';
import { expect } from './support/test.ts';

const ZONE = 'America/New_York';
const TEXT = BLOG_ADMIN.siteStatus;
const MINUTE_MS = 60_000;

const test = base.extend<object, { backend: OwnBackend }>({
  backend: [
    async ({}, use) => {
      const backend = await startOwnBackend();
      await use(backend);
      await backend.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ backend }, use) => {
    await use(backend.url);
  },
});

test.use({ timezoneId: ZONE });

/** An instant to the minute, `offsetMs` from now: the admin reads times to the minute. */
const minuteFromNow = (offsetMs: number) =>
  new Date(Math.floor((Date.now() + offsetMs) / MINUTE_MS) * MINUTE_MS);

const when = (instant: Date) => formatZonedDateTime(instant, ZONE);

/** As the builder records a build: the live site is made from the current posts, finished at `builtAt`. */
async function recordBuild(db: Database, builtAt: Date): Promise<void> {
  await db.query(
    `update private.site_build_state
        set built_version = content_version, built_as_of = now(), built_at = $1,
            building_since = null, failed_at = null, failure = null`,
    [builtAt],
  );
}

const blogList = (page: Page) => page.getByRole('region', { name: BLOG_ADMIN.list.heading });

test('shows the site up to date with the next scheduled post, follows a rebuild and its failure without a reload while the Blog tab is on screen, asks nothing while another tab is, and says changes are on their way after a save', async ({
  page,
  backend,
  baseURL,
}) => {
  const dueAt = minuteFromNow(2 * 24 * 60 * MINUTE_MS);
  await backend.db.query(
    `insert into public.blog_posts (title, content, slug, published, publish_at)
     values ('Advent Concert', 'Doors at six.', 'advent-concert', true, $1)`,
    [dueAt],
  );
  const builtAt = minuteFromNow(-60 * MINUTE_MS);
  await recordBuild(backend.db, builtAt);
  let asked = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/rest/v1/rpc/site_build_status') asked += 1;
  });
  // A fake clock, stopped once the tab is open: then only runFor moves it.
  await page.clock.install();
  await openTab(page, await adminSession(baseURL ?? ''), 'blog');
  await expect(page.getByRole('heading', { name: BLOG_ADMIN.list.heading })).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1000);
  const status = blogList(page).getByRole('status');
  const next = TEXT.nextScheduled(when(dueAt));
  await expect(status.getByText(TEXT.upToDate(when(builtAt)), { exact: true })).toBeVisible();
  await expect(status.getByText(next, { exact: true })).toBeVisible();
  await expect.poll(() => asked).toBe(1);

  // On screen, it asks once per interval.
  const since = minuteFromNow(0);
  await backend.db.query('update private.site_build_state set building_since = $1', [since]);
  await page.clock.runFor(SITE_STATUS_POLL_INTERVAL_MS);
  await expect(status.getByText(TEXT.rebuilding(when(since)), { exact: true })).toBeVisible();
  await expect.poll(() => asked).toBe(2);

  const failure = 'astro build exited with 1: Cannot find module "./Hero.astro"';
  await backend.db.query(
    `update private.site_build_state set building_since = null, failed_at = now(), failure = $1`,
    [failure],
  );
  // Nothing while another tab is on screen; once on coming back.
  await page.getByRole('tab', { name: DASHBOARD_TEXT.tabs.messages }).click();
  await page.clock.runFor(3 * SITE_STATUS_POLL_INTERVAL_MS);
  expect(asked).toBe(2);
  await page.getByRole('tab', { name: DASHBOARD_TEXT.tabs.blog }).click();
  await expect.poll(() => asked).toBe(3);
  const alert = blogList(page).getByRole('alert');
  await expect(
    alert.getByText(`${TEXT.failed} ${TEXT.stillServing(when(builtAt))}`, { exact: true }),
  ).toBeVisible();
  await expect(alert.getByText(TEXT.reason(failure), { exact: true })).toBeVisible();
  // The failure is said in the alert only: the status keeps just the next scheduled post.
  await expect(status).toHaveText(next);
  // axe waits on timers of its own.
  await page.clock.resume();
  await expectAccessible(page, 'the Blog tab with a failed rebuild');

  // A later build succeeds; then an edit of a published post is not on the live site yet.
  await recordBuild(backend.db, minuteFromNow(0));
  const item = blogList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: SEEDED_POST_TITLE, exact: true }) });
  await item.getByRole('button', { name: BLOG_ADMIN.list.edit }).click();
  const form = page.getByRole('form', { name: BLOG_ADMIN.form.editHeading });
  await form.getByLabel(BLOG_ADMIN.form.excerpt).fill('Schedules people can read at a glance, and keep.');
  await form.getByRole('button', { name: BLOG_ADMIN.form.save }).click();
  await expect(page.getByText(BLOG_ADMIN.toast.updated)).toBeVisible();
  await expect(alert).toHaveText('');
  await expect(status.getByText(TEXT.pending, { exact: true })).toBeVisible();
  await expect(status.getByText(next, { exact: true })).toBeVisible();
});
