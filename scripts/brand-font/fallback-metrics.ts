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

const percent = (ratio: number) => `${(ratio * 100).toFixed(4)}%`;

export function fallbackOverrides(brand: FontMetrics, fallback: FontMetrics): FallbackOverrides {
  const brandWidth = brand.xWidthAvg / brand.unitsPerEm;
  const fallbackWidth = fallback.xWidthAvg / fallback.unitsPerEm;
  const sizeAdjust = brandWidth / fallbackWidth;
  const inScaledEm = (units: number) => units / brand.unitsPerEm / sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(inScaledEm(brand.ascent)),
    descentOverride: percent(inScaledEm(Math.abs(brand.descent))),
    lineGapOverride: percent(inScaledEm(brand.lineGap)),
  };
}
