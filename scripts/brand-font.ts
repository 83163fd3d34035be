/**
 * `npm run brand-font`: writes the brand typeface the site serves and the CSS that loads it.
 *
 * - public/fonts/<name>.woff2: Inter's variable font (@fontsource-variable/inter), subset with
 *   HarfBuzz (subset-font) to the characters in scripts/brand-font/charset.ts, its weight axis cut
 *   to the weights the site uses and its layout features to those that change Latin text;
 * - public/fonts/Inter-OFL.txt: the font's licence, which travels with the font;
 * - src/styles/brand-font.css: the @font-face rules, the font's and two metric-matched fallbacks
 *   (Arial-metric fonts, and DejaVu Sans for Linux without them), their overrides computed here.
 *
 * The output is committed, so a build never runs this. Run it after changing the character set,
 * the weights (src/lib/styles/brand-font.ts) or the font package's version. DejaVu Sans's metrics are read
 * from the system's copy (fc-match), which every Linux desktop has.
 */
import { execFileSync } from 'node:child_process';
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fromBuffer } from '@capsizecss/unpack';
import { format, resolveConfig } from 'prettier';
import subsetFont from 'subset-font';
import { BRAND_FONT } from '../src/lib/styles/brand-font.ts';
import { brandCharacters, unicodeRange } from './brand-font/charset.ts';
import { fallbackOverrides, type FontMetrics } from './brand-font/fallback-metrics.ts';

const root = resolve(import.meta.dirname, '..');
const fontPackage = join(root, 'node_modules/@fontsource-variable/inter');
const sourceFont = join(fontPackage, 'files/inter-latin-wght-normal.woff2');
/** Arimo is drawn to Arial's metrics (as Liberation Sans is): its numbers are Arial's. */
const arialMetricFont = join(root, 'node_modules/@fontsource/arimo/files/arimo-latin-400-normal.woff2');
const cssFile = join(root, 'src/styles/brand-font.css');

/** Kerning, ligatures, contextual forms, marks and tabular figures; the rest only adds bytes. */
const LAYOUT_FEATURES = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'];

/** The fallbacks, in the order of the font-family list: each family's local() names and metrics. */
interface Fallback {
  family: string;
  localNames: readonly string[];
  metricsFile: string;
}

function systemFontFile(family: string): string {
  const file = execFileSync('fc-match', ['--format=%{file}', family], { encoding: 'utf8' }).trim();
  const matched = execFileSync('fc-query', ['--format=%{family}', file], { encoding: 'utf8' });
  if (!matched.split(',').includes(family)) {
    throw new Error(`${family} is not installed (fc-match gave ${file}); install fonts-dejavu-core.`);
  }
  return file;
}

async function metricsOf(file: string): Promise<FontMetrics> {
  const { unitsPerEm, ascent, descent, lineGap, xWidthAvg } = await fromBuffer(await readFile(file));
  return { unitsPerEm, ascent, descent, lineGap, xWidthAvg };
}

function fontFace(properties: Record<string, string>): string {
  const lines = Object.entries(properties).map(([name, value]) => `  ${name}: ${value};`);
  return `@font-face {\n${lines.join('\n')}\n}\n`;
}

async function main(): Promise<void> {
  const { family, url, weights, maxBytes } = BRAND_FONT;
  const subset = await subsetFont(await readFile(sourceFont), brandCharacters(), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: weights.min, max: weights.max, default: weights.min } },
    keepFeatures: LAYOUT_FEATURES,
  });
  if (subset.length > maxBytes) throw new Error(`The subset is ${subset.length} bytes, over ${maxBytes}.`);
  const fontFile = join(root, 'public', url);
  await writeFile(fontFile, subset);
  await copyFile(join(fontPackage, 'LICENSE'), join(root, 'public/fonts/Inter-OFL.txt'));

  const brand = await metricsOf(fontFile);
  const fallbacks: Fallback[] = [
    {
      family: `${family} Fallback`,
      localNames: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'],
      metricsFile: arialMetricFont,
    },
    {
      family: `${family} Fallback DejaVu`,
      localNames: ['DejaVu Sans', 'DejaVuSans'],
      metricsFile: systemFontFile('DejaVu Sans'),
    },
  ];

  const faces = [
    fontFace({
      'font-family': `'${family}'`,
      'font-style': 'normal',
      'font-weight': `${weights.min} ${weights.max}`,
      'font-display': 'swap',
      src: `url('${url}') format('woff2')`,
      'unicode-range': unicodeRange(),
    }),
  ];
  for (const fallback of fallbacks) {
    const overrides = fallbackOverrides(brand, await metricsOf(fallback.metricsFile));
    faces.push(
      fontFace({
        'font-family': `'${fallback.family}'`,
        src: fallback.localNames.map((name) => `local('${name}')`).join(', '),
        'size-adjust': overrides.sizeAdjust,
        'ascent-override': overrides.ascentOverride,
        'descent-override': overrides.descentOverride,
        'line-gap-override': overrides.lineGapOverride,
      }),
    );
  }
  const header =
    '/* Written by `npm run brand-font` (scripts/brand-font.ts): do not edit. The brand font, then\n' +
    '   local fonts resized to its metrics, which text uses until it arrives. */\n';
  // Formatted as the repo formats CSS, so a rerun with the same inputs changes nothing.
  const css = await format(`${header}${faces.join('\n')}`, {
    ...(await resolveConfig(cssFile)),
    filepath: cssFile,
  });
  await writeFile(cssFile, css);
  console.log(`${url}: ${subset.length} bytes; ${cssFile}`);
}

await main();
