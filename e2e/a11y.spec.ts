/**
 * The page audit: every sitemap page (plus the agency page, a post of ours and the 404 page) opened in each
 * display mode on a phone, then widened to desktop: status, one h1, the stored mode, the policy, internal
 * links and #anchors, no console error, axe WCAG 2.2 AA and best practice and no sideways scroll (docs/product.md#accessibility), no
 * faith-only word in secular mode; on the pages with the most kinds of control, the skip
 * link and Tab walks (focus-walk.ts: reached, visible, drawn whole, no trap); on / the accent buttons' text
 * contrast when hovered. Plus axe and a Tab walk on /admin (with focus moved usefully when what had it
 * goes) and the phone menu, axe on the contact dialog; /request-access's steps: request-access.spec.ts. Faith mode runs with motion,
 * secular mode under reduced motion. The sitemap is the build's (dist/, which the server serves); before
 * the first build only the rest is listed.
 */
import type { Page } from '@playwright/test';
import { BLOG_ADMIN } from '../src/admin/blog/strings.ts';
import { randomUUID } from 'node:crypto';
import { AUTH_TEXT, DASHBOARD_TEXT, MESSAGES_TEXT } from '../src/admin/strings.ts';
import { CONTACT_DIALOG, FOOTER, HEADER, NOT_FOUND as NOT_FOUND_PAGE, TOASTER } from '../src/data/site.ts';
import type { Mode } from '../src/data/types.ts';
import { contactRow, requestRow } from '../tests/support/lead-rows.ts';
import {
  atEachWidth,
  expectAccessible,
  MODES,
  pageProblems,
  reloadInMode,
  settle,
  startInMode,
  VIEWPORTS,
  type ViewportName,
} from './support/a11y.ts';
import { adminClient } from './support/admin-client.ts';
import { E2E_ADMIN } from './support/admin.ts';
import { insertAsVisitor, searchLeads, tabLoaded, type AdminTab } from './support/leads.ts';
import { builtSitemap } from './support/built-site.ts';
import { hoverContrastFailures } from './support/contrast.ts';
import { expectKeyboardFriendly } from './support/focus-walk.ts';
import { brokenLinks } from './support/link-check.ts';
import { expect, test } from './support/test.ts';
import { BOTH_AUDIENCES, faithWordsOn } from './support/vocabulary.ts';

/** The built sitemap's pages, as paths of the server under test (the sitemap names the production site). */
const SITEMAP = builtSitemap().map((loc) => `${new URL(loc).pathname}${new URL(loc).search}`);
/**
 * A published post to open; the seed provides some, this one is ours whatever other specs do. Unique
 * per worker (each evaluates this file): every worker running this file seeds its own.
 */
