/**
 * The public blog's calls (docs/product.md#calls-to-the-backend): the published list and one post
 * by slug.
 */
import { expect, it } from 'vitest';
import { answer, forEachFile, NO_SINGLE_ROW, present, publicClient } from '../support/backend.ts';
import { startContractBackend } from '../support/contract-target.ts';
import { PG_TIME } from '../support/patterns.ts';

const backend = forEachFile(startContractBackend);

it('public post list: returns published posts only, newest first', async () => {
  const result = await publicClient(backend)
    .from('blog_posts')
    .select('*')
    .eq('published', true)
    .order('created_at', { ascending: false });

  expect(result).toMatchObject({ error: null, count: null, status: 200, statusText: 'OK' });
  expect(present(result.data).map((post) => [post.slug, post.created_at])).toEqual([
    ['one-calendar-for-events-teams-and-budgets', '2026-09-08T16:45:00+00:00'],
    ['donor-communication-that-builds-trust-all-year', '2026-06-23T13:15:00+00:00'],
    ['getting-grant-ready-before-the-deadline-appears', '2026-04-14T15:30:00+00:00'],
    ['volunteer-scheduling-without-the-spreadsheet-chaos', '2026-02-10T14:00:00+00:00'],
  ]);
});

it('single post by slug: returns the one published post as an object, and PGRST116 (406) for a draft or unknown slug', async () => {
  const result = await publicClient(backend)
    .from('blog_posts')
    .select('*')
    .eq('slug', 'getting-grant-ready-before-the-deadline-appears')
    .eq('published', true)
    .single();

  expect(result).toEqual(
    answer(200, {
      id: expect.any(String),
      title: 'Getting Grant-Ready Before the Deadline Appears',
      content: expect.stringContaining('Build a document library once.'),
      excerpt: expect.stringContaining('Grant readiness'),
      slug: 'getting-grant-ready-before-the-deadline-appears',
      published: true,
      // The seed runs after the migrations, so the trigger stamped its publishing time.
      publish_at: expect.stringMatching(PG_TIME),
      author_id: null,
      format: 'plain',
      tags: [],
      cover_image: null,
      cover_alt: null,
      created_at: '2026-04-14T15:30:00+00:00',
      updated_at: '2026-04-14T15:30:00+00:00',
    }),
  );
  const client = publicClient(backend);
  const draft = await client
    .from('blog_posts')
    .select('*')
    .eq('slug', 'measuring-program-outcomes-with-a-small-team')
    .eq('published', true)
    .single();
  const unknown = await client.from('blog_posts').select('*').eq('slug', 'no-such-post').single();

  expect(draft).toEqual(NO_SINGLE_ROW);
  expect(unknown).toEqual(NO_SINGLE_ROW);
});
