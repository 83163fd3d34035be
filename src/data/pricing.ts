/**
 * Pricing tiers and the copy of the pricing section and the ROI calculator
 * (docs/product.md#pricing-and-roi). Prices are USD per seat per month; the annual rate is the
 * monthly price when paying for a year at once.
 */
import { REQUEST_TIERS } from '../../supabase/functions/_shared/access-request-fields.ts';
import type { Copy } from './types.ts';

/** The tiers are the request table's plans (its tier column takes these ids), priced here. */
export type TierId = (typeof REQUEST_TIERS)[number]['value'];

const tierName = (id: TierId): string => REQUEST_TIERS.find((tier) => tier.value === id)?.label ?? id;
export type Billing = 'monthly' | 'annual';

/** Why the ROI calculator's hourly rate settled on differs from what was typed; each has a message below. */
export type RateRepair = 'empty' | 'not-a-number' | 'below-minimum';

export interface PricingTier {
  id: TierId;
  /** "Tier 1", shown above the name. */
  rank: string;
  name: string;
  summary: Copy;
  /** USD per seat per month when billed monthly. */
  monthlyCost: number;
  /** USD per seat per month when billed yearly. */
  annualMonthlyCost: number;
  /** One-time USD fee at the start. */
  setupFee: number;
  popular: boolean;
  /** What the tier includes, exactly as docs/product.md#pricing-tiers lists it. */
  features: readonly string[];
}

export const PRICING_TIERS: readonly PricingTier[] = [
  {
    id: 'basic',
    rank: 'Tier 1',
    name: tierName('basic'),
    summary: {
      faith: 'For small ministries of 1-10 people getting their members and messages in one place.',
      secular: 'For small nonprofits of 1-10 people getting their contacts and messages in one place.',
    },
    monthlyCost: 199,
    annualMonthlyCost: 159,
    setupFee: 499,
    popular: false,
    features: [
      '1 admin account',
      'Member Directory + Communications',
      'Grace AI Assistant',
      'Up to 1,000 contacts',
    ],
  },
  {
    id: 'growth',
    rank: 'Tier 2',
    name: tierName('growth'),
    summary: {
      faith: 'For growing congregations that want content tools and the modules their ministries need.',
      secular: 'For growing organizations that want content tools and the modules their programs need.',
    },
    monthlyCost: 350,
    annualMonthlyCost: 280,
    setupFee: 699,
    popular: true,
    features: [
      '1 admin account',
      'Member Directory + Communications',
      '2 additional features of choice',
      'Storybuilder',
      'Grace',
      'Up to 2,500 contacts',
    ],
  },
  {
    id: 'impact',
    rank: 'Tier 3',
    name: tierName('impact'),
    summary: {
      faith: 'For established ministries running worship, outreach and giving on one platform.',
      secular: 'For established nonprofits running every program, campaign and grant on one platform.',
    },
    monthlyCost: 520,
    annualMonthlyCost: 416,
    setupFee: 899,
    popular: false,
    features: ['All platform features', 'Storybuilder', 'Grace', 'Up to 5,000 contacts'],
  },
];

export const TIER_IDS: readonly TierId[] = PRICING_TIERS.map((tier) => tier.id);
export const DEFAULT_TIER_ID: TierId = 'growth';
export const DEFAULT_BILLING: Billing = 'monthly';
export const BILLINGS: readonly Billing[] = ['monthly', 'annual'];

/** The saving annual billing is advertised with; each tier's own rate is checked against it in tests. */
export const ANNUAL_SAVING_PERCENT = 20;

export function tierById(id: TierId): PricingTier {
  const tier = PRICING_TIERS.find((candidate) => candidate.id === id);
  if (!tier) throw new Error(`unknown pricing tier ${id}`);
  return tier;
}

export function tierTitle(tier: PricingTier): string {
  return `${tier.rank} ${tier.name}`;
}

