/**
 * The home page's pricing section and ROI calculator (docs/product.md#pricing-and-roi): figures in both
 * billing periods, the tier selection feeding the calculator, the clamps, and the shareable URL.
 */
import type { Locator, Page } from '@playwright/test';
import { PRICING, ROI_COPY } from '../src/data/pricing.ts';
import { REQUEST_ACCESS } from '../src/data/request-access.ts';
import { expectHydrated } from './support/islands.ts';
import { expect, test } from './support/test.ts';

/**
 * Opens the address and scrolls to the pricing section, as a visitor does: its islands hydrate as
 * the section comes near, not with the page.
 */
async function openPricing(page: Page, address: string) {
  await page.goto(address);
  const p = pricing(page);
  await p.section.scrollIntoViewIfNeeded();
  return p;
}

function pricing(page: Page) {
  const section = page.locator('#pricing');
  const results = section.getByRole('region', { name: ROI_COPY.resultsLabel });
  return {
    section,
    monthly: section.getByRole('button', { name: PRICING.billing.monthly, exact: true }),
    annual: section.getByRole('button', { name: PRICING.billing.annual, exact: true }),
    card: (name: string) => section.getByRole('article', { name }),
    select: (name: string) => section.getByRole('button', { name: PRICING.select(name) }),
    hours: section.getByRole('slider', { name: ROI_COPY.hoursLabel }),
    rate: section.getByRole('spinbutton', { name: ROI_COPY.rateLabel }),
    anotherMonth: section.getByRole('button', { name: ROI_COPY.anotherMonth }),
    results,
  };
}

