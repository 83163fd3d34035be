/**
 * A post's tags (docs/product.md#post-formats-and-tags): the rule the database's CHECK holds them
 * to, the addresses of a tag's page and feed, the tags the build renders pages for, and the related
 * posts a post shows.
 */
import type { Post } from '../db/blog-posts.ts';
import { BLOG_PATH } from './paths.ts';
import { slugify } from './slug.ts';

/** As blog_posts_tags_count and blog_posts_tags_format allow. */
export const TAG_LIMITS = { count: 8, length: 40 } as const;

/** Slugs no post may take (blog_posts_slug_not_reserved): /blog/tag/ holds the tags' pages. */
export const RESERVED_SLUGS: readonly string[] = ['tag'];

/** How many related posts a post shows. */
export const RELATED_POSTS = 3;

export function tagPath(tag: string): string {
  return `${BLOG_PATH}/tag/${tag}/`;
}

export function tagFeedPath(tag: string): string {
  return `${tagPath(tag)}rss.xml`;
}

/** Tags typed as "Volunteers, Giving Tuesday": each made a slug, repeats and empties dropped. */
export function parseTags(text: string): string[] {
  const tags = text.split(',').map((part) => slugify(part.trim()));
  return [...new Set(tags.filter((tag) => tag !== ''))];
}

/** Every tag of these posts, in alphabetical order. */
export function tagsOf(posts: readonly Pick<Post, 'tags'>[]): string[] {
  return [...new Set(posts.flatMap((post) => post.tags))].sort();
}

/**
 * The posts sharing most tags with `post`, newest first among equals (the list is newest first),
 * never the post itself.
 */
export function relatedPosts<P extends Pick<Post, 'slug' | 'tags'>>(post: P, posts: readonly P[]): P[] {
  const shared = (other: P) => other.tags.filter((tag) => post.tags.includes(tag)).length;
  return posts
    .filter((other) => other.slug !== post.slug && shared(other) > 0)
    .map((other, order) => ({ other, order, shared: shared(other) }))
    .sort((a, b) => b.shared - a.shared || a.order - b.order)
    .slice(0, RELATED_POSTS)
    .map(({ other }) => other);
}
