/**
 * Security in Chromium. CSP (its content: tests/unit/integrations/content-security-policy.test.ts; sent
 * as built: tests/server/security-headers.test.ts): the admin works against the API without a violation
 * (the contact form's send: dialogs-and-toasts.spec.ts); a violation is a console error, as a blocked
 * inline script shows, so the page audit (a11y.spec.ts), failing on any console error, checks every
 * page. XSS: a post and leads whose every field holds script, event-handler and `javascript:` payloads
 * render as plain text on the public blog (list, post, head) and in the admin (Messages, Requests, Blog
 * list and edit form);
 * the pre-rendered pages and the feed are in tests/xss/prerender.test.ts, the CSV formula guard in
 * e2e/admin-leads.spec.ts and tests/unit/admin/leads/csv.test.ts, the reply link's one recipient in
 * tests/unit/admin/ui/mail-link.test.ts.
 */
import type { Page } from '@playwright/test';
import { DASHBOARD_TEXT, LIST_TEXT, LOGIN_MESSAGES } from '../src/admin/strings.ts';
import { BLOG_ADMIN } from '../src/admin/blog/strings.ts';
import { SITE } from '../src/data/site.ts';
import { hostileMessage, hostilePost, hostileRequest, XSS_FLAG } from '../tests/xss/payloads.ts';
import { pageProblems } from './support/a11y.ts';
import { adminClient } from './support/admin-client.ts';
import { insertAsVisitor, signInWithPassword, uniqueTag } from './support/leads.ts';
import { expect, test } from './support/test.ts';

/** What a payload would leave behind if it had been parsed as markup or run. */
async function expectNothingInjected(page: Page, dialogs: string[]) {
  expect(dialogs).toEqual([]);
  expect(await page.evaluate((flag) => (window as unknown as Record<string, unknown>)[flag], XSS_FLAG)).toBe(
    undefined,
  );
  await expect(page.locator('img[onerror], svg[onload], iframe, a[href^="javascript:"]')).toHaveCount(0);
  const scripts = await page
    .locator('script')
    .evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
  expect(scripts.filter((text) => text.includes(XSS_FLAG))).toEqual([]);
}

test('the admin signs in and reads every tab through the API without a violation; hostile leads read as text in Messages and Requests, a hostile post in the admin Blog list and edit form, the blog list and its page, where a blocked inline script is reported as a console error and does not run', async ({
  page,
  baseURL,
}) => {
  const tag = uniqueTag();
  const message = hostileMessage(tag);
  const request = hostileRequest(tag);
  await insertAsVisitor(baseURL, 'contact_messages', [message]);
  await insertAsVisitor(baseURL, 'onboarding_requests', [request]);
  const post = hostilePost(tag);
  const admin = await adminClient(baseURL ?? '');
  expect((await admin.from('blog_posts').insert(post)).error).toBeNull();
  // Every dialog (alert, confirm, prompt) the page opens; there must be none.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  const problems = pageProblems(page);
  await signInWithPassword(page);
  await expect(page.getByText(LOGIN_MESSAGES.success)).toBeVisible();
  const messages = page.getByRole('tabpanel', { name: DASHBOARD_TEXT.tabs.messages });
  await messages.getByLabel(LIST_TEXT.search).fill(`XSS-name-${tag}`);
  await expect(messages.getByRole('heading', { name: message.name, exact: true })).toBeVisible();
  await expect(messages.getByText(message.email, { exact: true })).toBeVisible();
  // The row's summary (the details under it repeat the message once opened).
  await expect(messages.getByText(message.message, { exact: true }).first()).toBeVisible();
  await expectNothingInjected(page, dialogs);

  await page.getByRole('tab', { name: DASHBOARD_TEXT.tabs.requests, exact: true }).click();
  const requests = page.getByRole('tabpanel', { name: DASHBOARD_TEXT.tabs.requests });
  await requests.getByLabel(LIST_TEXT.search).fill(`XSS-org-${tag}`);
  const item = requests.getByRole('listitem').filter({ hasText: `XSS-org-${tag}` });
  await expect(item).toHaveCount(1);
  for (const value of [request.first_name, request.last_name, request.organization_name, request.main_goal])
    await expect(item).toContainText(value);
  // The list shows the start of long comments; the start is where the first payloads are.
  await expect(item).toContainText(request.comments.slice(0, 60));
  await expectNothingInjected(page, dialogs);

  try {
    await page.getByRole('tab', { name: DASHBOARD_TEXT.tabs.blog, exact: true }).click();
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: post.title, exact: true }) });
    await expect(item).toBeVisible();
    await expectNothingInjected(page, dialogs);
    await item.getByRole('button', { name: BLOG_ADMIN.list.edit }).click();
    const form = page.getByRole('form', { name: BLOG_ADMIN.form.editHeading });
    await expect(form.getByLabel(BLOG_ADMIN.form.title)).toHaveValue(post.title);
    await expect(form.getByLabel(BLOG_ADMIN.form.content)).toHaveValue(post.content);
    await expect(form.getByLabel(BLOG_ADMIN.form.excerpt)).toHaveValue(post.excerpt);
    await expectNothingInjected(page, dialogs);
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);

    await page.goto('/blog');
    await expect(page.getByText(post.title, { exact: true })).toBeVisible();
    await expect(page.getByText(post.excerpt, { exact: true })).toBeVisible();
    await expectNothingInjected(page, dialogs);
    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title, exact: true })).toBeVisible();
    await expect(page.getByText(`XSS-content-${tag}`)).toContainText(post.content.split('\n')[0] ?? '');
    // The head the page gets at run time (the build never rendered this post) holds the same text.
    await expect(page).toHaveTitle(`${post.title} | ${SITE.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', post.excerpt);
    await expectNothingInjected(page, dialogs);

    // An allowed inline script runs as it is appended; a blocked one never does, and says so.
    await page.evaluate(() => {
      const injected = document.createElement('script');
      injected.textContent = 'window.injectedRan = true;';
      document.body.append(injected);
    });
    await expect
      .poll(() => problems.join('\n'))
      .toMatch(/console: .*inline script violates .*Content Security Policy directive 'script-src 'self'/);
    expect(
      await page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan),
    ).toBeUndefined();
  } finally {
    await admin.from('blog_posts').delete().eq('slug', post.slug);
  }
});
