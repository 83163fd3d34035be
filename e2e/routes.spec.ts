/**
 * Every route of docs/product.md#pages, in both display modes: it answers with its page, logs no console
 * error, and every internal link on it (anchors included) leads somewhere that exists.
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
const MODES = ['faith', 'secular'] as const;

/** Internal links found while visiting, checked once each at the end. */
const links = new Set<string>();

async function visit(page: Page, path: string, mode: (typeof MODES)[number]): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript((stored) => localStorage.setItem('mode', stored), mode);
  const response = await page.goto(path);
  expect(response?.status(), `${path} status`).toBe(200);
  await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${mode}-mode\\b`));
  await expect(page.locator('h1')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  for (const href of hrefs) if (href.startsWith(origin)) links.add(href.slice(origin.length));
  return problems;
}

for (const mode of MODES) {
  test.describe(`${mode} mode`, () => {
    for (const path of PAGES) {
      test(`${path} renders without console errors`, async ({ page }) => {
        expect(await visit(page, path, mode)).toEqual([]);
      });
    }
  });
}

test('every internal link on every page leads to a page, and every anchor to an element', async ({
  page,
}) => {
  test.setTimeout(120_000);
  for (const path of PAGES) await visit(page, path, 'faith');
  const broken: string[] = [];
  for (const link of [...links].sort()) {
    const [target = '/', anchor] = link.split('#');
    const response = await page.goto(target);
    if (!response || response.status() !== 200) {
      broken.push(`${link}: ${response?.status()}`);
      continue;
    }
    if (anchor && (await page.locator(`[id="${decodeURIComponent(anchor)}"]`).count()) === 0) {
      broken.push(`${link}: no element with id "${anchor}"`);
    }
  }
  expect(broken).toEqual([]);
});
