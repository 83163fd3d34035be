/**
 * Toasts never cover the control they speak of (docs/product.md#forms-and-their-messages): in the admin
 * here, in the request dialog at the end of request-access.spec.ts's first test. The contact dialog's
 * field messages are in dialogs-and-toasts.spec.ts; the email rule in
 * tests/unit/lib/forms/email-address.test.ts and tests/db/lead-integrity.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { LIST_TEXT, MESSAGES_TEXT } from '../src/admin/strings.ts';
import { VIEWPORTS } from './support/a11y.ts';
import { adminSession } from './support/admin-client.ts';
import { coveredControls } from './support/request-form.ts';
import { insertAsVisitor, openTab } from './support/leads.ts';
import { expect, test } from './support/test.ts';

for (const viewport of Object.values(VIEWPORTS)) {
  test.describe(`toasts cover no control (${viewport.width} px)`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

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
