/** Leads for the admin's specs: rows inserted as a visitor does, sign-in, and the dashboard opened on a tab. */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { ENROL_TEXT } from '../../src/admin/mfa/strings.ts';
import { BLOG_ADMIN } from '../../src/admin/blog/strings.ts';
import {
  AUTH_TEXT,
  DASHBOARD_TEXT,
  LIST_TEXT,
  MESSAGES_TEXT,
  REQUESTS_TEXT,
} from '../../src/admin/strings.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../../src/lib/db/supabase-config.ts';
import { E2E_ADMIN } from './admin.ts';
import { startSignedIn, type StoredSession } from './admin-client.ts';
import { expect } from './test.ts';

/** A tag for one test's rows, so tests running side by side never see each other's. */
export const uniqueTag = (prefix = 't') =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Inserts as a visitor does: the publishable key, no .select() (visitors cannot read leads). */
export async function insertAsVisitor(
  baseURL: string | undefined,
  table: 'contact_messages' | 'onboarding_requests',
  rows: object[],
): Promise<void> {
  const visitor = createClient(baseURL ?? '', LOCAL_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await visitor.from(table).insert(rows);
  expect(error).toBeNull();
}

/** Opens `origin`/admin and signs in with a password, as a person does (by default the suite's admin). */
export async function signInWithPassword(
  page: Page,
  user: { email: string; password: string } = E2E_ADMIN,
  origin = '',
): Promise<void> {
  await page.goto(`${origin}/admin`);
  await page.getByLabel(AUTH_TEXT.email).fill(user.email);
  await page.getByLabel(AUTH_TEXT.password).fill(user.password);
  await page.getByRole('button', { name: AUTH_TEXT.signIn }).click();
}

/**
 * Opens /admin signed in with `session` (one password sign-in per file, not per test, keeps the run
 * under the sign-in limit) on `tab`; with `search`, searches for it and waits for `total` rows.
 */
export async function openTab(
  page: Page,
  session: StoredSession,
  tab: AdminTab,
  search?: { term: string; total: number },
): Promise<Locator> {
  await startSignedIn(page, session);
  await page.goto('/admin');
  await page.getByRole('tab', { name: DASHBOARD_TEXT.tabs[tab], exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: DASHBOARD_TEXT.tabs[tab] });
  if (search) await searchLeads(panel, search.term, search.total);
  return panel;
}

export async function searchLeads(panel: Locator, term: string, total: number): Promise<void> {
  await panel.getByLabel(LIST_TEXT.search).fill(term);
  await expect(panel.getByText(LIST_TEXT.showing(1, Math.min(total, 25), total))).toBeVisible();
}

/** The row (list item) whose heading is `name`. */
export const rowNamed = (panel: Locator, name: string): Locator =>
  panel.getByRole('listitem').filter({ has: panel.page().getByRole('heading', { name, exact: true }) });

export type AdminTab = keyof typeof DASHBOARD_TEXT.tabs;

/** What each admin tab shows once its data is in (a row, or the empty state), so a check judges it loaded. */
export function tabLoaded(panel: Locator, tab: AdminTab): Locator {
  if (tab === 'account') return panel.getByRole('button', { name: ENROL_TEXT.start });
  if (tab === 'overview') return panel.getByRole('table').first();
  const empty = { messages: MESSAGES_TEXT.empty, requests: REQUESTS_TEXT.empty, blog: BLOG_ADMIN.list.empty }[
    tab
  ];
  return panel
    .getByRole('listitem')
    .first()
    .or(panel.getByText(empty, { exact: true }));
}

/** Clicks the panel's Export CSV and reads the file it downloads. */
export async function exportCsv(panel: Locator) {
  const download = panel.page().waitForEvent('download');
  await panel.getByRole('button', { name: LIST_TEXT.exportCsv }).click();
  const file = await download;
  const bytes = await readFile((await file.path()) ?? '');
  return { name: file.suggestedFilename(), bytes, text: bytes.toString('utf8') };
}
