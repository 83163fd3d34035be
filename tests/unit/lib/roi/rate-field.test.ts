import { describe, expect, it } from 'vitest';
import { ROI_COPY, type RateRepair } from '../../../../src/data/pricing.ts';
import { rateWhileTyping, settleRate, type RateEntry } from '../../../../src/lib/roi/rate-field.ts';

const typed = (text: string): RateEntry => ({ text, notANumber: false });
/** What a number field reports for "-" or "1e": nothing, and that it is not a number. */
const notANumber: RateEntry = { text: '', notANumber: true };

describe.each<[string, RateEntry, number]>([
  ['a whole rate', typed('75'), 75],
  ['"0" (the start of "0.5")', typed('0'), 1],
  ['"0.5"', typed('0.5'), 1],
  ['a rate with cents', typed('22.5'), 23],
  ['an emptied field', typed(''), 50],
  ['spaces only', typed('  '), 50],
  ['something that is not a number yet', notANumber, 50],
  ['a negative rate', typed('-30'), 1],
  ['a huge rate', typed('99999999999999999999'), 1000],
  ['an exponent', typed('1e3'), 1000],
])('while typing %s (rate before: 50)', (_name, entry, expected) => {
  it(`the estimate uses ${expected}`, () => expect(rateWhileTyping(entry, 50)).toBe(expected));
});

describe.each<[string, RateEntry, number, RateRepair | null]>([
  ['a whole rate in bounds', typed('75'), 75, null],
  ['the least rate', typed('1'), 1, null],
  ['the largest rate', typed('1000'), 1000, null],
  ['an untouched default', typed('50'), 50, null],
  ['"0.5"', typed('0.5'), 1, 'below-minimum'],
  ['0', typed('0'), 1, 'below-minimum'],
  ['a negative rate', typed('-30'), 1, 'below-minimum'],
  ['a huge rate', typed('99999999999999999999'), 1000, 'above-maximum'],
  ['1000.4', typed('1000.4'), 1000, 'above-maximum'],
  ['a rate with cents', typed('22.5'), 23, 'not-whole'],
  ['an emptied field', typed(''), 35, 'empty'],
  ['something that is not a number (it counts as 0, so 1)', notANumber, 1, 'not-a-number'],
  ['text that is not a number', typed('abc'), 1, 'not-a-number'],
])('leaving the field with %s (rate before: 35)', (_name, entry, rate, repair) => {
  it(`settles on ${rate}${repair ? `, repaired (${repair})` : ''}`, () =>
    expect(settleRate(entry, 35)).toEqual({ rate, repair }));
});

describe.each<[RateRepair, string, string]>([
  ['empty', '$50', 'An hourly rate is needed, so it is back to $50.'],
  ['not-a-number', '$1', 'That is not a number, so the rate is the least it can be, $1.'],
  ['below-minimum', '$1', 'The rate is at least $1 an hour, so it was raised to $1.'],
  [
    'above-maximum',
    '$1,000',
    'The estimate takes at most $1,000 an hour, so the rate was lowered to $1,000.',
  ],
  ['not-whole', '$23', 'The estimate uses whole dollars, so the rate was rounded to $23.'],
])('the reason for %s', (repair, rate, sentence) => {
  it('is a sentence saying what happened', () => expect(ROI_COPY.rateRepairs[repair](rate)).toBe(sentence));
});
