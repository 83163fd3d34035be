/**
 * Secular mode speaks no faith-only words: every public page, opened with the stored mode secular,
 * is read the way a visitor and a search result see it (the rendered text, the tab title and the
 * meta description) after its in-view islands have hydrated. Exempt: the legal pages (their text
 * covers both kinds of customer), the mode chooser's faith option and the request form's
 * "Faith-based" organization type (they name the other mode on purpose), and blog posts, which
 * admins write.
 */
import type { Page } from '@playwright/test';
import { BLOG } from '../src/data/blog.ts';
import { MODULE_SLUGS } from '../src/data/modules/index.ts';
import { expect, test } from './support/test.ts';

const PAGES = [
  '/',
  '/secular-unified',
  '/request-access',
  '/our-story',
  '/marketing',
  '/marketing-services',
  '/blog',
  '/no-such-page',
  ...MODULE_SLUGS.map((slug) => `/${slug}`),
];

/** Words that belong to a congregation's life and have no everyday secular sense. */
const FAITH_ONLY =
  /\b(ministr(y|ies)|church(es)?|congregations?|congregational|congregants?|stewardship|servant|faith-based|pastor(s|al)?|worship|sermons?|prayers?|pray(ing)?|bible|biblical|gospel|tithes?|tithing|parish(es|ioners?)?|liturgical|clergy|scripture|devotionals?|discipleship|evangeli\w*|missionar(y|ies)|baptisms?|god|jesus|christ|christians?)\b/gi;

/** Text a visitor meets that is not the site's voice for the current mode. */
const EXEMPT = [
  '[data-mode-option="faith"]',
  'option[value="faith"]',
  `section[aria-label="${BLOG.listLabel}"] ul`,
  'article:has(> h1)',
].join(', ');

async function hydrateIslandsInView(page: Page): Promise<void> {
  const visibleIslands = page.locator('astro-island[client="visible"]');
  for (let index = 0; index < (await visibleIslands.count()); index += 1) {
    const island = visibleIslands.nth(index);
    await island.scrollIntoViewIfNeeded();
    await expect(island).not.toHaveAttribute('ssr');
  }
}

async function faithWordsOn(page: Page): Promise<string[]> {
  const text = await page.evaluate((exempt) => {
    for (const element of document.querySelectorAll(exempt)) element.remove();
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    return [document.title, description, document.body.innerText].join('\n');
  }, EXEMPT);
  return [...text.matchAll(FAITH_ONLY)].map((match) => {
    const start = Math.max(0, match.index - 40);
    return `"${match[0]}" in …${text.slice(start, match.index + match[0].length + 40).replace(/\s+/g, ' ')}…`;
  });
}

test.describe('secular mode', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const path of PAGES) {
    test(`${path} speaks no faith-only words`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('mode', 'secular'));
      await page.goto(path);
      await expect(page.locator('body')).toHaveClass(/\bsecular-mode\b/);
      await page.waitForLoadState('networkidle');
      await hydrateIslandsInView(page);
      expect(await faithWordsOn(page)).toEqual([]);
    });
  }
});

test('the vocabulary check finds faith words where they are shown', async ({ page }) => {
  await page.goto('/volunteers');
  await expect(page.locator('body')).toHaveClass(/\bfaith-mode\b/);
  expect((await faithWordsOn(page)).length).toBeGreaterThan(0);
});
