import { expect, it } from 'vitest';
import {
  ANNUAL_SAVING_PERCENT,
  DEFAULT_TIER_ID,
  PRICING_TIERS,
  tierById,
  type Billing,
  type TierId,
} from '../../../../src/data/pricing.ts';
import {
  addMonth,
  annualSavingPercent,
  calculateRoi,
  canAddMonth,
  clampHours,
  clampMonths,
  clampRate,
  formatUsd,
  monthlyPrice,
  ROI_DEFAULTS,
  yearlySaving,
  yearlyTotal,
} from '../../../../src/lib/roi/roi.ts';

it.each(PRICING_TIERS.map((tier) => [tier.id, tier] as const))(
  'tier %s costs the monthly price on monthly billing and the annual rate on annual billing, totals twelve times that a year, and saves the advertised percentage',
  (_id, tier) => {
    expect(monthlyPrice(tier, 'monthly')).toBe(tier.monthlyCost);
    expect(monthlyPrice(tier, 'annual')).toBe(tier.annualMonthlyCost);
    expect(yearlyTotal(tier)).toBe(12 * tier.annualMonthlyCost);
    expect(yearlySaving(tier)).toBe(12 * (tier.monthlyCost - tier.annualMonthlyCost));
    expect(annualSavingPercent(tier)).toBe(ANNUAL_SAVING_PERCENT);
  },
);

it('marks one tier popular, the default one', () => {
  expect(PRICING_TIERS.filter((tier) => tier.popular).map((tier) => tier.id)).toEqual([DEFAULT_TIER_ID]);
});

const DEFAULTS = [ROI_DEFAULTS.hours, ROI_DEFAULTS.rate, ROI_DEFAULTS.months] as const;
/** Inputs (hours, rate, months, tier, billing), then the expected monthly savings, hours saved, cost and ROI. */
type RoiCase = [string, number, number, number, TierId, Billing, number, number, number, number];

it.each<RoiCase>([
  ['defaults (10 h, $50, 1 month, Growth monthly)', ...DEFAULTS, 'growth', 'monthly', 2000, 40, 1049, 951],
  // The formula takes the monthly cost whatever the billing.
  ['defaults on annual billing', ...DEFAULTS, 'growth', 'annual', 2000, 40, 1049, 951],
  ['12 months of Growth monthly', 10, 50, 12, 'growth', 'monthly', 2000, 480, 4899, 19101],
  ['12 months of Impact annual at 40 h and $75', 40, 75, 12, 'impact', 'annual', 12000, 1920, 7139, 136861],
  ['Basic annual, 2 months, 20 h at $75', 20, 75, 2, 'basic', 'annual', 6000, 160, 897, 11103],
  ['a negative result: Impact at $1 an hour', 10, 1, 1, 'impact', 'monthly', 40, 40, 1419, -1379],
  ['Basic, 3 months, 15 h at $22.50', 15, 22.5, 3, 'basic', 'monthly', 1350, 180, 1096, 2954],
])(
  'calculateRoi: %s',
  (_name, hours, rate, months, tier, billing, monthlySavings, hoursSaved, platformCost, roi) => {
    // As the calculator passes its whole state: the billing travels along and must not count.
    const inputs = { hours, rate, months, tier: tierById(tier), billing };
    expect(calculateRoi(inputs)).toEqual({ monthlySavings, hoursSaved, platformCost, roi });
  },
);

/** Each input of `fn` (one argument) gives the output at the same place. */
const expectEach = <I, O>(fn: (input: I) => O, inputs: I[], outputs: O[]) =>
  expect(inputs.map((input) => fn(input))).toEqual(outputs);

it('clampRate keeps a rate of at least $1 and makes anything else $1', () => {
  expectEach(clampRate, ['50', 75, '22.5', 12.6, '1', '1000', 1001], [50, 75, 22.5, 12.6, 1, 1000, 1001]);
  expectEach(
    clampRate,
    ['0', 0, '-20', '0.5', 'abc', '', Number.NaN, Number.NEGATIVE_INFINITY],
    Array(8).fill(1),
  );
  expectEach(clampRate, ['99999999999999999999', '1e400'], [1e20, Number.POSITIVE_INFINITY]);
});

it('clampHours keeps whole hours within the slider, rounding', () => {
  expectEach(clampHours, [10, 25, 40, 9, 41, 0, 17.6, Number.NaN], [10, 25, 40, 10, 40, 10, 18, 10]);
});

it('adds a month up to twelve', () => {
  expectEach(addMonth, [1, 11, 12], [2, 12, 12]);
  expectEach(canAddMonth, [1, 11, 12], [true, true, false]);
  expectEach(clampMonths, [0, 13, Number.NaN, 4.4], [1, 12, 1, 4]);
});

it('formatUsd rounds to whole dollars, with no negative zero', () => {
  const amounts = [2000, 951, -1379, 910.5, 910.49, 0.1 + 0.2, -0.001, -0.4, 1917113, 0];
  const shown = ['$2,000', '$951', '-$1,379', '$911', '$910', '$0', '$0', '$0', '$1,917,113', '$0'];
  expectEach(formatUsd, amounts, shown);
});
