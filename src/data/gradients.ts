/** The nine gradient pairs feature cards cycle through (SPEC section 9). */

export interface GradientPair {
  from: string;
  to: string;
}

export const GRADIENT_PAIRS: readonly GradientPair[] = [
  { from: 'from-violet-500', to: 'to-indigo-600' },
  { from: 'from-sky-500', to: 'to-cyan-600' },
  { from: 'from-emerald-500', to: 'to-teal-600' },
  { from: 'from-amber-500', to: 'to-orange-600' },
  { from: 'from-rose-500', to: 'to-pink-600' },
  { from: 'from-fuchsia-500', to: 'to-purple-600' },
  { from: 'from-blue-500', to: 'to-indigo-700' },
  { from: 'from-lime-500', to: 'to-green-600' },
  { from: 'from-red-500', to: 'to-rose-700' },
];

export function gradientFor(index: number): GradientPair {
  const pair =
    GRADIENT_PAIRS[((index % GRADIENT_PAIRS.length) + GRADIENT_PAIRS.length) % GRADIENT_PAIRS.length];
  if (!pair) throw new Error('GRADIENT_PAIRS is empty');
  return pair;
}
