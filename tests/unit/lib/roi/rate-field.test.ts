import { describe, expect, it } from 'vitest';
import { ROI_COPY, type RateRepair } from '../../../../src/data/pricing.ts';
import { rateWhileTyping, settleRate, type RateEntry } from '../../../../src/lib/roi/rate-field.ts';

const typed = (text: string): RateEntry => ({ text, notANumber: false });
/** What a number field reports for "-", "1e" or "1e400": nothing, and that it is not a number. */
const notANumber: RateEntry = { text: '', notANumber: true };

describe.each<[string, RateEntry, number]>([
  ['a whole rate', typed('75'), 75],
  ['"0" (the start of "0.5")', typed('0'), 1],
  ['"0.5"', typed('0.5'), 1],
  ['a rate with cents', typed('12.6'), 12.6],
  ['an emptied field', typed(''), 1],
  ['spaces only', typed('  '), 1],
  ['something that is not a number yet', notANumber, 1],
  ['a negative rate', typed('-30'), 1],
  ['a huge rate', typed('99999999999999999999'), 1e20],
  ['an exponent', typed('1e3'), 1000],
])('while typing %s', (_name, entry, expected) => {
  it(`the estimate uses ${expected}`, () => expect(rateWhileTyping(entry)).toBe(expected));
});

describe.each<[string, RateEntry, number, RateRepair | null]>([
  ['a whole rate', typed('75'), 75, null],
  ['the least rate', typed('1'), 1, null],
  ['a rate with cents', typed('12.6'), 12.6, null],
  ['a rate past the old cap of 1,000', typed('1000.4'), 1000.4, null],
  ['a huge rate', typed('1e300'), 1e300, null],
  ['"0.5"', typed('0.5'), 1, 'below-minimum'],
  ['0', typed('0'), 1, 'below-minimum'],
  ['a negative rate', typed('-30'), 1, 'below-minimum'],
  ['an emptied field', typed(''), 1, 'empty'],
  ['something that is not a number (it counts as 0, so 1)', notANumber, 1, 'not-a-number'],
  ['text that is not a number', typed('abc'), 1, 'not-a-number'],
])('leaving the field with %s', (_name, entry, rate, repair) => {
  it(`settles on ${rate}${repair ? `, repaired (${repair})` : ''}`, () =>
    expect(settleRate(entry)).toEqual({ rate, repair }));
});

describe.each<[RateRepair, string, string]>([
  ['empty', '$1', 'An hourly rate is needed, so it is the least it can be, $1.'],
  ['not-a-number', '$1', 'That is not a number, so the rate is the least it can be, $1.'],
  ['below-minimum', '$1', 'The rate is at least $1 an hour, so it was raised to $1.'],
])('the reason for %s', (repair, rate, sentence) => {
  it('is a sentence saying what happened', () => expect(ROI_COPY.rateRepairs[repair](rate)).toBe(sentence));
});
