/**
 * The page audit: every page of the sitemap (plus the agency page and the 404 page, which it does
 * not list) is opened once per display mode, on a phone, and that one load serves every check a
 * page needs at both widths (the window is widened to the desktop's after the phone's checks): it
 * answers with its page (status, one h1, the stored mode applied, the content security policy),
 * every internal link on it (those islands add included) leads to a page and every #anchor to an
 * element, it logs no console error (a policy violation is one), axe
 * finds no WCAG 2.2 AA or best-practice violation (docs/product.md#accessibility), and in secular
 * mode it speaks no faith-only word (docs/product.md#display-modes), and nothing scrolls sideways. The same axe check covers
 * /admin signed out and signed in (each tab and the post form), both steps of /request-access, a
 * blog post, and the contact dialog or the phone menu open.
 *
 * The sitemap is read from the server global-setup started while Playwright collects the tests;
 * without it (`--list`), only the pages that need no sitemap are listed.
 */
import type { Page } from '@playwright/test';
import { BLOG_ADMIN } from '../src/admin/blog/strings.ts';
import { AUTH_TEXT, DASHBOARD_TEXT } from '../src/admin/strings.ts';
import { REQUEST_ACCESS } from '../src/data/request-access.ts';
import { CONTACT_DIALOG, FOOTER, HEADER } from '../src/data/site.ts';
import { contactRow, requestRow } from '../tests/support/lead-rows.ts';
import {
  expectNoAxeViolations,
  MODES,
  settle,
  sitemapPaths,
  startInMode,
  VIEWPORT_NAMES,
  VIEWPORTS,
  type ViewportName,
} from './support/a11y.ts';
import { adminClient, adminSession, startSignedIn } from './support/admin-client.ts';
import { insertAsVisitor, tabLoaded, type AdminTab } from './support/leads.ts';
import { brokenLinks } from './support/link-check.ts';
import { expect, test } from './support/test.ts';
import { BOTH_AUDIENCES, faithWordsOn } from './support/vocabulary.ts';

const SITEMAP = process.env.E2E_BASE_URL ? await sitemapPaths(process.env.E2E_BASE_URL) : [];
/** Pages a visitor reaches that the sitemap leaves out: the agency page and any unknown address. */
const NOT_FOUND = '/no-such-page';
const AUDITED = [...SITEMAP, '/marketing-services', NOT_FOUND];

/** Console errors and uncaught exceptions from now on, in words. */
function pageProblems(page: Page, path: string): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The 404 page's own status is reported by the browser as a failed load: that is the point.
    if (path === NOT_FOUND && message.text().includes('404')) return;
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/**
 * Runs `check` at each width, phone first (where the page was loaded), widening the same page and
 * letting it settle again in between.
 */
async function atEachWidth(page: Page, check: (viewport: ViewportName) => Promise<void>): Promise<void> {
  for (const viewport of VIEWPORT_NAMES) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await settle(page);
    await check(viewport);
  }
}

/** A published post to open; the seed provides some, this one is ours whatever other specs do. */
let postSlug = '';
let session: { key: string; value: string };

