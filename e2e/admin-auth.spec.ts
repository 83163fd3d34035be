/**
 * /admin sign-in and session (docs/product.md#admin-sign-in-and-session-check): every sign-in
 * outcome the browser can reach against the real backend, the session across reloads and tabs, and
 * Sign out.
 */
import type { Page } from '@playwright/test';
import {
  AUTH_TEXT,
  DASHBOARD_TEXT,
  LOGIN_MESSAGES,
  LOGOUT_MESSAGES,
  SESSION_MESSAGES,
} from '../src/admin/strings.ts';
import { BLOG_ADMIN } from '../src/admin/blog/strings.ts';
import { E2E_ADMIN } from './support/admin.ts';
import { adminSession, signedInClient, startSignedIn } from './support/admin-client.ts';
import { expect, test } from './support/test.ts';
import { createMember } from './support/users.ts';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/admin');
  await page.getByLabel(AUTH_TEXT.email).fill(email);
  await page.getByLabel(AUTH_TEXT.password).fill(password);
  await page.getByRole('button', { name: AUTH_TEXT.signIn }).click();
}

async function expectDashboard(page: Page) {
  await expect(page.getByRole('button', { name: DASHBOARD_TEXT.signOut })).toBeVisible();
  await expect(page.getByRole('tab', { name: DASHBOARD_TEXT.tabs.messages, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText(E2E_ADMIN.email)).toBeVisible();
}

async function expectLoginForm(page: Page) {
  await expect(page.getByRole('button', { name: AUTH_TEXT.signIn })).toBeVisible();
  await expect(page.getByRole('button', { name: DASHBOARD_TEXT.signOut })).toHaveCount(0);
}

/** supabase-js keeps the session in localStorage under sb-<host>-auth-token. */
function storedSessionKeys(page: Page) {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('-auth-token')));
}

test('the admin signs in: Login successful, Messages tab first', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page.getByText(LOGIN_MESSAGES.success)).toBeVisible();
  await expectDashboard(page);
  await expect(page).toHaveTitle(/Admin/);
  // The tab names stay the bare labels; the counts are their descriptions.
  const messages = page.getByRole('tab', { name: DASHBOARD_TEXT.tabs.messages, exact: true });
  await expect(messages).toHaveAccessibleName(DASHBOARD_TEXT.tabs.messages);
  await expect(messages).toHaveAccessibleDescription(/^[\d,]+ unread$/);
  await expect(
    page.getByRole('tab', { name: DASHBOARD_TEXT.tabs.requests, exact: true }),
  ).toHaveAccessibleDescription(/^[\d,]+ pending$/);
});

test("a wrong password shows the provider's message and keeps the form", async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, 'not the password');
  await expect(page.getByRole('listitem').filter({ hasText: 'Invalid login credentials' })).toBeVisible();
  await expectLoginForm(page);
  expect(await storedSessionKeys(page)).toEqual([]);
});

test('empty fields are refused before any request', async ({ page }) => {
  const tokenRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/token')) tokenRequests.push(request.url());
  });
  await page.goto('/admin');
  const email = page.getByLabel(AUTH_TEXT.email);
  const password = page.getByLabel(AUTH_TEXT.password);
  await page.getByRole('button', { name: AUTH_TEXT.signIn }).click();
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await email.fill(E2E_ADMIN.email);
  await page.getByRole('button', { name: AUTH_TEXT.signIn }).click();
  expect(await password.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await expectLoginForm(page);
  expect(tokenRequests).toEqual([]);
});

test('a signed-in user who is not an admin is refused and signed out at once', async ({ page, baseURL }) => {
  const email = `member-${Date.now()}@e2e.test`;
  await createMember(baseURL ?? '', email, 'a member passphrase');
  await signIn(page, email, 'a member passphrase');
  await expect(page.getByRole('listitem').filter({ hasText: LOGIN_MESSAGES.denied })).toBeVisible();
  await expectLoginForm(page);
  await expect.poll(() => storedSessionKeys(page)).toEqual([]);
  await page.reload();
  await expectLoginForm(page);
});

test('a reload keeps the session', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expectDashboard(page);
  await page.reload();
  await expectDashboard(page);
  await expect(page.getByText(LOGIN_MESSAGES.success)).toHaveCount(0);
});

test('Sign out ends the session, here and after a reload', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expectDashboard(page);
  await page.getByRole('button', { name: DASHBOARD_TEXT.signOut }).click();
  await expect(page.getByText(LOGOUT_MESSAGES.success)).toBeVisible();
  await expectLoginForm(page);
  await page.reload();
  await expectLoginForm(page);
});

test('a sign-out in another tab logs this tab out', async ({ page, context }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expectDashboard(page);
  const other = await context.newPage();
  await other.goto('/admin');
  await expectDashboard(other);
  await other.getByRole('button', { name: DASHBOARD_TEXT.signOut }).click();
  await expectLoginForm(other);
  await expectLoginForm(page);
});

