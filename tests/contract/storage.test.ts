/**
 * Storage through supabase-js's own storage client against the local backend (server/storage/):
 * the blog-images bucket as blog staff use it (upload, upsert, update, list, remove),
 * its public URL as a page's <img> reads it, and what it refuses: a file over the bucket's limit,
 * a type it does not allow, bytes that are not the image they claim to be, a caller the policies
 * refuse, a name that climbs out of its folder; nothing is stored after a refusal.
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BLOG_IMAGES_BUCKET } from '../../src/data/blog-images.ts';
import {
  forEachFile,
  present,
  publicClient,
  signedInClient,
  staffForEachFile,
  startTestBackend,
} from '../support/backend.ts';
import { UUID } from '../support/patterns.ts';

let storageDir = '';
beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), 'storage-contract-'));
});
afterAll(async () => {
  await rm(storageDir, { recursive: true, force: true });
});

const backend = forEachFile(() => startTestBackend({ storageDir }));
const staff = staffForEachFile(backend);
const BUCKET = BLOG_IMAGES_BUCKET.id;

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const GIF = new TextEncoder().encode('GIF89a\x01\x00\x01\x00');
const WEBP = new TextEncoder().encode('RIFF\x0c\x00\x00\x00WEBPVP8 ');
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

const blob = (bytes: Uint8Array<ArrayBuffer>, type: string) => new Blob([bytes], { type });
const images = (client: SupabaseClient) => client.storage.from(BUCKET);

/** The files the server keeps for the bucket, temporary ones included. */
async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(join(storageDir, BUCKET))).sort();
  } catch {
    return [];
  }
}

