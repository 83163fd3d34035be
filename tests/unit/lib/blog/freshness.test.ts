import { describe, expect, it } from 'vitest';
import type { Post, PostSummary } from '../../../../src/lib/db/blog-posts.ts';
import { blogStamp, isStale, type LiveAnswer } from '../../../../src/lib/blog/freshness.ts';

const [NOV_1, NOV_2] = ['2026-11-01T09:00:00+00:00', '2026-11-02T09:00:00+00:00'];
const first: PostSummary = {
  title: 'Welcome',
  slug: 'welcome',
  excerpt: 'Why we built Kindred.',
  created_at: NOV_1,
  cover_image: null,
  cover_alt: null,
};
const second: PostSummary = {
  title: 'Volunteers',
  slug: 'volunteers',
  excerpt: null,
  created_at: NOV_2,
  cover_image: null,
  cover_alt: null,
};
const post: Post = { ...first, content: 'The whole story.', format: 'plain', tags: [] };

const list = (posts: PostSummary[] | null): LiveAnswer => ({ kind: 'list', posts });
const found = (live: Post): LiveAnswer => ({ kind: 'post', lookup: { status: 'found', post: live } });

describe('a list page', () => {
  const stamp = blogStamp({ kind: 'list', posts: [second, first] });
  const fromApi = {
    created_at: NOV_2,
    slug: second.slug,
    excerpt: null,
    title: second.title,
    cover_alt: null,
    cover_image: null,
    id: 7,
  } as PostSummary;

  it.each<[string, LiveAnswer, boolean]>([
    ['the same posts, as the API sends them (more fields, other order)', list([fromApi, first]), false],
    [
      'a post published since the build',
      list([{ ...second, slug: 'new', title: 'New' }, second, first]),
      true,
    ],
    ['a post withdrawn since the build', list([first]), true],
    ['an edited title', list([{ ...second, title: 'Volunteer' }, first]), true],
    ['an edited excerpt', list([second, { ...first, excerpt: 'Why.' }]), true],
    ['a failed fetch keeps what is shown', list(null), false],
    ['a post address the build did not render', found(post), true],
  ])('%s: stale %s', (_case, live, stale) => {
    expect(isStale(stamp, live)).toBe(stale);
  });

  it('built without posts (the loading state), it is always redrawn, even when none are live', () => {
    const empty = blogStamp({ kind: 'list', posts: undefined });
    expect(isStale(empty, list([]))).toBe(true);
    expect(isStale(empty, list([first]))).toBe(true);
  });
});

const postStamp = blogStamp({ kind: 'post', post });

it.each<[string, LiveAnswer, boolean]>([
  ['the same post', found({ ...post }), false],
  ['edited content', found({ ...post, content: 'A longer story.' }), true],
  ['an edited title', found({ ...post, title: 'Hello' }), true],
  ['withdrawn or deleted', { kind: 'post', lookup: { status: 'missing' } }, true],
  ['a failed fetch keeps the post', { kind: 'post', lookup: { status: 'failed' } }, false],
])('a post page: %s: stale %s', (_case, live, stale) => {
  expect(isStale(postStamp, live)).toBe(stale);
});

it('a stamp is a few characters, not the posts again', () => {
  expect(blogStamp({ kind: 'post', post })).toMatch(/^post:[0-9a-f]{8}$/);
  expect(blogStamp({ kind: 'list', posts: [first, second] })).toMatch(/^list:[0-9a-f]{8}$/);
});
