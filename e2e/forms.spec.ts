/**
 * Forms speak where the problem is (docs/product.md#forms-and-their-messages): a refused field says
 * why beside it and loses the message once right, the request form's error toasts leave with the
 * fix or the step, its answers survive leaving it for the session, every field takes no more than
 * its column, the contact dialog speaks the same way and holds the page still, the request dialog
 * leaves the page outside it inert, toasts never lie over a control (measured at 390 and 1280 px),
 * and the admin's sign-in error is said once.
 */
import type { Locator, Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { AUTH_TEXT, DASHBOARD_TEXT, LIST_TEXT, LOGIN_MESSAGES, MESSAGES_TEXT } from '../src/admin/strings.ts';
import { REQUEST_ACCESS, type ToastMessage } from '../src/data/request-access.ts';
import { CONTACT_DIALOG, FOOTER } from '../src/data/site.ts';
import { REQUEST_DRAFT_KEY } from '../src/lib/forms/request-draft.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../src/lib/db/supabase-config.ts';
import { E2E_ADMIN } from './support/admin.ts';
import { adminSession, startSignedIn } from './support/admin-client.ts';
import { requestForm } from './support/request-form.ts';
import { expect, test } from './support/test.ts';

const { messages, fieldMessage } = REQUEST_ACCESS;
const VOLUNTEERS = 'Volunteer Coordination';

function toast(page: Page, message: ToastMessage): Locator {
  return page.getByRole('listitem').filter({ hasText: message.description });
}

type Box = { x: number; y: number; width: number; height: number };

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The controls among `controls` that some toast on screen lies over, by their bounding boxes. */
async function coveredControls(page: Page, controls: Locator): Promise<string[]> {
  const toastBoxes = (await page.locator('[data-toaster] li').all()).map((item) => item.boundingBox());
  const boxes = (await Promise.all(toastBoxes)).filter((box): box is Box => box !== null);
  const covered: string[] = [];
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    if (box && boxes.some((toastBox) => overlap(box, toastBox))) {
      covered.push(await control.evaluate((element) => element.outerHTML.slice(0, 80)));
    }
  }
  return covered;
}

async function fillStepOne(page: Page, email: string) {
  const f = requestForm(page);
  await f.firstName.fill('Ruth');
  await f.lastName.fill('Okafor');
  await f.email.fill(email);
  await f.organizationName.fill('Riverside Food Bank');
  await f.organizationType.selectOption('Secular');
}