const POST_SLUG = `a11y-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
const POST_TITLE = 'Accessible forms for volunteer sign-up';
/** Pages a visitor reaches that the sitemap leaves out: the agency page, a post and any unknown address. */
const NOT_FOUND = '/no-such-page';
const AUDITED: [title: string, path: string][] = [
  ...[...SITEMAP, '/marketing-services'].map((path): [string, string] => [path, path]),
  ['a blog post', `/blog/${POST_SLUG}`],
  [NOT_FOUND, NOT_FOUND],
];
/**
 * Walked with Tab at desktop width: home (every demo, pricing and the ROI calculator), a module page with
 * an island and the blog island.
 */
const WALKED = ['/', '/grace-assistant/', '/blog/'];
/** Which motion setting each mode's pages are opened in. */
const MOTION_OF: Record<Mode, 'no-preference' | 'reduce'> = { faith: 'no-preference', secular: 'reduce' };

test.beforeAll(async ({ baseURL }) => {
  const url = baseURL ?? '';
  const admin = await adminClient(url);
  const { data: user } = await admin.auth.getUser();
  const { error: postError } = await admin.from('blog_posts').insert({
    title: POST_TITLE,
    content: 'Every field has a label.\n\nEvery error says how to fix it.',
    excerpt: 'Labels, errors and focus.',
    slug: POST_SLUG,
    published: true,
    author_id: user.user?.id,
  });
  expect(postError).toBeNull();
  // A request in its admin list, inserted as a visitor does, so the list is checked with content (the
  // /admin test inserts its own message).
  await insertAsVisitor(url, 'onboarding_requests', [requestRow(`${POST_SLUG}@example.org`)]);
});

test.afterAll(async ({ baseURL }) => {
  const admin = await adminClient(baseURL ?? '');
  await admin.from('blog_posts').delete().eq('slug', POST_SLUG);
});

for (const [title, path] of AUDITED) {
  test(title, async ({ page, request }) => {
    // Both modes, each at both widths. The home page's walks are the longest: about 25 s each on a quiet
    // two-core machine, as the islands met on the way hydrate when focus reaches them.
    if (path === '/') test.setTimeout(360_000);
    else test.slow();
    // The 404 page's own status is reported by the browser as a failed load: that is the point.
    const problems = pageProblems(page, { ignore: (text) => path === NOT_FOUND && text.includes('404') });
    for (const mode of MODES) {
      await page.setViewportSize(VIEWPORTS.phone);
      await page.emulateMedia({ reducedMotion: MOTION_OF[mode] });
      // Faith is what a page with nothing stored opens in; secular is stored as a returning visitor's choice.
      const response = mode === 'faith' ? await page.goto(path) : await reloadInMode(page, mode);
      const where = (viewport: ViewportName) => `${path} (${mode} mode, ${viewport})`;
      expect(response?.status(), `${path} status`).toBe(path === NOT_FOUND ? 404 : 200);
      // The build's policy is sent with every page; a violation of it is a console error (security.spec.ts).
      expect(response?.headers()['content-security-policy'], `${path} policy`).toBeTruthy();
      // A page that sets the mode on arrival (the secular landing page) shows that one whatever was stored.
      const shown = (await page.locator('html').getAttribute('data-sets-mode')) ?? mode;
      await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${shown}-mode\\b`));
      await expect(page.locator('h1')).toHaveCount(1);
      if (path.includes(POST_SLUG)) await expect(page.locator('h1')).toHaveText(POST_TITLE);
      // The not-found page says so and leads home (blog paths that are no route get it too:
      // tests/server/handler.test.ts, public-config.test.ts, blog.spec.ts's unknown slug).
      if (path === NOT_FOUND) {
        await expect(page.locator('h1')).toHaveText(NOT_FOUND_PAGE.title);
        await expect(page.getByText(NOT_FOUND_PAGE.message)).toBeVisible();
        await expect(page.getByRole('main').locator('a[href="/"]')).toHaveText(NOT_FOUND_PAGE.returnHome);
      }
      if (WALKED.includes(path)) {
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: HEADER.skipToContent });
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport();
        expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(40);
        await page.keyboard.press('Enter');
        await expect(page.locator('main')).toBeFocused();
      }
      await atEachWidth(page, async (viewport) => {
        await expectAccessible(page, where(viewport));
        if (shown === 'secular' && !BOTH_AUDIENCES.includes(path)) {
          expect(await faithWordsOn(page), `faith-only words on ${where(viewport)}`).toEqual([]);
        }
        // The check the secular pages must pass finds what it looks for on a faith page.
        if (path === '/volunteers/' && shown === 'faith') expect(await faithWordsOn(page)).not.toEqual([]);
        if (!WALKED.includes(path)) return;
        if (viewport === 'desktop')
          expect(await expectKeyboardFriendly(page, where(viewport))).toBeGreaterThan(5);
        // On the home page, every focus ring seen whole: backwards (each control scrolled to from below,
        // ending under the sticky header) in faith mode, on a phone (where the sideways rails clip what
        // they hold) in secular. One mode each: the rings do not depend on it.
        if (path === '/' && (mode === 'faith') === (viewport === 'desktop'))
          await expectKeyboardFriendly(page, `${where(viewport)}, rings`, { backwards: mode === 'faith' });
        // The accent buttons hovered, after the walks, so no stop is judged under the pointer.
        if (path === '/' && viewport === 'desktop') expect(await hoverContrastFailures(page)).toEqual([]);
      });
      expect(await brokenLinks(page, request), `broken links on ${path} (${mode} mode)`).toEqual([]);
    }
    expect(problems, `console errors on ${path}`).toEqual([]);
  });
}

