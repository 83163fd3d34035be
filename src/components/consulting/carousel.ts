/** Timing and stepping of the benefit carousel (docs/product.md#carousel-and-small-movements). */

/** How long each benefit stays before the next one. */
export const BENEFIT_ROTATE_MS = 5000;

/** The index after `index` in a ring of `count` items. */
export function nextIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}
