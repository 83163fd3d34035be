/**
 * /admin sign-in, session and failures (docs/product.md#admin-sign-in-and-session-check, #sessions-and-tokens,
 * #admin-lists): each failure is made to happen and must read in the product's words, never a library's
 * or the network's own text ("Failed to fetch", "{}", "Auth session or user missing").
 */
import { STAFF_TEXT } from '../src/admin/staff/strings.ts';
import type { Page, Request, Route } from '@playwright/test';
import {
  AUTH_TEXT,
  DASHBOARD_TEXT,
  LOGIN_MESSAGES,
  LOGOUT_MESSAGES,
  MESSAGES_TEXT,
  REQUESTS_TEXT,
  SESSION_MESSAGES,
} from '../src/admin/strings.ts';
import { TOASTER } from '../src/data/site.ts';
import { BLOG_ADMIN } from '../src/admin/blog/strings.ts';
import { E2E_ADMIN } from './support/admin.ts';
import { adminSession, signedInClient, startSignedIn, type StoredSession } from './support/admin-client.ts';
import { signInWithPassword, uniqueTag } from './support/leads.ts';
import { expect, test } from './support/test.ts';
import { createMember } from './support/users.ts';

/** A confirmed user who is not an admin, new to this test. */
async function newMember(baseURL: string | undefined, name = 'member') {
  const member = { email: `${name}-${uniqueTag()}@e2e.test`, password: 'a member passphrase' };
  await createMember(baseURL ?? '', member.email, member.password);
  return member;
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

/**
 * Words that must never reach people: what the network, the body or the library said. ("Failed to
 * fetch contact messages" is the product's own sentence, so a bare "Failed to fetch" is.)
 */
const RAW = /TypeError|Failed to fetch(?! [a-z])|\{\}|Auth session or user missing/;

/** A refused sign-in: said once, on the form, both fields marked invalid and described by it. */
async function expectRefused(page: Page, title: string) {
  const form = page.locator('form').filter({ has: page.getByLabel(AUTH_TEXT.email) });
  await expect(form.getByRole('alert')).toHaveText(title);
  await expect(page.getByText(title, { exact: true })).toHaveCount(1);
  for (const label of [AUTH_TEXT.email, AUTH_TEXT.password]) {
    await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(title);
  }
  await expect(page.locator('[data-toaster]')).not.toContainText(title);
}

/** Sees the toast titled exactly `title`, nothing raw beside it, and dismisses it. */
async function expectToast(page: Page, title: string) {
  const item = page
    .locator('[data-toaster]')
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
  await expect(item).toHaveCount(1);
  await expect(page.locator('[data-toaster]')).not.toContainText(RAW);
  await item.getByRole('button', { name: TOASTER.dismiss }).click();
  await expect(item).toHaveCount(0);
}

const isPath = (ending: string) => (url: URL) => url.pathname.endsWith(ending);
const tokenGrant = (grant: string) => (url: URL) =>
  url.pathname.endsWith('/auth/v1/token') && url.searchParams.get('grant_type') === grant;
const SERVER_ERROR = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ code: 'XX000', message: 'internal error', details: null, hint: null }),
};

/** Reads (GET) fail; writes and the dashboard's head-request counts go through. */
const failReads = (route: Route, request: Request) =>
  request.method() === 'GET' ? route.fulfill(SERVER_ERROR) : route.fallback();

let session: StoredSession;
test.beforeAll(async ({ baseURL }) => {
  session = await adminSession(baseURL ?? '');
});

