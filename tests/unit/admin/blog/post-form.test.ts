import { describe, expect, it } from 'vitest';
import {
  BLOG_LIMITS,
  draftFromPost,
  EMPTY_DRAFT,
  prepareBlogPost,
  preparePostText,
  slugAfterTitleChange,
  type BlogPostDraft,
  type SaveContext,
} from '../../../../src/admin/blog/post-form.ts';
import type { BlogPost } from '../../../../src/lib/db/blog-posts.ts';

/** The editor's clock and zone in these tests: 10:00 in New York (UTC-4 in May). */
const NOW = new Date('2026-05-01T14:00:00Z');
const ZONE = 'America/New_York';
const NEW_POST: SaveContext = { now: NOW, timeZone: ZONE, stored: null };

const MARCH = '2026-03-04T10:00:00+00:00';
const stored = (fields: Partial<BlogPost>): BlogPost => ({
  ...{ id: '1', title: 'T', content: 'C', excerpt: null, slug: 't', published: true, publish_at: MARCH },
  ...{ format: 'plain', tags: [], cover_image: null, cover_alt: null },
  ...{ author_id: null, created_at: MARCH, updated_at: MARCH, ...fields },
});
const draft = (fields: Partial<BlogPostDraft>): BlogPostDraft => ({
  ...{ ...EMPTY_DRAFT, title: 'Spring update', content: 'What we did.' },
  ...fields,
});

describe('prepareBlogPost', () => {
  const prepare = (fields: Partial<BlogPostDraft>) => prepareBlogPost(draft(fields), NEW_POST);

  it('trims every text and saves an empty excerpt as null', () => {
    const values = {
      title: 'Spring update',
      content: 'Body',
      format: 'plain',
      excerpt: null,
      slug: 'spring',
      tags: [],
      cover_image: null,
      cover_alt: null,
    };
    expect(
      prepare({ title: '  Spring update ', content: '\nBody\n', excerpt: '   ', slug: ' spring ' }),
    ).toEqual({ ok: true, values: { ...values, published: false, publish_at: null } });
  });

  it.each<[string, Partial<BlogPostDraft>, Partial<BlogPostDraft>]>([
    ['keeps a real excerpt', { excerpt: ' Short. ', slug: 'x' }, { excerpt: 'Short.' }],
    [
      'makes the slug from the trimmed title when empty',
      { title: '  Café & Friends: 2026!  ', slug: '  ' },
      { slug: 'cafe-friends-2026' },
    ],
  ])('%s', (_name, fields, values) => {
    expect(prepare(fields)).toMatchObject({ ok: true, values });
  });

  it.each<[string, Partial<BlogPostDraft>, string, string]>([
    ['an empty title', { title: '  ' }, 'required', 'title'],
    ['an empty content', { content: '\n\t' }, 'required', 'content'],
    ['a title with no slug letters', { title: '🎉🎉', slug: '' }, 'slugEmpty', 'slug'],
    ['a hand-typed slug with capitals', { slug: 'Spring Update' }, 'slugFormat', 'slug'],
    ['a hand-typed slug with double hyphens', { slug: 'spring--update' }, 'slugFormat', 'slug'],
    ...(['title', 'excerpt', 'slug'] as const).map(
      (field): [string, Partial<BlogPostDraft>, string, string] => [
        `a ${field} over the limit`,
        { [field]: 'a'.repeat(BLOG_LIMITS[field] + 1) },
        `${field}TooLong`,
        field,
      ],
    ),
  ])('refuses %s as %s on %s', (_name, fields, problem, field) => {
    expect(prepare(fields)).toEqual({ ok: false, problem, field });
  });
});

it.each([
  ['follows the title of a new post', { slug: 'old', isNew: true, slugEdited: false }, 'new-title'],
  ['keeps a slug typed by hand', { slug: 'mine', isNew: true, slugEdited: true }, 'mine'],
  ['never rewrites the slug of an existing post', { slug: 'link', isNew: false, slugEdited: false }, 'link'],
])('slugAfterTitleChange: %s', (_name, current, expected) => {
  expect(slugAfterTitleChange('New Title', current)).toBe(expected);
});

describe('the publishing choice', () => {
  const save = (fields: Partial<BlogPostDraft>, context: Partial<SaveContext> = {}) => {
    const prepared = prepareBlogPost(draft(fields), { ...NEW_POST, ...context });
    return prepared.ok ? { published: prepared.values.published, ...pick(prepared.values) } : prepared;
  };
  const pick = (values: { publish_at?: string | null }) =>
    'publish_at' in values ? { publish_at: values.publish_at } : {};
  const now = { publishing: 'now' } as const;
  const schedule = (publishAt: string) => ({ publishing: 'schedule', publishAt }) as const;
  const storedAt = (publish_at: string | null) => ({ stored: stored({ publish_at }) });
  /** Published, with no publish_at sent when the stored one stays. */
  const kept = { published: true };
  const sent = (publish_at: string | null) => ({ published: true, publish_at });

  it.each<[string, Partial<BlogPostDraft>, Partial<SaveContext>, unknown]>([
    ['a draft has no time', { publishing: 'draft' }, {}, { published: false, publish_at: null }],
    ['publishing a new post now lets the database stamp the time', now, {}, sent(null)],
    ['publishing a scheduled post now does too', now, storedAt('2026-06-01T00:00:00Z'), sent(null)],
    ['a published post edited keeps the moment it went public', now, { stored: stored({}) }, kept],
    [
      'a time is read in the admin’s zone and sent in UTC',
      schedule('2026-05-02T09:30'),
      {},
      sent('2026-05-02T13:30:00.000Z'),
    ],
    // Even once it has passed while the editor was open.
    ['a scheduled post keeps its time', schedule('2026-05-01T09:00'), storedAt('2026-05-01T13:00:00Z'), kept],
    [
      'a stored time with seconds is unchanged when its minute is',
      schedule('2026-05-01T09:00'),
      storedAt('2026-05-01T13:00:42.123456+00:00'),
      kept,
    ],
  ])('%s', (_name, fields, context, expected) => {
    expect(save(fields, context)).toEqual(expected);
  });

  it.each<[string, string, string]>([
    ['no time', '  ', 'scheduleMissing'],
    ['a time that is not one', '2026-05-02', 'scheduleInvalid'],
    ['a time the clocks skip', '2027-03-14T02:30', 'scheduleInvalid'],
    ['the current minute, already begun', '2026-05-01T10:00', 'schedulePast'],
    ['yesterday', '2026-04-30T12:00', 'schedulePast'],
  ])('refuses %s', (_name, publishAt, problem) => {
    expect(save(schedule(publishAt))).toEqual({ ok: false, problem, field: 'publishAt' });
  });

  it('checks the text before the time', () => {
    expect(save({ title: '', ...schedule('') })).toMatchObject({ problem: 'required' });
  });
});

