/**
 * The ROI inputs in the address, so an estimate can be shared and carried to the request form.
 * Reading never trusts the query: every value is clamped or falls back to its default.
 */
import {
  BILLINGS,
  DEFAULT_BILLING,
  DEFAULT_TIER_ID,
  ROI_COPY,
  TIER_IDS,
  tierById,
  tierTitle,
  type Billing,
  type TierId,
} from '../../data/pricing.ts';
import { dollarsText, rateText, writeDollars } from './figures.ts';
import { calculateRoi, clampHours, clampMonths, clampRate, ROI_DEFAULTS } from './roi.ts';

export interface RoiState {
  hours: number;
  rate: number;
  months: number;
  tierId: TierId;
  billing: Billing;
}

export const DEFAULT_ROI_STATE: RoiState = {
  ...ROI_DEFAULTS,
  tierId: DEFAULT_TIER_ID,
  billing: DEFAULT_BILLING,
};

/** Query parameter names; short and readable in a shared link. */
export const ROI_PARAMS = {
  hours: 'hours',
  rate: 'rate',
  months: 'months',
  tierId: 'tier',
  billing: 'billing',
} as const satisfies Record<keyof RoiState, string>;

const KEYS = Object.keys(ROI_PARAMS) as (keyof RoiState)[];

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

function numberOr(value: string | null, fallback: number): number {
  return value === null || value.trim() === '' ? fallback : Number(value);
}

export function hasRoiParams(params: URLSearchParams): boolean {
  return KEYS.some((key) => params.has(ROI_PARAMS[key]));
}

/** The state a query describes; missing values take their defaults, bad ones are clamped. */
export function readRoiState(params: URLSearchParams): RoiState {
  const get = (key: keyof RoiState) => params.get(ROI_PARAMS[key]);
  return {
    hours: clampHours(numberOr(get('hours'), DEFAULT_ROI_STATE.hours)),
    rate: clampRate(numberOr(get('rate'), DEFAULT_ROI_STATE.rate)),
    months: clampMonths(numberOr(get('months'), DEFAULT_ROI_STATE.months)),
    tierId: oneOf(get('tierId'), TIER_IDS, DEFAULT_ROI_STATE.tierId),
    billing: oneOf(get('billing'), BILLINGS, DEFAULT_ROI_STATE.billing),
  };
}

/**
 * The query with the state written into it, other parameters kept. With `omitDefaults`, values at
 * their default are left out, so the page's own address stays clean until someone changes a value.
 */
export function writeRoiParams(
  params: URLSearchParams,
  state: RoiState,
  { omitDefaults }: { omitDefaults: boolean },
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of KEYS) {
    if (omitDefaults && state[key] === DEFAULT_ROI_STATE[key]) next.delete(ROI_PARAMS[key]);
    else next.set(ROI_PARAMS[key], String(state[key]));
  }
  return next;
}

/** The same address with the state in its query; the path and hash are kept. */
export function urlWithRoiState(href: string, state: RoiState): string {
  const url = new URL(href);
  url.search = writeRoiParams(url.searchParams, state, { omitDefaults: true }).toString();
  return url.toString();
}

/** The calculator's Request Access link, carrying every input so the form can summarise them. */
export function requestAccessHref(path: string, state: RoiState): string {
  return `${path}?${writeRoiParams(new URLSearchParams(), state, { omitDefaults: false })}`;
}

/** One line describing the estimate, for the request form's comments. */
export function roiSummary(state: RoiState): string {
  const tier = tierById(state.tierId);
  const result = calculateRoi({ ...state, tier });
  const dollars = (amount: number) => {
    const figure = writeDollars(amount);
    return figure ? dollarsText(figure) : ROI_COPY.summaryTooLarge;
  };
  const rate = rateText(state.rate);
  return ROI_COPY.summary({
    tierTitle: tierTitle(tier),
    billing: state.billing,
    hours: state.hours,
    rate: rate === null ? ROI_COPY.summaryRateTooLarge : ROI_COPY.summaryRate(rate),
    months: state.months,
    monthlySavings: dollars(result.monthlySavings),
    hoursSaved: result.hoursSaved,
    roi: dollars(result.roi),
  });
}
