/**
 * The arithmetic of the overview's hand-drawn charts: a bar's share of the tallest one, and a
 * round top for the axis so its label reads well ("20", not "17").
 */

/** The smallest 1, 2 or 5 times a power of ten at or above `max` (1 for an empty chart). */
export function niceCeiling(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

/** A value's share of the scale, 0 to 1. */
export function share(value: number, scale: number): number {
  return scale <= 0 ? 0 : Math.min(1, Math.max(0, value / scale));
}
