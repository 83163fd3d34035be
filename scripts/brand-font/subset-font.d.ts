/** The part of subset-font's API (it ships no types) that scripts/brand-font.ts uses. */
declare module 'subset-font' {
  interface AxisRange {
    min: number;
    max: number;
    default?: number;
  }

  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2';
    /** Pin an axis to a value or cut it to a range. */
    variationAxes?: Record<string, number | AxisRange>;
    /** The OpenType layout features to keep; all when absent. */
    keepFeatures?: string[];
  }

  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
