/**
 * The content security policy in Chromium. The local server sends the build's policy (dist/_headers);
 * here the admin signs in and works against the API, and the contact form submits, without a single
 * violation. A violation is a console error (the first test proves it), so the page audit
 * (a11y.spec.ts), which opens every page in both modes, hydrates every island and fails on any
 * console error, checks every page for one.
 */
import type { Page } from '@playwright/test';
import { AUTH_TEXT, DASHBOARD_TEXT, LOGIN_MESSAGES } from '../src/admin/strings.ts';
import { CONTACT_DIALOG, FOOTER } from '../src/data/site.ts';
import { E2E_ADMIN } from './support/admin.ts';
import { expect, test } from './support/test.ts';

/** Console errors, page errors and securitypolicyviolation events, as readable lines. */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.exposeFunction('reportCspViolation', (line: string) => problems.push(`violation: ${line}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(line: string): void }).reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  return problems;
}

test('a blocked inline script is reported as a console error, and does not run', async ({ page }) => {
  const problems = await watchProblems(page);
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
  expect(policy).toContain("frame-ancestors 'none'");
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);

  // An allowed inline script runs as it is appended; a blocked one never does, and says so.
  await page.evaluate(() => {
    const injected = document.createElement('script');
    injected.textContent = 'window.injectedRan = true;';
    document.body.append(injected);
  });
  await expect
    .poll(() => problems.join('\n'))
    .toMatch(/console: .*inline script violates .*Content Security Policy directive 'script-src 'self'/);
  expect(problems.join('\n')).toContain('violation: script-src-elem blocked inline');
  expect(
    await page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan),
  ).toBeUndefined();
});

test('the admin signs in and reads every tab through the API without a violation', async ({ page }) => {
  const problems = await watchProblems(page);
  await page.goto('/admin');
  await page.getByLabel(AUTH_TEXT.email).fill(E2E_ADMIN.email);
  await page.getByLabel(AUTH_TEXT.password).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: AUTH_TEXT.signIn }).click();
  await expect(page.getByText(LOGIN_MESSAGES.success)).toBeVisible();
  for (const tab of ['messages', 'requests', 'blog'] as const) {
    await page.getByRole('tab', { name: DASHBOARD_TEXT.tabs[tab], exact: true }).click();
    await expect(page.getByRole('tabpanel', { name: DASHBOARD_TEXT.tabs[tab] })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test('the contact form submits without a violation', async ({ page }) => {
  const problems = await watchProblems(page);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('button', { name: FOOTER.contactUs }).click();
  const dialog = page.getByRole('dialog', { name: CONTACT_DIALOG.heading });
  await dialog.getByLabel(CONTACT_DIALOG.labels.name).fill('Lydia of Thyatira');
  await dialog.getByLabel(CONTACT_DIALOG.labels.email).fill(`lydia-${Date.now()}@example.org`);
  await dialog.getByLabel(CONTACT_DIALOG.labels.message).fill('Does the policy let this message through?');
  await dialog.getByRole('button', { name: CONTACT_DIALOG.send }).click();
  await expect(page.getByRole('listitem').filter({ hasText: CONTACT_DIALOG.success.title })).toBeVisible();
  expect(problems).toEqual([]);
});
