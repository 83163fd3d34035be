/**
 * The pricing and ROI arithmetic of docs/product.md#roi-calculator, as pure functions the islands call and
 * the tests table. Months are counted as four weeks.
 */
import type { Billing, PricingTier } from '../../data/pricing.ts';

export const WEEKS_PER_MONTH = 4;
export const HOURS_MIN = 10;
export const HOURS_MAX = 40;
export const RATE_MIN = 1;
export const MONTHS_MIN = 1;
export const MONTHS_MAX = 12;
export const MONTHS_PER_YEAR = 12;

export const ROI_DEFAULTS = { hours: 10, rate: 50, months: 1 } as const;

type TierPrices = Pick<PricingTier, 'monthlyCost' | 'annualMonthlyCost' | 'setupFee'>;

function clampInteger(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** The hours slider's value: a whole number from 10 to 40. */
export function clampHours(value: number): number {
  return clampInteger(value, HOURS_MIN, HOURS_MAX);
}

/**
 * The hourly rate as docs/product.md#roi-calculator forces it: a number (non-numeric input counts
 * as 0) of at least 1, cents kept, with no upper bound. A rate so large that the estimate cannot
 * be computed stays what it is; the figures say so (./figures.ts).
 */
export function clampRate(input: string | number): number {
  const value = typeof input === 'number' ? input : Number(input);
  return Math.max(RATE_MIN, Number.isNaN(value) ? 0 : value);
}

export function clampMonths(value: number): number {
  return clampInteger(value, MONTHS_MIN, MONTHS_MAX);
}

export function canAddMonth(months: number): boolean {
  return months < MONTHS_MAX;
}

/** 'Calculate another month': one more, never past twelve. */
export function addMonth(months: number): number {
  return clampMonths(months + 1);
}

/** The per-seat monthly price for a billing period: annual billing uses the discounted rate. */
export function monthlyPrice(tier: TierPrices, billing: Billing): number {
  return billing === 'annual' ? tier.annualMonthlyCost : tier.monthlyCost;
}

/** What a seat costs for a year on annual billing: twelve times the discounted monthly price. */
export function yearlyTotal(tier: TierPrices): number {
  return tier.annualMonthlyCost * MONTHS_PER_YEAR;
}

/** How much a seat saves in a year by paying annually. */
export function yearlySaving(tier: TierPrices): number {
  return (tier.monthlyCost - tier.annualMonthlyCost) * MONTHS_PER_YEAR;
}

/** The annual discount in whole percent. */
export function annualSavingPercent(tier: TierPrices): number {
  return Math.round((1 - tier.annualMonthlyCost / tier.monthlyCost) * 100);
}

/** Monthly savings = hours × 4 weeks × rate. */
export function monthlySavings(hours: number, rate: number): number {
  return hours * WEEKS_PER_MONTH * rate;
}

/** Hours given back over the period = hours × 4 × months. */
export function hoursSaved(hours: number, months: number): number {
  return hours * WEEKS_PER_MONTH * months;
}

/**
 * What the platform costs over the period, as the ROI formula of docs/product.md#roi-calculator
 * counts it: the startup fee plus the tier's monthly cost each month, whatever the billing (the
 * annual rate is a price, not part of the estimate).
 */
export function platformCost(tier: TierPrices, months: number): number {
  return tier.setupFee + tier.monthlyCost * months;
}

/** The ROI inputs; the billing period, if passed along with them, does not change the estimate. */
export interface RoiInputs {
  hours: number;
  rate: number;
  months: number;
  tier: TierPrices;
}

export interface RoiResult {
  monthlySavings: number;
  hoursSaved: number;
  platformCost: number;
  /** Savings over the period minus the platform cost; negative while the cost is larger. */
  roi: number;
}

/** ROI for n months = savings × n − (setup + monthlyCost × n) (docs/product.md#roi-calculator). */
export function calculateRoi({ hours, rate, months, tier }: RoiInputs): RoiResult {
  const savings = monthlySavings(hours, rate);
  const cost = platformCost(tier, months);
  return {
    monthlySavings: savings,
    hoursSaved: hoursSaved(hours, months),
    platformCost: cost,
    roi: savings * months - cost,
  };
}

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/**
 * Prices and fees as the pricing cards and the calculator write them: whole US dollars ($2,000),
 * negatives as -$1,379. The estimate's own figures, which may be of any size, are ./figures.ts's.
 */
export function formatUsd(amount: number): string {
  // `|| 0` turns -0 (a rounded tiny loss) into 0, which Intl would print as -$0.
  return WHOLE_DOLLARS.format(Math.round(amount) || 0);
}
