/**
 * The admin lead lists (docs/product.md#admin): a dense table on wide screens (one row per record, details on
 * demand), cards on phones; and the tabs' counts drawn beside a name that stays the visible label
 * (axe's experimental label-content-name-mismatch rule finds nothing on the dashboard).
 */
import type { Locator, Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { DASHBOARD_TEXT, LIST_TEXT, MESSAGES_TEXT, REQUESTS_TEXT } from '../src/admin/strings.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../src/lib/db/supabase-config.ts';
import { axeRuleFailures, VIEWPORTS } from './support/a11y.ts';
import { adminSession, startSignedIn, type StoredSession } from './support/admin-client.ts';
import { expect, test } from './support/test.ts';

let storedSession: StoredSession;

test.beforeAll(async ({ baseURL }) => {
  storedSession = await adminSession(baseURL ?? '');
});

function tag(): string {
  return `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** Inserts as a visitor does (the publishable key), so the rows are like real ones. */
async function insert(baseURL: string | undefined, table: string, rows: object[]) {
  const visitor = createClient(baseURL ?? '', LOCAL_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { error } = await visitor.from(table).insert(rows);
  expect(error).toBeNull();
}

const LONG_MESSAGE =
  'We run three campuses and would like to move our volunteer scheduling, giving statements and weekly newsletters into one place before the autumn term starts. Could you show us how the migration from spreadsheets works?';

async function seedThirteenMessages(baseURL: string | undefined, t: string) {
  await insert(
    baseURL,
    'contact_messages',
    Array.from({ length: 13 }, (_, index) => ({
      name: `Table Lead ${index + 1} ${t}`,
      email: `table${index + 1}.${t}@example.org`,
      message: LONG_MESSAGE,
    })),
  );
}

async function openTab(page: Page, tab: 'messages' | 'requests', term: string, total: number) {
  await startSignedIn(page, storedSession);
  await page.goto('/admin');
  await page.getByRole('tab', { name: DASHBOARD_TEXT.tabs[tab], exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: DASHBOARD_TEXT.tabs[tab] });
  await panel.getByLabel(LIST_TEXT.search).fill(term);
  await expect(panel.getByText(LIST_TEXT.showing(1, total, total))).toBeVisible();
  return panel;
}

const rowNamed = (panel: Locator, name: string) =>
  panel.getByRole('listitem').filter({ has: panel.page().getByRole('heading', { name, exact: true }) });

test('at 1280 px, 13 messages are a table of one-line rows, well under 1,200 px tall', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const t = tag();
  await seedThirteenMessages(baseURL, t);
  const panel = await openTab(page, 'messages', t, 13);
  const list = panel.getByRole('list', { name: MESSAGES_TEXT.listLabel });
  await expect(list.getByRole('listitem')).toHaveCount(13);
  const listBox = await list.boundingBox();
  expect(listBox?.height).toBeLessThan(1200);

  // One row: name, email, the message, the date, the status and the actions side by side.
  const row = rowNamed(panel, `Table Lead 1 ${t}`);
  const rowBox = await row.boundingBox();
  expect(rowBox?.height).toBeLessThan(90);
  const cells = [
    row.getByRole('heading', { name: `Table Lead 1 ${t}`, exact: true }),
    row.getByRole('link', { name: `table1.${t}@example.org` }),
    row.getByText(LONG_MESSAGE).first(),
    row.locator('time').first(),
    row.getByText(MESSAGES_TEXT.statusLabels.unread, { exact: true }),
    row.getByRole('button', { name: MESSAGES_TEXT.markRead, exact: true }),
    row.getByRole('button', { name: MESSAGES_TEXT.markResponded, exact: true }),
  ];
  const lefts: number[] = [];
  for (const cell of cells) {
    const box = await cell.boundingBox();
    expect(box, 'every cell is shown').not.toBeNull();
    expect(box?.y ?? 0).toBeGreaterThanOrEqual(rowBox?.y ?? 0);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual((rowBox?.y ?? 0) + (rowBox?.height ?? 0));
    lefts.push(box?.x ?? 0);
  }
  // Name and email share the first column; every other cell stands to the right of the one before.
  for (let index = 2; index < lefts.length; index += 1) {
    expect(lefts[index]).toBeGreaterThan(lefts[index - 1] ?? 0);
  }

  // Columns line up from row to row.
  const otherRow = rowNamed(panel, `Table Lead 2 ${t}`);
  const firstStatus = await row.getByText(MESSAGES_TEXT.statusLabels.unread, { exact: true }).boundingBox();
  const otherStatus = await otherRow
    .getByText(MESSAGES_TEXT.statusLabels.unread, { exact: true })
    .boundingBox();
  expect(otherStatus?.x).toBe(firstStatus?.x);

  // More details opens the full message and the timestamps under the row, and closes them again.
  const more = row.getByRole('button', { name: LIST_TEXT.moreDetails, exact: true });
  await more.click();
  const fewer = row.getByRole('button', { name: LIST_TEXT.lessDetails, exact: true });
  await expect(fewer).toHaveAttribute('aria-expanded', 'true');
  const details = row.locator(`[id="${await fewer.getAttribute('aria-controls')}"]`);
  await expect(details).toBeVisible();
  await expect(details.getByText(LONG_MESSAGE)).toBeVisible();
  await expect(details.getByText(LIST_TEXT.received, { exact: true })).toBeVisible();
  await fewer.click();
  await expect(details).toBeHidden();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
});

test('at 1280 px, a request row shows organization, type and size; details show the rest', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const t = tag();
  await insert(baseURL, 'onboarding_requests', [
    {
      first_name: 'Tessa',
      last_name: t,
      email: `tessa.${t}@example.org`,
      organization_name: `Northside Pantry ${t}`,
      organization_type: 'secular',
      organization_size: '51-200 employees',
      phone: '+1 555 0199',
      comments: 'We need shift scheduling for 80 volunteers.',
      main_goal: 'Volunteer Scheduling',
      last_submission_time: new Date().toISOString(),
    },
  ]);
  const panel = await openTab(page, 'requests', t, 1);
  const row = rowNamed(panel, `Tessa ${t}`);
  await expect(row.getByText(`Northside Pantry ${t}`).first()).toBeVisible();
  await expect(row.getByText(`${REQUESTS_TEXT.typeLabels.secular} · 51-200 employees`)).toBeVisible();
  await expect(row.getByText('+1 555 0199')).toBeHidden();
  expect((await row.boundingBox())?.height).toBeLessThan(90);

  await row.getByRole('button', { name: LIST_TEXT.moreDetails, exact: true }).click();
  for (const value of [
    '+1 555 0199',
    'We need shift scheduling for 80 volunteers.',
    'Volunteer Scheduling',
  ]) {
    await expect(row.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(row.getByText('Interests', { exact: true })).toBeVisible();
});

test('on a phone, the messages stay cards with every action', async ({ page, baseURL }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  const t = tag();
  await seedThirteenMessages(baseURL, t);
  const panel = await openTab(page, 'messages', t, 13);
  const rows = panel.getByRole('list', { name: MESSAGES_TEXT.listLabel }).getByRole('listitem');
  const [first, second] = [rows.nth(0), rows.nth(1)];
  const [firstBox, secondBox] = [await first.boundingBox(), await second.boundingBox()];
  // Separate cards: a gap between them, each with its own border and rounded corners.
  expect((secondBox?.y ?? 0) - ((firstBox?.y ?? 0) + (firstBox?.height ?? 0))).toBeGreaterThan(8);
  const card = first.getByRole('article');
  await expect(card).toHaveCSS('border-top-left-radius', '16px');
  await expect(card).toHaveCSS('border-top-width', '1px');
  await expect(panel.getByText(LIST_TEXT.actions, { exact: true })).toBeHidden();
  for (const name of [MESSAGES_TEXT.markRead, MESSAGES_TEXT.markResponded, LIST_TEXT.moreDetails]) {
    await expect(first.getByRole('button', { name, exact: true })).toBeVisible();
  }
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );
});

test('the tabs are named by their labels and show their counts beside them', async ({ page, baseURL }) => {
  const t = tag();
  await insert(baseURL, 'contact_messages', [
    { name: `Count ${t}`, email: `count.${t}@example.org`, message: 'Counting.' },
  ]);
  await startSignedIn(page, storedSession);
  await page.goto('/admin');
  const tab = page.getByRole('tab', { name: DASHBOARD_TEXT.tabs.messages, exact: true });
  await expect(tab).toHaveAccessibleDescription(/^[\d,]+ unread$/);
  const description = (await tab.evaluate((element) => {
    const id = element.getAttribute('aria-describedby') ?? '';
    return document.getElementById(id)?.textContent ?? '';
  })) as string;
  const unread = Number(description.replace(/\D/g, ''));
  expect(unread).toBeGreaterThan(0);
  // The number drawn beside the label is the same count, compact ("312", "10K").
  const drawn = await tab
    .locator('[data-count]')
    .evaluate((element) => getComputedStyle(element, '::after').content);
  expect(drawn).toBe(`"${DASHBOARD_TEXT.badge(unread)}"`);

  expect(await axeRuleFailures(page, 'label-content-name-mismatch')).toEqual([]);
});
