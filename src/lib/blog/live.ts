/**
 * What the live API says a blog page should show, for the freshness check that runs before the blog
 * island is loaded (islands/client-stale-directive.ts). Plain fetch rather than the island's postgrest-js,
 * because Astro inlines this into the page: it must stay a few hundred bytes. It asks what
 * db/blog-posts.ts asks (docs/product.md#calls-to-the-backend: published posts, newest first; one
 * post by slug). Scheduled posts are the database's business: its read policy shows them once due.
 */
import type { Post, PostSummary } from '../db/blog-posts.ts';
import type { LiveAnswer } from './freshness.ts';

/** Where the page's REST API is and the key it is read with (BlogFreshness.astro renders both). */
export interface LiveSource {
  /** The project URL; empty for the page's own origin (the local backend). */
  url: string;
  publishableKey: string;
}

async function rows<Row>(source: LiveSource, query: string): Promise<Row[] | null> {
  try {
    const response = await fetch(`${source.url || location.origin}/rest/v1/blog_posts?${query}`, {
      headers: { apikey: source.publishableKey, Authorization: `Bearer ${source.publishableKey}` },
    });
    return response.ok ? ((await response.json()) as Row[]) : null;
  } catch {
    return null;
  }
}

export async function liveAnswer(
  source: LiveSource,
  slug: string | null,
  limit: number,
): Promise<LiveAnswer> {
  if (slug === null) {
    const query = `select=title,slug,excerpt,created_at&published=eq.true&order=created_at.desc&limit=${limit}`;
    return { kind: 'list', posts: await rows<PostSummary>(source, query) };
  }
  const posts = await rows<Post>(source, `select=*&slug=eq.${encodeURIComponent(slug)}&published=eq.true`);
  if (posts === null) return { kind: 'post', lookup: { status: 'failed' } };
  const [post] = posts;
  return { kind: 'post', lookup: post ? { status: 'found', post } : { status: 'missing' } };
}
