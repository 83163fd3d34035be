/**
 * The contact dialog and the toasts, in both motion settings (Playwright's reducedMotion): both
 * enter and leave with motion, and leaving must never wait on an animation (docs/product.md#accessibility).
 * The fields' own messages are in forms.spec.ts. Each behaviour here runs once with motion allowed and once with it reduced.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { REQUEST_ACCESS } from '../src/data/request-access.ts';
import { CONTACT_DIALOG, FOOTER, TOASTER } from '../src/data/site.ts';
import { ERROR_TOAST_MS } from '../src/lib/ui/toast.ts';
import { adminClient } from './support/admin-client.ts';
import { requestForm } from './support/request-form.ts';
import { expect, test } from './support/test.ts';

const MOTIONS = ['no-preference', 'reduce'] as const;

/** Whether the page behind can scroll and take focus again (the dialog's hold is released). */
async function pageReleased(page: Page) {
  return page.evaluate(
    () =>
      document.querySelectorAll('[inert]').length === 0 &&
      getComputedStyle(document.documentElement).overflow !== 'hidden' &&
      getComputedStyle(document.body).overflow !== 'hidden',
  );
}

for (const motion of MOTIONS) {
  test.describe(`motion ${motion}`, () => {
    test.use({ reducedMotion: motion });

    test.describe('contact dialog', () => {
      const fill = async (dialog: Locator, name: string, email: string, message: string) => {
        await dialog.getByLabel(CONTACT_DIALOG.labels.name).fill(name);
        await dialog.getByLabel(CONTACT_DIALOG.labels.email).fill(email);
        await dialog.getByLabel(CONTACT_DIALOG.labels.message).fill(message);
      };
      const openFromFooter = async (page: Page) => {
        await page.goto('/blog');
        const trigger = page.getByRole('contentinfo').getByRole('button', { name: FOOTER.contactUs });
        await trigger.click();
        const dialog = page.getByRole('dialog', { name: CONTACT_DIALOG.heading });
        await expect(dialog).toBeVisible();
        return { trigger, dialog };
      };

      test('sends a message, says so, clears the form, closes and gives focus back', async ({
        page,
        baseURL,
      }) => {
        const email = `ruth-${randomUUID()}@example.org`;
        const { trigger, dialog } = await openFromFooter(page);
        await expect(dialog.getByLabel(CONTACT_DIALOG.labels.name)).toBeFocused();
        await fill(dialog, '  Ruth Moabite ', email, 'Could we see a demo for our food pantry volunteers?');
        await dialog.getByRole('button', { name: CONTACT_DIALOG.send }).click();

        const toast = page.getByRole('listitem').filter({ hasText: CONTACT_DIALOG.success.title });
        await expect(toast).toContainText(CONTACT_DIALOG.success.description);
        await expect(dialog).toBeHidden();
        await expect(trigger).toBeFocused();

        const admin = await adminClient(baseURL ?? '');
        const { data } = await admin.from('contact_messages').select('*').eq('email', email);
        expect(data).toEqual([
          {
            id: expect.any(String),
            name: 'Ruth Moabite',
            email,
            message: 'Could we see a demo for our food pantry volunteers?',
            status: 'unread',
            created_at: expect.any(String),
            responded_at: null,
            status_changed_at: null,
            status_changed_by: null,
            // The first page of this tab's visit, with no campaign and no other site before it.
            utm_source: null,
            utm_medium: null,
            utm_campaign: null,
            utm_term: null,
            utm_content: null,
            referrer_host: null,
            landing_path: '/blog',
          },
        ]);

        await trigger.click();
        await expect(dialog.getByLabel(CONTACT_DIALOG.labels.name)).toHaveValue('');
      });

      test('Escape, the Close button and a click beside the box close it, give focus back and release the page', async ({
        page,
      }) => {
        const { trigger, dialog } = await openFromFooter(page);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(trigger).toBeFocused();
        await trigger.click();
        // The hold is set as the dialog opens, a frame or more after the click.
        await expect.poll(() => pageReleased(page)).toBe(false);
        await dialog.getByRole('button', { name: CONTACT_DIALOG.close }).click();
        await expect(dialog).toBeHidden();
        await expect(trigger).toBeFocused();
        expect(await pageReleased(page)).toBe(true);

        await trigger.click();
        await expect(dialog).toBeVisible();
        await page.mouse.click(4, 4);
        await expect(dialog).toBeHidden();
        expect(await pageReleased(page)).toBe(true);
        // The page scrolls again.
        await page.mouse.wheel(0, 400);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      });

      test('opens from the keyboard, keeps Tab inside and gives focus back on Close', async ({ page }) => {
        await page.goto('/blog');
        const trigger = page.getByRole('contentinfo').getByRole('button', { name: FOOTER.contactUs });
        await trigger.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: CONTACT_DIALOG.heading });
        await expect(dialog.getByLabel(CONTACT_DIALOG.labels.name)).toBeFocused();

        // Forwards and backwards past both ends: focus is only ever in the dialog (or the browser's own UI).
        for (const key of ['Tab', 'Shift+Tab']) {
          for (let press = 0; press < 8; press += 1) {
            await page.keyboard.press(key);
            const inside = await dialog.evaluate(
              (element) =>
                document.activeElement === document.body || element.contains(document.activeElement),
            );
            expect(inside, `focus after ${press + 1} × ${key}`).toBe(true);
          }
        }
        await dialog.getByRole('button', { name: CONTACT_DIALOG.close }).focus();
        await page.keyboard.press('Enter');
        await expect(dialog).toBeHidden();
        await expect(trigger).toBeFocused();
      });

      test('a click before the dialog has loaded opens it once its code arrives', async ({ page }) => {
        // The dialog's code loads only when it is first needed; hold it back to click before it is in.
        let releaseCode = () => {};
        const codeReleased = new Promise<void>((resolve) => (releaseCode = resolve));
        let codeRequested = false;
        await page.route('**/_astro/ContactDialog.*.js', async (route) => {
          codeRequested = true;
          await codeReleased;
          await route.continue();
        });
        await page.goto('/blog');
        await page.waitForLoadState('networkidle');
        expect(codeRequested).toBe(false);

        const trigger = page.getByRole('contentinfo').getByRole('button', { name: FOOTER.contactUs });
        await trigger.click();
        const dialog = page.getByRole('dialog', { name: CONTACT_DIALOG.heading });
        await expect.poll(() => codeRequested).toBe(true);
        await expect(dialog).toBeHidden();

        releaseCode();
        await expect(dialog).toBeVisible();
        await expect(dialog.getByLabel(CONTACT_DIALOG.labels.name)).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(trigger).toBeFocused();
      });

      test('a failed send says so above the dialog, which keeps what was typed', async ({ page }) => {
        await page.route('**/rest/v1/contact_messages*', (route) =>
          route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
        );
        const { trigger, dialog } = await openFromFooter(page);
        await fill(dialog, 'Ruth', 'ruth@example.org', 'Still here?');
        await dialog.getByRole('button', { name: CONTACT_DIALOG.send }).click();
        const toast = page.getByRole('listitem').filter({ hasText: CONTACT_DIALOG.failure.title });
        await expect(toast).toContainText(CONTACT_DIALOG.failure.description);
        await expect(dialog).toBeVisible();
        await expect(dialog.getByLabel(CONTACT_DIALOG.labels.message)).toHaveValue('Still here?');
        // Above the backdrop: what lies at the toast's centre is the toast itself.
        const onTop = await toast.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
        });
        expect(onTop).toBe(true);
        await expect(dialog.getByRole('button', { name: CONTACT_DIALOG.send })).toBeInViewport();

        // A click beside the box closes it, as Escape does; focus goes back; what was typed stays.
        await page.mouse.click(4, 4);
        await expect(dialog).toBeHidden();
        await expect(trigger).toBeFocused();
        await trigger.click();
        await expect(dialog.getByLabel(CONTACT_DIALOG.labels.message)).toHaveValue('Still here?');
      });

      test('a filled honeypot is dropped quietly', async ({ page, baseURL }) => {
        const { dialog } = await openFromFooter(page);
        const email = `bot-${randomUUID()}@example.org`;
        await fill(dialog, 'Bot', email, 'Buy now');
        await dialog.locator('input[name="website"]').fill('https://spam.example', { force: true });
        await dialog.getByRole('button', { name: CONTACT_DIALOG.send }).click();
        await expect(
          page.getByRole('listitem').filter({ hasText: CONTACT_DIALOG.success.title }),
        ).toBeVisible();
        const admin = await adminClient(baseURL ?? '');
        const { data } = await admin.from('contact_messages').select('id').eq('email', email);
        expect(data).toEqual([]);
      });
    });

    test.describe('toasts', () => {
      /** The page's clock stands still from here on; only runFor moves it. */
      async function openWithPausedClock(page: Page, path: string) {
        await page.clock.install({ time: 0 });
        await page.goto(path);
        await page.clock.pauseAt(60_000);
      }

      test('an error leaves by itself; the same error again is one toast, its time restarted; a dismissed toast leaves, the next stands alone', async ({
        page,
      }) => {
        await openWithPausedClock(page, '/request-access');
        const { missingFields } = REQUEST_ACCESS.messages;
        const toasts = page.getByRole('listitem').filter({ hasText: missingFields.description });
        const next = requestForm(page).next;

        await next.click();
        await expect(toasts).toHaveCount(1);
        await expect(toasts).toContainText(missingFields.title);
        await page.clock.runFor(ERROR_TOAST_MS / 2);
        await next.click();
        // A whole ERROR_TOAST_MS from the second showing, less a second: one toast, still there.
        await page.clock.runFor(ERROR_TOAST_MS - 1000);
        await expect(toasts).toHaveCount(1);
        await page.clock.runFor(2000);
        await expect(toasts).toHaveCount(0);

        await next.click();
        await toasts.getByRole('button', { name: TOASTER.dismiss }).click();
        await expect(toasts).toHaveCount(0);
        await next.click();
        await expect(toasts).toHaveCount(1);
        await page.clock.runFor(ERROR_TOAST_MS + 1000);
        await expect(toasts).toHaveCount(0);
      });
    });
  });
}
