/**
 * public.blog_posts as the admin's Blog tab works on it: every post, published or not, and the
 * writes. Signed-in calls, through the admin's supabase-js client.
 */
import type { PostgrestError } from '@supabase/postgrest-js';
import { createBrowserClient } from './browser-client.ts';
import type { BlogPost } from './blog-posts.ts';

/**
 * The columns the admin's form writes (author_id is added on create). publish_at is left out to
 * keep the stored one, and null asks the database to stamp now() on publishing.
 */
export type BlogPostValues = Pick<
  BlogPost,
  'title' | 'content' | 'format' | 'excerpt' | 'slug' | 'tags' | 'cover_image' | 'cover_alt' | 'published'
> &
  Partial<Pick<BlogPost, 'publish_at'>>;

const TABLE = 'blog_posts';

/**
 * Posts per request: the API answers at most 1,000 rows and 16 MB at a time, and a post may hold
 * 100,000 characters.
 */
const LIST_PAGE_SIZE = 50;

/** Every post, published or not, newest first, read page by page so none is left out. */
export async function listAllPosts(): Promise<BlogPost[] | null> {
  const client = createBrowserClient();
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
  const client = createBrowserClient();
  const { data, error } = await client
    .from(TABLE)
    .insert({ ...values, author_id: authorId })
    .select()
    .single();
  return { error, rows: data ? 1 : 0 };
}

export async function updatePostById(id: string, values: BlogPostValues): Promise<WriteResult> {
  const client = createBrowserClient();
  const { data, error } = await client.from(TABLE).update(values).eq('id', id).select();
  return { error, rows: data?.length ?? 0 };
}

export async function deletePostById(id: string): Promise<WriteResult> {
  const client = createBrowserClient();
  const { data, error } = await client.from(TABLE).delete().eq('id', id).select('id');
  return { error, rows: data?.length ?? 0 };
}
