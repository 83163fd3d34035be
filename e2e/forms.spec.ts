/**
 * Toasts never cover the control they speak of (docs/product.md#forms-and-their-messages); the request
 * dialog's own rules are in request-access.spec.ts, the contact dialog's field messages in
 * dialogs-and-toasts.spec.ts. The email rule is proven in tests/unit/lib/forms/email-address.test.ts and
 * tests/db/lead-integrity.test.ts.
 */
import type { Locator } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { LIST_TEXT, MESSAGES_TEXT } from '../src/admin/strings.ts';
import { ORGANIZATION_SIZES, REQUEST_ACCESS } from '../src/data/request-access.ts';
import { VIEWPORTS } from './support/a11y.ts';
import { adminSession } from './support/admin-client.ts';
import { fillStepOne, requestForm, toast } from './support/request-form.ts';
import { insertAsVisitor, openTab } from './support/leads.ts';
import { expect, test } from './support/test.ts';

const { messages } = REQUEST_ACCESS;

/**
 * The controls among `controls` that some toast on screen lies over, by their boxes, measured in one
 * pass in the page: a toast leaving or a row re-rendering between two measurements cannot stall it.
 */
function coveredControls(controls: Locator): Promise<string[]> {
  return controls.evaluateAll((elements) => {
    const toasts = [...document.querySelectorAll('[data-toaster] li')].map((item) =>
      item.getBoundingClientRect(),
    );
    return elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return toasts.some(
          (toast) =>
            box.left < toast.right &&
            toast.left < box.right &&
            box.top < toast.bottom &&
            toast.top < box.bottom,
        );
      })
      .map((element) => element.outerHTML.slice(0, 80));
  });
}

for (const viewport of Object.values(VIEWPORTS)) {
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
      await f.organizationSize.selectOption(ORGANIZATION_SIZES[3]);
      await f.submit.click();
      await expect(toast(page, messages.failed)).toBeVisible();
      await f.phone.fill('call me maybe');
      await f.submit.click();
      await expect(toast(page, messages.invalidPhone)).toBeVisible();
      await expect(f.phone).toBeFocused();

      const controls = f.dialog.locator('input:not([name="website"]), select, textarea, button');
      await expect.poll(() => coveredControls(f.dialog.locator(':focus'))).toEqual([]);
      for (const control of await controls.all()) {
        await control.scrollIntoViewIfNeeded();
        expect(await coveredControls(control)).toEqual([]);
      }
      for (const control of [f.back, f.submit, f.phone]) {
        await control.scrollIntoViewIfNeeded();
        await expect(control).toBeInViewport({ ratio: 1 });
      }
    });

    test('in the admin: not the last row’s buttons', async ({ page, baseURL }) => {
      const tag = `toastroom${randomUUID().slice(0, 8)}`;
      await insertAsVisitor(
        baseURL,
        'contact_messages',
        Array.from({ length: 6 }, (_, index) => ({
          name: `Row ${index + 1} ${tag}`,
          email: `row${index + 1}.${tag}@example.org`,
          message: 'Could you tell us more about volunteer scheduling?',
        })),
      );

      const panel = await openTab(page, await adminSession(baseURL ?? ''), 'messages', {
        term: tag,
        total: 6,
      });
      const last = panel.getByRole('listitem').last();
      await expect(last).toContainText(MESSAGES_TEXT.statusLabels.unread);

      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      await last.getByRole('button', { name: MESSAGES_TEXT.markRead, exact: true }).click();
      await expect(page.getByRole('listitem').filter({ hasText: LIST_TEXT.statusUpdated })).toBeVisible();
      // "Mark Read" holds the word too: the row is read once that button has gone.
      await expect(last.getByRole('button', { name: MESSAGES_TEXT.markRead, exact: true })).toHaveCount(0);
      // A page at its end stays at its end: the last row moves up out of the toast's way.
      await expect.poll(() => coveredControls(last.getByRole('button'))).toEqual([]);
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      );
      expect(await coveredControls(last.getByRole('button'))).toEqual([]);
      await expect(last.getByRole('button', { name: MESSAGES_TEXT.markResponded })).toBeInViewport({
        ratio: 1,
      });
    });
  });
}
