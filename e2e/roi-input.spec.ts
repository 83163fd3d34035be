/**
 * The ROI calculator takes what people type (docs/product.md#roi-calculator): the rate is typed
 * freely and repaired only when the visitor leaves it, with the reason beside it; the rate is
 * bounded; money is whole dollars everywhere; the longest figures stay on one line inside their
 * card on a phone; and what was typed before the calculator hydrated is kept and used.
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

test('an emptied rate keeps the last rate in the estimate, and comes back to it when left', async ({
  page,
}) => {
  const c = await openCalculator(page);
  await typeInto(c.rate, '');
  await expect(c.rate).toHaveValue('');
  await expect(c.figure(ROI_COPY.monthlySavings)).toHaveText('$2,000');
  await expect(c.results.getByText('$951', { exact: true })).toBeVisible();
  await expect(c.results).not.toContainText('-$1,009');

  await c.rate.blur();
  await expect(c.rate).toHaveValue('50');
  await expect(c.section.getByRole('status')).toHaveText(ROI_COPY.rateRepairs.empty('$50'));
  await expect(page).toHaveURL(/\/$/);
});

test('a huge rate is bounded to $1,000 an hour, and the longest figures stay on one line in their card on a phone', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.phone);
  const c = await openCalculator(page);
  await typeInto(c.rate, '99999999999999999999');
  await expect(c.figure(ROI_COPY.monthlySavings)).toHaveText('$40,000');
  await c.rate.blur();
  await expect(c.rate).toHaveValue('1000');
  await expect(c.section.getByRole('status')).toHaveText(ROI_COPY.rateRepairs['above-maximum']('$1,000'));

  // The largest estimate there is: 40 hours, $1,000, 12 months, Basic.
  await c.hours.fill('40');
  for (let month = 2; month <= 12; month += 1) await c.anotherMonth.click();
  await c.section.getByRole('button', { name: PRICING.select('Basic') }).click();
  // 40 × 4 × 1000 = 160,000 a month; 12 × 160,000 − (499 + 12 × 199) = 1,917,113.
  await expect(c.figure(ROI_COPY.monthlySavings)).toHaveText('$160,000');
  const roi = c.results.getByText('$1,917,113', { exact: true });
  await expect(roi).toBeVisible();

  const card = await c.results.boundingBox();
  if (!card) throw new Error('the results card has no box');
  const figures = [roi, ...(await c.results.locator('dd').all())];
  for (const figure of figures) {
    const fit = await figure.evaluate((element) => {
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
    expect(fit.left, `${fit.text} starts inside its card`).toBeGreaterThanOrEqual(card.x);
    expect(fit.right, `${fit.text} ends inside its card`).toBeLessThanOrEqual(card.x + card.width);
    expect(fit.lines, `${fit.text} on one line`).toBe(1);
    expect(fit.overflows, `${fit.text} does not overflow`).toBe(false);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );
});

test('money is whole dollars everywhere: a rate with cents is rounded when left, and no figure shows cents', async ({
  page,
}) => {
  const c = await openCalculator(page);
  await typeInto(c.rate, '22.5');
  await c.rate.blur();
  await expect(c.rate).toHaveValue('23');
  await expect(c.section.getByRole('status')).toHaveText(ROI_COPY.rateRepairs['not-whole']('$23'));
  // 10 × 4 × 23 = 920; 920 − (699 + 350) = −129.
  await expect(c.figure(ROI_COPY.monthlySavings)).toHaveText('$920');
  await expect(c.results.getByText('-$129', { exact: true })).toBeVisible();
  await c.section.getByRole('button', { name: PRICING.billing.annual, exact: true }).click();
  await expect(c.section).not.toContainText(/\$[\d,]+\.\d/);
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
