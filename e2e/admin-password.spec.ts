/**
 * A forgotten password in a real page (docs/product.md#staff-accounts): the form's one answer, then
 * the mailed link (its token made here with generateLink, as no mail is set up in this run), the
 * rules beside the field, a refused password, a saved one that opens the dashboard, and the link
 * refused when used again. The server's rules are the contract suite's (auth-email-links).
 */
import { FORGOT_TEXT, LINK_TEXT, PASSWORD_TEXT } from '../src/admin/links/strings.ts';
import { DASHBOARD_TEXT } from '../src/admin/strings.ts';
import { expectAccessible } from './support/a11y.ts';
import { expect, test } from './support/test.ts';
import { createAdmin, secretClient } from './support/users.ts';

test('a forgotten password is reset from the mailed link', async ({ page, baseURL }) => {
  const email = `forgot-${Date.now()}@e2e.test`;
  await createAdmin(baseURL ?? '', email, 'the password I forgot');

  await page.goto('/admin');
  await page.getByRole('button', { name: FORGOT_TEXT.link }).click();
  await page.getByLabel(FORGOT_TEXT.email).fill(email);
  await page.getByRole('button', { name: FORGOT_TEXT.send }).click();
  await expect(page.getByRole('status')).toHaveText(FORGOT_TEXT.sent(email));

  const { data } = await secretClient(baseURL ?? '').auth.admin.generateLink({ type: 'recovery', email });
  const link = `/admin#token_hash=${data.properties?.hashed_token ?? ''}&type=recovery`;
  await page.goto(link);
  await expect(page.getByRole('heading', { name: PASSWORD_TEXT.resetHeading })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByLabel(PASSWORD_TEXT.field)).toHaveAccessibleDescription(PASSWORD_TEXT.rules);
  await expectAccessible(page, '/admin, choosing a new password');
  await page.getByLabel(PASSWORD_TEXT.field).fill(email);
  await page.getByRole('button', { name: PASSWORD_TEXT.save }).click();
  await expect(page.getByText(PASSWORD_TEXT.guessable)).toBeVisible();
  await page.getByLabel(PASSWORD_TEXT.field).fill('a password I will remember');
  await page.getByRole('button', { name: PASSWORD_TEXT.save }).click();
  await expect(page.getByRole('button', { name: DASHBOARD_TEXT.signOut })).toBeVisible();

  await page.goto(link);
  await expect(page.getByRole('heading', { name: LINK_TEXT.invalidHeading })).toBeVisible();
  await page.getByRole('button', { name: LINK_TEXT.back }).click();
  // Still signed in from the saved password: back to the dashboard.
  await expect(page.getByRole('button', { name: DASHBOARD_TEXT.signOut })).toBeVisible();
});
