import { describe, expect, it } from 'vitest';
import {
  BLOG_LIMITS,
  draftFromPost,
  EMPTY_DRAFT,
  prepareBlogPost,
  slugAfterTitleChange,
  type BlogPostDraft,
} from '../../../../src/admin/blog/post-form.ts';

const draft = (fields: Partial<BlogPostDraft>): BlogPostDraft => ({
  ...EMPTY_DRAFT,
  title: 'Spring update',
  content: 'What we did.',
  ...fields,
});

describe('prepareBlogPost', () => {
  it('trims every text and saves an empty excerpt as null', () => {
    expect(
      prepareBlogPost(
        draft({ title: '  Spring update ', content: '\nBody\n', excerpt: '   ', slug: ' spring ' }),
      ),
    ).toEqual({
      ok: true,
      values: { title: 'Spring update', content: 'Body', excerpt: null, slug: 'spring', published: false },
    });
  });

  it('keeps a real excerpt and the publish choice', () => {
    expect(prepareBlogPost(draft({ excerpt: ' Short. ', published: true, slug: 'x' }))).toMatchObject({
      ok: true,
      values: { excerpt: 'Short.', published: true },
    });
  });

  it('makes the slug from the trimmed title when it is empty', () => {
    expect(prepareBlogPost(draft({ title: '  Café & Friends: 2026!  ', slug: '  ' }))).toMatchObject({
      ok: true,
      values: { slug: 'cafe-friends-2026' },
    });
  });

  describe.each<[string, Partial<BlogPostDraft>, string, string]>([
    ['an empty title', { title: '  ' }, 'required', 'title'],
    ['an empty content', { content: '\n\t' }, 'required', 'content'],
    ['a title with no slug letters', { title: '🎉🎉', slug: '' }, 'slugEmpty', 'slug'],
    ['a hand-typed slug with capitals', { slug: 'Spring Update' }, 'slugFormat', 'slug'],
    ['a hand-typed slug with double hyphens', { slug: 'spring--update' }, 'slugFormat', 'slug'],
    ['a title over the limit', { title: 'a'.repeat(BLOG_LIMITS.title + 1) }, 'titleTooLong', 'title'],
    [
      'an excerpt over the limit',
      { excerpt: 'a'.repeat(BLOG_LIMITS.excerpt + 1) },
      'excerptTooLong',
      'excerpt',
    ],
    ['a slug over the limit', { slug: 'a'.repeat(BLOG_LIMITS.slug + 1) }, 'slugTooLong', 'slug'],
  ])('refuses %s', (_name, fields, problem, field) => {
    it(`as ${problem} on ${field}`, () =>
      expect(prepareBlogPost(draft(fields))).toEqual({ ok: false, problem, field }));
  });
});

describe('slugAfterTitleChange', () => {
  it.each([
    ['follows the title of a new post', { slug: 'old', isNew: true, slugEdited: false }, 'new-title'],
    ['keeps a slug typed by hand', { slug: 'mine', isNew: true, slugEdited: true }, 'mine'],
    [
      'never rewrites the slug of an existing post',
      { slug: 'published-link', isNew: false, slugEdited: false },
      'published-link',
    ],
  ])('%s', (_name, current, expected) => {
    expect(slugAfterTitleChange('New Title', current)).toBe(expected);
  });
});

it('opens an existing post with its values, a null excerpt as empty', () => {
  expect(
    draftFromPost({
      id: '1',
      title: 'T',
      content: 'C',
      excerpt: null,
      slug: 't',
      published: true,
      author_id: null,
      created_at: '2026-03-04T10:00:00+00:00',
      updated_at: '2026-03-04T10:00:00+00:00',
    }),
  ).toEqual({ title: 'T', content: 'C', excerpt: '', slug: 't', published: true });
});
