/**
 * Uploading an image for a post (docs/product.md#post-images): checked from its bytes (a JPEG,
 * PNG, GIF or WebP within the bucket's size; a name or a declared type proves nothing), its
 * metadata taken out, named with its size, and stored in the public `blog-images` bucket through
 * supabase-js's storage client. Nothing is sent for a file the bucket would refuse, and a refused
 * upload stores nothing. Removing is for a deleted post's images.
 */
import { BLOG_IMAGES_BUCKET } from '../../data/blog-images.ts';
import { imageName, siteImageUrl, type BlogImage } from '../images/blog-image.ts';
import { imageSize, imageType } from '../images/image-bytes.ts';
import { stripMetadata } from '../images/strip-metadata.ts';
import { createBrowserClient } from './browser-client.ts';

export type UploadProblem = 'notAnImage' | 'tooLarge' | 'unreadable' | 'failed';

export type UploadOutcome =
  { ok: true; image: BlogImage; url: string } | { ok: false; problem: UploadProblem; message?: string };

export async function uploadBlogImage(file: Blob): Promise<UploadOutcome> {
  if (file.size > BLOG_IMAGES_BUCKET.fileSizeLimit) return { ok: false, problem: 'tooLarge' };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = imageType(bytes);
  if (!type) return { ok: false, problem: 'notAnImage' };
  const size = imageSize(bytes);
  if (!size) return { ok: false, problem: 'unreadable' };
  const name = imageName(crypto.randomUUID(), size, type);
  const { error } = await createBrowserClient()
    .storage.from(BLOG_IMAGES_BUCKET.id)
    .upload(name, new Blob([stripMetadata(bytes)], { type }), { contentType: type, upsert: false });
  if (error) return { ok: false, problem: 'failed', message: error.message };
  return { ok: true, image: { name, ...size }, url: siteImageUrl(name) };
}

/** Deletes these images from the bucket; false when the storage refused or could not be reached. */
export async function removeBlogImages(names: readonly string[]): Promise<boolean> {
  if (names.length === 0) return true;
  const { error } = await createBrowserClient()
    .storage.from(BLOG_IMAGES_BUCKET.id)
    .remove([...names]);
  return error === null;
}
