/**
 * The brand's gradients as Tailwind classes. Every colour is a CSS variable that global.css derives
 * from the display mode's hue, so logo and icons are violet in faith mode and teal in secular mode.
 */

export interface GradientPair {
  from: string;
  to: string;
}

/** The brand pair: the logo and each module page's hero icon. */
export const ACCENT_GRADIENT: GradientPair = { from: 'from-(--accent-from)', to: 'to-(--accent-to)' };

/**
 * The nine pairs feature cards cycle through (docs/product.md#cards-and-clamps): neighbours of the
 * mode's hue.
 */
export const GRADIENT_PAIRS: readonly GradientPair[] = [
  { from: 'from-(--gradient-1-from)', to: 'to-(--gradient-1-to)' },
  { from: 'from-(--gradient-2-from)', to: 'to-(--gradient-2-to)' },
  { from: 'from-(--gradient-3-from)', to: 'to-(--gradient-3-to)' },
  { from: 'from-(--gradient-4-from)', to: 'to-(--gradient-4-to)' },
  { from: 'from-(--gradient-5-from)', to: 'to-(--gradient-5-to)' },
  { from: 'from-(--gradient-6-from)', to: 'to-(--gradient-6-to)' },
  { from: 'from-(--gradient-7-from)', to: 'to-(--gradient-7-to)' },
  { from: 'from-(--gradient-8-from)', to: 'to-(--gradient-8-to)' },
  { from: 'from-(--gradient-9-from)', to: 'to-(--gradient-9-to)' },
];

export function gradientFor(index: number): GradientPair {
  const pair =
    GRADIENT_PAIRS[((index % GRADIENT_PAIRS.length) + GRADIENT_PAIRS.length) % GRADIENT_PAIRS.length];
  if (!pair) throw new Error('GRADIENT_PAIRS is empty');
  return pair;
}
