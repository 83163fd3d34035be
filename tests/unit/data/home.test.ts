import { describe, expect, it } from 'vitest';
import * as consulting from '../../../src/data/consulting.ts';
import { AI_TOOLS, CORE_MODULES } from '../../../src/data/features.ts';
import * as home from '../../../src/data/home.ts';
import * as secularUnified from '../../../src/data/secular-unified.ts';
import { pick } from '../../../src/lib/mode/copy.ts';

/** The shared route map: feature card title (secular wording) → where the card links. */
const MODULE_LINKS = [
  ['Analytics & Reporting', '/noa-ai'],
  ['Volunteer Management', '/volunteers'],
  ['Events & Programs', '/events'],
  ['Communications Hub', '/communications'],
  ['Financial Management', '/finances'],
  ['Resource Center', '/resources'],
  ['Member Directory', '/member'],
  ['Organization Management', '/management'],
] as const;
const AI_TOOL_LINKS = [
  ['Grace Assistant', '/grace-assistant'],
  ['Storybuilder', '/story-builder'],
  ['Noa AI', '/noa-ai'],
] as const;

describe('features', () => {
  it('lists the eight core modules, each linking where the route map says', () => {
    expect(CORE_MODULES.map((feature) => [pick(feature.title, 'secular'), feature.href])).toEqual(
      MODULE_LINKS,
    );
  });

  it('lists the three AI tools, each linking where the route map says', () => {
    expect(AI_TOOLS.map((tool) => [pick(tool.title, 'secular'), tool.href])).toEqual(AI_TOOL_LINKS);
  });

  it('names two modules differently in faith mode', () => {
    expect(CORE_MODULES.map((feature) => pick(feature.title, 'faith'))).toEqual(
      expect.arrayContaining(['Servant Leadership', 'Stewardship Suite']),
    );
  });

  it('describes every module differently by mode', () => {
    for (const feature of [...CORE_MODULES, ...AI_TOOLS]) {
      expect(pick(feature.description, 'faith')).not.toBe(pick(feature.description, 'secular'));
    }
  });

  it('gives every AI tool four feature bullets', () => {
    for (const tool of AI_TOOLS) expect(tool.highlights).toHaveLength(4);
  });

  it('has unique ids', () => {
    const ids = [...CORE_MODULES, ...AI_TOOLS].map((feature) => feature.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('consulting', () => {
  const { CONSULTING_CARDS, BENEFITS, CONSULTING_PARTNER } = consulting;

  it('has six cards, only the sixth (the funding pipeline monitor) coming soon', () => {
    expect(CONSULTING_CARDS).toHaveLength(6);
    expect(CONSULTING_CARDS.map((card) => card.comingSoon === true)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(pick(CONSULTING_CARDS.at(-1)?.title ?? '', 'faith')).toMatch(/funding pipeline monitor/i);
  });

  it('gives every card platform features, a consultant value and a colour', () => {
    for (const card of CONSULTING_CARDS) {
      expect(card.platformFeatures.length).toBeGreaterThan(0);
      expect(pick(card.consultantValue, 'faith')).not.toBe('');
      expect(card.color.from).toMatch(/^from-/);
      expect(card.color.to).toMatch(/^to-/);
    }
  });

  it('has benefits to rotate through', () => {
    expect(BENEFITS.length).toBeGreaterThan(1);
  });

  it('links to the partner over https', () => {
    expect(new URL(CONSULTING_PARTNER.url).protocol).toBe('https:');
  });
});

describe('home', () => {
  it('keeps the order of section ids of docs/product.md#home-page, around the pricing section it does not own', () => {
    const ids = [
      home.HERO.id,
      home.MODE_CHOOSER.id,
      home.FEATURES_SECTION.id,
      home.DEMO_ASSISTANT.id,
      home.DEMO_IDEA.id,
      home.DEMO_WORKFLOW.id,
      consulting.CONSULTING_SECTION.id,
      home.GET_STARTED.id,
    ];
    expect(ids).toEqual([
      'hero',
      'choose-mode',
      'features',
      'demo-assistant',
      'demo-idea',
      'demo-workflow',
      'consulting',
      'get-started',
    ]);
  });

  it('offers one chooser card per mode', () => {
    expect(home.MODE_CHOOSER.options.map((option) => option.mode)).toEqual(['faith', 'secular']);
  });
});

describe('call-to-action labels', () => {
  /** The labels of buttons that open the contact dialog (docs/product.md#contact-dialog). */
  const CTA_LABELS = [
    'Book a Demo',
    'Get Started',
    'Request Platform Demo',
    'Request Demo',
    'Learn More',
    'Get Started Today',
    'Schedule Consultation',
    'Connect with partner',
    'Contact Us Today',
  ];

  it.each([
    home.HERO.bookDemo,
    home.GET_STARTED.contactLabel,
    consulting.CONSULTING_SECTION.partner.connectLabel,
    secularUnified.SECULAR_UNIFIED.hero.requestDemo,
    secularUnified.SECULAR_UNIFIED.hero.learnMore,
    secularUnified.SECULAR_UNIFIED.cta.contactLabel,
  ])('%s is one of the documented labels', (label) => {
    expect(CTA_LABELS).toContain(label);
  });
});

/** Every object with a faith or secular key, anywhere in the value, with its path. */
function dualTexts(value: unknown, path: string): [string, Record<string, unknown>][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => dualTexts(item, `${path}[${index}]`));
  if (typeof value !== 'object' || value === null) return [];
  const record = value as Record<string, unknown>;
  const own: [string, Record<string, unknown>][] =
    'faith' in record || 'secular' in record ? [[path, record]] : [];
  return [...own, ...Object.entries(record).flatMap(([key, child]) => dualTexts(child, `${path}.${key}`))];
}

const MODULES = { home, consulting, features: { CORE_MODULES, AI_TOOLS }, secularUnified };
const DUAL_TEXTS = Object.entries(MODULES).flatMap(([name, module]) => dualTexts({ ...module }, name));

describe('dual-mode copy', () => {
  it('is used', () => expect(DUAL_TEXTS.length).toBeGreaterThan(20));

  it.each(DUAL_TEXTS)('%s has both variants', (_path, text) => {
    expect(Object.keys(text).sort()).toEqual(['faith', 'secular']);
    expect(typeof text.faith === 'string' && text.faith.trim()).toBeTruthy();
    expect(typeof text.secular === 'string' && text.secular.trim()).toBeTruthy();
  });
});
