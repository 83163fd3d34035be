/**
 * The pricing section and ROI calculator (docs/product.md#pricing-and-roi, #roi-calculator), figures read
 * from src/data/pricing.ts and the estimate computed here by the documented formula.
 */
import type { Page } from '@playwright/test';
import { ANNUAL_SAVING_PERCENT, PRICING, PRICING_TIERS, ROI_COPY, tierTitle } from '../src/data/pricing.ts';
import { MONTHS_MAX, ROI_DEFAULTS, WEEKS_PER_MONTH } from '../src/lib/roi/roi.ts';
import { VIEWPORTS } from './support/a11y.ts';
import { expectHydrated, holdIslandCode } from './support/islands.ts';
import { fillStepOne, requestForm } from './support/request-form.ts';
import { expect, test } from './support/test.ts';

type Tier = (typeof PRICING_TIERS)[number];
const [BASIC, GROWTH, IMPACT] = PRICING_TIERS as [Tier, Tier, Tier];
const dollars = (amount: number) => `${amount < 0 ? '-' : ''}$${Math.abs(amount).toLocaleString('en-US')}`;
/** The documented estimate: savings over the months, less the startup fee and the monthly price. */
const savings = (hours: number, rate: number) => hours * WEEKS_PER_MONTH * rate;
const roiOf = (
  tier: Tier,
  { hours = ROI_DEFAULTS.hours as number, rate = ROI_DEFAULTS.rate as number, months = 1 } = {},
) => months * savings(hours, rate) - (tier.setupFee + months * tier.monthlyCost);

function calculator(page: Page) {
  const section = page.locator('#pricing');
  const results = section.getByRole('region', { name: ROI_COPY.resultsLabel });
  return {
    section,
    results,
    monthly: section.getByRole('button', { name: PRICING.billing.monthly, exact: true }),
    annual: section.getByRole('button', { name: PRICING.billing.annual, exact: true }),
    card: (tier: Tier) => section.getByRole('article', { name: tier.name }),
    /** The estimate's Plan radio for the tier, and the tier card's link to request access. */
    plan: (tier: Tier) => section.getByRole('radio', { name: tier.name, exact: true }),
    start: (tier: Tier) => section.getByRole('link', { name: PRICING.start(tier.name) }),
    /** Chooses the Plan as a visitor does, on its visible label (the radio itself is hidden). */
    choosePlan: (tier: Tier) =>
      section
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: tier.name }) })
        .click(),
    rate: section.getByRole('spinbutton', { name: ROI_COPY.rateLabel }),
    hours: section.getByRole('slider', { name: ROI_COPY.hoursLabel }),
    anotherMonth: section.getByRole('button', { name: ROI_COPY.anotherMonth }),
    figure: (label: string) =>
      results.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]'),
    roi: (amount: number) => results.getByText(dollars(amount), { exact: true }),
  };
}

/** Opens the address with the calculator hydrated (its islands hydrate as the section comes near). */
async function openCalculator(page: Page, address = '/') {
  await page.goto(address);
  const c = calculator(page);
  await c.rate.scrollIntoViewIfNeeded();
  await expectHydrated(c.rate);
  return c;
}

