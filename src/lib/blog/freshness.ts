/**
 * Whether a pre-rendered blog page still shows what is published. The build stamps the page with
 * what it rendered (a list or one post) as a short digest; in the browser the live answer is
 * digested the same way and compared. Only a page that is out of date wakes the blog island (and
 * React), so a visitor to an up-to-date blog loads no island code at all. Pure: the browser half
 * is live.ts and islands/client-stale-directive.ts.
 */
import { SUMMARY_FIELDS, type Post, type PostSummary } from '../db/blog-posts.ts';

/** What a blog page was built with. A list page built without posts shows the loading state. */
export type BlogBuild =
  { kind: 'list'; posts: readonly PostSummary[] | undefined } | { kind: 'post'; post: Post };

/** The stamp a page carries: "list:<digest>" (or "list:" with nothing to compare), "post:<digest>". */
export type BlogStamp = string;

/** FNV-1a, 32 bits, as 8 hex digits: short and stable; a changed post changes it. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Only the fields a page shows, in one order, whatever else or in whatever order a row holds. */
function summaryFields(post: PostSummary) {
  return SUMMARY_FIELDS.map((field) => post[field]);
}

export function listDigest(posts: readonly PostSummary[]): string {
  return digest(JSON.stringify(posts.map(summaryFields)));
}

export function postDigest(post: Post): string {
  return digest(JSON.stringify([...summaryFields(post), post.content, post.format, post.tags]));
}

export function blogStamp(build: BlogBuild): BlogStamp {
  if (build.kind === 'post') return `post:${postDigest(build.post)}`;
  return `list:${build.posts ? listDigest(build.posts) : ''}`;
}

/** What the live API said: the list, the post (or that it is gone), or nothing (it failed). */
export type LiveAnswer =
  | { kind: 'list'; posts: readonly PostSummary[] | null }
  | { kind: 'post'; lookup: { status: 'found'; post: Post } | { status: 'missing' } | { status: 'failed' } };

/**
 * Whether the page must be redrawn by the island. A failed fetch never counts
 * (docs/product.md#blog-page-states: what is shown stays); a list page built without posts always
 * does (it shows the loading state).
 */
export function isStale(stamp: BlogStamp, live: LiveAnswer): boolean {
  const [kind, built = ''] = stamp.split(':');
  if (kind !== live.kind) return true;
  if (live.kind === 'list') {
    if (built === '') return true;
    return live.posts !== null && listDigest(live.posts) !== built;
  }
  if (live.lookup.status === 'failed') return false;
  return live.lookup.status === 'missing' || postDigest(live.lookup.post) !== built;
}
