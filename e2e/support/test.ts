/** Playwright's `test` pointed at the backend that global-setup started. */
import { test as base } from '@playwright/test';

export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests through playwright.config.ts');
    await use(url);
  },
});

export { expect } from '@playwright/test';
