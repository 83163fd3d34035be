/**
 * A blog image's name and addresses (docs/product.md#post-images). The editor names each upload
 * `{uuid}-{width}x{height}.{ext}` in the public bucket `blog-images`, so anything that sees the
 * address knows the picture's size without asking (no list of the bucket, which would show
 * drafts' images): pages reserve the space (no layout shift) and the build makes its smaller
 * sizes (`/images/blog/{uuid}-{width}x{height}-{size}.webp`).
 */
import { BLOG_IMAGES_BUCKET } from '../../data/blog-images.ts';
import type { ImageType, Size } from './image-bytes.ts';

const BUCKET = BLOG_IMAGES_BUCKET.id;

const EXTENSIONS: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** An image's type, from the extension its name was given. */
export function imageTypeOfName(name: string): ImageType | undefined {
  const extension = name.split('.').at(-1);
  return (Object.keys(EXTENSIONS) as ImageType[]).find((type) => EXTENSIONS[type] === extension);
}

/** As blog_posts_cover_image_format holds it. */
const NAME = new RegExp(
  `^([0-9a-f-]{36})-([0-9]{1,5})x([0-9]{1,5})\\.(${Object.values(EXTENSIONS).join('|')})$`,
);

/** Where a bucket's public objects are served, below the project's URL. */
const PUBLIC_PREFIX = `/storage/v1/object/public/${BUCKET}/`;

/** How wide an image in a post's column shows (max-w-3xl less its padding, or the screen), for `sizes`. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 48rem) 45rem, calc(100vw - 3rem)';

/** The widths the build makes of each image, up to the image's own. */
export const IMAGE_WIDTHS = [480, 960, 1440] as const;

export function imageName(id: string, size: Size, type: ImageType): string {
  return `${id}-${size.width}x${size.height}.${EXTENSIONS[type]}`;
}

export interface BlogImage {
  name: string;
  width: number;
  height: number;
}

export function parseImageName(name: string): BlogImage | null {
  const match = NAME.exec(name);
  if (!match) return null;
  return { name, width: Number(match[2]), height: Number(match[3]) };
}

/** The public address of an image: the project's URL, or this site's own origin locally (empty). */
export function imageUrl(projectUrl: string, name: string): string {
  return `${projectUrl.replace(/\/$/, '')}${PUBLIC_PREFIX}${name}`;
}

/** The image an address points at, when it is one of the bucket's, from any origin. */
export function imageAt(address: string): BlogImage | null {
  const at = address.indexOf(PUBLIC_PREFIX);
  return at === -1 ? null : parseImageName(address.slice(at + PUBLIC_PREFIX.length));
}

/** The bucket's images a text names by their public address (as Markdown writes them), in order. */
export function imagesIn(text: string): BlogImage[] {
  const prefix = PUBLIC_PREFIX.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return [...text.matchAll(new RegExp(`${prefix}([^\\s)"'<>]+)`, 'g'))].flatMap((match) => {
    const image = parseImageName(match[1] ?? '');
    return image ? [image] : [];
  });
}

/** What a post's images are read from. */
export interface ImagesOf {
  cover_image: string | null;
  /** Left out for a card, which shows only the cover. */
  format?: string;
  content?: string;
}

/** The bucket's images a post shows: its cover, then those of its Markdown content. */
export function postImages(post: ImagesOf): BlogImage[] {
  const cover = post.cover_image ? parseImageName(post.cover_image) : null;
  const inContent = post.format === 'markdown' && post.content ? imagesIn(post.content) : [];
  return cover ? [cover, ...inContent] : inContent;
}

/** The names of `post`'s images that none of `others` shows: what may go with it. */
export function unusedImages(post: ImagesOf, others: readonly ImagesOf[]): string[] {
  const used = new Set(others.flatMap(postImages).map((image) => image.name));
  return [...new Set(postImages(post).map((image) => image.name))].filter((name) => !used.has(name));
}

/** The build's smaller copy of an image at one width. */
export function variantPath(image: BlogImage, width: number): string {
  return `/images/blog/${image.name.replace(/\.[a-z]+$/, '')}-${width}.webp`;
}

/** The widths the build makes of this image: those narrower than it, and its own when smaller. */
export function variantWidths(image: BlogImage): number[] {
  const widths = IMAGE_WIDTHS.filter((width) => width < image.width);
  const widest = IMAGE_WIDTHS.at(-1) ?? 0;
  return image.width <= widest ? [...widths, image.width] : widths;
}

/** Where this site's pages find an image: the project's address, or their own origin locally. */
export function siteImageUrl(name: string): string {
  return imageUrl(import.meta.env.PUBLIC_SUPABASE_URL?.trim() ?? '', name);
}

export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
}

/**
 * An <img>'s sources: the build's copies where the build made them (`sizes` says how wide the
 * image shows), else the stored image itself; always its size, so nothing moves as it loads.
 */
export function imageSources(image: BlogImage, built: false | { sizes: string }): ImageSources {
  const { width, height } = image;
  if (!built) return { src: siteImageUrl(image.name), width, height };
  const widths = variantWidths(image);
  const widest = widths.at(-1) ?? image.width;
  return {
    src: variantPath(image, widest),
    srcSet: widths.map((size) => `${variantPath(image, size)} ${size}w`).join(', '),
    sizes: built.sizes,
    width,
    height,
  };
}
