/**
 * The blog's runtime refresh (SPEC section 2: the live list is the truth), without the island: once
 * the browser is idle, it asks the API for what the page shows and compares it with the build's
 * stamp (blog-freshness.ts). When they differ (a post published, edited or withdrawn since the
 * build, or a post address the build never rendered) it wakes the blog island, which hydrates
 * (`client:event`) and redraws the page from the live data. Otherwise nothing more loads.
 */
import { BLOG } from '../data/blog.ts';
import { fetchPublishedPost, fetchPublishedPosts } from './blog-client.ts';
import { isStale, type BlogStamp, type LiveAnswer } from './blog-freshness.ts';
import { slugFromPath } from './blog-paths.ts';

export const BLOG_STALE_EVENT = 'blog:stale';

/** The element that carries the build's stamp (BlogFreshness.astro). */
export const BLOG_STAMP_ATTRIBUTE = 'data-blog-build';

async function liveAnswer(slug: string | null): Promise<LiveAnswer> {
  if (slug) return { kind: 'post', lookup: await fetchPublishedPost(slug) };
  return { kind: 'list', posts: await fetchPublishedPosts(BLOG.limit) };
}

export async function refreshBlog(): Promise<void> {
  const stamp: BlogStamp | null | undefined = document
    .querySelector(`[${BLOG_STAMP_ATTRIBUTE}]`)
    ?.getAttribute(BLOG_STAMP_ATTRIBUTE);
  if (typeof stamp !== 'string') return;
  const live = await liveAnswer(slugFromPath(window.location.pathname));
  if (isStale(stamp, live)) window.dispatchEvent(new Event(BLOG_STALE_EVENT));
}
