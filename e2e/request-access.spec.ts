/**
 * The request-access modal (docs/product.md#request-access-form): every validation message, leaving it,
 * the display mode following the organization type, a stored request with exactly the documented
 * fields, and a failed insert that keeps what was typed.
 */
import type { Page } from '@playwright/test';
import { FEATURE_INTERESTS, REQUEST_ACCESS } from '../src/data/request-access.ts';
import { adminClient } from './support/admin-client.ts';
import { requestForm } from './support/request-form.ts';
import { expect, test } from './support/test.ts';

const { fields, messages } = REQUEST_ACCESS;
const [GRANTS, ADVOCACY, ESG] = [
  'Grant Management Tools',
  'Advocacy Campaign Builder',
  'ESG/SDG Impact Reporting',
] as const;

/** The toast showing this description, which must also carry the title. */
async function expectToast(page: Page, message: { title: string; description: string }) {
  const toast = page.getByRole('listitem').filter({ hasText: message.description });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(message.title);
}

async function fillStepOne(page: Page, email: string, type: 'Faith-based' | 'Secular' = 'Secular') {
  const f = requestForm(page);
  await f.firstName.fill('Ruth');
  await f.lastName.fill('Okafor');
  await f.email.fill(email);
  await f.organizationName.fill('Riverside Food Bank');
  await f.organizationType.selectOption(type);
}

