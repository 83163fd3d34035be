import { expect, it } from 'vitest';
import { parseTags, relatedPosts, tagFeedPath, tagPath, tagsOf } from '../../../../src/lib/blog/tags.ts';

it('makes typed tags slugs, without repeats or empties', () => {
  expect(parseTags(' Volunteers, Giving Tuesday, , volunteers,Café ')).toEqual([
    'volunteers',
    'giving-tuesday',
    'cafe',
  ]);
  expect(parseTags('')).toEqual([]);
});

it('names a tag’s page and feed, and lists the tags of the posts in order', () => {
  expect([tagPath('giving'), tagFeedPath('giving')]).toEqual([
    '/blog/tag/giving/',
    '/blog/tag/giving/rss.xml',
  ]);
  expect(tagsOf([{ tags: ['b', 'a'] }, { tags: ['a', 'c'] }])).toEqual(['a', 'b', 'c']);
});

it('relates up to three posts by shared tags, most shared first, then as listed; never the post itself', () => {
  const post = { slug: 'p', tags: ['a', 'b'] };
  const posts = [
    post,
    { slug: 'one-a', tags: ['a'] },
    { slug: 'none', tags: ['z'] },
    { slug: 'both', tags: ['b', 'a'] },
    { slug: 'one-b', tags: ['b'] },
    { slug: 'late', tags: ['a'] },
  ];
  expect(relatedPosts(post, posts).map((other) => other.slug)).toEqual(['both', 'one-a', 'one-b']);
  expect(relatedPosts({ slug: 'q', tags: [] }, posts)).toEqual([]);
});