test('the sign-in form refuses empty fields, a wrong password, a non-admin and a dropped request in its own words; the admin signs in, moves through the tabs, keeps the session over a reload and a refused Sign out, and Sign out in another tab ends it', async ({
  page,
  context,
  baseURL,
}) => {
  const tokenRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/v1/token')) tokenRequests.push(request.url());
  });
  await page.goto('/admin');
  const email = page.getByLabel(AUTH_TEXT.email);
  const password = page.getByLabel(AUTH_TEXT.password);
  const submit = () => page.getByRole('button', { name: AUTH_TEXT.signIn }).click();
  await submit();
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await email.fill(E2E_ADMIN.email);
  await submit();
  expect(await password.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await expectLoginForm(page);
  expect(tokenRequests).toEqual([]);

  // A wrong password: the provider's message, once, on the form, marking both fields.
  await password.fill('not the password');
  await submit();
  const said = 'Invalid login credentials';
  await expectRefused(page, said);
  await expectLoginForm(page);
  expect(await storedSessionKeys(page)).toEqual([]);

  await password.fill(E2E_ADMIN.password);
  // Typing again clears the marks.
  await expect(email).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByText(said)).toHaveCount(0);
  // The network drops the request: not supabase-js's "Failed to fetch" but the product's words. The
  // other failures' words, from supabase-js's own errors: tests/unit/admin/auth/provider-error.test.ts
  // and admin-check.test.ts (a failed role check, a throw such as a full storage).
  await page.route(tokenGrant('password'), (route) => route.abort('internetdisconnected'));
  await submit();
  await expectRefused(page, LOGIN_MESSAGES.failed);
  await page.unrouteAll();

  // A user who is not an admin is refused and signed out at once.
  const member = await newMember(baseURL);
  await email.fill(member.email);
  await password.fill(member.password);
  await submit();
  await expectRefused(page, LOGIN_MESSAGES.denied);
  await expectLoginForm(page);
  await expect.poll(() => storedSessionKeys(page)).toEqual([]);
  await page.reload();
  await expectLoginForm(page);

  // From here one password sign-in carries the session's whole life.
  await signInWithPassword(page);
  await expect(page.getByRole('listitem').filter({ hasText: LOGIN_MESSAGES.success })).toBeVisible();
  await expectDashboard(page);
  await expect(page.getByRole('button', { name: DASHBOARD_TEXT.signOut })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle(/Admin/);
  // The tab names stay the bare labels; the counts are their descriptions.
  const tab = (name: string) => page.getByRole('tab', { name, exact: true });
  await expect(tab(DASHBOARD_TEXT.tabs.messages)).toHaveAccessibleName(DASHBOARD_TEXT.tabs.messages);
  await expect(tab(DASHBOARD_TEXT.tabs.messages)).toHaveAccessibleDescription(/^[\d,]+ unread$/);
  await expect(tab(DASHBOARD_TEXT.tabs.requests)).toHaveAccessibleDescription(/^[\d,]+ pending$/);

  // The tabs follow the arrow keys, Home and End.
  await tab(DASHBOARD_TEXT.tabs.messages).focus();
  for (const [key, name] of [
    ['ArrowRight', DASHBOARD_TEXT.tabs.requests],
    ['End', DASHBOARD_TEXT.tabs.account],
    // The shared admin is the owner ADMIN_EMAIL makes: Staff sits before Account.
    ['ArrowLeft', STAFF_TEXT.tab],
    ['ArrowLeft', DASHBOARD_TEXT.tabs.blog],
    ['End', DASHBOARD_TEXT.tabs.account],
    ['ArrowRight', DASHBOARD_TEXT.tabs.messages],
    ['ArrowLeft', DASHBOARD_TEXT.tabs.account],
    ['Home', DASHBOARD_TEXT.tabs.messages],
  ] as const) {
    await page.keyboard.press(key);
    await expect(tab(name)).toBeFocused();
    // Each tab's panel with its content: a11y.spec's walk of the tabs.
    await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
  }
  await expect(page.getByRole('tab', { selected: true })).toHaveCount(1);

  await page.reload();
  await expectDashboard(page);
  await expect(page.getByText(LOGIN_MESSAGES.success)).toHaveCount(0);

  // A sign-out the server answers with 500 keeps the admin signed in, over a reload too.
  // (Which answers count as signed out: signOutRefused in tests/unit/admin/auth/admin-check.test.ts.)
  await page.route('**/auth/v1/logout**', (route) =>
    route.fulfill({
      status: 500,
      json: { code: 500, error_code: 'unexpected_failure', msg: 'Internal Server Error' },
    }),
  );
  await page.getByRole('button', { name: DASHBOARD_TEXT.signOut }).click();
  await expect(page.getByText(LOGOUT_MESSAGES.failed, { exact: true })).toBeVisible();
  await expectDashboard(page);
  await expect(page.getByText(LOGOUT_MESSAGES.success)).toHaveCount(0);
  expect(await storedSessionKeys(page)).toHaveLength(1);
  await page.unrouteAll();
  await page.reload();
  await expectDashboard(page);

  const other = await context.newPage();
  await other.goto('/admin');
  await expectDashboard(other);
  await other.getByRole('button', { name: DASHBOARD_TEXT.signOut }).click();
  await expect(other.getByText(LOGOUT_MESSAGES.success)).toBeVisible();
  await expectLoginForm(other);
  await expectLoginForm(page);
  await page.reload();
  await expectLoginForm(page);
});

