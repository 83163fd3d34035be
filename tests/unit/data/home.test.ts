import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as consulting from '../../../src/data/consulting.ts';
import { AI_TOOLS, CORE_MODULES } from '../../../src/data/features.ts';
import { DEMOS, demosOn, hostFileName } from '../../../src/data/demos/index.ts';
import * as home from '../../../src/data/home.ts';
import { MODULE_SLUGS } from '../../../src/data/modules/types.ts';
import { pick } from '../../../src/lib/mode/copy.ts';

const MODULE_PATHS = MODULE_SLUGS.map((slug) => `/${slug}`);
const REDIRECTS = readFileSync(join(import.meta.dirname, '../../../public/_redirects'), 'utf8');
/** Where `path` lands: its 301 target in public/_redirects, or itself. */
const landing = (path: string) => new RegExp(`^${path}\\s+(\\S+)\\s+301$`, 'm').exec(REDIRECTS)?.[1] ?? path;

describe('features', () => {
  const FEATURES = [...CORE_MODULES, ...AI_TOOLS];
  it.each(FEATURES.map((feature) => [feature.id, feature.href]))(
    '%s links to a module page (%s)',
    (_id, href) => {
      expect(MODULE_PATHS).toContain(landing(href));
    },
  );

  it('names two modules differently in faith mode, describes every one differently by mode, gives every AI tool four bullets, and has unique ids', () => {
    expect(CORE_MODULES.map((feature) => pick(feature.title, 'faith'))).toEqual(
      expect.arrayContaining(['Servant Leadership', 'Stewardship Suite']),
    );
    for (const { description } of FEATURES)
      expect(pick(description, 'faith')).not.toBe(pick(description, 'secular'));
    for (const tool of AI_TOOLS) expect(tool.highlights).toHaveLength(4);
    const ids = FEATURES.map((feature) => feature.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

it('consulting: marks only its last card coming soon, gives every card platform features, a consultant value and a colour, has benefits to rotate through, and links to the partner over https', () => {
  const { CONSULTING_CARDS, BENEFITS, CONSULTING_PARTNER } = consulting;
  expect(CONSULTING_CARDS.map((card) => card.comingSoon === true)).toEqual(
    CONSULTING_CARDS.map((_, index) => index === CONSULTING_CARDS.length - 1),
  );
  for (const { platformFeatures, consultantValue, color } of CONSULTING_CARDS) {
    expect(platformFeatures.length > 0 && pick(consultantValue, 'faith') !== '').toBe(true);
    expect(`${color.from} ${color.to}`).toMatch(/^from-\S+ to-/);
  }
  expect(BENEFITS.length).toBeGreaterThan(1);
  expect(new URL(CONSULTING_PARTNER.url).protocol).toBe('https:');
});

describe('home', () => {
  it('keeps the order of section ids of docs/product.md#home-page, around the pricing section it does not own', () => {
    const ids = [
      home.HERO.id,
      home.MODE_CHOOSER.id,
      home.FEATURES_SECTION.id,
      ...demosOn('home').map((demo) => demo.section.id),
      consulting.CONSULTING_SECTION.id,
      home.GET_STARTED.id,
    ];
    const order = 'hero choose-mode features demo-assistant demo-idea demo-workflow consulting get-started';
    expect(ids).toEqual(order.split(' '));
  });

  it.each(DEMOS.map((demo) => [demo.name, hostFileName(demo.name)]))(
    'shows demo %s through its host %s',
    (_name, file) => {
      expect(globSync(`src/components/demos/*/${file}`)).toHaveLength(1);
    },
  );

  it('offers one chooser card per mode', () => {
    expect(home.MODE_CHOOSER.options.map((option) => option.mode)).toEqual(['faith', 'secular']);
  });
});