test.describe('the request form', () => {
  test('each refused field says why beside it; the message and the toast go with the fix', async ({
    page,
  }) => {
    await page.goto('/request-access');
    const f = requestForm(page);
    await expect(f.firstName).toBeFocused();
    await f.next.click();

    const missing = fieldMessage(messages.missingFields);
    expect(missing).toBe('Missing information: Please fill out all required fields to continue.');
    for (const field of [f.firstName, f.lastName, f.email, f.organizationName, f.organizationType]) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(missing);
    }
    await expect(f.firstName).toBeFocused();
    const missingToast = toast(page, messages.missingFields);
    await expect(missingToast).toContainText('Missing information');

    await f.firstName.fill('Ruth');
    await expect(f.firstName).toHaveAttribute('aria-invalid', 'false');
    await expect(f.firstName).toHaveAccessibleDescription('');
    await expect(f.dialog.getByText(missing)).toHaveCount(4);
    await expect(missingToast).toBeVisible();

    await f.lastName.fill('Okafor');
    await f.organizationName.fill('Riverside Food Bank');
    await f.organizationType.selectOption('Secular');
    // The email is still refused, now for its shape, checked as it is typed.
    await f.email.fill('ruth@riverside');
    await expect(f.email).toHaveAccessibleDescription('Invalid email: Please enter a valid email address.');
    // Nothing is missing any more, so the toast saying so has gone.
    await expect(missingToast).toHaveCount(0);

    await f.organizationName.focus();
    await f.next.click();
    await expect(f.email).toBeFocused();
    const emailToast = toast(page, messages.invalidEmail);
    await expect(emailToast).toContainText('Invalid email');
    await f.email.fill('ruth@riverside.org');
    await expect(f.email).toHaveAttribute('aria-invalid', 'false');
    await expect(f.dialog.getByText('Invalid email')).toHaveCount(0);
    await expect(emailToast).toHaveCount(0);
  });

  test("changing step takes the previous step's messages and error toasts with it", async ({ page }) => {
    await page.goto('/request-access');
    const f = requestForm(page);
    await fillStepOne(page, 'ruth@riverside.org');
    await f.next.click();
    await f.submit.click();
    const size = fieldMessage(messages.missingSize);
    expect(size).toBe('Missing information: Please select your organization size.');
    await expect(f.organizationSize).toHaveAccessibleDescription(size);
    await expect(f.organizationSize).toBeFocused();
    await expect(toast(page, messages.missingSize)).toBeVisible();

    await f.back.click();
    await expect(f.firstName).toBeVisible();
    await expect(page.locator('[data-toaster] li')).toHaveCount(0);
    await f.next.click();
    await expect(f.organizationSize).toHaveAttribute('aria-invalid', 'false');
    await expect(f.dialog.getByText(size)).toHaveCount(0);
  });

  test("every field takes no more than its column's length", async ({ page }) => {
    await page.goto('/request-access');
    const f = requestForm(page);
    await expect(f.firstName).toHaveAttribute('maxlength', '100');
    await expect(f.lastName).toHaveAttribute('maxlength', '100');
    await expect(f.email).toHaveAttribute('maxlength', '254');
    await expect(f.organizationName).toHaveAttribute('maxlength', '200');
    await f.organizationName.fill('o'.repeat(201));
    await expect(f.organizationName).toHaveValue('o'.repeat(200));
    await fillStepOne(page, 'ruth@riverside.org');
    await f.next.click();
    await expect(f.phone).toHaveAttribute('maxlength', '40');
    await expect(f.comments).toHaveAttribute('maxlength', '2000');
  });

  test('what was typed survives leaving for the session, without the honeypot, until it is sent', async ({
    page,
  }) => {
    // Five page loads and a real insert: more than the default budget on a busy machine.
    test.slow();
    const email = `draft+${randomUUID()}@riverside.org`;
    await page.goto('/request-access');
    const f = requestForm(page);
    await fillStepOne(page, email);
    await f.dialog.locator('input[name="website"]').fill('https://spam.example');
    await f.next.click();
    await f.organizationSize.selectOption('11-50 employees');
    await f.interest(VOLUNTEERS).check();
    await f.phone.fill('555 0100');
    await f.comments.fill('Three pantries.');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/$/);
    const kept = await page.evaluate((key) => sessionStorage.getItem(key), REQUEST_DRAFT_KEY);
    expect(kept).toContain(email);
    expect(kept).not.toContain('spam.example');

    await page.goto('/request-access');
    await expect(f.firstName).toHaveValue('Ruth');
    await expect(f.email).toHaveValue(email);
    await expect(f.organizationType).toHaveValue('secular');
    await expect(f.dialog.locator('input[name="website"]')).toHaveValue('');
    await f.close.click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/request-access');
    await expect(f.organizationName).toHaveValue('Riverside Food Bank');
    await f.next.click();
    await expect(f.organizationSize).toHaveValue('11-50 employees');
    await expect(f.interest(VOLUNTEERS)).toBeChecked();
    await expect(f.phone).toHaveValue('555 0100');
    await expect(f.comments).toHaveValue('Three pantries.');
    await f.submit.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page, messages.submitted)).toBeVisible();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), REQUEST_DRAFT_KEY)).toBeNull();

    await page.goto('/request-access');
    await expect(f.firstName).toBeFocused();
    await expect(f.firstName).toHaveValue('');
    await expect(f.email).toHaveValue('');
  });

  test('the page outside the dialog is inert; the toasts stay live', async ({ page }) => {
    await page.goto('/request-access');
    const f = requestForm(page);
    await expect(f.firstName).toBeFocused();
    await expect(page.locator('header').first()).toHaveAttribute('inert', '');
    await expect(page.locator('footer')).toHaveAttribute('inert', '');
    await expect(page.locator('[data-toaster]')).not.toHaveAttribute('inert');
    // Focus cannot be put on a link behind the dialog.
    await page
      .locator('header a')
      .first()
      .evaluate((link: HTMLElement) => link.focus());
    await expect(f.firstName).toBeFocused();

    await f.next.click();
    const missingToast = toast(page, messages.missingFields);
    await missingToast.getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(missingToast).toHaveCount(0);
  });
});

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 720 },
]) {
  test.describe(`toasts cover no control (${viewport.width} px)`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    test('in the request dialog: not the fields, not Back, not Submit', async ({ page }) => {
      await page.route('**/rest/v1/onboarding_requests*', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
      );
      await page.goto('/request-access');
      const f = requestForm(page);
      await fillStepOne(page, 'ruth@riverside.org');
      await f.next.click();
      await f.organizationSize.selectOption('201-500 employees');
      await f.submit.click();
      await expect(toast(page, messages.failed)).toBeVisible();
      await f.phone.fill('call me maybe');
      await f.submit.click();
      await expect(toast(page, messages.invalidPhone)).toBeVisible();
      await expect(f.phone).toBeFocused();

      const controls = f.dialog.locator('input:not([name="website"]), select, textarea, button');
      await expect.poll(() => coveredControls(page, f.dialog.locator(':focus'))).toEqual([]);
      for (const control of await controls.all()) {
        await control.scrollIntoViewIfNeeded();
        expect(await coveredControls(page, control)).toEqual([]);
      }
      for (const control of [f.back, f.submit, f.phone]) {
        await control.scrollIntoViewIfNeeded();
        await expect(control).toBeInViewport({ ratio: 1 });
      }
    });

    test('in the admin: not the last row’s buttons', async ({ page, baseURL }) => {
      const tag = `toastroom${randomUUID().slice(0, 8)}`;
      const visitor = createClient(baseURL ?? '', LOCAL_PUBLISHABLE_KEY, {
        auth: { persistSession: false, autoRefreshToken: false },
      });
      const rows = Array.from({ length: 6 }, (_, index) => ({
        name: `Row ${index + 1} ${tag}`,
        email: `row${index + 1}.${tag}@example.org`,
        message: 'Could you tell us more about volunteer scheduling?',
      }));
      expect((await visitor.from('contact_messages').insert(rows)).error).toBeNull();

      await startSignedIn(page, await adminSession(baseURL ?? ''));
      await page.goto('/admin');
      const panel = page.getByRole('tabpanel', { name: DASHBOARD_TEXT.tabs.messages });
      await panel.getByLabel(LIST_TEXT.search).fill(tag);
      await expect(panel.getByText(LIST_TEXT.showing(1, 6, 6))).toBeVisible();
      const items = panel.getByRole('listitem');
      const last = items.last();
      await expect(last).toContainText(MESSAGES_TEXT.statusLabels.unread);

      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      await last.getByRole('button', { name: MESSAGES_TEXT.markRead, exact: true }).click();
      await expect(page.getByRole('listitem').filter({ hasText: LIST_TEXT.statusUpdated })).toBeVisible();
      await expect(last).toContainText(MESSAGES_TEXT.statusLabels.read);
      // A page at its end stays at its end: the last row moves up out of the toast's way.
      await expect.poll(() => coveredControls(page, last.getByRole('button'))).toEqual([]);
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      expect(await coveredControls(page, last.getByRole('button'))).toEqual([]);
      await expect(last.getByRole('button', { name: MESSAGES_TEXT.markResponded })).toBeInViewport({
        ratio: 1,
      });
    });
  });
}

