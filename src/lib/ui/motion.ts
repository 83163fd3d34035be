/**
 * The staggered reveal of card grids (docs/product.md#carousel-and-small-movements): each card
 * fades in once it is 10% in view, 100 ms later than the card before it. RevealGroup.astro plays
 * it; the numbers live here.
 */

/** Extra delay per card, multiplied by the card's index in its group. */
export const REVEAL_STAGGER_MS = 100;

/** Share of a card that must be in the viewport before it is revealed. */
export const REVEAL_THRESHOLD = 0.1;

/** How long one card's fade-in lasts. */
export const REVEAL_DURATION_MS = 500;

/** How far a card rises while it fades in. */
export const REVEAL_RISE_PX = 16;

/** The attribute that marks a group's items; a group's children without it are left alone. */
export const REVEAL_ITEM_ATTRIBUTE = 'data-reveal-item';

/** Marks a group that is a sideways rail on a phone (src/components/ui/rail.ts): it reveals as one. */
export const RAIL_ATTRIBUTE = 'data-rail';

export function revealDelayMs(index: number): number {
  return Math.max(0, index) * REVEAL_STAGGER_MS;
}
