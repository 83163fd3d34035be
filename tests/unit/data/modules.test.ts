import { describe, expect, it } from 'vitest';
import { RESOURCE_FILE_TYPES } from '../../../src/data/modules/file-types.ts';
import { GRANT_CATEGORIES, GRANT_CATEGORY_HEADLINE } from '../../../src/data/modules/grant-categories.ts';
import { MODULE_SLUGS } from '../../../src/data/modules/types.ts';
import {
  COPY_LIMITS,
  MODULE_PAGES,
  type ModulePage,
  type ModuleSection,
} from '../../../src/data/modules/index.ts';
import type { Copy } from '../../../src/data/types.ts';
import { REVEAL_STAGGER_MS, revealDelayMs } from '../../../src/lib/ui/motion.ts';

/** IDs the template gives its own sections. */
const TEMPLATE_SECTION_IDS = ['features', 'benefits', 'contact'];

function variants(copy: Copy): string[] {
  return typeof copy === 'string' ? [copy] : [copy.faith, copy.secular];
}

function pageBySlug(slug: string): ModulePage {
  const page = MODULE_PAGES.find((candidate) => candidate.slug === slug);
  if (!page) throw new Error(`no module page ${slug}`);
  return page;
}

function sectionOf<K extends ModuleSection['kind']>(
  page: ModulePage,
  kind: K,
): Extract<ModuleSection, { kind: K }>[] {
  return page.sections.filter(
    (section): section is Extract<ModuleSection, { kind: K }> => section.kind === kind,
  );
}

const texts = (copies: readonly Copy[]) => copies.flatMap(variants).join(' ');

it('has one page per module route, in the order of the route map', () => {
  expect(MODULE_PAGES.map((page) => page.slug)).toEqual([...MODULE_SLUGS]);
  expect(new Set(MODULE_PAGES.map((page) => page.slug)).size).toBe(MODULE_PAGES.length);
});

describe.each(MODULE_PAGES.map((page) => [page.slug, page] as const))('/%s', (_slug, page) => {
  it('keeps <title> and meta description within search-result lengths', () => {
    expect(page.meta.title.length).toBeLessThanOrEqual(COPY_LIMITS.metaTitle);
    for (const title of page.meta.modeTitle ? variants(page.meta.modeTitle) : []) {
      expect(title.length).toBeLessThanOrEqual(COPY_LIMITS.metaTitle);
    }
    expect(page.meta.description.length).toBeGreaterThanOrEqual(COPY_LIMITS.metaDescriptionMin);
    expect(page.meta.description.length).toBeLessThanOrEqual(COPY_LIMITS.metaDescription);
  });

  it(`has at least ${COPY_LIMITS.minFeatures} feature cards with titles and descriptions that fit`, () => {
    expect(page.features.items.length).toBeGreaterThanOrEqual(COPY_LIMITS.minFeatures);
    for (const feature of page.features.items) {
      for (const title of variants(feature.title))
        expect(title.length).toBeLessThanOrEqual(COPY_LIMITS.featureTitle);
      for (const description of variants(feature.description))
        expect(description.length).toBeLessThanOrEqual(COPY_LIMITS.featureDescription);
    }
  });

  it('keeps hero and headings within their lengths', () => {
    for (const text of variants(page.hero.title))
      expect(text.length).toBeLessThanOrEqual(COPY_LIMITS.heroTitle);
    for (const text of variants(page.hero.subtitle)) {
      expect(text.length).toBeLessThanOrEqual(COPY_LIMITS.heroSubtitle);
    }
    const headings = [
      page.features.heading,
      page.cta.heading,
      ...page.sections.map((section) => section.heading),
    ];
    for (const text of headings.flatMap(variants))
      expect(text.length).toBeLessThanOrEqual(COPY_LIMITS.heading);
  });

  it('has three benefit columns, each with items, when it has benefits', () => {
    if (!page.benefits) return;
    expect(page.benefits.groups).toHaveLength(3);
    for (const group of page.benefits.groups) expect(group.items.length).toBeGreaterThan(0);
  });

  it('gives every extra section a unique anchor and content', () => {
    const ids = page.sections.map((section) => section.id);
    expect(new Set([...ids, ...TEMPLATE_SECTION_IDS]).size).toBe(ids.length + TEMPLATE_SECTION_IDS.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    for (const section of page.sections) {
      const size =
        section.kind === 'items'
          ? section.items.length
          : section.kind === 'steps'
            ? section.steps.length
            : section.tags.length;
      expect(size).toBeGreaterThan(0);
    }
  });
});

describe('mode-specific names', () => {
  it.each([
    ['volunteers', { faith: 'Servant Leadership', secular: 'Volunteer Management' }],
    ['finances', { faith: 'Stewardship Suite', secular: 'Financial Management' }],
  ])('/%s is titled %o', (slug, title) => {
    expect(pageBySlug(slug).hero.title).toEqual(title);
  });

  it('presents /noa-ai as the data-intelligence tool', () => {
    expect(texts([pageBySlug('noa-ai').hero.subtitle])).toMatch(/data-intelligence/);
  });
});

describe('/member', () => {
  const routes = sectionOf(pageBySlug('member'), 'items').flatMap((section) => section.items);

  it.each([
    ['/member/events', ['RSVP', 'volunteer']],
    ['/member/messages', ['Announcements', 'comments']],
    ['/member/settings', ['Profile', 'notification preferences', 'security', 'privacy']],
  ])('says what %s holds', (code, words) => {
    const route = routes.find((item) => item.code === code);
    for (const word of words) expect(texts(route ? [route.description] : [])).toContain(word);
  });

  it('names campaigns Giving in faith mode and Campaigns in secular mode', () => {
    const campaigns = routes.find((item) => item.code === '/member/campaigns');
    expect(campaigns?.name).toEqual({ faith: 'Giving', secular: 'Campaigns' });
  });
});

describe('/grant-scanner', () => {
  const page = pageBySlug('grant-scanner');

  it('shows the grant categories under their headline', () => {
    const [categories] = sectionOf(page, 'tags');
    expect(categories?.tags).toEqual([...GRANT_CATEGORIES]);
    expect(categories?.heading).toBe(GRANT_CATEGORY_HEADLINE);
  });

  it('describes the 3-step grant profile wizard', () => {
    const wizard = sectionOf(page, 'steps').find((section) => texts([section.heading]).includes('3-step'));
    expect(wizard?.steps).toHaveLength(3);
  });
});

describe('/resources', () => {
  const page = pageBySlug('resources');

  it('lists the supported file types', () => {
    const [fileTypes] = sectionOf(page, 'tags');
    expect(fileTypes?.tags).toEqual([...RESOURCE_FILE_TYPES]);
  });

  it('says uploads are limited to admins and exports come as CSV and PDF', () => {
    const features = texts(page.features.items.flatMap((feature) => [feature.title, feature.description]));
    expect(features).toMatch(/limited to admins/);
    expect(features).toMatch(/CSV/);
    expect(features).toMatch(/PDF/);
  });
});

it.each([0, 1, 5])(
  'delays revealed card %i by its index times the stagger, and a negative index not at all',
  (index) => {
    expect(revealDelayMs(index)).toBe(index * REVEAL_STAGGER_MS);
    expect(revealDelayMs(-index - 1)).toBe(0);
  },
);