for (const mode of MODES) {
  test.describe(`${mode} mode`, () => {
    test.use({ viewport: VIEWPORTS.phone, reducedMotion: MOTION_OF[mode] });
    test.beforeEach(async ({ page }) => startInMode(page, mode));
    const where = (what: string, viewport: ViewportName) => `${what} (${mode} mode, ${viewport})`;
    const axeAtEachWidth = (page: Page, what: string) =>
      atEachWidth(page, (viewport) => expectAccessible(page, where(what, viewport)));

    test('the phone menu opened from the keyboard and walked, then the contact dialog', async ({ page }) => {
      await page.goto('/our-story');
      await settle(page);
      await page.getByRole('button', { name: HEADER.openMenu }).focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('navigation', { name: HEADER.mobileNavLabel });
      await expect(menu).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link').first()).toBeFocused();
      await expectAccessible(page, where('the phone menu', 'phone'));
      await expectKeyboardFriendly(page, where('the phone menu', 'phone'));
      // Escape closes it wherever focus is; focus back on its button: shell.spec.ts's phone menu test.
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await page.getByRole('contentinfo').getByRole('button', { name: FOOTER.contactUs }).click();
      await expect(page.getByRole('dialog', { name: CONTACT_DIALOG.heading })).toBeVisible();
      await axeAtEachWidth(page, 'the contact dialog');
    });

    test('/admin signed out, then signed in with Enter (focus on the Messages heading; Mark Read from the keyboard hands it to Mark Responded): every tab and the post form; in faith mode each tab walked with Tab', async ({
      page,
      baseURL,
    }) => {
      // The sign-in form, five tabs and the form, each judged at both widths. By the time this runs the
      // suite has stored hundreds of messages, so the Messages tab's walk alone is about 80 stops.
      test.setTimeout(mode === 'faith' ? 240_000 : 90_000);
      await page.goto('/admin');
      await expect(page.getByRole('button', { name: AUTH_TEXT.signIn })).toBeVisible();
      await axeAtEachWidth(page, '/admin signed out');
      // The control that had focus goes (the sign-in form, a status button no longer offered): focus
      // lands where the work goes on, not on <body>, in each mode's motion setting (desktop, as left above).
      const tag = `focus${randomUUID().slice(0, 8)}`;
      await insertAsVisitor(baseURL, 'contact_messages', [contactRow(`${tag}@example.org`)]);
      await page.getByLabel(AUTH_TEXT.email).fill(E2E_ADMIN.email);
      await page.getByLabel(AUTH_TEXT.password).fill(E2E_ADMIN.password);
      await page.keyboard.press('Enter');
      const messages = page.getByRole('tabpanel', { name: DASHBOARD_TEXT.tabs.messages });
      await expect(messages.getByRole('heading', { name: MESSAGES_TEXT.heading })).toBeFocused();
      await searchLeads(messages, tag, 1);
      const status = (name: string) => messages.getByRole('button', { name, exact: true });
      await status(MESSAGES_TEXT.markRead).focus();
      await page.keyboard.press('Enter');
      await expect(status(MESSAGES_TEXT.markRead)).toHaveCount(0);
      await expect(status(MESSAGES_TEXT.markResponded)).toBeFocused();
      // The sign-in's and the change's toasts, dismissed: one timing out mid-walk is no stop to judge.
      const dismiss = page.locator('[data-toaster]').getByRole('button', { name: TOASTER.dismiss });
      // One at a time, the first each time: a toast may also go by itself between the count and the click.
      while ((await dismiss.count()) > 0)
        await dismiss
          .first()
          .click({ timeout: 2000 })
          .catch(() => undefined);
      await expect(dismiss).toHaveCount(0);
      for (const [id, tab] of Object.entries(DASHBOARD_TEXT.tabs) as [AdminTab, string][]) {
        await page.getByRole('tab', { name: tab, exact: true }).click();
        const panel = page.getByRole('tabpanel', { name: tab });
        await expect(panel).toBeVisible();
        await expect(tabLoaded(panel, id)).toBeAttached();
        await axeAtEachWidth(page, `/admin, ${tab} tab`);
        // Walked with its content: the list or table in, not the loading state (desktop, as left above).
        if (mode === 'faith') {
          await expectKeyboardFriendly(page, `/admin, ${tab} tab`);
        }
      }
      await page.getByRole('tab', { name: DASHBOARD_TEXT.tabs.blog, exact: true }).click();
      await page.getByRole('button', { name: BLOG_ADMIN.list.newPost }).click();
      await expect(page.getByLabel(BLOG_ADMIN.form.title)).toBeVisible();
      await axeAtEachWidth(page, '/admin, new post form');
    });
  });
}
