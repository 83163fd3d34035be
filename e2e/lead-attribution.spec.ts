/**
 * Where a lead came from, as a new user meets it (docs/product.md#lead-attribution): a visit from
 * a campaign link that ends in an access request, then the request in the admin with its source,
 * found by the Source filter, counted in the Overview and exported in the CSV.
 */
import { readFile } from 'node:fs/promises';
import { OVERVIEW_TEXT } from '../src/admin/overview/strings.ts';
import { ATTRIBUTION_TEXT, DASHBOARD_TEXT, LIST_TEXT, REQUESTS_TEXT } from '../src/admin/strings.ts';
import { REQUEST_ACCESS } from '../src/data/request-access.ts';
import { adminSession, startSignedIn } from './support/admin-client.ts';
import { fillRequiredFields, requestForm } from './support/request-form.ts';
import { expect, test } from './support/test.ts';

test('a campaign visit ends in a request the admin finds, filters, charts and exports by its source', async ({
  page,
  baseURL,
}) => {
  const tag = `attr${Date.now().toString(36)}`;
  const email = `ruth.${tag}@riverside.org`;

  // The first page view of the session is the campaign link; the request is sent from a later page.
  await page.goto('/?utm_source=newsletter&utm_campaign=spring');
  await page.goto('/request-access');
  await fillRequiredFields(page, email);
  await requestForm(page).submit.click();
  await expect(
    page.getByRole('listitem').filter({ hasText: REQUEST_ACCESS.messages.submitted.title }),
  ).toBeVisible();

  await startSignedIn(page, await adminSession(baseURL ?? ''));
  await page.goto('/admin');
  await page.getByRole('tab', { name: DASHBOARD_TEXT.tabs.requests, exact: true }).click();
  const panel = page.getByRole('tabpanel', { name: DASHBOARD_TEXT.tabs.requests });
  await panel.getByLabel(LIST_TEXT.search).fill(tag);
  await expect(panel.getByText(LIST_TEXT.showing(1, 1, 1))).toBeVisible();

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

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: LIST_TEXT.exportCsv }).click();
  const csv = (await readFile((await (await download).path()) ?? '')).toString('utf8');
  const [header = '', record = ''] = csv.slice(1).split('\r\n');
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
