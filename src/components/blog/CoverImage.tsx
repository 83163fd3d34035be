/**
 * A post's cover image (docs/product.md#post-images): on its card and atop the post. Sized from its
 * name so nothing moves as it loads; the build's smaller copies when the build made them (`built`),
 * else the stored image. Atop the post it is the page's largest picture, so it loads first; on a
 * card it waits until it is near.
 */
import { imageSources, parseImageName } from '../../lib/images/blog-image.ts';
import type { PostSummary } from '../../lib/db/blog-posts.ts';

interface CoverImageProps {
  post: Pick<PostSummary, 'cover_image' | 'cover_alt'>;
  /** The names of the images the build made copies of. */
  built: readonly string[];
  /** How wide it shows, for the browser's choice among the copies. */
  sizes: string;
  priority?: boolean;
  className: string;
}

export default function CoverImage({ post, built, sizes, priority = false, className }: CoverImageProps) {
  const image = post.cover_image ? parseImageName(post.cover_image) : null;
  if (!image) return null;
  const sources = imageSources(image, built.includes(image.name) && { sizes });
  return (
    <img
      {...sources}
      alt={post.cover_alt ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}
