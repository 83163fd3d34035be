/**
 * Every internal link on every route of docs/product.md#pages (anchors included) leads somewhere
 * that exists. That each route answers with its page, without a console error, in both display
 * modes, is part of the page audit (a11y.spec.ts).
 */
import type { Page } from '@playwright/test';
import { MODULE_SLUGS } from '../src/data/modules/index.ts';
import { expect, test } from './support/test.ts';

const PAGES = [
  '/',
  '/secular-unified',
  '/request-access',
  '/our-story',
  '/terms-and-privacy',
  '/marketing',
  '/marketing-services',
  '/blog',
  ...MODULE_SLUGS.map((slug) => `/${slug}`),
];

/** Internal links found on the pages, checked once each at the end. */
const links = new Set<string>();

/** Opens `path` and adds the internal links on it to `links`. */
async function collectLinks(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `${path} status`).toBe(200);
  await page.waitForLoadState('networkidle');
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  for (const href of hrefs) if (href.startsWith(origin)) links.add(href.slice(origin.length));
}

test('every internal link on every page leads to a page, and every anchor to an element', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  for (const path of PAGES) await collectLinks(page, path);
  const broken: string[] = [];
  // Each target is asked for as a link click would ask (its HTML, pre-rendered with every id), so
  // no browser navigation can be cut short by the one before it.
  for (const link of [...links].sort()) {
    const [target = '/', anchor] = link.split('#');
    const response = await request.get(target);
    if (response.status() !== 200) {
      broken.push(`${link}: ${response.status()}`);
      continue;
    }
    if (anchor && !(await response.text()).includes(`id="${decodeURIComponent(anchor)}"`)) {
      broken.push(`${link}: no element with id "${anchor}"`);
    }
  }
  expect(broken).toEqual([]);
});
