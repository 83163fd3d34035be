/**
 * The ROI calculator takes what people type (docs/product.md#roi-calculator): the rate is typed
 * freely and repaired only when the visitor leaves it, with the reason beside it; empty or not a
 * number gives $1, cents are kept and there is no upper bound; figures of any size stay inside
 * their card on a phone, in words from a million, and a rate too large to compute says so; and
 * what was typed before the calculator hydrated is kept and used.
 */
import type { Locator, Page } from '@playwright/test';
import { PRICING, ROI_COPY } from '../src/data/pricing.ts';
import { VIEWPORTS } from './support/a11y.ts';
import { expectHydrated, holdIslandCode } from './support/islands.ts';
import { expect, test } from './support/test.ts';

function calculator(page: Page) {
  const section = page.locator('#pricing');
  const results = section.getByRole('region', { name: ROI_COPY.resultsLabel });
  return {
    section,
    results,
    rate: section.getByRole('spinbutton', { name: ROI_COPY.rateLabel }),
    hours: section.getByRole('slider', { name: ROI_COPY.hoursLabel }),
    anotherMonth: section.getByRole('button', { name: ROI_COPY.anotherMonth }),
    figure: (label: string) =>
      results.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]'),
  };
}

async function openCalculator(page: Page) {
  await page.goto('/');
  const c = calculator(page);
  await c.rate.scrollIntoViewIfNeeded();
  await expectHydrated(c.rate);
  return c;
}

/** Selects what the field holds and types, key by key, as a visitor does. */
async function typeInto(field: Locator, text: string) {
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  if (text) await field.pressSequentially(text);
}

test('typing "0.5" keeps "0.5" while typing; leaving the field raises it to $1 and says why', async ({
  page,
}) => {
  const c = await openCalculator(page);
  await typeInto(c.rate, '0.5');
  await expect(c.rate).toHaveValue('0.5');
  // The estimate already counts the least rate, $1: 10 h × 4 × $1.
  await expect(c.figure(ROI_COPY.monthlySavings)).toHaveText('$40');
  await expect(c.section.getByRole('status')).toHaveText('');

  await c.rate.blur();
  await expect(c.rate).toHaveValue('1');
  const repair = c.section
    .getByRole('status')
    .filter({ hasText: ROI_COPY.rateRepairs['below-minimum']('$1') });
  await expect(repair).toBeVisible();
  await expect(c.rate).toHaveAccessibleDescription(new RegExp(ROI_COPY.rateRepairs['below-minimum']('\\$1')));

  // Typing again clears the reason until the field is left again.
  await typeInto(c.rate, '45');
  await expect(repair).toHaveCount(0);
  await c.rate.blur();
  await expect(c.rate).toHaveValue('45');
  await expect(c.figure(ROI_COPY.monthlySavings)).toHaveText('$1,800');
});

test('an emptied rate counts as $1, in the estimate and in the field once left', async ({ page }) => {
  const c = await openCalculator(page);
  await typeInto(c.rate, '');
  await expect(c.rate).toHaveValue('');
  // 10 h × 4 × $1 = 40; 40 − (699 + 350) = −1,009.
  await expect(c.figure(ROI_COPY.monthlySavings)).toHaveText('$40');
  await expect(c.results.getByText('-$1,009', { exact: true })).toBeVisible();

  await c.rate.blur();
  await expect(c.rate).toHaveValue('1');
  await expect(c.section.getByRole('status')).toHaveText(ROI_COPY.rateRepairs.empty('$1'));
  await expect(page).toHaveURL(/\?rate=1$/);
});

test('cents are kept: $12.60 an hour stays 12.6, in the field, the address and the estimate', async ({
  page,
}) => {
  const c = await openCalculator(page);
  await typeInto(c.rate, '12.6');
  await c.rate.blur();
  await expect(c.rate).toHaveValue('12.6');
  await expect(c.section.getByRole('status')).toHaveText('');
  await expect(page).toHaveURL(/\?rate=12\.6$/);
  // 10 × 4 × 12.6 = 504; 504 − (699 + 350) = −545. The estimate's figures are whole dollars.
  await expect(c.figure(ROI_COPY.monthlySavings)).toHaveText('$504');
  await expect(c.results.getByText('-$545', { exact: true })).toBeVisible();
  await c.hours.fill('11');
  // 11 × 4 × 12.6 = 554.4.
  await expect(c.figure(ROI_COPY.monthlySavings)).toHaveText('$554');
  await expect(c.results).not.toContainText(/\$[\d,]+\.\d/);
});

