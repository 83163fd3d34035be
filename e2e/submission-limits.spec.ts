/**
 * The request form against the database's submission limits and its one-row-per-submission rule
 * (docs/product.md#submission-limits): a refusal by the per-email limit says so and keeps every
 * answer; a double click, or a retry after the answer to a stored request was lost, leaves exactly
 * one row. The suite's backend has its per-IP limits raised (support/submission-limits.ts); the
 * per-email limits are the defaults, so each test uses an email of its own.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { REQUEST_ACCESS } from '../src/data/request-access.ts';
import { SUBMISSION_LIMITED } from '../src/data/submission-limits.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../src/lib/db/supabase-config.ts';
import { requestRow } from '../tests/support/lead-rows.ts';
import { adminClient } from './support/admin-client.ts';
import { fillRequiredFields, requestForm } from './support/request-form.ts';
import { expect, test } from './support/test.ts';

const { messages } = REQUEST_ACCESS;
const INTEREST = 'Volunteer Coordination';
/** Far above any sensible per-email default; the loop stops at the first refusal. */
const MAX_SENDS_TO_REACH_LIMIT = 50;

/** Opens the form and fills both steps, leaving it on step 2 ready to submit. */
async function fillRequest(page: Page, email: string) {
  await page.goto('/request-access');
  await fillRequiredFields(page, email);
  const f = requestForm(page);
  await f.interest(INTEREST).check();
  await f.phone.fill('555 0100');
  await f.comments.fill('Three pantries, 40 volunteers.');
  return f;
}

async function storedRequests(baseURL: string, email: string): Promise<number> {
  const admin = await adminClient(baseURL);
  const { data, error } = await admin.from('onboarding_requests').select('id').eq('email', email);
  await admin.auth.signOut();
  expect(error).toBeNull();
  return data?.length ?? -1;
}

/** Sends requests for `email` as a visitor through the API until the per-email limit refuses one. */
async function reachEmailLimit(baseURL: string, email: string): Promise<void> {
  for (let sent = 0; sent < MAX_SENDS_TO_REACH_LIMIT; sent += 1) {
    const response = await fetch(`${baseURL}/rest/v1/onboarding_requests`, {
      method: 'POST',
      headers: { apikey: LOCAL_PUBLISHABLE_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify(requestRow(email)),
    });
    if (response.status === 429) return;
    expect(response.status).toBe(201);
  }
  throw new Error(`no refusal after ${MAX_SENDS_TO_REACH_LIMIT} requests for one email`);
}

test('a request over the per-email limit shows the limit message and keeps every answer', async ({
  page,
  baseURL,
}) => {
  const email = `limited+${randomUUID()}@riverside.org`;
  await reachEmailLimit(baseURL ?? '', email);
  const before = await storedRequests(baseURL ?? '', email);

  const f = await fillRequest(page, email);
  await f.submit.click();

  const toast = page.getByRole('listitem').filter({ hasText: SUBMISSION_LIMITED.request.description });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(SUBMISSION_LIMITED.request.title);
  await expect(page).toHaveURL(/\/request-access$/);
  await expect(f.submit).toBeEnabled();
  await expect(f.organizationSize).toHaveValue('11-50 employees');
  await expect(f.interest(INTEREST)).toBeChecked();
  await expect(f.phone).toHaveValue('555 0100');
  await expect(f.comments).toHaveValue('Three pantries, 40 volunteers.');
  await f.back.click();
  await expect(f.firstName).toHaveValue('Ruth');
  await expect(f.email).toHaveValue(email);
  expect(await storedRequests(baseURL ?? '', email)).toBe(before);
});

test('a double click on Submit Request stores one request', async ({ page, baseURL }) => {
  const email = `double+${randomUUID()}@riverside.org`;
  const f = await fillRequest(page, email);
  await f.submit.dblclick();
  await expect(page.getByRole('listitem').filter({ hasText: messages.submitted.description })).toBeVisible();

  expect(await storedRequests(baseURL ?? '', email)).toBe(1);
});

test('a retry after the answer was lost stores the request once', async ({ page, baseURL }) => {
  const email = `retry+${randomUUID()}@riverside.org`;
  let sends = 0;
  await page.route('**/rest/v1/onboarding_requests*', async (route) => {
    sends += 1;
    // The first send reaches the database, but the browser is told it failed.
    if (sends > 1) return route.continue();
    const stored = await route.fetch();
    expect(stored.status()).toBe(201);
    return route.fulfill({ status: 502, contentType: 'text/plain', body: 'Bad Gateway' });
  });
  const f = await fillRequest(page, email);
  await f.submit.click();
  await expect(page.getByRole('listitem').filter({ hasText: messages.failed.description })).toBeVisible();
  await expect(f.submit).toBeEnabled();

  await f.submit.click();
  await expect(page).toHaveURL(/\/$/);
  expect(sends).toBe(2);
  expect(await storedRequests(baseURL ?? '', email)).toBe(1);
});