async function fetchPublic(path: string) {
  const { publicUrl } = images(publicClient(backend)).getPublicUrl(path).data;
  const response = await fetch(publicUrl);
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** storage-js's error as storage-api words it: the body's status, code and words, and the HTTP status. */
function refusal(statusCode: string, code: string, message: string | RegExp) {
  return expect.objectContaining({
    name: 'StorageApiError',
    status: 400,
    statusCode,
    code,
    message: typeof message === 'string' ? message : expect.stringMatching(message),
  });
}

it('blog staff upload an image (a Blob); anyone reads it at its public URL with its type and cache time', async () => {
  const uploaded = await images(staff.admin).upload('posts/cover.png', blob(PNG, 'image/png'));

  expect(uploaded.error).toBeNull();
  expect(uploaded.data).toEqual({
    path: 'posts/cover.png',
    id: expect.stringMatching(UUID),
    fullPath: `${BUCKET}/posts/cover.png`,
  });
  const { response, bytes } = await fetchPublic('posts/cover.png');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  expect(response.headers.get('cache-control')).toBe('max-age=3600');
  expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
  expect(bytes).toEqual(PNG);
  const id = present(uploaded.data).id;
  expect(await storedFiles()).toEqual([id]);
  // DATA_DIR's rule (server/data-dir/modes.ts): the server's user's alone.
  expect((await stat(join(storageDir, BUCKET, id))).mode & 0o777).toBe(0o600);
  expect((await stat(join(storageDir, BUCKET))).mode & 0o777).toBe(0o700);
});

it('upload refuses a name already taken (409 Duplicate) unless upsert; upsert and update replace the bytes in place', async () => {
  const first = await images(staff.admin).upload('posts/swap.png', blob(PNG, 'image/png'));
  const again = await images(staff.admin).upload('posts/swap.png', blob(GIF, 'image/gif'));
  const upserted = await images(staff.admin).upload('posts/swap.png', blob(GIF, 'image/gif'), {
    upsert: true,
  });

  expect(again.error).toEqual(refusal('409', 'ResourceAlreadyExists', 'The resource already exists'));
  expect(upserted.data?.id).toBe(first.data?.id);
  let served = await fetchPublic('posts/swap.png');
  expect(served.response.headers.get('content-type')).toBe('image/gif');
  expect(served.bytes).toEqual(GIF);

  const updated = await images(staff.admin).update('posts/swap.png', blob(WEBP, 'image/webp'));
  expect(updated.error).toBeNull();
  served = await fetchPublic('posts/swap.png');
  expect(served.response.headers.get('content-type')).toBe('image/webp');
  expect(served.bytes).toEqual(WEBP);
});

it('lists one level of the bucket: folders without an id, files with their metadata; search and sort', async () => {
  await images(staff.admin).upload('posts/list/b.png', blob(PNG, 'image/png'));
  await images(staff.admin).upload('posts/list/a.png', blob(PNG, 'image/png'));
  await images(staff.admin).upload('posts/list/deeper/c.png', blob(PNG, 'image/png'));

  const root = await images(staff.admin).list();
  const level = await images(staff.admin).list('posts/list');
  const searched = await images(staff.admin).list('posts/list', { search: 'b' });
  const reversed = await images(staff.admin).list('posts/list', {
    sortBy: { column: 'name', order: 'desc' },
  });
  const paged = await images(staff.admin).list('posts/list', { limit: 1, offset: 1 });

  expect(root.data).toEqual([expect.objectContaining({ name: 'posts', id: null, metadata: null })]);
  expect(level.data?.map((entry) => [entry.name, entry.id === null])).toEqual([
    ['a.png', false],
    ['b.png', false],
    ['deeper', true],
  ]);
  expect(level.data?.[0]?.metadata).toMatchObject({ size: PNG.byteLength, mimetype: 'image/png' });
  expect(searched.data?.map((entry) => entry.name)).toEqual(['b.png']);
  expect(reversed.data?.map((entry) => entry.name)).toEqual(['deeper', 'b.png', 'a.png']);
  expect(paged.data?.map((entry) => entry.name)).toEqual(['b.png']);
});

it('remove deletes the objects and their files; the public URL then answers Object not found', async () => {
  const uploaded = await images(staff.admin).upload('posts/gone.png', blob(PNG, 'image/png'));
  const id = present(uploaded.data).id;

  const removed = await images(staff.admin).remove(['posts/gone.png', 'posts/never-there.png']);

  expect(removed.error).toBeNull();
  expect(removed.data).toEqual([expect.objectContaining({ id, name: 'posts/gone.png', bucket_id: BUCKET })]);
  expect(await storedFiles()).not.toContain(id);
  const { response, bytes } = await fetchPublic('posts/gone.png');
  expect(response.status).toBe(400);
  expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual({
    statusCode: '404',
    code: 'NoSuchKey',
    error: 'not_found',
    message: 'Object not found',
  });
});

it('refuses a file over the bucket’s limit (413) and stores nothing', async () => {
  const before = await storedFiles();
  const oversized = new Uint8Array(BLOG_IMAGES_BUCKET.fileSizeLimit + 1);
  oversized.set(PNG);

  const asBlob = await images(staff.admin).upload('posts/huge.png', blob(oversized, 'image/png'));
  const asBytes = await images(staff.admin).upload('posts/huge.png', oversized, { contentType: 'image/png' });

  const tooLarge = refusal('413', 'EntityTooLarge', 'The object exceeded the maximum allowed size');
  expect(asBlob.error).toEqual(tooLarge);
  expect(asBytes.error).toEqual(tooLarge);
  expect(await storedFiles()).toEqual(before);
});

it('refuses a type the bucket does not allow, and bytes that are not the image declared (SVG, text named .png)', async () => {
  const before = await storedFiles();

  const svg = await images(staff.admin).upload('posts/logo.svg', blob(SVG, 'image/svg+xml'));
  const svgAsPng = await images(staff.admin).upload('posts/logo.png', blob(SVG, 'image/png'));
  const textAsPng = await images(staff.admin).upload(
    'posts/notes.png',
    blob(new TextEncoder().encode('hello'), 'image/png'),
  );
  const pngAsJpeg = await images(staff.admin).upload('posts/photo.jpg', blob(PNG, 'image/jpeg'));

  expect(svg.error).toEqual(refusal('415', 'InvalidMimeType', 'mime type image/svg+xml is not supported'));
  const notAnImage = refusal(
    '415',
    'InvalidMimeType',
    /^The file's contents are not an image of an allowed type/,
  );
  expect(svgAsPng.error).toEqual(notAnImage);
  expect(textAsPng.error).toEqual(notAnImage);
  expect(pngAsJpeg.error).toEqual(notAnImage);
  expect(await storedFiles()).toEqual(before);
});

it('refuses an upload by a visitor, a signed-in non-staff user and the lead desk (RLS), and stores nothing', async () => {
  const before = await storedFiles();
  const desk = await backend.createUser('desk@example.org', 'desk passphrase', { admin: true });
  await backend.db.query(`update public.admin_roles set role = 'lead_desk' where user_id = $1`, [desk.id]);
  const leadDesk = await signedInClient(backend, 'desk@example.org', 'desk passphrase');

  const rls = refusal('403', 'AccessDenied', 'new row violates row-level security policy');
  for (const client of [publicClient(backend), staff.member, leadDesk]) {
    const { error } = await images(client).upload('posts/intruder.png', blob(PNG, 'image/png'));
    expect(error).toEqual(rls);
  }
  expect(await storedFiles()).toEqual(before);
});

it('a visitor lists nothing and removes nothing, but reads a public image', async () => {
  await images(staff.admin).upload('posts/visible.png', blob(PNG, 'image/png'));
  const visitor = publicClient(backend);

  expect((await images(visitor).list('posts')).data).toEqual([]);
  expect((await images(visitor).remove(['posts/visible.png'])).data).toEqual([]);
  expect((await fetchPublic('posts/visible.png')).bytes).toEqual(PNG);
});

it('refuses a name that climbs out of its folder, however it is spelled, and stores nothing', async () => {
  const before = await storedFiles();
  const headers = {
    apikey: backend.keys.publishableKey,
    Authorization: `Bearer ${present((await staff.admin.auth.getSession()).data.session).access_token}`,
    'Content-Type': 'image/png',
  };

  const viaClient = await images(staff.admin).upload('../escape.png', blob(PNG, 'image/png'));
  expect(viaClient.error).toMatchObject({ status: 400, statusCode: '400' });
  for (const path of ['posts%2F..%2F..%2Fescape.png', '..%2Fescape.png', 'posts/%2E%2E%2Fescape.png']) {
    const response = await fetch(`${backend.url}/storage/v1/object/${BUCKET}/${path}`, {
      method: 'POST',
      headers,
      body: PNG,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
  }
  expect(await storedFiles()).toEqual(before);
  expect(await readdir(storageDir)).toEqual([BUCKET]);
});

it('answers Bucket not found for a file of a bucket that is not public, whoever asks', async () => {
  await backend.db.query(`insert into storage.buckets (id, name) values ('private-files', 'private-files')`);

  const response = await fetch(`${backend.url}/storage/v1/object/public/private-files/secret.png`);

  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({
    statusCode: '404',
    code: 'NoSuchBucket',
    error: 'Bucket not found',
    message: 'Bucket not found',
  });
});
