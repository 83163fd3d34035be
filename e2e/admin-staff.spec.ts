/**
 * The Staff tab in a real page (docs/product.md#staff-accounts): an owner turns on two-step
 * sign-in (inviting needs aal2), invites an editor; with no mail set up in this run the link is
 * shown to pass on; the editor follows it, sets a password and sees only the tabs an editor may
 * use; the owner removes them. The database's rules per role are tests/db/staff-roles.test.ts's.
 */
import { ENROL_TEXT, CODE_TEXT } from '../src/admin/mfa/strings.ts';
import { PASSWORD_TEXT } from '../src/admin/links/strings.ts';
import { ROLE_TABS } from '../src/admin/staff/role-tabs.ts';
import { ROLE_TEXT, STAFF_TEXT } from '../src/admin/staff/strings.ts';
import { AUTH_TEXT, DASHBOARD_TEXT, SESSION_MESSAGES } from '../src/admin/strings.ts';
import { authenticatorCode } from '../tests/support/totp-code.ts';
import { expectAccessible } from './support/a11y.ts';
import { signInWithPassword } from './support/leads.ts';
import { expect, test } from './support/test.ts';
import { createAdmin, secretClient } from './support/users.ts';

const PASSWORD = 'an owner passphrase';
const TAB_NAMES = { ...DASHBOARD_TEXT.tabs, staff: STAFF_TEXT.tab };

test('an owner invites an editor, who joins from the link and sees the blog only', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const owner = `owner-${Date.now()}@e2e.test`;
  const id = await createAdmin(baseURL ?? '', owner, PASSWORD);
  await secretClient(baseURL ?? '')
    .from('admin_roles')
    .update({ role: 'owner' })
    .eq('user_id', id);

  await signInWithPassword(page, { email: owner, password: PASSWORD });
  await page.getByRole('tab', { name: DASHBOARD_TEXT.tabs.account }).click();
  await page.getByRole('button', { name: ENROL_TEXT.start }).click();
  const secret = (await page.getByText(/^[A-Z2-7]{32}$/).textContent()) ?? '';
  await page.getByLabel(CODE_TEXT.code).fill(authenticatorCode(secret, Math.floor(Date.now() / 1000)));
  await page.getByRole('button', { name: ENROL_TEXT.confirm }).click();
  await expect(page.getByText(ENROL_TEXT.on)).toBeVisible();

  const editor = `editor-${Date.now()}@e2e.test`;
  await page.getByRole('tab', { name: STAFF_TEXT.tab }).click();
  await page.getByLabel(STAFF_TEXT.email, { exact: true }).fill(editor);
  await page.getByRole('radio', { name: ROLE_TEXT.editor.label }).check();
  await page.getByRole('button', { name: STAFF_TEXT.invite, exact: true }).click();
  const link = page.getByRole('textbox', { name: STAFF_TEXT.linkHeading(editor) });
  await expect(link).toBeVisible();
  await expect(page.getByText(STAFF_TEXT.pending)).toBeVisible();
  await expectAccessible(page, '/admin, Staff tab with an invitation link');

  const joining = await browser.newPage();
  await joining.goto(await link.inputValue());
  await expect(joining.getByRole('heading', { name: PASSWORD_TEXT.inviteHeading })).toBeVisible();
  await joining.getByLabel(PASSWORD_TEXT.field).fill('an editor passphrase');
  await joining.getByRole('button', { name: PASSWORD_TEXT.save }).click();
  await expect(joining.getByRole('tab')).toHaveText(ROLE_TABS.editor.map((tab) => TAB_NAMES[tab]));

  await page.reload();
  await page.getByRole('tab', { name: STAFF_TEXT.tab }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: `${STAFF_TEXT.remove} ${editor}` }).click();
  await expect(page.getByText(STAFF_TEXT.removed(editor))).toBeVisible();
  // The editor's next call is refused: a reload's check signs them out.
  await joining.reload();
  await expect(joining.getByText(SESSION_MESSAGES.denied)).toBeVisible();
  await expect(joining.getByRole('button', { name: AUTH_TEXT.signIn })).toBeVisible();
});
