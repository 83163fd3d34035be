/**
 * The admin's failures in the product's words (docs/product.md#admin-sign-in-and-session-check,
 * #admin-lists, #admin-blog-form): the server's message where it wrote one for people, the
 * fallback otherwise, never a library's or the network's own text ("Failed to fetch", "{}",
 * "Auth session or user missing"). Each test makes its failure happen: the network drops a
 * request, the server answers something unusable, storage is full, a session is gone.
 */
import type { Page, Request, Route } from '@playwright/test';
import { ROLE_CHECK_TIMEOUT_MS } from '../src/admin/auth/admin-check.ts';
import { BLOG_ADMIN } from '../src/admin/blog/strings.ts';
import {
  AUTH_TEXT,
  DASHBOARD_TEXT,
  LOGIN_MESSAGES,
  MESSAGES_TEXT,
  REQUESTS_TEXT,
  SESSION_MESSAGES,
} from '../src/admin/strings.ts';
import { TOASTER } from '../src/data/site.ts';
import { E2E_ADMIN } from './support/admin.ts';
import { adminSession, startSignedIn, type StoredSession } from './support/admin-client.ts';
import { expect, test } from './support/test.ts';

/**
 * Words that must never reach people: what the network, the body or the library said. ("Failed to
 * fetch contact messages" is the product's own sentence, so a bare "Failed to fetch" is.)
 */
const RAW = /TypeError|Failed to fetch(?! [a-z])|\{\}|Auth session or user missing/;

/** A toast whose title is exactly `title`. */
const toast = (page: Page, title: string) =>
  page
    .locator('[data-toaster]')
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });

/** Sees the toast titled `title`, nothing raw beside it, and dismisses it. */
async function expectToast(page: Page, title: string) {
  const item = toast(page, title);
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

test.describe('signing in', () => {
  test('each failure says Login failed, no user data, or an unexpected error, never the raw text', async ({
    page,
  }) => {
    await page.goto('/admin');
    await page.getByLabel(AUTH_TEXT.email).fill(E2E_ADMIN.email);
    await page.getByLabel(AUTH_TEXT.password).fill(E2E_ADMIN.password);
    const signIn = () => page.getByRole('button', { name: AUTH_TEXT.signIn }).click();
    const password = tokenGrant('password');

    // The network drops the request: supabase-js says "Failed to fetch".
    await page.route(password, (route) => route.abort('internetdisconnected'));
    await signIn();
    await expectToast(page, LOGIN_MESSAGES.failed);
    await page.unroute(password);

    // The server refuses with a body that says nothing: supabase-js says "{}".
    await page.route(password, (route) => route.fulfill({ status: 400, json: {} }));
    await signIn();
    await expectToast(page, LOGIN_MESSAGES.failed);
    await page.unroute(password);

    // An answer with tokens but no user.
    await page.route(password, (route) =>
      route.fulfill({
        json: { access_token: 'a', token_type: 'bearer', expires_in: 3600, refresh_token: 'r' },
      }),
    );
    await signIn();
    await expectToast(page, LOGIN_MESSAGES.noUser);
    await page.unroute(password);

    // The browser's storage is full, so the session cannot be kept.
    await page.evaluate(() => {
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key.endsWith('-auth-token'))
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        setItem.call(this, key, value);
      };
    });
    await signIn();
    await expectToast(page, LOGIN_MESSAGES.unexpected);
    await expect(page.getByRole('button', { name: DASHBOARD_TEXT.signOut })).toHaveCount(0);
  });

  test('a role check that fails after the password: Failed to verify admin privileges, signed out', async ({
    page,
  }) => {
    await page.route(isPath('/rest/v1/admin_roles'), (route) => route.fulfill(SERVER_ERROR));
    await page.goto('/admin');
    await page.getByLabel(AUTH_TEXT.email).fill(E2E_ADMIN.email);
    await page.getByLabel(AUTH_TEXT.password).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: AUTH_TEXT.signIn }).click();
    await expectToast(page, LOGIN_MESSAGES.verifyFailed);
    await expect(page.getByRole('button', { name: AUTH_TEXT.signIn })).toBeVisible();
  });
});

