/**
 * The hover and focus-within state shared by the cards a visitor acts on (blog posts, pricing
 * tiers, featured projects): an accent border, a deeper shadow and a slight lift, with no movement
 * under reduced motion.
 */
export const CARD_HOVER =
  'motion-safe:transition-[translate,box-shadow,border-color] motion-safe:duration-200 hover:-translate-y-1 hover:border-accent hover:shadow-lg focus-within:-translate-y-1 focus-within:border-accent focus-within:shadow-lg motion-reduce:hover:translate-y-0 motion-reduce:focus-within:translate-y-0';