test.describe('the contact dialog', () => {
  async function openContact(page: Page) {
    await page.goto('/');
    const trigger = page.getByRole('contentinfo').getByRole('button', { name: FOOTER.contactUs });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: CONTACT_DIALOG.heading });
    await expect(dialog.getByLabel(CONTACT_DIALOG.labels.name)).toBeFocused();
    return { trigger, dialog };
  }

  test('says what is wrong beside each field, not in bubbles, and clears it when fixed', async ({ page }) => {
    let requests = 0;
    await page.route('**/rest/v1/contact_messages*', (route) => {
      requests += 1;
      return route.abort();
    });
    const { dialog } = await openContact(page);
    const name = dialog.getByLabel(CONTACT_DIALOG.labels.name);
    const email = dialog.getByLabel(CONTACT_DIALOG.labels.email);
    const message = dialog.getByLabel(CONTACT_DIALOG.labels.message);
    await expect(dialog.locator('form')).toHaveAttribute('novalidate', '');

    await email.fill('ruth@example');
    await dialog.getByRole('button', { name: CONTACT_DIALOG.send }).click();
    await expect(name).toHaveAccessibleDescription('Please fill out this field.');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    await expect(message).toHaveAccessibleDescription('Please fill out this field.');
    await expect(name).toBeFocused();

    await name.fill('   ');
    await expect(name).toHaveAccessibleDescription('Please fill out this field.');
    await name.fill('Ruth');
    await expect(name).toHaveAttribute('aria-invalid', 'false');
    await expect(name).toHaveAccessibleDescription('');
    await email.fill('ruth@example.org');
    await expect(email).toHaveAccessibleDescription('');
    await expect(dialog.getByText('Please fill out this field.')).toHaveCount(1);
    expect(requests).toBe(0);
  });

  test('holds the page behind it still, without a sideways jump', async ({ page }) => {
    await page.goto('/');
    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: FOOTER.contactUs });
    await footerButton.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    const headerBefore = await page.locator('header').first().boundingBox();
    await footerButton.click();
    const dialog = page.getByRole('dialog', { name: CONTACT_DIALOG.heading });
    await expect(dialog.getByLabel(CONTACT_DIALOG.labels.name)).toBeFocused();

    await page.mouse.move(5, 5);
    await page.mouse.wheel(0, -300);
    await page.keyboard.press('PageUp');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    expect(await page.locator('header').first().boundingBox()).toEqual(headerBefore);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflowY))
      .toBe('visible');
    await page.mouse.wheel(0, -300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(before);
  });
});

test('a refused admin sign-in is said once, in the toast', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel(AUTH_TEXT.email).fill(E2E_ADMIN.email);
  await page.getByLabel(AUTH_TEXT.password).fill('not the password');
  await page.getByRole('button', { name: AUTH_TEXT.signIn }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Invalid login credentials' })).toBeVisible();
  await expect(page.getByText('Invalid login credentials')).toHaveCount(1);
  await expect(page.locator('form').getByText('Invalid login credentials')).toHaveCount(0);
});

test('the toast after signing in leaves the admin at its top, with Sign out in view', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel(AUTH_TEXT.email).fill(E2E_ADMIN.email);
  await page.getByLabel(AUTH_TEXT.password).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: AUTH_TEXT.signIn }).click();
  await expect(page.getByRole('listitem').filter({ hasText: LOGIN_MESSAGES.success })).toBeVisible();
  await expect(page.getByRole('button', { name: DASHBOARD_TEXT.signOut })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
