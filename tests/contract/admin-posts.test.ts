/**
 * The admin dashboard's calls on blog posts (docs/product.md#calls-to-the-backend): list, create
 * returning the row, update and delete, as an admin and as a signed-in user who is not one.
 */
import { expect, it } from 'vitest';
import { answer, forEachFile, present, staffForEachFile, startTestBackend } from '../support/backend.ts';
import { PG_TIME, UUID } from '../support/patterns.ts';

const backend = forEachFile(startTestBackend);
const staff = staffForEachFile(backend);

it('blog posts (admin): lists every post, drafts included, newest first', async () => {
  const result = await staff.admin.from('blog_posts').select('*').order('created_at', { ascending: false });

  expect(result).toMatchObject({ error: null, status: 200 });
  expect(result.data).toHaveLength(5);
  expect(present(result.data)[0]).toMatchObject({
    slug: 'measuring-program-outcomes-with-a-small-team',
    published: false,
  });
});

it('blog posts (admin): creates a post returning the row, refuses a duplicate slug (409 23505), updates and deletes it by id', async () => {
  const result = await staff.admin
    .from('blog_posts')
    .insert({
      title: 'Hello from the admin',
      content: 'Body text.',
      excerpt: 'Short.',
      slug: 'hello-from-the-admin',
      published: true,
      author_id: staff.adminId,
    })
    .select()
    .single();

  expect(result).toEqual(
    answer(201, {
      id: expect.stringMatching(UUID),
      title: 'Hello from the admin',
      content: 'Body text.',
      excerpt: 'Short.',
      slug: 'hello-from-the-admin',
      published: true,
      publish_at: expect.stringMatching(PG_TIME),
      author_id: staff.adminId,
      // Saved without choosing: plain text, untagged, no cover (docs/product.md#post-formats-and-tags).
      format: 'plain',
      tags: [],
      cover_image: null,
      cover_alt: null,
      created_at: expect.stringMatching(PG_TIME),
      updated_at: expect.stringMatching(PG_TIME),
    }),
  );
  const postId = present(result.data).id;

  const duplicate = await staff.admin.from('blog_posts').insert({
    title: 'Again',
    content: 'x',
    excerpt: null,
    slug: 'hello-from-the-admin',
    published: false,
    author_id: staff.adminId,
  });

  expect(duplicate).toMatchObject({
    data: null,
    error: {
      code: '23505',
      message: 'duplicate key value violates unique constraint "blog_posts_slug_unique"',
    },
    status: 409,
    statusText: 'Conflict',
  });

  const updated = await staff.admin
    .from('blog_posts')
    .update({ title: 'Hello again', published: false })
    .eq('id', postId);
  expect(updated).toEqual(answer(204, null));
  const { data } = await staff.admin.from('blog_posts').select('title, published').eq('id', postId).single();
  expect(data).toEqual({ title: 'Hello again', published: false });

  expect(await staff.admin.from('blog_posts').delete().eq('id', postId)).toEqual(answer(204, null));
  const { rows } = await backend.db.query('select 1 from public.blog_posts where id = $1', [postId]);
  expect(rows).toEqual([]);
});

it('blog posts (admin): a non-admin cannot create, update or delete posts', async () => {
  const insert = await staff.member.from('blog_posts').insert({
    title: 'Spam',
    content: 'x',
    excerpt: null,
    slug: 'spam',
    published: true,
    author_id: staff.memberId,
  });
  const update = await staff.member
    .from('blog_posts')
    .update({ title: 'Defaced' })
    .eq('published', true)
    .select();

  expect(insert).toMatchObject({
    data: null,
    error: { code: '42501', message: 'new row violates row-level security policy for table "blog_posts"' },
    status: 403,
    statusText: 'Forbidden',
  });
  expect(update).toMatchObject({ data: [], error: null, status: 200 });
  const removed = await staff.member.from('blog_posts').delete().eq('published', true).select();
  expect(removed).toMatchObject({ data: [], error: null, status: 200 });
});
