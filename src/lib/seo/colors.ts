/**
 * The accent colours of global.css as hex, for the places that cannot take the stylesheet's
 * oklch() values: the web manifest (read by install prompts of every age) and the share images'
 * generator. Reading them from the stylesheet keeps one source for the brand colours.
 */
import type { Mode } from '../../data/types.ts';

export interface Oklch {
  /** Lightness, 0 to 1. */
  l: number;
  /** Chroma. */
  c: number;
  /** Hue in degrees. */
  h: number;
}

/** Björn Ottosson's OKLab to linear sRGB matrices (https://bottosson.github.io/posts/oklab/). */
function oklabToLinearSrgb(l: number, a: number, b: number): [number, number, number] {
  const l1 = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m1 = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s1 = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l1 - 3.3077115913 * m1 + 0.2309699292 * s1,
    -1.2684380046 * l1 + 2.6097574011 * m1 - 0.3413193965 * s1,
    -0.0041960863 * l1 - 0.7034186147 * m1 + 1.707614701 * s1,
  ];
}

/** sRGB transfer function, clipped to the gamut, as two hex digits. */
function channelHex(linear: number): string {
  const clipped = Math.min(1, Math.max(0, linear));
  const encoded = clipped <= 0.0031308 ? 12.92 * clipped : 1.055 * clipped ** (1 / 2.4) - 0.055;
  return Math.round(encoded * 255)
    .toString(16)
    .padStart(2, '0');
}

export function oklchToHex({ l, c, h }: Oklch): string {
  const radians = (h * Math.PI) / 180;
  const rgb = oklabToLinearSrgb(l, c * Math.cos(radians), c * Math.sin(radians));
  return `#${rgb.map(channelHex).join('')}`;
}

/** The value of a `--name: oklch(L C H);` token; throws naming the token when it is missing. */
export function readOklchToken(css: string, name: string): Oklch {
  const pattern = new RegExp(
    `--${name}:\\s*oklch\\(\\s*([\\d.]+)(%?)\\s+([\\d.]+)\\s+([\\d.]+)(?:deg)?\\s*\\)`,
  );
  const match = pattern.exec(css);
  if (!match) throw new Error(`global.css has no --${name}: oklch(L C H) token`);
  const [, lightness = '', percent, chroma = '', hue = ''] = match;
  return { l: Number(lightness) / (percent ? 100 : 1), c: Number(chroma), h: Number(hue) };
}

/** Each display mode's accent (`--color-faith`, `--color-secular`) as hex. */
export function accentColors(css: string): Record<Mode, string> {
  return {
    faith: oklchToHex(readOklchToken(css, 'color-faith')),
    secular: oklchToHex(readOklchToken(css, 'color-secular')),
  };
}
