import { describe, expect, it } from 'vitest';
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

describe.each(PRICING_TIERS.map((tier) => [tier.id, tier] as const))('tier %s', (_id, tier) => {
  it('costs the monthly price on monthly billing and the annual rate on annual billing', () => {
    expect(monthlyPrice(tier, 'monthly')).toBe(tier.monthlyCost);
    expect(monthlyPrice(tier, 'annual')).toBe(tier.annualMonthlyCost);
  });
  it('totals twelve times the annual rate a year, saving twelve times the difference', () => {
    expect(yearlyTotal(tier)).toBe(12 * tier.annualMonthlyCost);
    expect(yearlySaving(tier)).toBe(12 * (tier.monthlyCost - tier.annualMonthlyCost));
  });
  it('saves the advertised percentage on annual billing', () => {
    expect(annualSavingPercent(tier)).toBe(ANNUAL_SAVING_PERCENT);
  });
});

it('marks one tier popular, the default one', () => {
  expect(PRICING_TIERS.filter((tier) => tier.popular).map((tier) => tier.id)).toEqual([DEFAULT_TIER_ID]);
});

const DEFAULTS = [ROI_DEFAULTS.hours, ROI_DEFAULTS.rate, ROI_DEFAULTS.months] as const;
/** Inputs (hours, rate, months, tier, billing), then the expected monthly savings, hours saved, cost and ROI. */
type RoiCase = [string, number, number, number, TierId, Billing, number, number, number, number];

describe.each<RoiCase>([
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
    it(`gives ${roi}`, () => {
      // As the calculator passes its whole state: the billing travels along and must not count.
      const inputs = { hours, rate, months, tier: tierById(tier), billing };
      expect(calculateRoi(inputs)).toEqual({
        monthlySavings,
        hoursSaved,
        platformCost,
        roi,
      });
    });
  },
);

describe.each([
  ['50', 50],
  [75, 75],
  ['22.5', 22.5],
  [12.6, 12.6],
  ['1', 1],
  ['0', 1],
  [0, 1],
  ['-20', 1],
  ['0.5', 1],
  ['abc', 1],
  ['', 1],
  [Number.NaN, 1],
  ['1000', 1000],
  [1001, 1001],
  ['99999999999999999999', 1e20],
  ['1e400', Number.POSITIVE_INFINITY],
  [Number.NEGATIVE_INFINITY, 1],
])('clampRate(%o)', (input, expected) => {
  it(`is ${expected}`, () => expect(clampRate(input)).toBe(expected));
});

describe.each([
  [10, 10],
  [25, 25],
  [40, 40],
  [9, 10],
  [41, 40],
  [0, 10],
  [17.6, 18],
  [Number.NaN, 10],
])('clampHours(%o)', (input, expected) => {
  it(`is ${expected}`, () => expect(clampHours(input)).toBe(expected));
});

describe.each([
  [1, 2, true],
  [11, 12, true],
  [12, 12, false],
])('months %i', (months, next, canAdd) => {
  it(`adds up to ${next}`, () => expect(addMonth(months)).toBe(next));
  it(`${canAdd ? 'can' : 'cannot'} add another month`, () => expect(canAddMonth(months)).toBe(canAdd));
});

describe.each([
  [0, 1],
  [13, 12],
  [Number.NaN, 1],
  [4.4, 4],
])('clampMonths(%o)', (input, expected) => {
  it(`is ${expected}`, () => expect(clampMonths(input)).toBe(expected));
});

describe.each([
  [2000, '$2,000'],
  [951, '$951'],
  [-1379, '-$1,379'],
  [910.5, '$911'],
  [910.49, '$910'],
  [0.1 + 0.2, '$0'],
  [-0.001, '$0'],
  [-0.4, '$0'],
  [1917113, '$1,917,113'],
  [0, '$0'],
])('formatUsd(%o)', (amount, expected) => {
  it(`is ${expected}`, () => expect(formatUsd(amount)).toBe(expected));
});