test('what is typed into the calculator before it hydrates is kept and used once it has; each tier monthly, then annual with its yearly total and the saving; the estimate starts at the defaults for Growth, follows the tier whatever the billing, shows a loss in red and adds a month at a time up to the last; the inputs survive in the address; the Request Access link and each card carry them to the form, a card with its tier as the Plan', async ({
  page,
}) => {
  const code = await holdIslandCode(page);
  await page.goto('/');
  const c = calculator(page);
  await c.hours.scrollIntoViewIfNeeded();
  await c.hours.focus();
  await page.keyboard.press('ArrowRight');
  await c.rate.focus();
  await c.rate.press('ControlOrMeta+a');
  await c.rate.pressSequentially('75');
  await expect(c.rate).toHaveValue('75');
  // Still the built defaults: 10 h × 4 × $50.
  await expect(c.figure(ROI_COPY.monthlySavings)).toHaveText('$2,000');

  await code.release();
  await expectHydrated(c.rate);
  // 11 h × 4 × $75 = 3,300.
  await expect(c.figure(ROI_COPY.monthlySavings)).toHaveText('$3,300');
  await expect(c.rate).toHaveValue('75');
  await expect(c.hours).toHaveValue('11');
  await expect(c.section).toContainText(ROI_COPY.hoursValue(11));
  await page.keyboard.press('Backspace');
  await expect(c.rate).toHaveValue('7');
  await expect(c.figure(ROI_COPY.monthlySavings)).toHaveText('$308');
  // Back to the defaults: the address is clean again.
  await c.rate.fill(String(ROI_DEFAULTS.rate));
  await c.hours.press('ArrowLeft');
  await expect(page).toHaveURL(/\/$/);
  await expect(c.monthly).toHaveAttribute('aria-pressed', 'true');
  await expect(c.annual).toHaveAttribute('aria-pressed', 'false');
  for (const tier of PRICING_TIERS) {
    const card = c.card(tier);
    await expect(card.getByText(dollars(tier.monthlyCost), { exact: true })).toBeVisible();
    await expect(card).toContainText(PRICING.perSeatMonth);
    await expect(card).toContainText(PRICING.billedMonthly);
    await expect(card).toContainText(PRICING.startupFee(dollars(tier.setupFee)));
    await expect(card.getByRole('listitem')).toHaveText([...tier.features]);
    if (tier.popular) await expect(card).toContainText(PRICING.mostPopular);
    else await expect(card).not.toContainText(PRICING.mostPopular);
  }
  for (const line of PRICING.finePrint)
    await expect(c.section).toContainText(typeof line === 'string' ? line : line.faith);
  await expect(c.plan(GROWTH)).toBeChecked();
  await expect(c.card(GROWTH)).toContainText(PRICING.selected);
  await expect(c.hours).toHaveValue(String(ROI_DEFAULTS.hours));
  await expect(c.rate).toHaveValue(String(ROI_DEFAULTS.rate));
  await expect(c.figure(ROI_COPY.monthlySavings)).toHaveText(
    dollars(savings(ROI_DEFAULTS.hours, ROI_DEFAULTS.rate)),
  );
  await expect(c.figure(ROI_COPY.hoursSaved)).toHaveText(
    ROI_COPY.hoursSavedValue(ROI_DEFAULTS.hours * WEEKS_PER_MONTH),
  );
  await expect(c.figure(ROI_COPY.totalCost)).toHaveText(dollars(GROWTH.setupFee + GROWTH.monthlyCost));
  await expect(c.roi(roiOf(GROWTH))).toBeVisible();
  await expect(c.results.getByText(ROI_COPY.positive)).toBeVisible();

  await c.choosePlan(IMPACT);
  await expect(c.card(IMPACT)).toContainText(PRICING.selected);
  await expect(c.card(GROWTH)).not.toContainText(PRICING.selected);
  await expect(c.roi(roiOf(IMPACT))).toBeVisible();
  await c.annual.click();
  await expect(c.annual).toHaveAttribute('aria-pressed', 'true');
  await expect(c.monthly).toHaveAttribute('aria-pressed', 'false');
  for (const tier of PRICING_TIERS) {
    const card = c.card(tier);
    await expect(card.getByText(dollars(tier.annualMonthlyCost), { exact: true })).toBeVisible();
    await expect(card.getByText(dollars(tier.monthlyCost), { exact: true })).toHaveCount(0);
    await expect(card).toContainText(PRICING.billedYearly(dollars(tier.annualMonthlyCost * 12)));
    await expect(card).toContainText(
      PRICING.annualSaving(ANNUAL_SAVING_PERCENT, dollars((tier.monthlyCost - tier.annualMonthlyCost) * 12)),
    );
  }
  // The ROI formula takes the tier's monthly price whatever the billing (tests/unit/lib/roi/roi.test.ts).
  await expect(
    c.section.getByText(
      ROI_COPY.plan(tierTitle(IMPACT), dollars(IMPACT.monthlyCost), dollars(IMPACT.setupFee)),
    ),
  ).toBeVisible();

  await c.rate.fill('1');
  const loss = c.roi(roiOf(IMPACT, { rate: 1 }));
  await expect(loss).toBeVisible();
  await expect(loss).toHaveClass(/\btext-red-700\b/);
  await expect(c.results.getByText(ROI_COPY.negative)).toBeVisible();
  await c.rate.fill(String(ROI_DEFAULTS.rate));
  await expect(c.roi(roiOf(IMPACT))).not.toHaveClass(/text-red/);

  // A month at a time (addMonth: tests/unit/lib/roi/roi.test.ts), up to the last.
  for (let months = 2; months <= MONTHS_MAX; months += 1) await c.anotherMonth.click();
  await expect(c.section).toContainText(ROI_COPY.monthsValue(MONTHS_MAX));
  await expect(c.anotherMonth).toBeDisabled();
  await expect(c.roi(roiOf(IMPACT, { months: MONTHS_MAX }))).toBeVisible();
  await expect(c.figure(ROI_COPY.hoursSaved)).toHaveText(
    ROI_COPY.hoursSavedValue(ROI_DEFAULTS.hours * WEEKS_PER_MONTH * MONTHS_MAX),
  );
  await expect(c.results).toContainText(ROI_COPY.roiPeriod(MONTHS_MAX));

  // The inputs in the address (the page's own in the order first set); the estimate's link carries
  // them all, each card's its own tier as the Plan.
  await c.hours.fill('20');
  await c.rate.fill('75');
  await c.choosePlan(BASIC);
  const query = `hours=20&rate=75&months=${MONTHS_MAX}&tier=basic&billing=annual`;
  await expect(page).toHaveURL(
    new RegExp(`\\?tier=basic&billing=annual&months=${MONTHS_MAX}&hours=20&rate=75$`),
  );
  const link = c.results.getByRole('link', { name: ROI_COPY.requestAccess });
  await expect(link).toHaveAttribute('href', `/request-access?${query}`);
  await expect(c.start(IMPACT)).toHaveAttribute(
    'href',
    `/request-access?${query.replace('tier=basic', 'tier=impact')}`,
  );
  // The form opens with the card's tier as the Plan, the estimate for that tier in the comments.
  await c.start(IMPACT).click();
  await expect(page).toHaveURL(/\/request-access\?/);
  await fillStepOne(page, 'ruth@grace-church.org', 'Faith-based');
  await requestForm(page).next.click();
  await expect(requestForm(page).tier).toHaveValue(IMPACT.id);
  await expect(requestForm(page).comments).toHaveValue(
    ROI_COPY.summary({
      tierTitle: tierTitle(IMPACT),
      billing: 'annual',
      hours: 20,
      rate: ROI_COPY.summaryRate('$75'),
      months: MONTHS_MAX,
      monthlySavings: dollars(savings(20, 75)),
      hoursSaved: 20 * WEEKS_PER_MONTH * MONTHS_MAX,
      roi: dollars(roiOf(IMPACT, { hours: 20, rate: 75, months: MONTHS_MAX })),
    }),
  );
});

