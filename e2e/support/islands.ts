/**
 * Islands and their hydration, for tests. A control under `client:near` or `client:approach` is
 * live in the HTML before its island hydrates, so being enabled says nothing about hydration; React
 * has hydrated an element once it carries React's fiber key.
 */
import type { Locator, Page, Route } from '@playwright/test';
import { CONTACT_DIALOG } from '../../src/data/site.ts';
import { expect } from './test.ts';

/** Waits until React has hydrated the element (the control itself, not just its island). */
export async function expectHydrated(element: Locator): Promise<void> {
  await expect
    .poll(
      () => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'))),
      { message: 'the island has not hydrated', timeout: 15_000 },
    )
    .toBe(true);
}

/** Whether the element's island is still its static HTML (Astro removes `ssr` as it hydrates). */
export function isUnhydrated(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node.closest('astro-island')?.hasAttribute('ssr') ?? false);
}

/**
 * Holds back every island's code (the site fetches no script at load, so every script is island
 * code) until `release`, as a slow network would: what a visitor does meanwhile meets static HTML.
 */
export async function holdIslandCode(page: Page) {
  const held: Route[] = [];
  let requested = 0;
  let released = false;
  await page.route(/\/_astro\/[^/]+\.js$/, async (route) => {
    requested += 1;
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    requested: () => requested,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** How long an island's code (the dialog's, the toggle's) may take to arrive after the first click on a loaded CI machine. */
export const ISLAND_CODE_WAIT_MS = 15_000;

/**
 * One click opens the dialog: the layout's listener keeps a click that arrives before the dialog's
 * code, and the dialog opens once that code has loaded (slowly on a busy machine, hence the wait).
 * Clicking again would hit the modal's backdrop, not the trigger.
 */
export async function opensContactDialog(page: Page, trigger: Locator): Promise<void> {
  await expect(trigger).toHaveAttribute('data-contact-trigger', '');
  const dialog = page.getByRole('dialog', { name: CONTACT_DIALOG.heading });
  await trigger.click();
  await expect(dialog).toBeVisible({ timeout: ISLAND_CODE_WAIT_MS });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}