/** Where a figure sits against the results card: inside it, not overflowing, on how many lines. */
async function fitOf(figure: Locator) {
  return figure.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
    return {
      text: element.textContent,
      left: text.left,
      right: text.right,
      lines: Math.round(box.height / lineHeight),
      overflows: element.scrollWidth > element.clientWidth,
    };
  });
}

async function expectFiguresFit(c: ReturnType<typeof calculator>, page: Page, roiText: string) {
  const card = await c.results.boundingBox();
  if (!card) throw new Error('the results card has no box');
  // The return comes last, after the figures it is made of.
  const roi = c.results.getByText(roiText, { exact: true }).last();
  await expect(roi).toBeVisible();
  for (const figure of [roi, ...(await c.results.locator('dd').all())]) {
    const fit = await fitOf(figure);
    expect(fit.left, `${fit.text} starts inside its card`).toBeGreaterThanOrEqual(card.x);
    expect(fit.right, `${fit.text} ends inside its card`).toBeLessThanOrEqual(card.x + card.width);
    expect(fit.overflows, `${fit.text} does not overflow`).toBe(false);
    // A figure in words may put its scale word under the number; the number never breaks.
    expect(fit.lines, `${fit.text} on one line, or its number and then its scale word`).toBeLessThanOrEqual(
      fit.text?.includes(' ') ? 2 : 1,
    );
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );
}

test('the rate has no upper bound, and figures of any size fit their boxes on a phone', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  const c = await openCalculator(page);
  await typeInto(c.rate, '5000');
  await c.rate.blur();
  await expect(c.rate).toHaveValue('5000');
  await expect(c.section.getByRole('status')).toHaveText('');
  // 10 × 4 × 5,000 = 200,000.
  await expect(c.figure(ROI_COPY.monthlySavings)).toHaveText('$200,000');

  // The longest figure in full: 40 h, 12 months, Basic: 12 × 4 × 40 × 5000 − (499 + 12 × 199).
  await c.hours.fill('40');
  for (let month = 2; month <= 12; month += 1) await c.anotherMonth.click();
  await c.section.getByRole('button', { name: PRICING.select('Basic') }).click();
  await expect(c.figure(ROI_COPY.monthlySavings)).toHaveText('$800,000');
  await expectFiguresFit(c, page, '$9.6 million');

  // From a million on, in words: 10 × 4 × 105,000,000,000 = 4.2 trillion a month.
  await page.goto('/?rate=105000000000');
  await c.rate.scrollIntoViewIfNeeded();
  await expectHydrated(c.rate);
  await expect(c.figure(ROI_COPY.monthlySavings)).toHaveText('$4.2 trillion');
  await expectFiguresFit(c, page, '$4.2 trillion');

  // The largest there is: just under Number.MAX_SAFE_INTEGER.
  await typeInto(c.rate, '225000000000000');
  await expect(c.figure(ROI_COPY.monthlySavings)).toHaveText('$9,000 trillion');
  await expectFiguresFit(c, page, '$9,000 trillion');
});

test('a rate too large to compute says so in words, never Infinity or a wrong figure', async ({ page }) => {
  const c = await openCalculator(page);
  // 10 × 4 × 10^15 is past Number.MAX_SAFE_INTEGER: its last digits would be wrong.
  await typeInto(c.rate, '1000000000000000');
  await c.rate.blur();
  await expect(c.figure(ROI_COPY.monthlySavings)).toHaveText(ROI_COPY.tooLarge);
  await expect(c.results.getByText(ROI_COPY.tooLarge, { exact: true })).toHaveCount(2);
  await expect(c.results.getByText(ROI_COPY.tooLargeNote)).toBeVisible();
  // The figures that do not depend on the rate stay.
  await expect(c.figure(ROI_COPY.hoursSaved)).toHaveText(ROI_COPY.hoursSavedValue(40));

  // A rate past any number, as an address may carry it.
  await page.goto('/?rate=1e400');
  await c.rate.scrollIntoViewIfNeeded();
  await expectHydrated(c.rate);
  await expect(c.figure(ROI_COPY.monthlySavings)).toHaveText(ROI_COPY.tooLarge);
  await expect(c.results.getByText(ROI_COPY.tooLargeNote)).toBeVisible();
  await expect(c.section).not.toContainText(/Infinity|∞|NaN/);
});

test('what is typed into the calculator before it hydrates is kept and used once it has', async ({
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
});
