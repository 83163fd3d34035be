/** The brand font: the committed file's size and characters, and the fallback arithmetic. */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fromBuffer } from '@capsizecss/unpack';
import { describe, expect, it } from 'vitest';
import { brandCharacters, unicodeRange } from '../../../../scripts/brand-font/charset.ts';
import { fallbackOverrides, type FontMetrics } from '../../../../scripts/brand-font/fallback-metrics.ts';
import { BRAND_FONT } from '../../../../src/lib/styles/brand-font.ts';

const root = resolve(import.meta.dirname, '..', '..', '..', '..');
const fontFile = join(root, 'public', BRAND_FONT.url);

/** Every string reachable from a value: the copy in src/data. */
function strings(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) strings(item, found);
  return found;
}

describe('the committed font file', () => {
  it('is a WOFF2 of at most 30 KB, its licence beside it', async () => {
    const bytes = await readFile(fontFile);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(BRAND_FONT.maxBytes).toBe(30 * 1024);
    expect(bytes.length).toBeLessThanOrEqual(BRAND_FONT.maxBytes);
    const licence = await readFile(join(root, 'public/fonts/Inter-OFL.txt'), 'utf8');
    expect(licence).toContain('SIL OPEN FONT LICENSE Version 1.1');
  });

  it('covers every character of the site copy in src/data, and keeps the currencies, curly quotes, dashes and ellipsis', async () => {
    const modules = import.meta.glob<Record<string, unknown>>('../../../../src/data/**/*.ts', {
      eager: true,
    });
    const kept = new Set(brandCharacters());
    const missing = new Set<string>();
    const copy = strings(Object.values(modules));
    expect(copy.join('')).toContain('Run your whole ministry from one place');
    for (const character of copy.join(''))
      if (!kept.has(character) && character !== '\n') missing.add(character);
    expect([...missing]).toEqual([]);
    for (const character of '$€£‘’“”–—…') expect(kept).toContain(character);
    expect(unicodeRange()).toMatch(/^U\+20-7E, U\+A0-FF, /);
  });
});

describe('fallbackOverrides', () => {
  const font = (overrides: Partial<FontMetrics>): FontMetrics => ({
    ...{ unitsPerEm: 1000, ascent: 900, descent: -250, lineGap: 0, xWidthAvg: 500 },
    ...overrides,
  });
  /** The four overrides, in percent. */
  const percents = (size: string, ascent: string, descent: string) => ({
    ...{ sizeAdjust: `${size}%`, ascentOverride: `${ascent}%`, descentOverride: `${descent}%` },
    lineGapOverride: '0.0000%',
  });

  it.each([
    {
      case: 'same width: no resize, the brand metrics as they are',
      fallback: font({ unitsPerEm: 2048, xWidthAvg: 1024, ascent: 1854, descent: -434, lineGap: 67 }),
      expected: percents('100.0000', '90.0000', '25.0000'),
    },
    {
      case: 'a narrower fallback is enlarged, and the metrics shrink to match',
      fallback: font({ xWidthAvg: 400 }),
      expected: percents('125.0000', '72.0000', '20.0000'),
    },
    {
      case: 'a wider fallback is reduced',
      fallback: font({ xWidthAvg: 625 }),
      expected: percents('80.0000', '112.5000', '31.2500'),
    },
  ])('$case', ({ fallback, expected }) => {
    expect(fallbackOverrides(font({}), fallback)).toEqual(expected);
  });

  it('never makes the resized ascent or descent smaller than the brand font’s, which rounding would show as a pixel', () => {
    // Inter's own numbers against a DejaVu-like width: 31/32 em of ascent lands on half pixels.
    const inter = font({ unitsPerEm: 2048, ascent: 1984, descent: -494, xWidthAvg: 1134 });
    for (const xWidthAvg of [1207, 1100, 1333, 977]) {
      const overrides = fallbackOverrides(inter, font({ unitsPerEm: 2048, xWidthAvg }));
      const size = Number.parseFloat(overrides.sizeAdjust) / 100;
      expect((size * Number.parseFloat(overrides.ascentOverride)) / 100).toBeGreaterThanOrEqual(1984 / 2048);
      expect((size * Number.parseFloat(overrides.descentOverride)) / 100).toBeGreaterThanOrEqual(494 / 2048);
    }
  });

  it('is what the committed CSS says for the Arial-metric fallback', async () => {
    const brand = await fromBuffer(await readFile(fontFile));
    const arimo = await fromBuffer(
      await readFile(join(root, 'node_modules/@fontsource/arimo/files/arimo-latin-400-normal.woff2')),
    );
    const css = await readFile(join(root, 'src/styles/brand-font.css'), 'utf8');
    const face = /font-family: 'Inter Fallback';[^}]*/.exec(css)?.[0] ?? '';
    const { sizeAdjust, ascentOverride, descentOverride } = fallbackOverrides(brand, arimo);
    // Prettier writes 22.5180% as 22.518%: compare the numbers.
    const value = (name: string) => Number(new RegExp(`${name}: ([\\d.]+)%`).exec(face)?.[1]);
    const pairs = {
      'size-adjust': sizeAdjust,
      'ascent-override': ascentOverride,
      'descent-override': descentOverride,
    };
    for (const [name, computed] of Object.entries(pairs))
      expect(value(name), name).toBeCloseTo(Number.parseFloat(computed), 4);
  });
});