/** The reason the page-load check gives on the login screen. */
async function expectRefusal(page: Page, message: string) {
  await expectLoginForm(page);
  await expect(page.locator('form').getByText(message, { exact: true })).toBeVisible();
}

test.describe('the page-load check explains a refused stored session', () => {
  test('a stored session of a user who is not an admin: Access denied, signed out', async ({
    page,
    baseURL,
  }) => {
    const member = { email: `member-${Date.now()}@e2e.test`, password: 'a member passphrase' };
    await createMember(baseURL ?? '', member.email, member.password);
    const client = await signedInClient(baseURL ?? '', member);
    await startSignedIn(page, await adminSession(baseURL ?? '', client));
    await page.goto('/admin');
    await expectRefusal(page, SESSION_MESSAGES.denied);
    await expect.poll(() => storedSessionKeys(page)).toEqual([]);
  });

  test('a role check that fails: Admin role verification failed, signed out', async ({ page, baseURL }) => {
    await startSignedIn(page, await adminSession(baseURL ?? ''));
    // The admin_roles read answers 500, as a database or network failure would.
    await page.route('**/rest/v1/admin_roles?**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'XX000', message: 'internal error', details: null, hint: null }),
      }),
    );
    await page.goto('/admin');
    await expectRefusal(page, SESSION_MESSAGES.verifyFailed);
    await expect.poll(() => storedSessionKeys(page)).toEqual([]);
  });

  test('an expired session whose refresh is refused: Session error with the reason', async ({
    page,
    baseURL,
  }) => {
    const stored = await adminSession(baseURL ?? '');
    const expired = {
      ...(JSON.parse(stored.value) as Record<string, unknown>),
      expires_at: Math.floor(Date.now() / 1000) - 60,
      refresh_token: 'not-a-refresh-token',
    };
    await startSignedIn(page, { key: stored.key, value: JSON.stringify(expired) });
    await page.goto('/admin');
    await expectRefusal(
      page,
      `${SESSION_MESSAGES.sessionErrorPrefix}Invalid Refresh Token: Refresh Token Not Found`,
    );
  });
});

/** The auth server's answer to the next sign-out, in GoTrue's error shape. */
const answerLogout = (page: Page, status: number, error: { error_code: string; msg: string }) =>
  page.route('**/auth/v1/logout**', (route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({ code: status, ...error }),
    }),
  );

test.describe('Sign out when the server refuses it', () => {
  test('a 500 keeps the admin signed in: Failed to logout, still signed in after a reload', async ({
    page,
  }) => {
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expectDashboard(page);
    await answerLogout(page, 500, { error_code: 'unexpected_failure', msg: 'Internal Server Error' });
    await page.getByRole('button', { name: DASHBOARD_TEXT.signOut }).click();
    await expect(page.getByText(LOGOUT_MESSAGES.failed, { exact: true })).toBeVisible();
    await expectDashboard(page);
    await expect(page.getByText(LOGOUT_MESSAGES.success)).toHaveCount(0);
    expect(await storedSessionKeys(page)).toHaveLength(1);
    await page.reload();
    await expectDashboard(page);
  });

  test('a 401 counts as signed out: Logged out successfully', async ({ page }) => {
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await expectDashboard(page);
    await answerLogout(page, 401, {
      error_code: 'no_authorization',
      msg: 'This endpoint requires a valid Bearer token',
    });
    await page.getByRole('button', { name: DASHBOARD_TEXT.signOut }).click();
    await expect(page.getByText(LOGOUT_MESSAGES.success, { exact: true })).toBeVisible();
    await expect(page.getByText(LOGOUT_MESSAGES.failed)).toHaveCount(0);
    await expectLoginForm(page);
    await expect.poll(() => storedSessionKeys(page)).toEqual([]);
  });
});

test('the tabs follow the arrow keys, Home and End', async ({ page }) => {
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expectDashboard(page);
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  await tab(DASHBOARD_TEXT.tabs.messages).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(DASHBOARD_TEXT.tabs.requests)).toBeFocused();
  await expect(tab(DASHBOARD_TEXT.tabs.requests)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: DASHBOARD_TEXT.tabs.requests })).toBeVisible();
  await page.keyboard.press('End');
  await expect(tab(DASHBOARD_TEXT.tabs.account)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab(DASHBOARD_TEXT.tabs.blog)).toHaveAttribute('aria-selected', 'true');
  const blog = page.getByRole('tabpanel', { name: DASHBOARD_TEXT.tabs.blog });
  await expect(blog).toBeVisible();
  // The Blog tab's own component is mounted in the panel (its behaviour has its own spec).
  await expect(blog.getByRole('button', { name: BLOG_ADMIN.list.newPost })).toBeVisible();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight');
  await expect(tab(DASHBOARD_TEXT.tabs.messages)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(tab(DASHBOARD_TEXT.tabs.account)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab(DASHBOARD_TEXT.tabs.messages)).toBeFocused();
  await expect(page.getByRole('tab', { selected: true })).toHaveCount(1);
});

test('search engines are asked not to index the admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
