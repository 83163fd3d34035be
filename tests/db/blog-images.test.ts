/**
 * The blog-images bucket as the database keeps it: its limit and types are
 * src/data/blog-images.ts's, and only staff who write posts list, upload, replace and delete its
 * objects; the lead desk, a signed-in non-staff user and a visitor see and change nothing. The
 * storage schema is the local bootstrap's (server/db/bootstrap/storage.sql).
 */
import { beforeAll, expect, it } from 'vitest';
import { BLOG_IMAGES_BUCKET } from '../../src/data/blog-images.ts';
import { anon, signedIn } from './actors.ts';
import { createUser, describeOnEachDatabase, type TestUser } from './harness.ts';
import { one, type Statement, expectOutcomes } from './sql.ts';

const BUCKET = BLOG_IMAGES_BUCKET.id;
const EXISTING = 'posts/existing.png';

describeOnEachDatabase('blog-images bucket', (ctx) => {
  let editor: TestUser | undefined;
  let leadDesk: TestUser | undefined;

  beforeAll(async () => {
    editor = await createUser(ctx.db, 'images-editor@example.org', { admin: true, role: 'editor' });
    leadDesk = await createUser(ctx.db, 'images-desk@example.org', { admin: true, role: 'lead_desk' });
    await ctx.db.query(
      `insert into storage.objects (bucket_id, name, metadata) values ($1, $2, '{"size": 4, "mimetype": "image/png"}')`,
      [BUCKET, EXISTING],
    );
  });

  it("is public, with the size limit and types of src/data's bucket", async () => {
    const bucket = await one(
      ctx.db,
      'select public, file_size_limit::integer as file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [BUCKET],
    );
    expect(bucket).toEqual({
      public: true,
      file_size_limit: BLOG_IMAGES_BUCKET.fileSizeLimit,
      allowed_mime_types: [...BLOG_IMAGES_BUCKET.allowedMimeTypes],
    });
  });

  // The statements the local storage server runs as the caller (server/storage/objects.ts).
  const statements: Record<string, Statement> = {
    list: (tx) => tx.query('select name from storage.objects where bucket_id = $1', [BUCKET]),
    upload: (tx) =>
      tx.query(`insert into storage.objects (bucket_id, name, metadata) values ($1, 'posts/new.png', '{}')`, [
        BUCKET,
      ]),
    replace: (tx) =>
      tx.query(`update storage.objects set metadata = '{"size": 5}' where bucket_id = $1 and name = $2`, [
        BUCKET,
        EXISTING,
      ]),
    delete: (tx) =>
      tx.query('delete from storage.objects where bucket_id = $1 and name = $2', [BUCKET, EXISTING]),
    'upload elsewhere': (tx) =>
      tx.query(`insert into storage.objects (bucket_id, name) values ('other', 'x.png')`),
  };

  it('blog staff list, upload, replace and delete its objects', async () => {
    for (const actor of [signedIn(ctx.users.admin), signedIn(editor as TestUser)]) {
      await expectOutcomes(ctx.db, actor, statements, { list: 1, upload: 1, replace: 1, delete: 1 });
    }
  });

  it('the lead desk, a signed-in non-staff user and a visitor list nothing and change nothing', async () => {
    for (const actor of [signedIn(leadDesk as TestUser), signedIn(ctx.users.member)]) {
      await expectOutcomes(ctx.db, actor, statements, { list: 0, upload: 'denied', replace: 0, delete: 0 });
    }
    await expectOutcomes(ctx.db, anon, statements, { list: 0, upload: 'denied', replace: 0, delete: 0 });
  });

  it("gives blog staff no way into another bucket's objects", async () => {
    await ctx.db.query(
      `insert into storage.buckets (id, name) values ('other', 'other') on conflict (id) do nothing`,
    );
    await expectOutcomes(ctx.db, signedIn(ctx.users.admin), statements, { 'upload elsewhere': 'denied' });
  });

  it('has the path helpers of Supabase Storage', async () => {
    const parts = await one(
      ctx.db,
      `select storage.foldername('posts/2026/cover.png') as folders, storage.filename('posts/2026/cover.png') as file,
              storage.extension('posts/2026/cover.png') as extension`,
    );
    expect(parts).toEqual({ folders: ['posts', '2026'], file: 'cover.png', extension: 'png' });
  });
});
