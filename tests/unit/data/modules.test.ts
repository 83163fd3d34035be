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

const variants = (copy: Copy): string[] => (typeof copy === 'string' ? [copy] : [copy.faith, copy.secular]);
const pageBySlug = (slug: string): ModulePage =>
  MODULE_PAGES.find((page) => page.slug === slug) ?? expect.fail(slug);
type SectionOf<K> = Extract<ModuleSection, { kind: K }>;
const sectionOf = <K extends ModuleSection['kind']>(page: ModulePage, kind: K) =>
  page.sections.filter((section): section is SectionOf<K> => section.kind === kind);
/** Every wording in `copies` is at most `limit` characters. */
const expectFit = (copies: readonly Copy[], limit: number) => {
  for (const text of copies.flatMap(variants)) expect(text.length, text).toBeLessThanOrEqual(limit);
};

const texts = (copies: readonly Copy[]) => copies.flatMap(variants).join(' ');

it('has one page per module route, in the order of the route map', () => {
  expect(MODULE_PAGES.map((page) => page.slug)).toEqual([...MODULE_SLUGS]);
  expect(new Set(MODULE_PAGES.map((page) => page.slug)).size).toBe(MODULE_PAGES.length);
});

describe.each(MODULE_PAGES.map((page) => [page.slug, page] as const))('/%s', (_slug, page) => {
  it(`keeps <title>, meta description, hero, headings and its ${COPY_LIMITS.minFeatures}+ feature cards within their lengths; its benefits in three columns and its extra sections anchored and filled`, () => {
    expectFit(
      [page.meta.title, ...(page.meta.modeTitle ? [page.meta.modeTitle] : [])],
      COPY_LIMITS.metaTitle,
    );
    expectFit([page.meta.description], COPY_LIMITS.metaDescription);
    expect(page.meta.description.length).toBeGreaterThanOrEqual(COPY_LIMITS.metaDescriptionMin);
    expectFit([page.hero.title], COPY_LIMITS.heroTitle);
    expectFit([page.hero.subtitle], COPY_LIMITS.heroSubtitle);
    const sectionHeadings = page.sections.map((section) => section.heading);
    expectFit([page.features.heading, page.cta.heading, ...sectionHeadings], COPY_LIMITS.heading);
    expect(page.features.items.length).toBeGreaterThanOrEqual(COPY_LIMITS.minFeatures);
    expectFit(
      page.features.items.map((feature) => feature.title),
      COPY_LIMITS.featureTitle,
    );
    expectFit(
      page.features.items.map((feature) => feature.description),
      COPY_LIMITS.featureDescription,
    );
    expect(page.benefits?.groups.length ?? 3).toBe(3);
    for (const group of page.benefits?.groups ?? []) expect(group.items.length).toBeGreaterThan(0);
    const ids = page.sections.map((section) => section.id);
    expect(new Set([...ids, ...TEMPLATE_SECTION_IDS]).size).toBe(ids.length + TEMPLATE_SECTION_IDS.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    const content = (section: ModuleSection) =>
      section.kind === 'items' ? section.items : section.kind === 'steps' ? section.steps : section.tags;
    for (const section of page.sections) expect(content(section).length).toBeGreaterThan(0);
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

it('/grant-scanner: shows the grant categories under their headline, and describes the 3-step grant profile wizard', () => {
  const page = pageBySlug('grant-scanner');
  const [categories] = sectionOf(page, 'tags');
  expect(categories?.tags).toEqual([...GRANT_CATEGORIES]);
  expect(categories?.heading).toBe(GRANT_CATEGORY_HEADLINE);
  const wizard = sectionOf(page, 'steps').find((section) => texts([section.heading]).includes('3-step'));
  expect(wizard?.steps).toHaveLength(3);
});

it('/resources: lists the supported file types, and says uploads are limited to admins and exports come as CSV and PDF', () => {
  const page = pageBySlug('resources');
  const [fileTypes] = sectionOf(page, 'tags');
  expect(fileTypes?.tags).toEqual([...RESOURCE_FILE_TYPES]);
  const features = texts(page.features.items.flatMap((feature) => [feature.title, feature.description]));
  for (const wording of [/limited to admins/, /CSV/, /PDF/]) expect(features).toMatch(wording);
});

it('delays a revealed card by its index times the stagger, and a negative index not at all', () => {
  expect([0, 1, 5, -1, -2, -6].map(revealDelayMs)).toEqual(
    [0, 1, 5, 0, 0, 0].map((n) => n * REVEAL_STAGGER_MS),
  );
});
