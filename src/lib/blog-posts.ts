/**
 * The published posts at build time, for the pre-rendered post pages, the sitemap and the feed.
 * The build asks the backend only when one is named (PUBLIC_SUPABASE_URL, or BLOG_SOURCE_URL for a
 * local backend) and waits briefly: an unreachable backend costs one warning line and no
 * pre-rendered posts, never a failed build. The blog island still reads the live list at run time.
 */
import type { Post } from './blog-client.ts';
import { SLUG_PATTERN } from './blog-paths.ts';
import { LOCAL_PUBLISHABLE_KEY } from './supabase-config.ts';

/**
 * A reachable backend answers well within this, even on a busy CI machine; a build must not hang on
 * one that is not (a closed port fails at once, so only an unanswering host costs the full wait).
 */
export const BUILD_FETCH_TIMEOUT_MS = 10_000;

/** Enough for every post a small blog will have; the sitemap protocol allows 50,000 addresses. */
const BUILD_POST_LIMIT = 1000;

/** A post with the fields the pre-rendered page, the sitemap and the feed need. */
export interface BuildPost extends Post {
  updated_at: string;
}

export interface BuildSource {
  /** The backend's base URL, without /rest/v1. */
  url: string;
  publishableKey: string;
}

interface BuildEnv {
  BLOG_SOURCE_URL?: string | undefined;
  PUBLIC_SUPABASE_URL?: string | undefined;
  PUBLIC_SUPABASE_PUBLISHABLE_KEY?: string | undefined;
  PUBLIC_SUPABASE_ANON_KEY?: string | undefined;
}

/** The backend to read at build time, or null when none is named (then nothing is pre-rendered). */
export function buildSourceFrom(env: BuildEnv): BuildSource | null {
  const url = env.BLOG_SOURCE_URL?.trim() || env.PUBLIC_SUPABASE_URL?.trim();
  if (!url) return null;
  const publishableKey =
    env.PUBLIC_SUPABASE_PUBLISHABLE_KEY?.trim() ||
    env.PUBLIC_SUPABASE_ANON_KEY?.trim() ||
    LOCAL_PUBLISHABLE_KEY;
  return { url: url.replace(/\/+$/, ''), publishableKey };
}

export interface FetchOptions {
  timeoutMs?: number;
  warn?: (message: string) => void;
}

/**
 * Published posts, newest first. Any failure (refused connection, timeout, an error status, a
 * body of the wrong shape) is reported through `warn` in one line and gives an empty list.
 */
export async function fetchBuildPosts(source: BuildSource, options: FetchOptions = {}): Promise<BuildPost[]> {
  const { timeoutMs = BUILD_FETCH_TIMEOUT_MS, warn = console.warn } = options;
  const query = new URLSearchParams({
    select: 'title,slug,excerpt,content,created_at,updated_at',
    published: 'eq.true',
    order: 'created_at.desc',
    limit: String(BUILD_POST_LIMIT),
  });
  try {
    const response = await fetch(`${source.url}/rest/v1/blog_posts?${query}`, {
      headers: { apikey: source.publishableKey, Authorization: `Bearer ${source.publishableKey}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!Array.isArray(body)) throw new Error('the answer is not a list of posts');
    return body.filter(isBuildPost);
  } catch (error) {
    warn(`blog: no posts pre-rendered: ${source.url} could not be read (${describe(error, timeoutMs)})`);
    return [];
  }
}

function describe(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
  if (error instanceof Error) {
    const cause = (error as Error & { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
  }
  return String(error);
}

/** Rows are checked, not trusted: a slug outside the database's format never becomes a path. */
function isBuildPost(row: unknown): row is BuildPost {
  if (typeof row !== 'object' || row === null) return false;
  const post = row as Record<string, unknown>;
  return (
    typeof post.title === 'string' &&
    typeof post.content === 'string' &&
    typeof post.slug === 'string' &&
    SLUG_PATTERN.test(post.slug) &&
    (post.excerpt === null || typeof post.excerpt === 'string') &&
    typeof post.created_at === 'string' &&
    !Number.isNaN(Date.parse(post.created_at)) &&
    typeof post.updated_at === 'string' &&
    !Number.isNaN(Date.parse(post.updated_at))
  );
}

let cached: Promise<BuildPost[]> | undefined;

/** The posts for this build, fetched once and shared by every page that asks. */
export function publishedPostsForBuild(): Promise<BuildPost[]> {
  if (!cached) {
    const source = buildSourceFrom({ ...process.env, ...import.meta.env });
    cached = source ? fetchBuildPosts(source) : Promise.resolve([]);
  }
  return cached;
}
