import { expect, it } from 'vitest';
import { dollarsText, isComputable, rateText, writeDollars } from '../../../../src/lib/roi/figures.ts';

it('writeDollars writes whole dollars, millions and up in words, and nothing past what a number holds exactly', () => {
  const amounts = [0, -0.4, 951, 910.5, -1379, 160_000, 999_999, 1_917_113, -3_500_000_000, 4.2e12];
  const texts = [
    '$0',
    '$0',
    '$951',
    '$911',
    '-$1,379',
    '$160,000',
    '$999,999',
    '$1.9 million',
    '-$3.5 billion',
    '$4.2 trillion',
  ];
  const beyond = [Number.MAX_SAFE_INTEGER + 2, 1e21, Number.POSITIVE_INFINITY, Number.NaN];
  const all = [...amounts, Number.MAX_SAFE_INTEGER, ...beyond];
  const written = all.map((amount) => {
    const figure = writeDollars(amount);
    return figure && dollarsText(figure);
  });
  expect(written).toEqual([...texts, '$9,007.2 trillion', null, null, null, null]);
  expect(all.map(isComputable)).toEqual(written.map((text) => text !== null));
});

it('rateText writes cents under a million, and nothing for a rate too large', () => {
  const rates = [1, 50, 12.6, 12.345, 999_999.5, 1e11, 1e300, Number.POSITIVE_INFINITY];
  const texts = ['$1', '$50', '$12.60', '$12.35', '$999,999.50', '$100 billion', null, null];
  expect(rates.map((rate) => rateText(rate))).toEqual(texts);
});
