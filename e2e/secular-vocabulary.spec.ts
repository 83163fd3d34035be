/**
 * The vocabulary check itself (e2e/support/vocabulary.ts) finds what it is looking for: a faith
 * page read with it shows faith words. The page audit (a11y.spec.ts) runs it on every page in
 * secular mode, where it must find none.
 */
import { expect, test } from './support/test.ts';
import { faithWordsOn } from './support/vocabulary.ts';

test('the vocabulary check finds faith words where they are shown', async ({ page }) => {
  await page.goto('/volunteers');
  await expect(page.locator('body')).toHaveClass(/\bfaith-mode\b/);
  expect((await faithWordsOn(page)).length).toBeGreaterThan(0);
});
