/**
 * The images of the posts a build renders (docs/product.md#post-images): each cover and each
 * Markdown image from the blog's bucket, fetched once from the build's source. The pages mark the
 * ones missing (their alt text stands in) and src/pages/images/blog/[file].ts makes the smaller
 * copies of the others. A missing image never fails the build: the post is still worth showing.
 */
import type { BuildPost } from '../db/blog-posts.ts';
import { imageUrl, postImages, type BlogImage } from '../images/blog-image.ts';
import {
  BUILD_FETCH_TIMEOUT_MS,
  buildSourceFrom,
  publishedPostsForBuild,
  type BuildSource,
} from './posts.ts';

export interface BuildImages {
  /** The fetched images by name, with their bytes. */
  found: Map<string, { image: BlogImage; bytes: Uint8Array }>;
  /** Names the source did not serve. */
  missing: Set<string>;
}

async function fetchImage(source: BuildSource, image: BlogImage): Promise<Uint8Array | null> {
  try {
    const response = await fetch(imageUrl(source.url, image.name), {
      signal: AbortSignal.timeout(BUILD_FETCH_TIMEOUT_MS),
    });
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch {
    return null;
  }
}

export async function fetchBuildImages(
  source: BuildSource,
  posts: readonly BuildPost[],
  warn: (message: string) => void = console.warn,
): Promise<BuildImages> {
  const images = new Map(posts.flatMap(postImages).map((image) => [image.name, image]));
  const result: BuildImages = { found: new Map(), missing: new Set() };
  for (const image of images.values()) {
    const bytes = await fetchImage(source, image);
    if (bytes) result.found.set(image.name, { image, bytes });
    else result.missing.add(image.name);
  }
  if (result.missing.size > 0) {
    warn(`blog: ${result.missing.size} image(s) could not be fetched; their alt text stands in for them`);
  }
  return result;
}

let cached: Promise<BuildImages> | undefined;

/** The images for this build, fetched once and shared by every page that asks. */
export function imagesForBuild(): Promise<BuildImages> {
  if (!cached) {
    const source = buildSourceFrom({ ...process.env, ...import.meta.env });
    cached = source
      ? publishedPostsForBuild().then((posts) => fetchBuildImages(source, posts))
      : Promise.resolve({ found: new Map(), missing: new Set() });
  }
  return cached;
}
