/**
 * The blog's freshness check (src/lib/blog/live.ts) reads the live blog with plain fetch, before the
 * island and its postgrest-js load. It must see exactly what the island's queries see, or an
 * up-to-date page would be redrawn (or an outdated one kept).
 */
import { describe, expect, it } from 'vitest';
import { liveAnswer } from '../../src/lib/blog/live.ts';
import { CARD_COLUMNS } from '../../src/lib/db/blog-posts.ts';
import { blogStamp, isStale } from '../../src/lib/blog/freshness.ts';
import { forEachFile, present, publicClient } from '../support/backend.ts';
import { startContractBackend } from '../support/contract-target.ts';

const backend = forEachFile(startContractBackend);
const source = () => ({ url: backend.url, publishableKey: backend.keys.publishableKey });
/** Nothing listens on port 9 (discard). */
const unreachable = () => ({ ...source(), url: 'http://127.0.0.1:9' });

it('the live list: is the island query’s list: published posts, newest first, the card fields, as many as the limit; null (kept as shown) when the API cannot be reached', async () => {
  const island = await publicClient(backend)
    .from('blog_posts')
    .select(CARD_COLUMNS)
    .eq('published', true)
    .order('created_at', { ascending: false })
    .limit(100);
  const live = await liveAnswer(source(), null, 100);

  expect(live).toEqual({ kind: 'list', posts: present(island.data) });
  expect(isStale(blogStamp({ kind: 'list', posts: present(island.data) }), live)).toBe(false);
  expect(await liveAnswer(source(), null, 2)).toEqual({ kind: 'list', posts: island.data?.slice(0, 2) });
  expect(await liveAnswer(unreachable(), null, 100)).toEqual({ kind: 'list', posts: null });
});

describe('one live post', () => {
  it('is the published post with that slug', async () => {
    const live = await liveAnswer(source(), 'getting-grant-ready-before-the-deadline-appears', 100);
    expect(live).toMatchObject({
      kind: 'post',
      lookup: { status: 'found', post: { title: 'Getting Grant-Ready Before the Deadline Appears' } },
    });
  });

  it.each([
    ['a draft', 'measuring-program-outcomes-with-a-small-team'],
    ['a slug no post has', 'no-such-post'],
    ['a slug that is not one', "'; drop table blog_posts; --"],
  ])('is missing for %s', async (_case, slug) => {
    expect(await liveAnswer(source(), slug, 100)).toEqual({ kind: 'post', lookup: { status: 'missing' } });
  });

  it('failed, not missing, when the API cannot be reached or refuses otherwise', async () => {
    for (const broken of [unreachable(), { ...source(), publishableKey: 'not-a-key' }]) {
      const failed = { kind: 'post', lookup: { status: 'failed' } };
      expect(await liveAnswer(broken, 'no-such-post', 100)).toEqual(failed);
    }
  });
});
