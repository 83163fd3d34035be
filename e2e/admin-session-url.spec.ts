/**
 * A session in the address cannot replace the admin's (docs/product.md#sessions-and-tokens): the
 * site has no redirect-based sign-in, so supabase-js is told not to read `#access_token=…` at all.
 */
import { DASHBOARD_TEXT } from '../src/admin/strings.ts';
import { E2E_ADMIN } from './support/admin.ts';
import { adminSession, signedInClient, startSignedIn } from './support/admin-client.ts';
import { expect, test } from './support/test.ts';
import { createMember } from './support/users.ts';

test("a stranger's tokens in /admin#access_token=… leave the admin signed in as themself", async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const stranger = { email: `stranger-${Date.now()}@example.org`, password: 'a long enough password' };
  await createMember(base, stranger.email, stranger.password);
  const { data } = await (await signedInClient(base, stranger)).auth.getSession();
  const planted = data.session;
  if (!planted) throw new Error('the stranger has no session');

  await startSignedIn(page, await adminSession(base));
  const hash = new URLSearchParams({
    access_token: planted.access_token,
    refresh_token: planted.refresh_token,
    expires_in: String(planted.expires_in),
    expires_at: String(planted.expires_at),
    token_type: 'bearer',
    type: 'magiclink',
  });
  await page.goto(`/admin#${hash.toString()}`);

  await expect(page.getByRole('button', { name: DASHBOARD_TEXT.signOut })).toBeVisible();
  await expect(page.getByText(E2E_ADMIN.email)).toBeVisible();
  await expect(page.getByText(stranger.email)).toHaveCount(0);
});