export const PRICING = {
  eyebrow: 'Pricing',
  heading: {
    faith: 'Pricing that fits a ministry budget',
    secular: 'Pricing that fits a nonprofit budget',
  },
  lead: {
    faith:
      'Per-seat pricing in US dollars, a one-time startup fee, and 20% off when your church pays for the year.',
    secular:
      'Per-seat pricing in US dollars, a one-time startup fee, and 20% off when your organization pays for the year.',
  } satisfies Copy,
  billingGroupLabel: 'Billing period',
  billing: { monthly: 'Monthly', annual: 'Annual' } satisfies Record<Billing, string>,
  annualBadge: `Save ${ANNUAL_SAVING_PERCENT}% with annual billing`,
  mostPopular: 'Most Popular',
  perSeatMonth: 'per seat / month',
  billedMonthly: 'Billed monthly',
  billedYearly: (yearlyTotal: string) => `${yearlyTotal}/yr per seat, billed yearly`,
  annualSaving: (percent: number, perYear: string) => `Save ${percent}%: ${perYear} per seat a year`,
  startupFee: (fee: string) => `${fee} one-time startup fee`,
  includedLabel: (name: string) => `${name} includes`,
  /** A tier card's link to the request form, with that tier chosen. */
  start: (name: string) => `Start with ${name}`,
  selected: 'In your estimate',
  finePrintHeading: 'Good to know',
  finePrint: [
    'Card payments carry a 5% transaction fee on donations and ticket purchases.',
    {
      faith:
        'Gifts and grant funding processed through the platform: 2.5% to 5% on donations or grant approvals.',
      secular: 'Funding processed through the platform: 2.5% to 5% on donations or grant approvals.',
    },
    'AI credits for Grace, Storybuilder and Noa AI come in packs, for example 125 credits for about $55.',
    'All prices are in USD per seat per month. Startup fees are paid once.',
  ] satisfies Copy[],
} as const;

const BILLING_WORDS: Record<Billing, string> = { monthly: 'billed monthly', annual: 'billed yearly' };
const monthsText = (months: number) => (months === 1 ? '1 month' : `${months} months`);

export const ROI_COPY = {
  heading: 'Estimate your return',
  tierLabel: 'Plan',
  lead: {
    faith:
      'How many hours do your pastors, staff and volunteers lose each week to spreadsheets, double entry and chasing sign-ups? See what getting them back is worth.',
    secular:
      'How many hours do your staff and volunteers lose each week to spreadsheets, double entry and chasing sign-ups? See what getting them back is worth.',
  } satisfies Copy,
  hoursLabel: 'Hours lost per week',
  hoursValue: (hours: number) => `${hours} hours`,
  rateLabel: 'Hourly rate',
  rateHint: (min: string) => `US dollars per hour of staff time, cents included; at least ${min}.`,
  /** Said beside the rate once the visitor leaves it, when the rate differs from what they typed. */
  rateRepairs: {
    empty: (rate: string) => `An hourly rate is needed, so it is the least it can be, ${rate}.`,
    'not-a-number': (rate: string) => `That is not a number, so the rate is the least it can be, ${rate}.`,
    'below-minimum': (rate: string) => `The rate is at least ${rate} an hour, so it was raised to ${rate}.`,
  } satisfies Record<RateRepair, (rate: string) => string>,
  /** In place of a figure, or a rate, too large to compute exactly. */
  tooLarge: 'Too large to compute',
  tooLargeNote: 'At this hourly rate the estimate is too large to compute. Try a smaller rate.',
  summaryRate: (rate: string) => `${rate}/hour`,
  summaryRateTooLarge: 'a rate too large to compute',
  summaryTooLarge: 'too large to compute',
  monthsLabel: 'Period',
  monthsValue: monthsText,
  anotherMonth: 'Calculate another month',
  resetMonths: 'Back to 1 month',
  maxMonthsReached: 'Estimates cover up to 12 months.',
  /**
   * The prices the estimate uses: the monthly price whatever the billing, as the formula of
   * docs/product.md#roi-calculator.
   */
  plan: (tierTitle: string, monthlyPrice: string, setupFee: string) =>
    `${tierTitle}: ${monthlyPrice} per seat a month and a ${setupFee} startup fee. The estimate uses the monthly price, whichever billing you choose.`,
  resultsLabel: 'Your estimate',
  monthlySavings: 'Monthly savings',
  hoursSaved: 'Hours saved',
  hoursSavedValue: (hours: number) => `${hours.toLocaleString('en-US')} hours`,
  totalCost: 'Platform cost',
  roi: 'Return on investment',
  roiPeriod: (months: number) => `over ${monthsText(months)}`,
  positive: 'Your savings cover the startup fee and subscription.',
  negative: 'Net cost: the startup fee and subscription exceed your savings so far.',
  requestAccess: 'Request Access',
  /**
   * One line for the request form's comments, so the team sees the estimate that led here. `rate`
   * is summaryRate's; a figure too large to compute is summaryTooLarge.
   */
  summary: (parts: {
    tierTitle: string;
    billing: Billing;
    hours: number;
    rate: string;
    months: number;
    monthlySavings: string;
    hoursSaved: number;
    roi: string;
  }) =>
    `ROI estimate: ${parts.tierTitle}, ${BILLING_WORDS[parts.billing]}; ${parts.hours} hours lost per week at ${parts.rate} over ${monthsText(parts.months)}: ${parts.monthlySavings} monthly savings, ${parts.hoursSaved.toLocaleString('en-US')} hours saved, ROI ${parts.roi}.`,
} as const;
