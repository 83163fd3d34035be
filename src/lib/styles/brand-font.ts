/**
 * The brand typeface: one self-hosted variable font (Inter, SIL OFL), subset to the Latin the site
 * writes. scripts/brand-font.ts produces the file and its @font-face rules; the layout preloads it.
 */
export const BRAND_FONT = {
  family: 'Inter',
  /** Served from public/fonts/; a new subset gets a new name, so a cached old file is never used. */
  url: '/fonts/inter-latin-wght-v1.woff2',
  /** The weights the site sets (font-normal to font-bold); the variable axis is cut to this range. */
  weights: { min: 400, max: 700 },
  /** What the font may cost a first visit. */
  maxBytes: 30 * 1024,
} as const;