test.beforeAll(async ({ baseURL }) => {
  const url = baseURL ?? '';
  const admin = await adminClient(url);
  const { data: user } = await admin.auth.getUser();
  // Unique per worker: every worker running this file seeds its own rows.
  postSlug = `a11y-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const { error: postError } = await admin.from('blog_posts').insert({
    title: 'Accessible forms for volunteer sign-up',
    content: 'Every field has a label.\n\nEvery error says how to fix it.',
    excerpt: 'Labels, errors and focus.',
    slug: postSlug,
    published: true,
    author_id: user.user?.id,
  });
  expect(postError).toBeNull();
  // A row in each admin list, inserted as a visitor does, so the lists are checked with content.
  const email = `${postSlug}@example.org`;
  await insertAsVisitor(url, 'contact_messages', [contactRow(email)]);
  await insertAsVisitor(url, 'onboarding_requests', [requestRow(email)]);
  session = await adminSession(url);
});

test.afterAll(async ({ baseURL }) => {
  const admin = await adminClient(baseURL ?? '');
  await admin.from('blog_posts').delete().eq('slug', postSlug);
});

test('the sitemap checked below is the one the server serves; the vocabulary check finds faith words', async ({
  baseURL,
  page,
}) => {
  expect(await sitemapPaths(baseURL ?? '')).toEqual(SITEMAP);
  // The check the secular pages must pass finds what it looks for on a faith page.
  await page.goto('/volunteers');
  await expect(page.locator('body')).toHaveClass(/\bfaith-mode\b/);
  expect((await faithWordsOn(page)).length).toBeGreaterThan(0);
});

for (const mode of MODES) {
  test.describe(`${mode} mode`, () => {
    test.use({ viewport: VIEWPORTS[VIEWPORT_NAMES[0] ?? 'phone'] });
    test.beforeEach(async ({ page }) => startInMode(page, mode));
    const where = (what: string, viewport: ViewportName) => `${what} (${mode} mode, ${viewport})`;
    const axeAtEachWidth = (page: Page, what: string) =>
      atEachWidth(page, (viewport) => expectNoAxeViolations(page, where(what, viewport)));

    for (const path of AUDITED) {
      test(path, async ({ page, request }) => {
        const problems = pageProblems(page, path);
        const response = await page.goto(path);
        expect(response?.status(), `${path} status`).toBe(path === NOT_FOUND ? 404 : 200);
        // The build's policy is sent with every page; a violation of it is a console error (csp.spec.ts).
        expect(response?.headers()['content-security-policy'], `${path} policy`).toBeTruthy();
        await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${mode}-mode\\b`));
        await expect(page.locator('h1')).toHaveCount(1);
        await atEachWidth(page, async (viewport) => {
          await expectNoAxeViolations(page, where(path, viewport));
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
            `sideways scrolling on ${where(path, viewport)}`,
          ).toBeLessThanOrEqual(0);
          if (mode === 'secular' && !BOTH_AUDIENCES.includes(path)) {
            expect(await faithWordsOn(page), `faith-only words on ${where(path, viewport)}`).toEqual([]);
          }
        });
        expect(await brokenLinks(page, request), `broken links on ${path} (${mode} mode)`).toEqual([]);
        expect(problems, `console errors on ${path} (${mode} mode)`).toEqual([]);
      });
    }

    test('a blog post', async ({ page }) => {
      await page.goto(`/blog/${postSlug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Accessible forms for volunteer sign-up',
      );
      await axeAtEachWidth(page, 'a blog post');
    });

    test('the contact dialog open', async ({ page }) => {
      await page.goto('/');
      await settle(page);
      await page.getByRole('contentinfo').getByRole('button', { name: FOOTER.contactUs }).click();
      await expect(page.getByRole('dialog', { name: CONTACT_DIALOG.heading })).toBeVisible();
      await axeAtEachWidth(page, 'the contact dialog');
    });

    test('the phone menu open', async ({ page }) => {
      await page.goto('/');
      await settle(page);
      await page.getByRole('button', { name: HEADER.openMenu }).click();
      await expect(page.getByRole('navigation', { name: HEADER.mobileNavLabel })).toBeVisible();
      await expectNoAxeViolations(page, where('the phone menu', 'phone'));
    });

    test('/request-access, both steps and a refused step', async ({ page }) => {
      const { fields, buttons } = REQUEST_ACCESS;
      await page.goto('/request-access');
      const dialog = page.getByRole('dialog', { name: REQUEST_ACCESS.heading });
      await expect(dialog.getByLabel(fields.firstName)).toBeFocused();
      await axeAtEachWidth(page, '/request-access step 1');

      await dialog.getByRole('button', { name: buttons.next }).click();
      await expect(dialog.getByLabel(fields.firstName)).toHaveAttribute('aria-invalid', 'true');
      await expect(
        page.getByRole('listitem').filter({ hasText: REQUEST_ACCESS.messages.missingFields.title }),
      ).toBeVisible();
      await axeAtEachWidth(page, '/request-access step 1 with a toast');

      await dialog.getByLabel(fields.firstName).fill('Ada');
      await dialog.getByLabel(fields.lastName).fill('Lovelace');
      await dialog.getByLabel(fields.email).fill('ada@example.org');
      await dialog.getByLabel(fields.organizationName).fill('Analytical Aid');
      // The type sets the display mode, so pick the one this test is about.
      await dialog.getByLabel(fields.organizationType).selectOption(mode);
      await dialog.getByRole('button', { name: buttons.next }).click();
      await expect(dialog.getByLabel(fields.organizationSize)).toBeFocused();
      await axeAtEachWidth(page, '/request-access step 2');
    });

    test('/admin signed out', async ({ page }) => {
      await page.goto('/admin');
      await expect(page.getByRole('button', { name: AUTH_TEXT.signIn })).toBeVisible();
      await axeAtEachWidth(page, '/admin signed out');
    });

    test('/admin signed in: every tab and the post form', async ({ page }) => {
      // Five tabs and the form, each judged at both widths.
      test.slow();
      await startSignedIn(page, session);
      await page.goto('/admin');
      for (const [id, tab] of Object.entries(DASHBOARD_TEXT.tabs) as [AdminTab, string][]) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        const panel = page.getByRole('tabpanel', { name: tab });
        await expect(panel).toBeVisible();
        await expect(tabLoaded(panel, id)).toBeAttached();
        await axeAtEachWidth(page, `/admin, ${tab} tab`);
      }
      await page.getByRole('tab', { name: DASHBOARD_TEXT.tabs.blog, exact: true }).click();
      await page.getByRole('button', { name: BLOG_ADMIN.list.newPost }).click();
      await expect(page.getByLabel(BLOG_ADMIN.form.title)).toBeVisible();
      await axeAtEachWidth(page, '/admin, new post form');
    });
  });
}
