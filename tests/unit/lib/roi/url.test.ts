import { expect, it } from 'vitest';
import {
  DEFAULT_ROI_STATE,
  hasRoiParams,
  readRoiState,
  requestAccessHref,
  roiSummary,
  urlWithRoiState,
  writeRoiParams,
  type RoiState,
} from '../../../../src/lib/roi/url.ts';

const shared: RoiState = { hours: 25, rate: 35, months: 6, tierId: 'impact', billing: 'annual' };

it.each<[string, string, RoiState]>([
  ['no query', '', DEFAULT_ROI_STATE],
  ['every value', 'hours=25&rate=35&months=6&tier=impact&billing=annual', shared],
  ['some values', 'tier=basic', { ...DEFAULT_ROI_STATE, tierId: 'basic' }],
  ['hours out of range', 'hours=3', { ...DEFAULT_ROI_STATE, hours: 10 }],
  ['hours above range', 'hours=99', { ...DEFAULT_ROI_STATE, hours: 40 }],
  ['a rate of zero', 'rate=0', { ...DEFAULT_ROI_STATE, rate: 1 }],
  ['a non-numeric rate', 'rate=abc', { ...DEFAULT_ROI_STATE, rate: 1 }],
  ['a rate with cents', 'rate=12.6', { ...DEFAULT_ROI_STATE, rate: 12.6 }],
  ['a rate past any number', 'rate=1e400', { ...DEFAULT_ROI_STATE, rate: Number.POSITIVE_INFINITY }],
  ['an empty rate', 'rate=', DEFAULT_ROI_STATE],
  ['months past twelve', 'months=40', { ...DEFAULT_ROI_STATE, months: 12 }],
  ['an unknown tier and billing', 'tier=gold&billing=weekly', DEFAULT_ROI_STATE],
])('readRoiState reads a safe state from %s', (_name, query, expected) => {
  expect(readRoiState(new URLSearchParams(query))).toEqual(expected);
});

it('round-trips any state through the query', () => {
  const params = writeRoiParams(new URLSearchParams(), shared, { omitDefaults: true });
  expect(params.toString()).toBe('hours=25&rate=35&months=6&tier=impact&billing=annual');
  expect(readRoiState(params)).toEqual(shared);
});

it('leaves defaults out of the page address, and keeps other parameters, the path and the hash', () => {
  expect(urlWithRoiState('https://kindred.test/', DEFAULT_ROI_STATE)).toBe('https://kindred.test/');
  const other = urlWithRoiState('https://kindred.test/?hours=30&ref=mail#pricing', DEFAULT_ROI_STATE);
  expect(other).toBe('https://kindred.test/?ref=mail#pricing');
  const months = urlWithRoiState('https://kindred.test/#pricing', { ...DEFAULT_ROI_STATE, months: 3 });
  expect(months).toBe('https://kindred.test/?months=3#pricing');
});

it('puts every input on the Request Access link', () => {
  expect(requestAccessHref('/request-access', DEFAULT_ROI_STATE)).toBe(
    '/request-access?hours=10&rate=50&months=1&tier=growth&billing=monthly',
  );
});

it('hasRoiParams only with a calculator input in the query', () => {
  const queries = ['', 'ref=mail', 'months=2', 'tier=basic'];
  const found = queries.map((query) => hasRoiParams(new URLSearchParams(query)));
  expect(found).toEqual([false, false, true, true]);
});

it.each<[RoiState, string]>([
  [
    DEFAULT_ROI_STATE,
    'ROI estimate: Tier 2 Growth, billed monthly; 10 hours lost per week at $50/hour over 1 month: $2,000 monthly savings, 40 hours saved, ROI $951.',
  ],
  [
    // Billed yearly, yet the ROI takes the monthly cost (docs/product.md#roi-calculator): 6 × 3500
    // − (899 + 6 × 520).
    shared,
    'ROI estimate: Tier 3 Impact, billed yearly; 25 hours lost per week at $35/hour over 6 months: $3,500 monthly savings, 600 hours saved, ROI $16,981.',
  ],
  [
    { ...DEFAULT_ROI_STATE, tierId: 'impact', rate: 1 },
    'ROI estimate: Tier 3 Impact, billed monthly; 10 hours lost per week at $1/hour over 1 month: $40 monthly savings, 40 hours saved, ROI -$1,379.',
  ],
  [
    // 10 × 4 × 12.6 = 504; 504 − (699 + 350) = −545.
    { ...DEFAULT_ROI_STATE, rate: 12.6 },
    'ROI estimate: Tier 2 Growth, billed monthly; 10 hours lost per week at $12.60/hour over 1 month: $504 monthly savings, 40 hours saved, ROI -$545.',
  ],
  [
    { ...DEFAULT_ROI_STATE, rate: 1e11 },
    'ROI estimate: Tier 2 Growth, billed monthly; 10 hours lost per week at $100 billion/hour over 1 month: $4 trillion monthly savings, 40 hours saved, ROI $4 trillion.',
  ],
  [
    { ...DEFAULT_ROI_STATE, rate: Number.POSITIVE_INFINITY },
    'ROI estimate: Tier 2 Growth, billed monthly; 10 hours lost per week at a rate too large to compute over 1 month: too large to compute monthly savings, 40 hours saved, ROI too large to compute.',
  ],
])('roiSummary(%o) is one line', (state, expected) => {
  expect(roiSummary(state)).toBe(expected);
  expect(roiSummary(state)).not.toContain('\n');
});