test('step 1 refuses missing fields and a bad email with the exact messages, and takes no more than the column', async ({
  page,
}) => {
  await page.goto('/request-access');
  const f = requestForm(page);
  await expect(f.dialog).toHaveAttribute('aria-modal', 'true');
  await expect(f.dialog.getByRole('heading', { level: 1 })).toHaveText(REQUEST_ACCESS.heading);
  await expect(f.firstName).toBeFocused();

  await f.next.click();
  await expectToast(page, messages.missingFields);
  await expect(f.firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(f.firstName).toBeFocused();

  await fillStepOne(page, 'ruth@riverside');
  await f.next.click();
  await expectToast(page, messages.invalidEmail);
  await expect(f.email).toBeFocused();
  for (const bad of ['ruth riverside@food.org', 'ruth@@food.org', 'ruth.food.org']) {
    await f.email.fill(bad);
    await f.next.click();
    await expect(f.organizationSize).toHaveCount(0);
  }

  await f.email.fill('ruth@riverside.org');
  // The field takes no more than the column's 100 characters (maxlength), so nothing is too long.
  await f.firstName.fill('R'.repeat(101));
  await expect(f.firstName).toHaveValue('R'.repeat(100));
  await f.firstName.fill('Ruth');
  await f.next.click();
  await expect(f.organizationSize).toBeVisible();
});

test('step 2 refuses a missing size and a bad phone; Back keeps step 1 and then leaves', async ({ page }) => {
  await page.goto('/request-access');
  const f = requestForm(page);
  await fillStepOne(page, 'ruth@riverside.org');
  await f.next.click();
  await expect(f.organizationSize).toBeFocused();
  await expect(f.dialog.getByText(fields.optional)).toHaveCount(3);

  await f.submit.click();
  await expectToast(page, messages.missingSize);
  await expect(f.organizationSize).toHaveAttribute('aria-invalid', 'true');

  await f.organizationSize.selectOption('11-50 employees');
  await f.phone.fill('call me maybe');
  await f.submit.click();
  await expectToast(page, messages.invalidPhone);
  await f.phone.fill('');
  await f.comments.fill('c'.repeat(2001));
  await expect(f.comments).toHaveValue('c'.repeat(2000));

  await f.back.click();
  await expect(f.firstName).toHaveValue('Ruth');
  await expect(f.organizationType).toHaveValue('secular');
  await f.back.click();
  await expect(page).toHaveURL(/\/$/);
});

test('closing the dialog, with its button or Escape, returns home; Tab stays inside', async ({ page }) => {
  await page.goto('/request-access');
  const f = requestForm(page);
  await expect(f.firstName).toBeFocused();
  await f.next.focus();
  await page.keyboard.press('Tab');
  await expect(f.close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(f.next).toBeFocused();

  await f.close.click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/request-access');
  await expect(requestForm(page).firstName).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/$/);
});

test('the organization type sets the display mode and the interests on offer', async ({ page }) => {
  await page.goto('/request-access');
  const f = requestForm(page);
  await fillStepOne(page, 'ruth@riverside.org', 'Secular');
  await expect(page.locator('body')).toHaveClass(/\bsecular-mode\b/);
  expect(await page.evaluate(() => localStorage.getItem('mode'))).toBe('secular');
  await f.next.click();
  await expect(f.dialog.getByRole('checkbox')).toHaveCount(FEATURE_INTERESTS.secular.length);
  for (const option of FEATURE_INTERESTS.secular) await expect(f.interest(option)).toBeVisible();

  await f.back.click();
  await f.organizationType.selectOption('Faith-based');
  await expect(page.locator('body')).toHaveClass(/\bfaith-mode\b/);
  await expect(page.locator('body')).not.toHaveClass(/\bsecular-mode\b/);
  expect(await page.evaluate(() => localStorage.getItem('mode'))).toBe('faith');
  await f.next.click();
  for (const option of FEATURE_INTERESTS.faith) await expect(f.interest(option)).toBeVisible();
  await expect(f.interest(ESG)).toHaveCount(0);
});

test('a complete request is stored with exactly the documented fields, then the visitor is sent home', async ({
  page,
}) => {
  const email = `ruth+${Date.now()}@riverside.org`;
  await page.goto('/request-access');
  const f = requestForm(page);
  await fillStepOne(page, ` ${email} `);
  await f.next.click();
  await f.organizationSize.selectOption('51-200 employees');
  await f.interest(GRANTS).check();
  await f.interest(ESG).check();
  await f.phone.fill(' +1 (555) 010-0100 ');
  await f.comments.fill('  We run three pantries and 40 volunteers.  ');
  const before = Date.now();
  await f.submit.click();
  await expectToast(page, messages.submitted);
  await expect(page).toHaveURL(/\/$/);

  const admin = await adminClient(new URL(page.url()).origin);
  const { data, error } = await admin
    .from('onboarding_requests')
    .select(
      'first_name, last_name, email, organization_name, organization_type, organization_size, phone, comments, main_goal, last_submission_time, status',
    )
    .eq('email', email);
  expect(error).toBeNull();
  expect(data).toHaveLength(1);
  const [row] = data ?? [];
  expect(row).toEqual({
    first_name: 'Ruth',
    last_name: 'Okafor',
    email,
    organization_name: 'Riverside Food Bank',
    organization_type: 'secular',
    organization_size: '51-200 employees',
    phone: '+1 (555) 010-0100',
    comments: 'We run three pantries and 40 volunteers.',
    // In the form's order, not the order they were ticked.
    main_goal: `${ESG}, ${GRANTS}`,
    last_submission_time: expect.any(String),
    status: 'pending',
  });
  const submittedAt = Date.parse(String(row?.last_submission_time));
  expect(submittedAt).toBeGreaterThanOrEqual(before - 1000);
  expect(submittedAt).toBeLessThanOrEqual(Date.now());
  await admin.auth.signOut();
});

test('optional fields left empty are stored as null; no interest picked is an empty main_goal', async ({
  page,
}) => {
  const email = `kofi+${Date.now()}@grace-church.org`;
  await page.goto('/request-access');
  const f = requestForm(page);
  await fillStepOne(page, email, 'Faith-based');
  await f.next.click();
  await f.organizationSize.selectOption('1-10 employees');
  await f.submit.click();
  await expect(page).toHaveURL(/\/$/);

  const admin = await adminClient(new URL(page.url()).origin);
  const { data } = await admin
    .from('onboarding_requests')
    .select('organization_type, phone, comments, main_goal')
    .eq('email', email);
  // docs/product.md#request-access-form: main_goal is the interests joined by ', ', so none picked
  // joins to ''.
  expect(data).toEqual([{ organization_type: 'faith', phone: null, comments: null, main_goal: '' }]);
  await admin.auth.signOut();
});

test('a failed insert says so, keeps every input, and can be sent only once at a time', async ({ page }) => {
  let inserts = 0;
  // The answer is held until the second click has landed while the first is still sending.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/rest/v1/onboarding_requests*', async (route) => {
    inserts += 1;
    await answered;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'XX000', message: 'boom', details: null, hint: null }),
    });
  });
  await page.goto('/request-access');
  const f = requestForm(page);
  await fillStepOne(page, 'ruth@riverside.org');
  await f.next.click();
  await f.organizationSize.selectOption('201-500 employees');
  await f.interest(ADVOCACY).check();
  await f.phone.fill('555 0100');
  await f.comments.fill('Please call after 3pm.');
  await f.submit.dblclick();
  await expect(f.submit).toBeDisabled();
  answer();
  await expectToast(page, messages.failed);
  expect(inserts).toBe(1);

  await expect(page).toHaveURL(/\/request-access$/);
  await expect(f.organizationSize).toHaveValue('201-500 employees');
  await expect(f.interest(ADVOCACY)).toBeChecked();
  await expect(f.phone).toHaveValue('555 0100');
  await expect(f.comments).toHaveValue('Please call after 3pm.');
  await expect(f.submit).toBeEnabled();
  await expect(f.submit).toBeFocused();
  await f.back.click();
  await expect(f.firstName).toHaveValue('Ruth');
  await expect(f.email).toHaveValue('ruth@riverside.org');
});

test('a filled honeypot is answered as a success but stores nothing', async ({ page }) => {
  let inserts = 0;
  await page.route('**/rest/v1/onboarding_requests*', (route) => {
    inserts += 1;
    return route.continue();
  });
  await page.goto('/request-access');
  const f = requestForm(page);
  const honeypot = f.dialog.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(f.dialog.getByRole('textbox', { name: fields.honeypot })).toHaveCount(0);
  await fillStepOne(page, 'bot@spam.example');
  await honeypot.fill('https://spam.example');
  await f.next.click();
  await f.organizationSize.selectOption('500+ employees');
  await f.submit.click();
  await expectToast(page, messages.submitted);
  await expect(page).toHaveURL(/\/$/);
  expect(inserts).toBe(0);
});
