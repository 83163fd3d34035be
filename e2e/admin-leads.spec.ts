/**
 * The Messages and Requests tabs against the real backend (docs/product.md#admin). Each test seeds rows
 * carrying its own tag and searches for it, so tests running side by side never see each other's rows.
 */
import type { Locator, Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import { OVERVIEW_TEXT } from '../src/admin/overview/strings.ts';
import {
  ATTRIBUTION_TEXT,
  DASHBOARD_TEXT,
  LIST_TEXT,
  MESSAGES_TEXT,
  REQUESTS_TEXT,
  UNDO_TEXT,
} from '../src/admin/strings.ts';
import { REQUEST_ACCESS } from '../src/data/request-access.ts';
import { ACCESS_REQUEST_DESCRIPTION } from '../src/lib/leads/lead-fields.ts';
import { NOTES_TEXT } from '../src/admin/leads/desk-strings.ts';
import { MESSAGE_CSV_COLUMNS } from '../src/admin/messages/message-config.ts';
import { adminClient, adminSession, type StoredSession } from './support/admin-client.ts';
import { axeRuleFailures, VIEWPORTS } from './support/a11y.ts';
import { exportCsv, insertAsVisitor, openTab, rowNamed, searchLeads, uniqueTag } from './support/leads.ts';
import { coveredControls, fillRequiredFields, requestForm, toast } from './support/request-form.ts';
import { requestRow } from '../tests/support/lead-rows.ts';
import { expect, test } from './support/test.ts';

/** The label the details show the chosen interests under, as the description names them. */
const INTERESTS_LABEL = ACCESS_REQUEST_DESCRIPTION.find(({ column }) => column === 'main_goal')?.label ?? '';
const MESSAGE_BUTTONS = [MESSAGES_TEXT.markRead, MESSAGES_TEXT.markResponded];
const REQUEST_BUTTONS = [REQUESTS_TEXT.markContacted, REQUESTS_TEXT.qualify, REQUESTS_TEXT.markOnboarded];

let admin: SupabaseClient;
let storedSession: StoredSession;

test.beforeAll(async ({ baseURL }) => {
  admin = await adminClient(baseURL ?? '');
  storedSession = await adminSession(baseURL ?? '', admin);
});

/** A faith-based request from `name`, whose email is name.tag@example.org. */
const request = (name: string, tag: string, organization: string) => ({
  ...requestRow(`${name.toLowerCase()}.${tag}@example.org`),
  first_name: name,
  last_name: tag,
  organization_name: organization,
  organization_type: 'faith',
  phone: '+1 555 0100',
  comments: 'We run two campuses and need volunteer scheduling.',
  main_goal: 'Ministry Team Coordination, Sermon Planning Tools',
  last_submission_time: new Date().toISOString(),
});

async function expectButtons(item: Locator, all: readonly string[], offered: readonly string[]) {
  for (const name of all) {
    await expect(item.getByRole('button', { name, exact: true })).toHaveCount(offered.includes(name) ? 1 : 0);
  }
}

/**
 * The list is read again after every change, so the status it then shows is the stored one (what
 * each change stores is proven in tests/contract/admin-leads.test.ts).
 */
async function update(page: Page, item: Locator, button: string) {
  await item.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: LIST_TEXT.statusUpdated }).last()).toBeVisible();
}

const toPageEnd = (page: Page) =>
  page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));

/**
 * Toasts cover no control (docs/product.md#forms-and-their-messages): `button` pressed on the last row
 * at the page's end, its toast leaves the row's other buttons uncovered, and a page at its end stays
 * at its end, the row moved up out of the toast's way.
 */
async function expectToastClearOf(page: Page, last: Locator, button: string, stays: string) {
  await toPageEnd(page);
  await update(page, last, button);
  await expect(last.getByRole('button', { name: button, exact: true })).toHaveCount(0);
  await expect.poll(() => coveredControls(last.getByRole('button'))).toEqual([]);
  await toPageEnd(page);
  expect(await coveredControls(last.getByRole('button'))).toEqual([]);
  await expect(last.getByRole('button', { name: stays, exact: true })).toBeInViewport({ ratio: 1 });
}

