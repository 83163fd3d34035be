/**
 * The hourly-rate field of the ROI calculator: the visitor types freely ("0.5", an emptied field,
 * a long number) and nothing is corrected under their fingers; the estimate follows what they
 * type, within bounds. When they leave the field it is repaired, and the reason is said beside it.
 */
import type { RateRepair } from '../../data/pricing.ts';
import { clampRate, RATE_MAX, RATE_MIN } from './roi.ts';

/**
 * What the field holds. A number field reports '' both when empty and when what was typed is not
 * a number ("-", "1e"); the browser's `validity.badInput` tells the two apart.
 */
export interface RateEntry {
  text: string;
  notANumber: boolean;
}

export interface SettledRate {
  rate: number;
  repair: RateRepair | null;
}

/** The number typed, or null for an empty field or one that is not a number. */
function typedNumber({ text, notANumber }: RateEntry): number | null {
  const trimmed = text.trim();
  if (notANumber || trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isNaN(value) ? null : value;
}

/**
 * The rate the estimate uses while the visitor types: the typed number within bounds, or the rate
 * before this edit while the field is empty or not (yet) a number.
 */
export function rateWhileTyping(entry: RateEntry, lastValid: number): number {
  const value = typedNumber(entry);
  return value === null ? lastValid : clampRate(value);
}

/** The rate once the visitor leaves the field, and why it differs from what they typed, if it does. */
export function settleRate(entry: RateEntry, lastValid: number): SettledRate {
  const value = typedNumber(entry);
  if (value === null) {
    return entry.notANumber || entry.text.trim() !== ''
      ? // docs/product.md#roi-calculator: non-numeric input counts as 0, so the least rate.
        { rate: clampRate(0), repair: 'not-a-number' }
      : { rate: lastValid, repair: 'empty' };
  }
  const rate = clampRate(value);
  if (value < RATE_MIN) return { rate, repair: 'below-minimum' };
  if (value > RATE_MAX) return { rate, repair: 'above-maximum' };
  return { rate, repair: rate === value ? null : 'not-whole' };
}
