/**
 * What the live API says a blog page should show, for the freshness check that runs before the blog
 * island is loaded (islands/client-stale-directive.ts). Plain fetch rather than the island's postgrest-js,
 * because Astro inlines this into the page: it must stay a few hundred bytes. It asks what
 * db/blog-posts.ts asks (docs/product.md#calls-to-the-backend: published posts, newest first; one
 * post by slug, as a single-row select). Scheduled posts are the database's business: its read
 * policy shows them once due. The answer is handed to the island (./live-handoff.ts), which so
 * asks nothing again.
 */
import { CARD_COLUMNS, type Post, type PostSummary } from '../db/blog-posts.ts';
import { NO_ROWS_CODE, SINGLE_ROW_ACCEPT } from '../db/postgrest-codes.ts';
import type { LiveAnswer } from './freshness.ts';

/** Where the page's REST API is and the key it is read with (BlogFreshness.astro renders both). */
export interface LiveSource {
  /** The project URL; empty for the page's own origin (the local backend). */
  url: string;
  publishableKey: string;
}

function ask(source: LiveSource, query: string, accept: string): Promise<Response> {
  return fetch(`${source.url || location.origin}/rest/v1/blog_posts?${query}`, {
    headers: {
      apikey: source.publishableKey,
      Authorization: `Bearer ${source.publishableKey}`,
      Accept: accept,
    },
  });
}

async function livePosts(source: LiveSource, limit: number): Promise<LiveAnswer> {
  const query = `select=${CARD_COLUMNS}&published=eq.true&order=created_at.desc&limit=${limit}`;
  try {
    const response = await ask(source, query, 'application/json');
    return { kind: 'list', posts: response.ok ? ((await response.json()) as PostSummary[]) : null };
  } catch {
    return { kind: 'list', posts: null };
  }
}

async function livePost(source: LiveSource, slug: string): Promise<LiveAnswer> {
  const query = `select=*&slug=eq.${encodeURIComponent(slug)}&published=eq.true`;
  try {
    const response = await ask(source, query, SINGLE_ROW_ACCEPT);
    if (response.ok)
      return { kind: 'post', lookup: { status: 'found', post: (await response.json()) as Post } };
    // No such post is PostgREST's 406 with its no-rows code; any other refusal is a failed fetch.
    const refusal = response.status === 406 ? ((await response.json()) as { code?: unknown }) : null;
    return { kind: 'post', lookup: { status: refusal?.code === NO_ROWS_CODE ? 'missing' : 'failed' } };
  } catch {
    return { kind: 'post', lookup: { status: 'failed' } };
  }
}

export function liveAnswer(source: LiveSource, slug: string | null, limit: number): Promise<LiveAnswer> {
  return slug === null ? livePosts(source, limit) : livePost(source, slug);
}
