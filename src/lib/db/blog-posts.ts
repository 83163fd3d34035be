/**
 * public.blog_posts: the public blog's reads at run time, and the admin's Blog tab's calls.
 *
 * The public blog needs no sign-in, so it talks to the REST API through postgrest-js alone and
 * never loads the auth client that supabase-js would bring along. The admin's calls load the
 * admin's client on first use (lazy-clients.ts), so the blog island, which imports this module
 * too, carries no supabase-js. The build reads posts with plain fetch (../blog-posts.ts), and so
 * does the freshness check inlined into the page (../blog-live.ts); both are typed from here.
 */
import type { PostgrestError } from '@supabase/postgrest-js';
import type { Tables } from './database.types.ts';
import { loadBrowserClient } from './lazy-clients.ts';
import { publicRest } from './public-rest.ts';

/** A row of public.blog_posts as `select *` returns it. */
export type BlogPost = Tables<'blog_posts'>;

/** What a card shows. */
export type PostSummary = Pick<BlogPost, 'title' | 'slug' | 'excerpt' | 'created_at'>;

/** What the post view shows. */
export type Post = PostSummary & Pick<BlogPost, 'content'>;

/** A post with the fields the pre-rendered page, the sitemap and the feed need. */
export type BuildPost = Post & Pick<BlogPost, 'updated_at'>;

/** The columns the admin's form writes (author_id is added on create). */
export type BlogPostValues = Pick<BlogPost, 'title' | 'content' | 'excerpt' | 'slug' | 'published'>;

export type PostLookup = { status: 'found'; post: Post } | { status: 'missing' } | { status: 'failed' };

/** PostgREST's answer when `.single()` finds no row. */
const NOT_FOUND_CODE = 'PGRST116';

const TABLE = 'blog_posts';

/** Published posts, newest first; null when the fetch failed. */
export async function fetchPublishedPosts(limit: number): Promise<PostSummary[] | null> {
  const { data, error } = await publicRest()
    .from(TABLE)
    .select('title, slug, excerpt, created_at')
    .eq('published', true)
    .order('created_at', { ascending: false })
    .limit(limit);
  return error ? null : data;
}

/** The published post with this slug; a missing or unpublished one is "missing", not "failed". */
export async function fetchPublishedPost(slug: string): Promise<PostLookup> {
  const { data, error } = await publicRest()
    .from(TABLE)
    .select('*')
    .eq('slug', slug)
    .eq('published', true)
    .single();
  if (error) return { status: error.code === NOT_FOUND_CODE ? 'missing' : 'failed' };
  return { status: 'found', post: data };
}

/**
 * Posts per request: the API answers at most 1,000 rows and 16 MB at a time, and a post may hold
 * 100,000 characters.
 */
const LIST_PAGE_SIZE = 50;

/** Every post, published or not, newest first, read page by page so none is left out. */
export async function listAllPosts(): Promise<BlogPost[] | null> {
  const client = await loadBrowserClient();
  const posts: BlogPost[] = [];
  for (let from = 0; ; from += LIST_PAGE_SIZE) {
    const { data, error } = await client
      .from(TABLE)
      .select('*')
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, from + LIST_PAGE_SIZE - 1);
    if (error || !data) return null;
    posts.push(...data);
    if (data.length < LIST_PAGE_SIZE) return posts;
  }
}

/**
 * What a write answers: the database's refusal, if any, and how many rows it changed. Writes chain
 * `.select()`: row-level security refuses an update or delete silently (zero rows changed), and
 * only the returned rows tell that apart from success.
 */
export interface WriteResult {
  error: PostgrestError | null;
  rows: number;
}

export async function insertPost(values: BlogPostValues, authorId: string): Promise<WriteResult> {
  const client = await loadBrowserClient();
  const { data, error } = await client
    .from(TABLE)
    .insert({ ...values, author_id: authorId })
    .select()
    .single();
  return { error, rows: data ? 1 : 0 };
}

export async function updatePostById(id: string, values: BlogPostValues): Promise<WriteResult> {
  const client = await loadBrowserClient();
  const { data, error } = await client.from(TABLE).update(values).eq('id', id).select();
  return { error, rows: data?.length ?? 0 };
}

export async function deletePostById(id: string): Promise<WriteResult> {
  const client = await loadBrowserClient();
  const { data, error } = await client.from(TABLE).delete().eq('id', id).select('id');
  return { error, rows: data?.length ?? 0 };
}
