/** The blog's addresses: the list, a post's link, its canonical form, and the slug read back from a URL. */

export const BLOG_PATH = '/blog';

/** The list's address as search engines index it: the directory form Astro builds, as for posts. */
export const BLOG_CANONICAL_PATH = `${BLOG_PATH}/`;

/** The slug format the database enforces (`blog_posts_slug_format`), so a path built from it is safe. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The Read More target of docs/product.md#blog-list. */
export function postPath(slug: string): string {
  return `${BLOG_PATH}/${slug}`;
}

/**
 * The address search engines index: the pre-rendered file's directory form, which the CDNs serve
 * without a redirect; the sitemap, the feed and the page's canonical link all use it.
 */
export function postCanonicalPath(slug: string): string {
  return `${postPath(slug)}/`;
}

/** "/blog/a-post" or "/blog/a-post/" gives "a-post"; the list and any deeper path give null. */
export function slugFromPath(pathname: string): string | null {
  const match = /^\/blog\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return slug;
}