test('messages: the tab counts them; Mark Read, then Mark Responded, each stored; a change undone from its toast; a refused update is reported; visitor text is isolated. Requests: search by organization and full name, one line per row at 1280 px, details on demand, the buttons per status (held to the database’s transitions in tests/db) and a change stored', async ({
  page,
  baseURL,
}) => {
  const t = uniqueTag();
  const rtlName = `Admin\u202Egnp.exe ${t}`;
  const rtlEmail = `rtl.${t}@example.org`;
  await insertAsVisitor(baseURL, 'contact_messages', [
    { name: `Alma ${t}`, email: `alma.${t}@example.org`, message: 'Do you support multi-campus giving?' },
    { name: `Bruno ${t}`, email: `bruno.${t}@example.org`, message: 'Please call me about pricing.' },
    { name: `Cora ${t}`, email: `cora.${t}@example.org`, message: 'Hello' },
    { name: rtlName, email: rtlEmail, message: `Open the attachment\u202E fdp.exe ${t}` },
  ]);
  await insertAsVisitor(baseURL, 'onboarding_requests', [
    request('Pat', t, `Grace Chapel ${t}`),
    request('Quinn', t, `Harbor Food Bank ${t}`),
    request('Remy', t, `Riverside Arts ${t}`),
  ]);
  await admin.from('onboarding_requests').update({ status: 'rejected' }).eq('email', `remy.${t}@example.org`);
  await page.setViewportSize(VIEWPORTS.desktop);
  const panel = await openTab(page, storedSession, 'messages');

  // The tab is named by its label; its unread count is the description and drawn beside it, compact.
  const tab = page.getByRole('tab', { name: DASHBOARD_TEXT.tabs.messages, exact: true });
  await expect(tab).toHaveAccessibleDescription(/^[\d,]+ unread$/);
  const description = (await tab.evaluate((element) => {
    const id = element.getAttribute('aria-describedby') ?? '';
    return document.getElementById(id)?.textContent ?? '';
  })) as string;
  const unread = Number(description.replace(/\D/g, ''));
  expect(unread).toBeGreaterThan(0);
  const drawn = await tab
    .locator('[data-count]')
    .evaluate((element) => getComputedStyle(element, '::after').content);
  expect(drawn).toBe(`"${DASHBOARD_TEXT.badge(unread)}"`);
  expect(await axeRuleFailures(page, 'label-content-name-mismatch')).toEqual([]);

  await searchLeads(panel, t, 4);
  const alma = rowNamed(panel, `Alma ${t}`);
  const bruno = rowNamed(panel, `Bruno ${t}`);
  await expect(alma).toContainText(MESSAGES_TEXT.statusLabels.unread);
  await expect(alma).toContainText('Do you support multi-campus giving?');
  await expectButtons(alma, MESSAGE_BUTTONS, MESSAGE_BUTTONS);

  await update(page, alma, MESSAGES_TEXT.markRead);
  await expect(alma).toContainText(MESSAGES_TEXT.statusLabels.read);
  await expectButtons(alma, MESSAGE_BUTTONS, [MESSAGES_TEXT.markResponded]);

  await update(page, alma, MESSAGES_TEXT.markResponded);
  await expectButtons(alma, MESSAGE_BUTTONS, []);
  // The stored responded_at (tests/contract/admin-leads.test.ts) is shown beside its label.
  await expect(alma.getByText(MESSAGES_TEXT.responded, { exact: false }).last()).toBeVisible();

  // Straight from unread to responded, then taken back from the keyboard with the toast's Undo:
  // unread again with both actions, focus on the primary one.
  await update(page, bruno, MESSAGES_TEXT.markResponded);
  await expectButtons(bruno, MESSAGE_BUTTONS, []);
  await page
    .getByRole('listitem')
    .filter({ hasText: LIST_TEXT.statusUpdated })
    .last()
    .getByRole('button', { name: UNDO_TEXT.undo, exact: true })
    .press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: UNDO_TEXT.undone })).toBeVisible();
  await expect(bruno).toContainText(MESSAGES_TEXT.statusLabels.unread);
  await expectButtons(bruno, MESSAGE_BUTTONS, MESSAGE_BUTTONS);
  // What the undo restores in the row is tests/db/lead-status-undo.test.ts's; the list shows the stored status.
  await expect(bruno.getByRole('button', { name: MESSAGES_TEXT.markResponded, exact: true })).toBeFocused();

  // Someone else answered Cora meanwhile: responded -> read is not an allowed change.
  const cora = rowNamed(panel, `Cora ${t}`);
  await admin.from('contact_messages').update({ status: 'responded' }).eq('email', `cora.${t}@example.org`);
  await cora.getByRole('button', { name: MESSAGES_TEXT.markRead }).click();
  await expect(page.getByRole('listitem').filter({ hasText: LIST_TEXT.statusUpdateFailed })).toBeVisible();
  // The re-fetched list shows what the database holds.
  await expectButtons(cora, MESSAGE_BUTTONS, []);

  // Each visitor string sits in its own <bdi>, so a right-to-left override ends where the string ends.
  const rtl = rowNamed(panel, rtlName);
  await expect(rtl.locator('h3 > bdi')).toHaveText(rtlName);
  await expect(rtl.locator('a > bdi')).toHaveText(rtlEmail);
  await expect(rtl.getByRole('link', { name: rtlEmail })).toHaveAttribute('href', `mailto:${rtlEmail}`);
  const isolated = await rtl
    .locator('bdi')
    .evaluateAll((nodes) => nodes.every((node) => getComputedStyle(node).unicodeBidi === 'isolate'));
  expect(isolated).toBe(true);

  await page.getByRole('tab', { name: DASHBOARD_TEXT.tabs.requests, exact: true }).click();
  const requests = page.getByRole('tabpanel', { name: DASHBOARD_TEXT.tabs.requests });
  const pat = rowNamed(requests, `Pat ${t}`);
  const quinn = rowNamed(requests, `Quinn ${t}`);
  const remy = rowNamed(requests, `Remy ${t}`);
  await searchLeads(requests, `Harbor Food Bank ${t}`, 1);
  await expect(quinn).toBeVisible();
  await searchLeads(requests, `Pat ${t}`, 1);
  await expect(pat).toBeVisible();
  await searchLeads(requests, t, 3);
  // At 1280 px a row shows organization, type and size on one line; the details show the rest.
  await expect(pat.getByText(`Grace Chapel ${t}`).first()).toBeVisible();
  await expect(pat.getByText(`${REQUESTS_TEXT.typeLabels.faith} · 11-50 employees`)).toBeVisible();
  await expect(pat.getByText('+1 555 0100')).toBeHidden();
  expect((await pat.boundingBox())?.height).toBeLessThan(90);
  await pat.getByRole('button', { name: LIST_TEXT.moreDetails, exact: true }).click();
  await expect(pat.getByText(INTERESTS_LABEL, { exact: true })).toBeVisible();
  await expect(pat.getByText('Ministry Team Coordination, Sermon Planning Tools')).toBeVisible();
  await expect(pat.getByText('+1 555 0100', { exact: true })).toBeVisible();
  await expect(pat.getByText(/We run two campuses/)).toBeVisible();
  await expect(pat).toContainText(REQUESTS_TEXT.statusLabels.pending);
  await expectButtons(pat, REQUEST_BUTTONS, [REQUESTS_TEXT.markContacted, REQUESTS_TEXT.qualify]);
  await expect(remy).toContainText(REQUESTS_TEXT.statusLabels.rejected);
  await expectButtons(remy, REQUEST_BUTTONS, []);

  await update(page, pat, REQUESTS_TEXT.markContacted);
  await expect(pat).toContainText(REQUESTS_TEXT.statusLabels.contacted);
  await expectButtons(pat, REQUEST_BUTTONS, []);
});