it('preparePostText is the save’s text without the publishing columns, for the preview', () => {
  expect(preparePostText(draft({ title: ' Spring ', excerpt: '', publishing: 'schedule' }))).toEqual({
    ok: true,
    text: {
      title: 'Spring',
      content: 'What we did.',
      format: 'plain',
      excerpt: null,
      slug: 'spring',
      tags: [],
      cover_image: null,
      cover_alt: null,
    },
  });
});

it('preparePostText keeps the format, makes the typed tags slugs, and refuses the reserved slug and tags the database would', () => {
  expect(
    preparePostText(draft({ format: 'markdown', tags: 'Giving Tuesday, grants, grants' })),
  ).toMatchObject({
    ok: true,
    text: { format: 'markdown', tags: ['giving-tuesday', 'grants'] },
  });
  expect(preparePostText(draft({ slug: 'tag' }))).toEqual({
    ok: false,
    problem: 'slugReserved',
    field: 'slug',
  });
  expect(preparePostText(draft({ title: 'Tag' }))).toEqual({
    ok: false,
    problem: 'slugReserved',
    field: 'slug',
  });
  const nine = Array.from({ length: 9 }, (_, n) => `t${n}`).join(',');
  expect(preparePostText(draft({ tags: nine }))).toEqual({
    ok: false,
    problem: 'tooManyTags',
    field: 'tags',
  });
  expect(preparePostText(draft({ tags: 'x'.repeat(41) }))).toEqual({
    ok: false,
    problem: 'tagFormat',
    field: 'tags',
  });
});

it.each<[string, Partial<BlogPost>, Partial<BlogPostDraft>]>([
  ['a published post', {}, { publishing: 'now', publishAt: '' }],
  ['a draft', { published: false, publish_at: null }, { publishing: 'draft', publishAt: '' }],
  [
    'a scheduled post, its time in the admin’s zone',
    { publish_at: '2026-12-24T23:15:00Z' },
    { publishing: 'schedule', publishAt: '2026-12-24T18:15' },
  ],
])('draftFromPost opens %s with its values, a null excerpt as empty', (_name, fields, publishing) => {
  expect(draftFromPost(stored({ tags: ['grants', 'budgets'], ...fields }), NOW, ZONE)).toEqual({
    title: 'T',
    content: 'C',
    format: 'plain',
    excerpt: '',
    slug: 't',
    tags: 'grants, budgets',
    coverImage: '',
    coverAlt: '',
    ...publishing,
  });
});

describe('alt text before publishing', () => {
  const COVER = '0b5d3c1e-5f1a-4c2e-9a57-1c2d3e4f5a6b-1600x900.jpg';
  const IMAGE = (alt: string) => `![${alt}](/storage/v1/object/public/blog-images/${COVER})`;

  it.each<[string, Partial<BlogPostDraft>, object]>([
    [
      'a cover without it',
      { coverImage: COVER, coverAlt: ' ' },
      { problem: 'coverAltMissing', field: 'coverAlt' },
    ],
    [
      'the second Markdown image without it',
      { format: 'markdown', content: `${IMAGE('Volunteers')}\n\n${IMAGE(' ')}` },
      { problem: 'imageAltMissing', field: 'content', image: 2 },
    ],
  ])('refuses to publish %s, and saves it as a draft', (_, fields, refusal) => {
    expect(prepareBlogPost(draft({ ...fields, publishing: 'now' }), NEW_POST)).toEqual({
      ok: false,
      ...refusal,
    });
    expect(prepareBlogPost(draft({ ...fields, publishing: 'draft' }), NEW_POST).ok).toBe(true);
  });

  it('publishes a cover and images that have theirs; plain text has no images', () => {
    const fields = { coverImage: COVER, coverAlt: ' Packing boxes ', publishing: 'now' as const };
    expect(
      prepareBlogPost(draft({ ...fields, format: 'markdown', content: IMAGE('Volunteers') }), NEW_POST),
    ).toMatchObject({
      ok: true,
      values: { cover_image: COVER, cover_alt: 'Packing boxes' },
    });
    expect(prepareBlogPost(draft({ ...fields, content: IMAGE('') }), NEW_POST).ok).toBe(true);
  });
});
