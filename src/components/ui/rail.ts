/**
 * A row of cards that scrolls sideways on a phone and is a grid from the `sm` breakpoint up
 * (docs/product.md#home-page): every card stays on the page while the page stays short on a
 * phone. Cards take most of the width, so the next one peeks in and the row shows it goes on; the
 * row bleeds to the screen's edges and snaps a card to the page's margin. The padding keeps room
 * for a card's lift, badge and focus ring, which the scrolling row would otherwise clip. RevealGroup
 * marks its rails with RAIL_ATTRIBUTE (src/lib/ui/motion.ts, which its inline script reads: a module
 * shared with an island would turn that script into a fetched one).
 */

/** The list's classes; the caller adds the gap and the grid's columns from `sm` up. */
export const RAIL_LIST =
  '-mx-6 flex snap-x snap-mandatory scroll-px-6 overflow-x-auto px-6 pt-4 pb-4 focus-visible:-outline-offset-2 sm:mx-0 sm:grid sm:snap-none sm:overflow-visible sm:p-0';

/** Each card's classes. */
export const RAIL_ITEM = 'w-[82%] max-w-sm shrink-0 snap-start sm:w-auto sm:max-w-none';