/**
 * The results card on a phone: the return (which comes last, after the figures it is made of) and
 * every figure inside the card, none overflowing its box, each on one line, or a figure in words
 * with its scale word under the number (the number never breaks); nothing wider than the page.
 */
async function expectFiguresFit(c: ReturnType<typeof calculator>, page: Page, roiText: string) {
  const roi = c.results.getByText(roiText, { exact: true }).last();
  await expect(roi).toBeVisible();
  const misfits = await roi.or(c.results.locator('dd')).evaluateAll((figures, label) => {
    const card = figures[0]?.closest(`[aria-label="${label}"]`)?.getBoundingClientRect();
    return figures
      .filter((figure) => {
        const range = document.createRange();
        range.selectNodeContents(figure);
        const text = range.getBoundingClientRect();
        const lines = Math.round(
          figure.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(figure).lineHeight),
        );
        const inside = card && text.left >= card.left && text.right <= card.right;
        const maxLines = figure.textContent?.includes(' ') ? 2 : 1;
        return !inside || figure.scrollWidth > figure.clientWidth || lines > maxLines;
      })
      .map((figure) => figure.textContent);
  }, ROI_COPY.resultsLabel);
  expect(misfits).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );
}

test('the rate keeps what is typed while the estimate counts at least $1, and settles once left with the reason beside it; a rate too large to compute says so in words, never Infinity or a wrong figure; the rate has no upper bound, and figures of any size fit their boxes on a phone', async ({
  page,
}) => {
  const c = await openCalculator(page);
  const status = c.section.getByRole('status');
  // The estimate is 10 h × 4 × the rate it counts; the rules themselves are in tests/unit/lib/roi.
  for (const { typed, estimate, settled, reason } of [
    { typed: '0.5', estimate: '$40', settled: '1', reason: ROI_COPY.rateRepairs['below-minimum']('$1') },
    { typed: '', estimate: '$40', settled: '1', reason: ROI_COPY.rateRepairs.empty('$1') },
    { typed: '12.6', estimate: '$504', settled: '12.6', reason: '' },
  ]) {
    // Selects what the field holds and types, key by key, as a visitor does.
    await c.rate.press('ControlOrMeta+a');
    await c.rate.press('Backspace');
    if (typed) await c.rate.pressSequentially(typed);
    await expect(c.rate).toHaveValue(typed);
    // Typing clears the last reason until the field is left again.
    await expect(status).toHaveText('');
    await expect(c.figure(ROI_COPY.monthlySavings)).toHaveText(estimate);
    await c.rate.blur();
    await expect(c.rate).toHaveValue(settled);
    await expect(status).toHaveText(reason);
    if (reason) await expect(c.rate).toHaveAccessibleDescription(new RegExp(reason.replace(/[$.]/g, '\\$&')));
    await expect(page).toHaveURL(new RegExp(`\\?rate=${settled.replace('.', '\\.')}$`));
  }
  // Past what a number holds exactly (where that starts: tests/unit/lib/roi/figures.test.ts), in words.
  await openCalculator(page, '/?rate=1e400');
  await expect(c.figure(ROI_COPY.monthlySavings)).toHaveText(ROI_COPY.tooLarge);
  await expect(c.results.getByText(ROI_COPY.tooLarge, { exact: true })).toHaveCount(2);
  await expect(c.results.getByText(ROI_COPY.tooLargeNote)).toBeVisible();
  await expect(c.section).not.toContainText(/Infinity|∞|NaN/);
  // The figures that do not depend on the rate stay.
  await expect(c.figure(ROI_COPY.hoursSaved)).toHaveText(
    ROI_COPY.hoursSavedValue(ROI_DEFAULTS.hours * WEEKS_PER_MONTH),
  );

  await page.setViewportSize(VIEWPORTS.phone);
  for (const [query, monthlySavings, roi] of [
    // The longest figure in full: 12 × 4 × 40 × 5000 − (499 + 12 × 199).
    ['hours=40&rate=5000&months=12&tier=basic', '$800,000', '$9.6 million'],
    // From a million on, in words: 10 × 4 × 105,000,000,000 = 4.2 trillion a month.
    ['rate=105000000000', '$4.2 trillion', '$4.2 trillion'],
    // The largest there is: just under Number.MAX_SAFE_INTEGER.
    ['rate=225000000000000', '$9,000 trillion', '$9,000 trillion'],
  ] as const) {
    await openCalculator(page, `/?${query}`);
    await expect(c.figure(ROI_COPY.monthlySavings)).toHaveText(monthlySavings);
    await expectFiguresFit(c, page, roi);
  }
});
