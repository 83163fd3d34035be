import { describe, expect, it } from 'vitest';
import { dollarsText, isComputable, rateText, writeDollars } from '../../../../src/lib/roi/figures.ts';

describe.each<[number, string | null]>([
  [0, '$0'],
  [-0.4, '$0'],
  [951, '$951'],
  [910.5, '$911'],
  [-1379, '-$1,379'],
  [160_000, '$160,000'],
  [999_999, '$999,999'],
  [1_917_113, '$1.9 million'],
  [-3_500_000_000, '-$3.5 billion'],
  [4.2e12, '$4.2 trillion'],
  [Number.MAX_SAFE_INTEGER, '$9,007.2 trillion'],
  [Number.MAX_SAFE_INTEGER + 2, null],
  [1e21, null],
  [Number.POSITIVE_INFINITY, null],
  [Number.NaN, null],
])('writeDollars(%o)', (amount, expected) => {
  it(`is ${expected}`, () => {
    const figure = writeDollars(amount);
    expect(figure && dollarsText(figure)).toBe(expected);
    expect(isComputable(amount)).toBe(expected !== null);
  });
});

describe.each<[number, string | null]>([
  [1, '$1'],
  [50, '$50'],
  [12.6, '$12.60'],
  [12.345, '$12.35'],
  [999_999.5, '$999,999.50'],
  [1e11, '$100 billion'],
  [1e300, null],
  [Number.POSITIVE_INFINITY, null],
])('rateText(%o)', (rate, expected) => {
  it(`is ${expected}`, () => expect(rateText(rate)).toBe(expected));
});
