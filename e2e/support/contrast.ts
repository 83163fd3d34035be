/**
 * Colour contrast from computed styles, for what axe cannot judge: text on gradients, hover
 * states (hoverContrastFailures), and focus indicators. The toolkit runs inside the page (page.evaluate serialises it, so
 * it is self-contained) and is installed once per document as window.__contrast.
 */
import type { Locator, Page } from '@playwright/test';
import type { Mode } from '../../src/data/types.ts';
import { expect } from './test.ts';

export interface ContrastToolkit {
  /**
   * Contrast of the element's own text against what is painted behind it: the lowest ratio over every
   * background it can sit on (gradient stops included), and the 4.5 (body) or 3 (large text) it needs (WCAG 1.4.3).
   */
  text(element: Element): { ratio: number; required: number; foreground: string };
  /** Contrast of `colour` drawn just outside the element (an outline, a ring) against the page there. */
  around(element: Element, colour: string): number;
  /** Every colour named in a computed value such as box-shadow or background-image. */
  colours(value: string): string[];
  /** A CSS colour as painted in sRGB: red, green, blue (0 to 255) and alpha (0 to 1). */
  rgba(css: string): [number, number, number, number];
}

declare global {
  interface Window {
    __contrast?: ContrastToolkit;
  }
}

/** Runs in the page. Colours are normalised by painting them on a 1×1 canvas (oklch included). */
function installContrastToolkit(): void {
  if (window.__contrast) return;
  type Rgba = [number, number, number, number];
  const canvas = Object.assign(document.createElement('canvas'), { width: 1, height: 1 });
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('no 2d canvas to read colours with');
  const WHITE: Rgba = [255, 255, 255, 1];
  const MAX_BACKGROUNDS = 64;

  const rgba = (css: string): Rgba => {
    context.clearRect(0, 0, 1, 1);
    context.fillStyle = css;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  /** `top` painted over an opaque `bottom`. */
  const over = ([r, g, b, a]: Rgba, [belowR, belowG, belowB]: Rgba): Rgba => [
    r * a + belowR * (1 - a),
    g * a + belowG * (1 - a),
    b * a + belowB * (1 - a),
    1,
  ];
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  const colours = (value: string): string[] =>
    value.match(/(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\)/g) ?? [];

  /**
   * Every opaque colour the point behind `element` can have: the layers under its centre, top
   * down to the first opaque one, composited bottom up; a gradient counts as each of its stops.
   */
  const backgrounds = (element: Element, includeSelf: boolean): Rgba[] => {
    element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    const box = element.getBoundingClientRect();
    const stack = document.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    // Top down from the element itself, or from its nearest ancestor when something covers it; a
    // decorative backdrop painted under it without being its ancestor is in the stack too.
    const own = stack.indexOf(element);
    const start =
      own >= 0 ? own + (includeSelf ? 0 : 1) : stack.findIndex((layer) => layer.contains(element));
    const layers = stack.slice(Math.max(start, 0));
    const used: { colour: Rgba; stops: Rgba[] }[] = [];
    for (const layer of layers) {
      const style = getComputedStyle(layer);
      const colour = rgba(style.backgroundColor);
      const stops = style.backgroundImage.includes('gradient')
        ? colours(style.backgroundImage).map(rgba)
        : [];
      used.push({ colour, stops });
      if (colour[3] === 1 && stops.length === 0) break;
    }
    let candidates: Rgba[] = [WHITE];
    for (const { colour, stops } of used.reverse()) {
      if (colour[3] > 0) candidates = candidates.map((below) => over(colour, below));
      if (stops.length > 0)
        candidates = candidates
          .flatMap((below) => stops.map((stop) => over(stop, below)))
          .slice(0, MAX_BACKGROUNDS);
    }
    return candidates;
  };
  /** The lowest contrast of `colour`, painted over each background `element` can have. */
  const lowest = (element: Element, includeSelf: boolean, colour: string) => {
    const drawn = rgba(colour);
    return Math.min(...backgrounds(element, includeSelf).map((below) => ratio(over(drawn, below), below)));
  };

  window.__contrast = {
    colours,
    rgba,
    text(element) {
      const style = getComputedStyle(element);
      const size = Number.parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      return {
        ratio: lowest(element, true, style.color),
        required: large ? 3 : 4.5,
        foreground: style.color,
      };
    },
    around: (element, colour) => lowest(element, false, colour),
  };
}

export async function installContrast(page: Page): Promise<void> {
  await page.evaluate(installContrastToolkit);
}

/** Hue ranges (HSL degrees of the painted sRGB colour) each mode's brand colours must fall in. */
export const HUE_FAMILY: Record<Mode, { name: string; min: number; max: number }> = {
  faith: { name: 'violet', min: 235, max: 320 },
  secular: { name: 'teal', min: 165, max: 215 },
};

/**
 * Fails unless every hue the element paints (the two ends of its background gradient, or its
 * background colour, read back as sRGB pixels) is in the mode's family.
 */
export async function expectHueFamily(element: Locator, mode: Mode, what: string): Promise<void> {
  await installContrast(element.page());
  const hues = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    const gradient = ['--tw-gradient-from', '--tw-gradient-to'].map((name) => style.getPropertyValue(name));
    const colours = style.backgroundImage.includes('gradient') ? gradient : [style.backgroundColor];
    const contrast = window.__contrast;
    if (!contrast) throw new Error('the contrast toolkit is not installed');
    return colours.map((colour) => {
      const [r, g, b] = contrast.rgba(colour);
      const max = Math.max(r, g, b);
      const spread = max - Math.min(r, g, b);
      if (spread === 0) return -1;
      const sector = max === r ? (g - b) / spread : max === g ? (b - r) / spread + 2 : (r - g) / spread + 4;
      return Math.round((sector * 60 + 360) % 360);
    });
  });
  const { name, min, max } = HUE_FAMILY[mode];
  for (const hue of hues) {
    expect(hue, `${what} in ${mode} mode: hue ${hue} should be ${name}`).toBeGreaterThanOrEqual(min);
    expect(hue, `${what} in ${mode} mode: hue ${hue} should be ${name}`).toBeLessThanOrEqual(max);
  }
}

/**
 * The accent buttons in `main` that lose their text contrast when hovered, each scrolled to and hovered
 * as a pointer would, its colour transition brought to the end whose colours are judged.
 */
export async function hoverContrastFailures(page: Page): Promise<string[]> {
  await installContrast(page);
  const buttons = page.locator(
    'main :is(a, button):is([class*="bg-accent"], [class*="text-accent"]):visible',
  );
  const count = await buttons.count();
  expect(count, 'accent buttons').toBeGreaterThan(3);
  const failures: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const button = buttons.nth(index);
    await button.hover();
    const reading = await button.evaluate((element) => {
      for (const animation of element.getAnimations({ subtree: true })) {
        if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
      }
      const contrast = window.__contrast;
      if (!contrast) throw new Error('the contrast toolkit is not installed');
      return { ...contrast.text(element), name: element.textContent?.trim().replace(/\s+/g, ' ') ?? '' };
    });
    if (reading.ratio < reading.required)
      failures.push(`"${reading.name}" hovered: ${reading.ratio.toFixed(2)}:1, needs ${reading.required}:1`);
  }
  return failures;
}