// The other refusals (a failed or timed-out role check, a refresh answered with nothing to say) are
// verifySession's cases in tests/unit/admin/auth/admin-check.test.ts.
test("the page-load check explains a refused stored session on the login screen: a non-admin's is Access denied and signed out; an expired one whose refresh is refused is a Session error with the reason; signed in, a stranger's tokens in /admin#access_token=… leave the admin signed in as themself; lists and posts that cannot be read say so; a delete and a save the network drops say so, and Not authenticated once the session is gone", async ({
  page,
  baseURL,
}) => {
  const base = baseURL ?? '';
  const member = await adminSession(base, await signedInClient(base, await newMember(base)));
  // Expired, with a refresh token the server does not know.
  const expired = {
    ...(JSON.parse(session.value) as object),
    expires_at: Math.floor(Date.now() / 1000) - 60,
    refresh_token: 'not-a-refresh-token',
  };
  await page.goto('/admin');
  for (const [stored, message, signedOut] of [
    [member.value, SESSION_MESSAGES.denied, true],
    [
      JSON.stringify(expired),
      `${SESSION_MESSAGES.sessionErrorPrefix}Invalid Refresh Token: Refresh Token Not Found`,
      false,
    ],
  ] as const) {
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [session.key, stored] as const);
    await page.reload();
    await expectLoginForm(page);
    await expect(page.locator('form').getByText(message, { exact: true })).toBeVisible();
    await expect(page.locator('form')).not.toContainText(RAW);
    if (signedOut) await expect.poll(() => storedSessionKeys(page)).toEqual([]);
  }

  // Signed in: a stranger's tokens in the address leave the admin signed in as themself.
  const stranger = await newMember(base, 'stranger');
  const { data } = await (await signedInClient(base, stranger)).auth.getSession();
  const planted = data.session;
  if (!planted) throw new Error('the stranger has no session');
  await startSignedIn(page, session);
  const hash = new URLSearchParams({
    access_token: planted.access_token,
    refresh_token: planted.refresh_token,
    expires_in: String(planted.expires_in),
    expires_at: String(planted.expires_at),
    token_type: 'bearer',
    type: 'magiclink',
  });
  // From elsewhere: only the hash changing would not load the page again.
  await page.goto('about:blank');
  await page.goto(`/admin#${hash.toString()}`);
  await expect(page.getByRole('button', { name: DASHBOARD_TEXT.signOut })).toBeVisible();
  await expect(page.getByText(E2E_ADMIN.email)).toBeVisible();
  await expect(page.getByText(stranger.email)).toHaveCount(0);

  await page.route(isPath('/rest/v1/contact_messages'), failReads);
  await page.route(isPath('/rest/v1/onboarding_requests'), failReads);
  await page.route(isPath('/rest/v1/blog_posts'), failReads);
  await page.goto('/admin');
  await expectToast(page, MESSAGES_TEXT.fetchFailed);
  const blogTab = page.getByRole('tab', { name: DASHBOARD_TEXT.tabs.blog, exact: true });
  await page.getByRole('tab', { name: DASHBOARD_TEXT.tabs.requests, exact: true }).click();
  await expectToast(page, REQUESTS_TEXT.fetchFailed);
  await blogTab.click();
  await expectToast(page, BLOG_ADMIN.toast.fetchFailed);

  await page.unrouteAll();
  await page.reload();
  await blogTab.click();
  await expect(page.getByRole('heading', { name: BLOG_ADMIN.list.heading })).toBeVisible();
  await page.route(isPath('/rest/v1/blog_posts'), (route, request) =>
    ['POST', 'DELETE'].includes(request.method()) ? route.abort('internetdisconnected') : route.fallback(),
  );
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: BLOG_ADMIN.list.delete }).first().click();
  await expectToast(page, BLOG_ADMIN.toast.deleteFailed);

  await page.getByRole('button', { name: BLOG_ADMIN.list.newPost }).click();
  const form = page.getByRole('form', { name: BLOG_ADMIN.form.newHeading });
  await form.getByLabel(BLOG_ADMIN.form.title).fill('Never saved');
  await form.getByLabel(BLOG_ADMIN.form.content).fill('The network drops this one.');
  const save = form.getByRole('button', { name: BLOG_ADMIN.form.save });
  await save.click();
  await expectToast(page, BLOG_ADMIN.toast.saveFailed);

  // Signed out elsewhere without this tab hearing of it: no session to write as.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.endsWith('-auth-token')) localStorage.removeItem(key);
  });
  await save.click();
  await expectToast(page, BLOG_ADMIN.toast.notAuthenticated);
  // The same action's newer outcome took the earlier one's place.
  await expect(page.locator('[data-toaster]')).not.toContainText(BLOG_ADMIN.toast.saveFailed);
});