const LONG_MESSAGE =
  'We run three campuses and would like to move our volunteer scheduling, giving statements and weekly newsletters into one place before the autumn term starts. Could you show us how the migration from spreadsheets works?';

test('messages: paging, the status filter, search and the CSV export of every row of the filter, formulas neutralised; at 1280 px, 13 messages are a table of one-line rows, well under 1,200 px tall; on a phone, cards with every action', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  const t = uniqueTag();
  const rows = Array.from({ length: 60 }, (_, index) => ({
    name: `Export ${index} ${t}`,
    email: `export${index}.${t}@example.org`,
    message: `Line one, "quoted"\nline two ${index}`,
  }));
  rows.push({ name: `=cmd ${t}`, email: `formula.${t}@example.org`, message: '@SUM(A1:A2)' });
  await insertAsVisitor(baseURL, 'contact_messages', rows);
  // Ten of them read: export0 to export9.
  await admin.from('contact_messages').update({ status: 'read' }).like('email', `export_.${t}@example.org`);

  const panel = await openTab(page, storedSession, 'messages', { term: t, total: 61 });
  const items = panel.getByRole('listitem');
  await expect(items).toHaveCount(25);
  await panel.getByRole('button', { name: LIST_TEXT.next }).click();
  await expect(panel.getByText(LIST_TEXT.showing(26, 50, 61))).toBeVisible();
  await expect(items).toHaveCount(25);
  await panel.getByRole('button', { name: LIST_TEXT.previous }).click();
  await expect(panel.getByText(LIST_TEXT.showing(1, 25, 61))).toBeVisible();
  await expect(panel.getByRole('button', { name: LIST_TEXT.previous })).toBeDisabled();

  const records = (csv: { text: string }) => csv.text.split('\r\n').filter(Boolean);
  const all = await exportCsv(panel);
  expect(all.name).toMatch(/^contact-messages-\d{4}-\d\d-\d\d\.csv$/);
  const text = all.bytes.toString('utf8').slice(1);
  expect(
    text.startsWith(
      [...MESSAGE_CSV_COLUMNS.map((column) => column.header), NOTES_TEXT.csvHeader].join(',') + '\r\n',
    ),
  ).toBe(true);
  // Records end in CRLF; the line feeds inside quoted messages are bare LF (quoting and the BOM are
  // tests/unit/admin/leads/csv.test.ts's).
  expect(records(all)).toHaveLength(1 + 61);
  // After the message: its display mode (none, inserted without one) and its person id.
  expect(text).toMatch(
    new RegExp(`'=cmd ${t},formula\\.${t}@example\\.org,'@SUM\\(A1:A2\\),,[0-9a-f-]{36},unread,`),
  );

  // The status filter narrows the list and the export.
  await panel.getByLabel(LIST_TEXT.status).selectOption({ label: MESSAGES_TEXT.statusLabels.read });
  await expect(panel.getByText(LIST_TEXT.showing(1, 10, 10))).toBeVisible();
  await expect(items).toHaveCount(10);
  const read = await exportCsv(panel);
  expect(read.name).toMatch(/^contact-messages-read-/);
  expect(records(read)).toHaveLength(1 + 10);
  await panel.getByLabel(LIST_TEXT.status).selectOption({ label: MESSAGES_TEXT.statusLabels.unread });
  await expect(panel.getByText(LIST_TEXT.showing(1, 25, 51))).toBeVisible();
  await panel.getByLabel(LIST_TEXT.status).selectOption({ label: LIST_TEXT.allStatuses });

  // Search by email finds exactly one.
  await searchLeads(panel, `export7.${t}`, 1);
  await expect(items).toHaveCount(1);
  await expect(rowNamed(panel, `Export 7 ${t}`)).toBeVisible();
  await panel.getByLabel(LIST_TEXT.search).fill(`nobody-${t}`);
  await expect(panel.getByText(MESSAGES_TEXT.empty)).toBeVisible();

  // The table: 13 rows of a tag of their own.
  const t13 = uniqueTag();
  await insertAsVisitor(
    baseURL,
    'contact_messages',
    Array.from({ length: 13 }, (_, index) => ({
      name: `Table Lead ${index + 1} ${t13}`,
      email: `table${index + 1}.${t13}@example.org`,
      message: LONG_MESSAGE,
    })),
  );
  await searchLeads(panel, t13, 13);
  const list = panel.getByRole('list', { name: MESSAGES_TEXT.listLabel });
  await expect(list.getByRole('listitem')).toHaveCount(13);
  const listBox = await list.boundingBox();
  expect(listBox?.height).toBeLessThan(1200);

  // One row, under 90 px: the message, the date, the status and the actions side by side after the name.
  const lead = rowNamed(panel, `Table Lead 1 ${t13}`);
  expect((await lead.boundingBox())?.height).toBeLessThan(90);
  const lefts = await Promise.all(
    [
      lead.getByRole('heading', { name: `Table Lead 1 ${t13}`, exact: true }),
      lead.getByText(LONG_MESSAGE).first(),
      lead.locator('time').first(),
      lead.getByRole('button', { name: MESSAGES_TEXT.markResponded, exact: true }),
    ].map(async (cell) => (await cell.boundingBox())?.x ?? 0),
  );
  expect(lefts).toEqual([...lefts].sort((a, b) => a - b));

  // Columns line up from row to row.
  const otherRow = rowNamed(panel, `Table Lead 2 ${t13}`);
  const firstStatus = await lead.getByText(MESSAGES_TEXT.statusLabels.unread, { exact: true }).boundingBox();
  const otherStatus = await otherRow
    .getByText(MESSAGES_TEXT.statusLabels.unread, { exact: true })
    .boundingBox();
  expect(otherStatus?.x).toBe(firstStatus?.x);
  const lastRow = list.getByRole('listitem').last();
  await expectToastClearOf(page, lastRow, MESSAGES_TEXT.markRead, MESSAGES_TEXT.markResponded);

  // More details opens the full message and the timestamps under the row, and closes them again.
  const more = lead.getByRole('button', { name: LIST_TEXT.moreDetails, exact: true });
  await more.click();
  const fewer = lead.getByRole('button', { name: LIST_TEXT.lessDetails, exact: true });
  await expect(fewer).toHaveAttribute('aria-expanded', 'true');
  const details = lead.locator(`[id="${await fewer.getAttribute('aria-controls')}"]`);
  await expect(details).toBeVisible();
  await expect(details.getByText(LONG_MESSAGE)).toBeVisible();
  await expect(details.getByText(LIST_TEXT.received, { exact: true })).toBeVisible();
  await fewer.click();
  await expect(details).toBeHidden();
  await expect(more).toHaveAttribute('aria-expanded', 'false');

  await page.setViewportSize(VIEWPORTS.phone);
  const cardRows = list.getByRole('listitem');
  const [first, second] = [cardRows.nth(0), cardRows.nth(1)];
  const [firstBox, secondBox] = [await first.boundingBox(), await second.boundingBox()];
  // Separate cards, with a gap between them.
  expect((secondBox?.y ?? 0) - ((firstBox?.y ?? 0) + (firstBox?.height ?? 0))).toBeGreaterThan(8);
  await expect(panel.getByText(LIST_TEXT.actions, { exact: true })).toBeHidden();
  for (const name of [MESSAGES_TEXT.markRead, MESSAGES_TEXT.markResponded, LIST_TEXT.moreDetails]) {
    await expect(first.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expectToastClearOf(page, lastRow, MESSAGES_TEXT.markResponded, LIST_TEXT.moreDetails);
});

// Where a lead came from, as a new user meets it (docs/product.md#lead-attribution).
test('a campaign visit ends in a request the admin finds, filters, charts and exports by its source', async ({
  page,
}) => {
  const tag = uniqueTag('attr');
  const email = `ruth.${tag}@riverside.org`;

  // The first page view of the session is the campaign link; the request is sent from a later page.
  await page.goto('/?utm_source=newsletter&utm_campaign=spring');
  await page.goto('/request-access');
  await fillRequiredFields(page, email);
  await requestForm(page).submit.click();
  await expect(toast(page, REQUEST_ACCESS.messages.submitted)).toBeVisible();

  const panel = await openTab(page, storedSession, 'requests', { term: tag, total: 1 });

  await panel.getByRole('button', { name: LIST_TEXT.moreDetails }).click();
  const fact = (label: string) =>
    panel.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(fact(ATTRIBUTION_TEXT.labels.utm_source)).toHaveText('newsletter');
  await expect(fact(ATTRIBUTION_TEXT.labels.utm_campaign)).toHaveText('spring');
  await expect(fact(ATTRIBUTION_TEXT.labels.landing_path)).toHaveText('/');

  // The Source filter narrows the same search to the campaign, and to nothing for another source.
  await panel.getByLabel(LIST_TEXT.source).fill('elsewhere');
  await expect(panel.getByText(REQUESTS_TEXT.empty)).toBeVisible();
  await panel.getByLabel(LIST_TEXT.source).fill('Newsletter');
  await expect(panel.getByText(LIST_TEXT.showing(1, 1, 1))).toBeVisible();

  const [header = '', record = ''] = (await exportCsv(panel)).text.slice(1).split('\r\n');
  expect(header).toContain(
    'utm_source,utm_medium,utm_campaign,utm_term,utm_content,referrer_host,landing_path',
  );
  expect(record).toContain(`${email},`);
  // The seven attribution columns, then Notes (none).
  expect(record).toMatch(/,newsletter,,spring,,,,\/,$/);

  await page.getByRole('tab', { name: DASHBOARD_TEXT.tabs.overview, exact: true }).click();
  const overview = page.getByRole('tabpanel', { name: DASHBOARD_TEXT.tabs.overview });
  const sources = overview.getByRole('table', { name: OVERVIEW_TEXT.sources.caption });
  await expect(sources.getByRole('row').filter({ hasText: 'newsletter' })).toHaveCount(1);
  const weeks = overview.getByRole('table', { name: OVERVIEW_TEXT.weeks.caption });
  await expect(weeks.getByRole('row')).toHaveCount(1 + 12);
});
