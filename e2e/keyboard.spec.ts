/**
 * Keyboard use (docs/product.md#accessibility): focus moved usefully in the admin. The skip link, the
 * Tab walks and the accent buttons' hover contrast are in a11y.spec.ts, beside the axe runs of the same
 * pages; the walks' axe runs also prove every stop a native control or ARIA widget, so the home page's
 * buttons and slider answer Enter, Space and the arrows as their clicks do (pricing.spec.ts, shell.spec.ts).
 */
import { randomUUID } from 'node:crypto';
import { AUTH_TEXT, DASHBOARD_TEXT, MESSAGES_TEXT } from '../src/admin/strings.ts';
import { VIEWPORTS } from './support/a11y.ts';
import { E2E_ADMIN } from './support/admin.ts';
import { insertAsVisitor, searchLeads } from './support/leads.ts';
import { expect, test } from './support/test.ts';

test.use({ viewport: VIEWPORTS.desktop });

// The control that had focus goes (the sign-in form, a status button no longer offered): focus
// lands where the work goes on, not on <body>. In both motion settings.
for (const motion of ['no-preference', 'reduce'] as const) {
  test.describe(`admin focus, motion ${motion}`, () => {
    test.use({ reducedMotion: motion });

    test('signing in with Enter puts focus on the Messages panel’s heading; Mark Read from the keyboard puts it on the row’s next action, Mark Responded', async ({
      page,
      baseURL,
    }) => {
      const tag = `focus${randomUUID().slice(0, 8)}`;
      await insertAsVisitor(baseURL, 'contact_messages', [
        { name: `Nell ${tag}`, email: `nell.${tag}@example.org`, message: 'Do you run training days?' },
      ]);
      await page.goto('/admin');
      await page.getByLabel(AUTH_TEXT.email).fill(E2E_ADMIN.email);
      await page.getByLabel(AUTH_TEXT.password).fill(E2E_ADMIN.password);
      await page.keyboard.press('Enter');
      const panel = page.getByRole('tabpanel', { name: DASHBOARD_TEXT.tabs.messages });
      await expect(panel.getByRole('heading', { name: MESSAGES_TEXT.heading })).toBeFocused();

      await searchLeads(panel, tag, 1);
      const row = panel.getByRole('listitem').filter({ hasText: tag });
      await expect(row).toHaveCount(1);
      await row.getByRole('button', { name: MESSAGES_TEXT.markRead, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(row.getByRole('button', { name: MESSAGES_TEXT.markRead, exact: true })).toHaveCount(0);
      await expect(row.getByRole('button', { name: MESSAGES_TEXT.markResponded, exact: true })).toBeFocused();
    });
  });
}
