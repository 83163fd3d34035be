/**
 * The published posts at build time, for the pre-rendered post pages, the sitemap and the feed.
 * The build asks the backend only when one is named (PUBLIC_SUPABASE_URL, or BLOG_SOURCE_URL for a
 * local backend) and waits briefly: an unreachable backend costs one warning line and no
 * pre-rendered posts, never a failed build. The blog island still reads the live list at run time.
 * The site builder of `npm start` reads its own server and sets BLOG_SOURCE_REQUIRED: there a
 * failed read fails the build, so the live site is never replaced by one without its posts
 * (docs/architecture.md#site-rebuilds).
 */
import { POST_FORMATS, type BuildPost, type PostFormat } from '../db/blog-posts.ts';
import { parseImageName } from '../images/blog-image.ts';
import { SLUG_PATTERN } from './paths.ts';
import { LOCAL_PUBLISHABLE_KEY } from '../db/supabase-config.ts';

/**
 * A reachable backend answers well within this, even on a busy CI machine; a build must not hang on
 * one that is not (a closed port fails at once, so only an unanswering host costs the full wait).
 */
export const BUILD_FETCH_TIMEOUT_MS = 10_000;

/**
 * Posts per request. The API answers at most 1,000 rows and 16 MB at a time, and a post may hold
 * 100,000 characters; a page the API still finds too large is asked again in halves.
 */
const BUILD_PAGE_SIZE = 50;
/** The API's answer for a page over its size limit (server/rest/limits.ts). */
const ANSWER_TOO_LARGE = '54000';

export interface BuildSource {
  /** The backend's base URL, without /rest/v1. */
  url: string;
  publishableKey: string;
  /** A failed read fails the build instead of giving no posts (BLOG_SOURCE_REQUIRED=true). */
  required?: boolean;
}

interface BuildEnv {
  BLOG_SOURCE_URL?: string | undefined;
  PUBLIC_SUPABASE_URL?: string | undefined;
  PUBLIC_SUPABASE_PUBLISHABLE_KEY?: string | undefined;
  PUBLIC_SUPABASE_ANON_KEY?: string | undefined;
  BLOG_SOURCE_REQUIRED?: string | undefined;
}

/** The backend to read at build time, or null when none is named (then nothing is pre-rendered). */
export function buildSourceFrom(env: BuildEnv): BuildSource | null {
  const url = env.BLOG_SOURCE_URL?.trim() || env.PUBLIC_SUPABASE_URL?.trim();
  if (!url) return null;
  const publishableKey =
    env.PUBLIC_SUPABASE_PUBLISHABLE_KEY?.trim() ||
    env.PUBLIC_SUPABASE_ANON_KEY?.trim() ||
    LOCAL_PUBLISHABLE_KEY;
  const required = env.BLOG_SOURCE_REQUIRED?.trim() === 'true';
  return { url: url.replace(/\/+$/, ''), publishableKey, ...(required && { required }) };
}

/**
 * A required source (the builder of `npm start`, reading its own busy server) is asked again
 * after these waits before the build fails: a moment's load must not cost a build.
 */
export const REQUIRED_RETRY_DELAYS_MS = [1_000, 3_000];

export interface FetchOptions {
  timeoutMs?: number;
  warn?: (message: string) => void;
  /** Tests: the waits between tries of a required source, and how to wait. */
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Published posts, newest first; the read policy leaves out scheduled posts not yet due
 * (docs/product.md#scheduled-posts), so a build lists them from its first run after their time.
 * Any failure (refused connection, timeout, an error status, a
 * body of the wrong shape) is reported through `warn` in one line and gives an empty list; from a
 * required source, it throws that line instead.
 */
export async function fetchBuildPosts(source: BuildSource, options: FetchOptions = {}): Promise<BuildPost[]> {
  const { timeoutMs = BUILD_FETCH_TIMEOUT_MS, warn = console.warn } = options;
  const posts: BuildPost[] = [];
  try {
    // Page after page until one comes back short, so no post is left out silently.
    let size = BUILD_PAGE_SIZE;
    for (let offset = 0; ;) {
      const page = await withRetries(() => fetchPage(source, offset, size, timeoutMs), source, options);
      if (page === 'too large' && size > 1) {
        size = Math.ceil(size / 2);
        continue;
      }
      if (page === 'too large') throw new Error('a single post is larger than the API answers');
      posts.push(...page.filter(isBuildPost));
      if (page.length < size) return posts;
      offset += size;
    }
  } catch (error) {
    const reason = `${source.url} could not be read (${describe(error, timeoutMs)})`;
    if (source.required) throw new Error(`blog: the posts are required and ${reason}`);
    warn(`blog: no posts pre-rendered: ${reason}`);
    return [];
  }
}

/** The API answered, and another try would get the same (a 4xx other than 429, a wrong shape). */
class Refusal extends Error {}

/** Tries `read` again after each of the source's waits while it fails for want of an answer. */
async function withRetries<T>(
  read: () => Promise<T>,
  source: BuildSource,
  options: FetchOptions,
): Promise<T> {
  const delays = source.required ? (options.retryDelaysMs ?? REQUIRED_RETRY_DELAYS_MS) : [];
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      const delay = delays[attempt];
      if (error instanceof Refusal || delay === undefined) throw error;
      await sleep(delay);
    }
  }
}

async function fetchPage(
  source: BuildSource,
  offset: number,
  size: number,
  timeoutMs: number,
): Promise<unknown[] | 'too large'> {
  const query = new URLSearchParams({
    select: 'title,slug,excerpt,content,format,tags,cover_image,cover_alt,created_at,updated_at',
    published: 'eq.true',
    // The id breaks ties, so pages never overlap or skip a post created in the same instant.
    order: 'created_at.desc,id.desc',
    limit: String(size),
    offset: String(offset),
  });
  const response = await fetch(`${source.url}/rest/v1/blog_posts?${query}`, {
    headers: { apikey: source.publishableKey, Authorization: `Bearer ${source.publishableKey}` },
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body: unknown = await response.json();
  if (response.status === 400 && (body as { code?: unknown } | null)?.code === ANSWER_TOO_LARGE)
    return 'too large';
  if (!response.ok) {
    const message = `HTTP ${response.status}`;
    throw response.status >= 500 || response.status === 429 ? new Error(message) : new Refusal(message);
  }
  if (!Array.isArray(body)) throw new Refusal('the answer is not a list of posts');
  return body;
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
    POST_FORMATS.includes(post.format as PostFormat) &&
    Array.isArray(post.tags) &&
    post.tags.every((tag) => typeof tag === 'string' && SLUG_PATTERN.test(tag)) &&
    (post.cover_image === null ||
      (typeof post.cover_image === 'string' && parseImageName(post.cover_image) !== null)) &&
    (post.cover_alt === null || typeof post.cover_alt === 'string') &&
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
