/**
 * The storage bucket the blog's images live in, stated once: the migration
 * supabase/migrations/20261202090000_blog_images_bucket.sql writes the same values into
 * storage.buckets, and tests/db/blog-images.test.ts fails when the two differ.
 */
export const BLOG_IMAGES_BUCKET = {
  id: 'blog-images',
  /** 5 MB, in bytes, as Storage's file_size_limit counts them. */
  fileSizeLimit: 5 * 1024 * 1024,
  /** The image types a browser shows and the local storage server recognizes from their bytes; no SVG. */
  allowedMimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
} as const;
