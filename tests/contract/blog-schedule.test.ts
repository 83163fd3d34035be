/**
 * A scheduled post through every read of the public blog (island, freshness check, build fetch): none
 * looks at publish_at, the read policy decides. The post is moved across now() with the secret key,
 * not waited for.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, expect, it } from 'vitest';
import { liveAnswer } from '../../src/lib/blog/live.ts';
import { CARD_COLUMNS } from '../../src/lib/db/blog-posts.ts';
import { fetchBuildPosts } from '../../src/lib/blog/posts.ts';
import { saveErrorMessage } from '../../src/admin/blog/save-error.ts';
import { BLOG_ADMIN } from '../../src/admin/blog/strings.ts';
import {
  forEachFile,
  present,
  publicClient,
  secretClient,
  signInStaff,
  type StaffClients,
} from '../support/backend.ts';
import { startContractBackend } from '../support/contract-target.ts';

const SLUG = 'harvest-supper-announcement';
const HOUR_MS = 60 * 60 * 1000;

const backend = forEachFile(startContractBackend);
let operator: SupabaseClient;
let staff: StaffClients;

const inAnHour = () => new Date(Date.now() + HOUR_MS).toISOString();
const aMinuteAgo = () => new Date(Date.now() - 60_000).toISOString();

beforeAll(async () => {
  operator = secretClient(backend);
  staff = await signInStaff(backend);
  const { error } = await operator.from('blog_posts').insert({
    title: 'Harvest Supper Announcement',
    content: 'Tables for two hundred, and a seat for everyone.',
    excerpt: 'Save the date.',
    slug: SLUG,
    published: true,
    publish_at: inAnHour(),
  });
  expect(error).toBeNull();
});

async function moveDue(publishAt: string): Promise<void> {
  const { error, data } = await operator
    .from('blog_posts')
    .update({ publish_at: publishAt })
    .eq('slug', SLUG)
    .select('slug');
  expect(error).toBeNull();
  expect(data).toHaveLength(1);
}

/** Which reads of the public blog include the post. */
async function readsThatShowIt() {
  const visitor = publicClient(backend);
  const islandList = await visitor
    .from('blog_posts')
    .select(CARD_COLUMNS)
    .eq('published', true)
    .order('created_at', { ascending: false })
    .limit(100);
  const islandPost = await visitor.from('blog_posts').select('*').eq('slug', SLUG).eq('published', true);
  const member = await staff.member.from('blog_posts').select('slug').eq('slug', SLUG);
  const source = { url: backend.url, publishableKey: backend.keys.publishableKey };
  const liveList = await liveAnswer(source, null, 100);
  const livePost = await liveAnswer(source, SLUG, 100);
  const build = await fetchBuildPosts(source, { warn: (message) => expect.fail(message) });
  return {
    islandList: present(islandList.data).some((post) => post.slug === SLUG),
    islandPost: present(islandPost.data).length === 1,
    signedInMember: present(member.data).length === 1,
    freshnessList: liveList.kind === 'list' && !!liveList.posts?.some((post) => post.slug === SLUG),
    freshnessPost: livePost.kind === 'post' && livePost.lookup.status === 'found',
    build: build.some((post) => post.slug === SLUG),
  };
}

const everywhere = (shown: boolean) => ({
  islandList: shown,
  islandPost: shown,
  signedInMember: shown,
  freshnessList: shown,
  freshnessPost: shown,
  build: shown,
});

it('a scheduled post in the public reads: is in none of them before its time, in every one once due, and out again when moved back', async () => {
  await moveDue(inAnHour());
  expect(await readsThatShowIt()).toEqual(everywhere(false));
  await moveDue(aMinuteAgo());
  expect(await readsThatShowIt()).toEqual(everywhere(true));
  await moveDue(inAnHour());
  expect(await readsThatShowIt()).toEqual(everywhere(false));
});

const post = (slug: string, publishAt: string) => ({
  title: 'Choir Rehearsal Moves to Thursdays',
  content: 'Same room, new night.',
  excerpt: null,
  slug,
  published: true,
  publish_at: publishAt,
  author_id: staff.adminId,
});

it('scheduling from the admin: stores the chosen moment in UTC, and refuses a past moment with a check violation the editor explains', async () => {
  const { data, error } = await staff.admin
    .from('blog_posts')
    .insert(post('choir-rehearsal-thursdays', '2099-05-01T18:30:00-04:00'))
    .select('publish_at')
    .single();
  expect(error).toBeNull();
  expect(data).toEqual({ publish_at: '2099-05-01T22:30:00+00:00' });
  const result = await staff.admin.from('blog_posts').insert(post('choir-rehearsal-late', aMinuteAgo()));
  expect(result).toMatchObject({
    error: { code: '23514', message: expect.stringContaining('"blog_posts_publish_at_not_past"') },
    status: 400,
  });
  expect(saveErrorMessage(result.error)).toBe(BLOG_ADMIN.problems.schedulePast);
});
