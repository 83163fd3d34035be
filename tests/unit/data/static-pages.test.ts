/** The copy of the static pages (our story, terms and privacy, agency) says what docs/product.md#pages asks. */
import { describe, expect, it } from 'vitest';
import type { ProseBlock, ProseSection } from '../../../src/data/prose-types.ts';
import {
  AGENCY_PROJECTS_SECTION,
  AGENCY_SERVICES,
  PROJECT_CARD_TAG_COUNT,
} from '../../../src/data/agency.ts';
import { CASE_STUDIES, caseStudiesById } from '../../../src/data/case-studies.ts';
import { LEGAL_CALLOUT, LEGAL_LAST_UPDATED, LEGAL_PARTS } from '../../../src/data/legal/index.ts';
import {
  OUR_STORY_CALLOUT,
  OUR_STORY_FIGURES,
  OUR_STORY_PULL_QUOTE,
  OUR_STORY_SECTIONS,
} from '../../../src/data/our-story.ts';
import type { Copy, Mode } from '../../../src/data/types.ts';
import { pick } from '../../../src/lib/mode/copy.ts';

const MODES: readonly Mode[] = ['faith', 'secular'];

/** Every wording of a piece of copy, both modes. */
const variants = (text: Copy): string[] => (typeof text === 'string' ? [text] : [text.faith, text.secular]);

const blockText = (block: ProseBlock): string[] =>
  block.kind === 'paragraph'
    ? variants(block.text)
    : block.kind === 'list'
      ? block.items.flatMap(variants)
      : [block.label];

const sectionText = (section: ProseSection): string =>
  [...variants(section.heading), ...section.blocks.flatMap(blockText)].join('\n');

const legalSections = LEGAL_PARTS.flatMap((part) => part.sections);
const legalSection = (id: string): string => {
  const section = legalSections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`no legal section ${id}`);
  return sectionText(section);
};
const legalText = legalSections.map(sectionText).join('\n');

