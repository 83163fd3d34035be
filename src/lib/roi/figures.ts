/**
 * How the estimate writes its figures (docs/product.md#roi-calculator). The hourly rate has no
 * upper bound, so a figure may be of any size: up to a million it is written in full, in whole
 * dollars ($160,000); from a million on in words ($4.2 trillion), so it keeps to its box on a
 * phone; and past what a double counts exactly (Number.MAX_SAFE_INTEGER), or past any number at
 * all (a rate of 1e400), there is no figure to write: the caller says so in words.
 */

/** Written in full below this, in words from it. */
export const FULL_FIGURES_BELOW = 1_000_000;

/** A figure the estimate can state, as a number and the scale word after it ("", "million", …). */
export interface WrittenFigure {
  number: string;
  scale: string;
}

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const IN_WORDS = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  compactDisplay: 'long',
  maximumFractionDigits: 1,
  useGrouping: 'always',
});

/** Whether a sum came out exact enough to state: finite, and within the integers a double holds. */
export function isComputable(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(amount) <= Number.MAX_SAFE_INTEGER;
}

/** The figure for an amount of US dollars, or null when it cannot be computed. */
export function writeDollars(amount: number): WrittenFigure | null {
  if (!isComputable(amount)) return null;
  // `|| 0` turns -0 (a rounded tiny loss) into 0, which Intl would print as -$0.
  const rounded = Math.round(amount) || 0;
  if (Math.abs(rounded) < FULL_FIGURES_BELOW) return { number: WHOLE_DOLLARS.format(rounded), scale: '' };
  const [number = '', ...scale] = IN_WORDS.format(Math.abs(rounded)).split(' ');
  return { number: `${rounded < 0 ? '-' : ''}$${number}`, scale: scale.join(' ') };
}

/** The figure as one line of text: "$160,000", "$4.2 trillion". */
export function dollarsText(figure: WrittenFigure): string {
  return figure.scale ? `${figure.number} ${figure.scale}` : figure.number;
}

const RATE = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
});

/** An hourly rate as the visitor typed it, cents kept: $50, $12.60; a huge one in words. */
export function rateText(rate: number): string | null {
  if (!isComputable(rate)) return null;
  if (rate < FULL_FIGURES_BELOW) return RATE.format(rate);
  const figure = writeDollars(rate);
  return figure && dollarsText(figure);
}
