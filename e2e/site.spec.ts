import { BLOG } from '../src/data/blog.ts';
import { HERO } from '../src/data/home.ts';
import { NOT_FOUND, SITE } from '../src/data/site.ts';
import { expect, test } from './support/test.ts';

test('the home page renders with its hero heading', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(SITE.name);
  await expect(page.getByRole('heading', { level: 1, name: HERO.headline.faith })).toBeVisible();
});

test('the stored display mode is applied before the first paint', async ({ page }) => {
  // The first animation frame runs before the first paint: record the body class seen there.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      document.documentElement.dataset.firstFrameBodyClass = document.body.className;
    });
  });
  const firstFrameClass = () => page.evaluate(() => document.documentElement.dataset.firstFrameBodyClass);

  await page.goto('/');
  await expect.poll(firstFrameClass).toMatch(/\bfaith-mode\b/);

  await page.evaluate(() => localStorage.setItem('mode', 'secular'));
  await page.reload();
  await expect.poll(firstFrameClass).toMatch(/\bsecular-mode\b/);
  await expect(page.locator('body')).not.toHaveClass(/\bfaith-mode\b/);

  // Anything other than 'secular' means faith.
  await page.evaluate(() => localStorage.setItem('mode', 'something else'));
  await page.reload();
  await expect.poll(firstFrameClass).toMatch(/\bfaith-mode\b/);
  await expect(page.locator('body')).not.toHaveClass(/\bsecular-mode\b/);
});

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: NOT_FOUND.title })).toBeVisible();
  await expect(page.getByText(NOT_FOUND.message)).toBeVisible();
  await page.getByRole('link', { name: NOT_FOUND.returnHome }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a path under the blog that is no route is not found either; a post address reaches the blog', async ({
  page,
}) => {
  for (const path of ['/blog/a/b', '/blog/tag/faith']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: NOT_FOUND.title })).toBeVisible();
  }
  // One segment is a post's address (docs/product.md#blog-post), even one the build never rendered.
  const post = await page.goto('/blog/no-such-post-yet');
  expect(post?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: BLOG.title, exact: true })).toBeVisible();
});