/** The value shown under a label in the results list. */
function figure(results: Locator, label: string): Locator {
  return results.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

async function setSlider(slider: Locator, value: number) {
  await expectHydrated(slider);
  await slider.fill(String(value));
}

test('the billing toggle shows monthly, then annual prices with yearly totals and the 20% saving', async ({
  page,
}) => {
  const p = await openPricing(page, '/');
  await expect(p.monthly).toHaveAttribute('aria-pressed', 'true');
  await expect(p.annual).toHaveAttribute('aria-pressed', 'false');

  const monthly: [string, string, string][] = [
    ['Basic', '$199', '$499'],
    ['Growth', '$350', '$699'],
    ['Impact', '$520', '$899'],
  ];
  for (const [name, price, fee] of monthly) {
    const card = p.card(name);
    await expect(card.getByText(price, { exact: true })).toBeVisible();
    await expect(card).toContainText(PRICING.perSeatMonth);
    await expect(card).toContainText(PRICING.billedMonthly);
    await expect(card).toContainText(PRICING.startupFee(fee));
  }
  await expect(p.card('Growth')).toContainText(PRICING.mostPopular);
  await expect(p.card('Basic')).not.toContainText(PRICING.mostPopular);
  await expect(p.card('Growth').getByRole('listitem')).toHaveText([
    '1 admin account',
    'Member Directory + Communications',
    '2 additional features of choice',
    'Storybuilder',
    'Grace',
    'Up to 2,500 contacts',
  ]);
  await expect(p.section).toContainText('5% transaction fee on donations and ticket purchases');
  await expect(p.section).toContainText('2.5% to 5% on donations or grant approvals');
  await expect(p.section).toContainText('125 credits for about $55');

  await p.annual.click();
  await expect(p.annual).toHaveAttribute('aria-pressed', 'true');
  await expect(p.monthly).toHaveAttribute('aria-pressed', 'false');
  const annual: [string, string, string, string][] = [
    ['Basic', '$159', '$1,908', '$480'],
    ['Growth', '$280', '$3,360', '$840'],
    ['Impact', '$416', '$4,992', '$1,248'],
  ];
  for (const [name, price, total, saving] of annual) {
    const card = p.card(name);
    await expect(card.getByText(price, { exact: true })).toBeVisible();
    await expect(card).toContainText(PRICING.billedYearly(total));
    await expect(card).toContainText(PRICING.annualSaving(20, saving));
  }
  await expect(p.card('Growth').getByText('$350', { exact: true })).toHaveCount(0);
});

test('the ROI calculator starts at the defaults for tier 2 Growth and follows the selected tier', async ({
  page,
}) => {
  const p = await openPricing(page, '/');
  await expect(p.select('Growth')).toHaveAttribute('aria-pressed', 'true');
  await expect(p.hours).toHaveValue('10');
  await expect(p.rate).toHaveValue('50');
  // 10 h × 4 × $50 = $2,000; Growth monthly: 2000 − (699 + 350) = 951.
  await expect(figure(p.results, ROI_COPY.monthlySavings)).toHaveText('$2,000');
  await expect(figure(p.results, ROI_COPY.hoursSaved)).toHaveText('40 hours');
  await expect(figure(p.results, ROI_COPY.totalCost)).toHaveText('$1,049');
  await expect(p.results.getByText('$951', { exact: true })).toBeVisible();

  await p.select('Impact').click();
  await expect(p.select('Impact')).toHaveAttribute('aria-pressed', 'true');
  await expect(p.select('Growth')).toHaveAttribute('aria-pressed', 'false');
  // 2000 − (899 + 520) = 581.
  await expect(p.results.getByText('$581', { exact: true })).toBeVisible();

  // The ROI formula (docs/product.md#roi-calculator) takes the tier's monthly cost whatever the billing.
  await p.annual.click();
  await expect(p.annual).toHaveAttribute('aria-pressed', 'true');
  await expect(p.results.getByText('$581', { exact: true })).toBeVisible();
  await p.select('Growth').click();
  await expect(figure(p.results, ROI_COPY.totalCost)).toHaveText('$1,049');
  await expect(p.results.getByText('$951', { exact: true })).toBeVisible();
  await expect(
    p.section.getByText(/Tier 2 Growth/).filter({ hasText: '$350 per seat a month' }),
  ).toBeVisible();
});

test('Calculate another month adds a month at a time and stops at 12', async ({ page }) => {
  const p = await openPricing(page, '/');
  for (let months = 2; months <= 12; months += 1) {
    await p.anotherMonth.click();
    await expect(p.section).toContainText(ROI_COPY.monthsValue(months));
  }
  await expect(p.anotherMonth).toBeDisabled();
  // 12 × 2000 − (699 + 12 × 350) = 19,101; 10 × 4 × 12 = 480 hours.
  await expect(p.results.getByText('$19,101', { exact: true })).toBeVisible();
  await expect(figure(p.results, ROI_COPY.hoursSaved)).toHaveText('480 hours');
  await expect(p.results).toContainText(ROI_COPY.roiPeriod(12));
});

test('a negative return is red, with a minus sign and a sentence', async ({ page }) => {
  const p = await openPricing(page, '/');
  await p.select('Impact').click();
  await p.rate.fill('1');
  // 10 × 4 × $1 = 40; 40 − (899 + 520) = −1,379.
  const roi = p.results.getByText('-$1,379', { exact: true });
  await expect(roi).toBeVisible();
  await expect(roi).toHaveClass(/\btext-red-700\b/);
  await expect(p.results.getByText(ROI_COPY.negative)).toBeVisible();

  await p.rate.fill('50');
  await expect(p.results.getByText('$581', { exact: true })).not.toHaveClass(/text-red/);
  await expect(p.results.getByText(ROI_COPY.positive)).toBeVisible();
});

test('the hourly rate is forced to at least 1 when the visitor leaves the field', async ({ page }) => {
  const p = await openPricing(page, '/');
  // The estimate counts at least $1 while typing; the field keeps what was typed until left.
  await p.rate.fill('0');
  await expect(figure(p.results, ROI_COPY.monthlySavings)).toHaveText('$40');
  await expect(p.rate).toHaveValue('0');
  await p.rate.blur();
  await expect(p.rate).toHaveValue('1');

  await p.rate.fill('-30');
  await p.rate.blur();
  await expect(p.rate).toHaveValue('1');
  await expect(figure(p.results, ROI_COPY.monthlySavings)).toHaveText('$40');
});

test('the inputs survive in the address, and the Request Access link carries them to the form', async ({
  page,
}) => {
  const p = await openPricing(page, '/');
  await expect(page).toHaveURL(/\/$/);
  await setSlider(p.hours, 20);
  await p.rate.fill('75');
  await p.anotherMonth.click();
  await p.select('Basic').click();
  await p.annual.click();
  await expect(page).toHaveURL(/\?hours=20&rate=75&months=2&tier=basic&billing=annual$/);
  // 20 × 4 × 75 = 6,000 a month; 2 × 6000 − (499 + 2 × 199) = 11,103, annual billing or not.
  await expect(p.results.getByText('$11,103', { exact: true })).toBeVisible();

  const shared = page.url();
  const other = await page.context().newPage();
  const q = await openPricing(other, shared);
  await expect(q.annual).toHaveAttribute('aria-pressed', 'true');
  await expect(q.select('Basic')).toHaveAttribute('aria-pressed', 'true');
  await expect(q.hours).toHaveValue('20');
  await expect(q.rate).toHaveValue('75');
  await expect(q.section).toContainText(ROI_COPY.monthsValue(2));
  await expect(q.results.getByText('$11,103', { exact: true })).toBeVisible();

  const link = q.results.getByRole('link', { name: ROI_COPY.requestAccess });
  await expect(link).toHaveAttribute(
    'href',
    '/request-access?hours=20&rate=75&months=2&tier=basic&billing=annual',
  );
  await link.click();
  await expect(other).toHaveURL(/\/request-access\?/);
  const dialog = other.getByRole('dialog', { name: REQUEST_ACCESS.heading });
  await dialog.getByLabel(REQUEST_ACCESS.fields.firstName).fill('Ruth');
  await dialog.getByLabel(REQUEST_ACCESS.fields.lastName).fill('Okafor');
  await dialog.getByLabel(REQUEST_ACCESS.fields.email).fill('ruth@grace-church.org');
  await dialog.getByLabel(REQUEST_ACCESS.fields.organizationName).fill('Grace Community Church');
  await dialog.getByLabel(REQUEST_ACCESS.fields.organizationType).selectOption('Faith-based');
  await dialog.getByRole('button', { name: REQUEST_ACCESS.buttons.next }).click();
  await expect(dialog.getByLabel(REQUEST_ACCESS.fields.comments)).toHaveValue(
    'ROI estimate: Tier 1 Basic, billed yearly; 20 hours lost per week at $75/hour over 2 months: $6,000 monthly savings, 160 hours saved, ROI $11,103.',
  );
});