describe('terms and privacy', () => {
  it('states its last update in words that agree with the machine-readable date', () => {
    const noon = new Date(`${LEGAL_LAST_UPDATED.iso}T12:00:00Z`);
    expect(noon.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' })).toBe(
      LEGAL_LAST_UPDATED.date,
    );
  });

  it('has the Terms of Service and the Privacy Policy, in that order, every part and section with a unique kebab-case anchor', () => {
    expect(LEGAL_PARTS.map((part) => part.heading)).toEqual(['Terms of Service', 'Privacy Policy']);
    const ids = [...LEGAL_PARTS.map((part) => part.id), ...legalSections.map((section) => section.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
  });

  const SECTIONS = `acceptance accounts acceptable-use payments transaction-fees ai-features data-ownership
    security-and-compliance information-we-collect cookies-and-local-storage data-retention your-rights children contact`;
  it.each(SECTIONS.split(/\s+/))('has a section #%s', (id) => {
    expect(legalSection(id).length).toBeGreaterThan(100);
  });

  it.each([
    ['excludes children under 13', 'children', /not intended for children under 13/],
    // docs/product.md#pricing-tiers: both readings of the fee.
    ['states the card fee', 'transaction-fees', /Donations and ticket purchases paid by card: 5%/],
    ['states the fee range', 'transaction-fees', /from 2\.5% to 5%/],
    ['names grant approvals', 'transaction-fees', /grant approvals/],
    ['names the card payment provider', 'payments', /card payment provider/],
    ['names CSV and PDF exports', 'data-ownership', /CSV and PDF/],
    ['has AI drafts that people review', 'ai-features', /draft for a person to review/],
    [
      'explains the display-mode preference kept under "mode"',
      'cookies-and-local-storage',
      /local storage[\s\S]*under the key "mode"/,
    ],
  ])('%s (#%s)', (_name, id, wording) => {
    expect(legalSection(id)).toMatch(wording);
  });

  it('words SOC 2, HIPAA, GDPR and CCPA as commitments, not certifications', () => {
    const security = legalSection('security-and-compliance');
    expect(security).toMatch(/We commit to/);
    for (const standard of ['SOC 2', 'HIPAA', 'GDPR', 'CCPA']) expect(security).toContain(standard);
    expect(legalText).not.toMatch(/\b(certified|certification)\b/i);
  });

  it('lists what the contact and request-access forms collect', () => {
    const collected = legalSection('information-we-collect');
    const fields = ['name, email address and message', 'organization name', 'organization size', 'phone'];
    for (const field of fields) expect(collected).toContain(field);
  });

  it('offers a way to reach the Company from the contact section, in generic wording: no street addresses or email addresses', () => {
    const contact = legalSections.find((section) => section.id === 'contact');
    expect(contact?.blocks.some((block) => block.kind === 'contact')).toBe(true);
    expect(legalText).not.toMatch(/@|\b\d{3,5} [A-Z][a-z]+ (Street|St|Avenue|Ave|Road|Rd)\b/);
  });
});

it('our story: tells of spreadsheets and disconnected tools in both modes, every section with a unique anchor, the figures placed after one that exists', () => {
  const text = OUR_STORY_SECTIONS.map(sectionText).join('\n');
  for (const wording of [/spreadsheet/i, /ministr/, /nonprofit/]) expect(text).toMatch(wording);
  const ids = OUR_STORY_SECTIONS.map((section) => section.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toContain(OUR_STORY_FIGURES.after);
});

it.each(MODES)('our story: quotes a sentence of the section the quote follows, in %s mode', (mode) => {
  const section = OUR_STORY_SECTIONS.find((candidate) => candidate.id === OUR_STORY_PULL_QUOTE.after);
  expect(section, 'the section the quote follows').toBeDefined();
  const paragraphs = section?.blocks.flatMap((block) =>
    block.kind === 'paragraph' ? [pick(block.text, mode)] : [],
  );
  expect(paragraphs?.join('\n')).toContain(`${OUR_STORY_PULL_QUOTE.setup} ${OUR_STORY_PULL_QUOTE.turn}`);
});

it.each(OUR_STORY_FIGURES.items.map((figure) => [figure.value, figure] as const))(
  'our story: takes the figure %s from the story’s own words, invents none',
  (_value, figure) => {
    const story = OUR_STORY_SECTIONS.map(sectionText).join('\n');
    expect(story).toContain(figure.source);
  },
);

it.each([
  ['our story', OUR_STORY_CALLOUT],
  ['terms and privacy', LEGAL_CALLOUT],
])('the %s callout links Request Access to /request-access', (_page, callout) => {
  expect(callout).toMatchObject({ label: 'Request Access', href: '/request-access' });
});

describe('agency page', () => {
  it('gives every service deliverables and a unique id', () => {
    expect(new Set(AGENCY_SERVICES.map((service) => service.id)).size).toBe(AGENCY_SERVICES.length);
    for (const service of AGENCY_SERVICES) expect(service.deliverables.length).toBeGreaterThan(0);
  });

  it('features existing case studies, each with a picture of its work, no duplicates, and refuses an unknown case-study id', () => {
    const featured = caseStudiesById(AGENCY_PROJECTS_SECTION.caseStudyIds);
    expect(new Set(featured).size).toBe(AGENCY_PROJECTS_SECTION.caseStudyIds.length);
    for (const study of featured) expect(study.visual).toBeDefined();
    expect(() => caseStudiesById(['no-such-study'])).toThrow(/no-such-study/);
  });
});

describe('case studies', () => {
  it('has at least three, with unique ids', () => {
    expect(CASE_STUDIES.length).toBeGreaterThanOrEqual(3);
    expect(new Set(CASE_STUDIES.map((study) => study.id)).size).toBe(CASE_STUDIES.length);
  });

  it.each(CASE_STUDIES.map((study) => [study.id, study] as const))('%s is complete', (_id, study) => {
    expect(study.tags.length).toBeGreaterThanOrEqual(PROJECT_CARD_TAG_COUNT);
    expect(new Set(study.tags).size).toBe(study.tags.length);
    expect(study.results.length).toBeGreaterThan(0);
  });
});