test.describe('the page-load check', () => {
  let session: StoredSession;
  test.beforeAll(async ({ baseURL }) => {
    session = await adminSession(baseURL ?? '');
  });

  async function expectRefusal(page: Page, message: string) {
    await expect(page.locator('form').getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: AUTH_TEXT.signIn })).toBeVisible();
    await expect(page.locator('form')).not.toContainText(RAW);
  }

  test('a refresh answered with nothing to say: Authentication check failed', async ({ page }) => {
    const expired = {
      ...(JSON.parse(session.value) as object),
      expires_at: Math.floor(Date.now() / 1000) - 60,
    };
    await startSignedIn(page, { key: session.key, value: JSON.stringify(expired) });
    await page.route(tokenGrant('refresh_token'), (route) => route.fulfill({ status: 400, json: {} }));
    await page.goto('/admin');
    await expectRefusal(page, SESSION_MESSAGES.checkFailed);
  });

  test('a role check that does not answer: the timeout, after 5 seconds', async ({ page }) => {
    await startSignedIn(page, session);
    await page.clock.install();
    // Never answered: the check gives up on its own clock.
    await page.route(isPath('/rest/v1/admin_roles'), () => undefined);
    const asked = page.waitForRequest((request) => isPath('/rest/v1/admin_roles')(new URL(request.url())));
    await page.goto('/admin');
    await asked;
    await page.clock.runFor(ROLE_CHECK_TIMEOUT_MS);
    await expectRefusal(page, SESSION_MESSAGES.timeout);
  });
});

test.describe('signed in', () => {
  let session: StoredSession;
  test.beforeAll(async ({ baseURL }) => {
    session = await adminSession(baseURL ?? '');
  });
  test.beforeEach(async ({ page }) => {
    await startSignedIn(page, session);
  });

  test('lists that cannot be read: Failed to fetch contact messages, Failed to fetch onboarding requests', async ({
    page,
  }) => {
    await page.route(isPath('/rest/v1/contact_messages'), failReads);
    await page.route(isPath('/rest/v1/onboarding_requests'), failReads);
    await page.goto('/admin');
    await expectToast(page, MESSAGES_TEXT.fetchFailed);
    await page.getByRole('tab', { name: DASHBOARD_TEXT.tabs.requests, exact: true }).click();
    await expectToast(page, REQUESTS_TEXT.fetchFailed);
  });

  async function openBlogTab(page: Page) {
    await page.goto('/admin');
    await page.getByRole('tab', { name: DASHBOARD_TEXT.tabs.blog, exact: true }).click();
    await expect(page.getByRole('heading', { name: BLOG_ADMIN.list.heading })).toBeVisible();
  }

  test('posts that cannot be read: Failed to fetch blog posts', async ({ page }) => {
    await page.route(isPath('/rest/v1/blog_posts'), failReads);
    await openBlogTab(page);
    await expectToast(page, BLOG_ADMIN.toast.fetchFailed);
  });

  test('a save the network drops: Failed to save blog post; with the session gone: Not authenticated', async ({
    page,
  }) => {
    await openBlogTab(page);
    await page.getByRole('button', { name: BLOG_ADMIN.list.newPost }).click();
    const form = page.getByRole('form', { name: BLOG_ADMIN.form.newHeading });
    await form.getByLabel(BLOG_ADMIN.form.title).fill('Never saved');
    await form.getByLabel(BLOG_ADMIN.form.content).fill('The network drops this one.');
    const save = form.getByRole('button', { name: BLOG_ADMIN.form.save });

    await page.route(isPath('/rest/v1/blog_posts'), (route, request) =>
      request.method() === 'POST' ? route.abort('internetdisconnected') : route.fallback(),
    );
    await save.click();
    await expectToast(page, BLOG_ADMIN.toast.saveFailed);

    // Signed out elsewhere without this tab hearing of it: no session to write as.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (key.endsWith('-auth-token')) localStorage.removeItem(key);
    });
    await save.click();
    await expectToast(page, BLOG_ADMIN.toast.notAuthenticated);
  });

  test('a delete the network drops: Failed to delete blog post', async ({ page }) => {
    await openBlogTab(page);
    await page.route(isPath('/rest/v1/blog_posts'), (route, request) =>
      request.method() === 'DELETE' ? route.abort('internetdisconnected') : route.fallback(),
    );
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: BLOG_ADMIN.list.delete }).first().click();
    await expectToast(page, BLOG_ADMIN.toast.deleteFailed);
  });
});
