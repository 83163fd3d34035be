/**
 * Both forms take every address the email rule takes (docs/product.md#email-address-rule: no
 * spaces, one @, a dot in the domain part), and the database stores what they take: each address
 * below reaches its success message, which only a stored row gives. Control and format characters
 * count as spaces.
 */
import { REQUEST_ACCESS } from '../src/data/request-access.ts';
import { CONTACT_DIALOG, FOOTER, TOASTER } from '../src/data/site.ts';
import { PEOPLES_ADDRESSES } from '../tests/unit/lib/forms/email-address-examples.ts';
import { fillRequiredFields, requestForm } from './support/request-form.ts';
import { expect, test } from './support/test.ts';

// Dialogs and toasts come and go at once: five sends in a row need no animation.
test.use({ reducedMotion: 'reduce' });

test('the contact form sends a message from each address people have', async ({ page }) => {
  await page.goto('/');
  const trigger = page.getByRole('contentinfo').getByRole('button', { name: FOOTER.contactUs });
  const dialog = page.getByRole('dialog', { name: CONTACT_DIALOG.heading });
  const email = dialog.getByLabel(CONTACT_DIALOG.labels.email);
  const sent = page.getByRole('listitem').filter({ hasText: CONTACT_DIALOG.success.title });

  await trigger.click();
  await dialog.getByLabel(CONTACT_DIALOG.labels.name).fill('Siobhan');
  await dialog.getByLabel(CONTACT_DIALOG.labels.message).fill('Hello from an address with a space in it.');
  // A zero-width space shows as nothing, and counts as a space.
  await email.fill('siobhan\u200b@example.org');
  await dialog.getByRole('button', { name: CONTACT_DIALOG.send }).click();
  await expect(email).toHaveAccessibleDescription(CONTACT_DIALOG.problems.email);
  await page.keyboard.press('Escape');

  for (const address of PEOPLES_ADDRESSES) {
    await trigger.click();
    await dialog.getByLabel(CONTACT_DIALOG.labels.name).fill('Siobhan');
    await email.fill(address);
    await dialog.getByLabel(CONTACT_DIALOG.labels.message).fill(`Hello from ${address}`);
    await dialog.getByRole('button', { name: CONTACT_DIALOG.send }).click();
    await expect(sent, address).toHaveCount(1);
    await expect(dialog).toBeHidden();
    await sent.getByRole('button', { name: TOASTER.dismiss }).click();
    await expect(sent).toHaveCount(0);
  }
});

test('the request form takes an apostrophe in an address, and the request is stored', async ({ page }) => {
  const [address = ''] = PEOPLES_ADDRESSES;
  await page.goto('/request-access');
  await fillRequiredFields(page, address);
  await requestForm(page).submit.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('listitem').filter({ hasText: REQUEST_ACCESS.messages.submitted.description }),
  ).toBeVisible();
});
