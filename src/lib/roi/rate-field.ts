/**
 * The hourly-rate field of the ROI calculator: the visitor types freely ("0.5", an emptied field,
 * a long number) and nothing is corrected under their fingers; the estimate follows the rule of
 * docs/product.md#roi-calculator as they type. When they leave the field it is repaired, and the
 * reason is said beside it.
 */
import type { RateRepair } from '../../data/pricing.ts';
import { clampRate, RATE_MIN } from './roi.ts';

/**
 * What the field holds. A number field reports '' both when empty and when what was typed is not
 * a number ("-", "1e", or "1e400", which no double holds); the browser's `validity.badInput` tells
 * the two apart.
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

/** The rate the estimate uses while the visitor types: empty or not a number counts as 0, so 1. */
export function rateWhileTyping(entry: RateEntry): number {
  return clampRate(typedNumber(entry) ?? 0);
}

/** The rate once the visitor leaves the field, and why it differs from what they typed, if it does. */
export function settleRate(entry: RateEntry): SettledRate {
  const value = typedNumber(entry);
  const rate = rateWhileTyping(entry);
  if (value === null) {
    return { rate, repair: entry.notANumber || entry.text.trim() !== '' ? 'not-a-number' : 'empty' };
  }
  return { rate, repair: value < RATE_MIN ? 'below-minimum' : null };
}
