/**
 * A metric-matched fallback: a local system font scaled and given the brand font's vertical metrics,
 * so text set in it takes the same room the brand font will take and nothing moves at the swap.
 * The arithmetic the Next.js and Astro font tools use: scale the fallback so its average glyph
 * width equals the brand font's, then express the brand font's ascent, descent and line gap in the
 * scaled fallback's em.
 */

/** What the computation needs from a font file (as @capsizecss/unpack reads it). */
export interface FontMetrics {
  unitsPerEm: number;
  ascent: number;
  /** Negative below the baseline, as in the font's hhea table. */
  descent: number;
  lineGap: number;
  /** Average advance width of Latin text, weighted by letter frequency. */
  xWidthAvg: number;
}

export interface FallbackOverrides {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

/** CSS percentages are written with this many decimals. */
const DECIMALS = 4;
const SCALE = 10 ** (DECIMALS + 2);

/**
 * The browser multiplies an override by the adjusted size, then rounds the ascent and the descent
 * to whole pixels. Inter's ascent is 31/32 em, so at 16 px it is exactly 15.5 px: an override
 * rounded down by a hair gives 15.49999 px, one pixel less than the font, and every line moves a
 * pixel at the swap. So the overrides are computed from the size-adjust as written, and rounded up.
 */
const roundedUp = (ratio: number) => Math.ceil(ratio * SCALE) / SCALE;
const rounded = (ratio: number) => Math.round(ratio * SCALE) / SCALE;
const percent = (ratio: number) => `${(ratio * 100).toFixed(DECIMALS)}%`;

export function fallbackOverrides(brand: FontMetrics, fallback: FontMetrics): FallbackOverrides {
  const brandWidth = brand.xWidthAvg / brand.unitsPerEm;
  const fallbackWidth = fallback.xWidthAvg / fallback.unitsPerEm;
  const sizeAdjust = rounded(brandWidth / fallbackWidth);
  const inScaledEm = (units: number) => roundedUp(units / brand.unitsPerEm / sizeAdjust);
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(inScaledEm(brand.ascent)),
    descentOverride: percent(inScaledEm(Math.abs(brand.descent))),
    lineGapOverride: percent(inScaledEm(brand.lineGap)),
  };
}
