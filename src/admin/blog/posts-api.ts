/**
 * The Blog tab's calls (docs/product.md#calls-to-the-backend). Each answers ok or a message for the
 * admin. Writes chain `.select()`: row-level security refuses an update or delete silently (zero
 * rows changed), and only the returned rows tell that apart from success.
 */
import { getSupabase } from '../../lib/supabase.ts';
import type { BlogPost, BlogPostValues } from './post-form.ts';
import { saveErrorMessage } from './save-error.ts';
import { BLOG_ADMIN } from './strings.ts';

/** A failure is a toast: its title, and a description when the title alone would not explain it. */
export type Outcome = { ok: true } | { ok: false; message: string; description?: string };

const TABLE = 'blog_posts';

/**
 * Posts per request: the API answers at most 1,000 rows and 16 MB at a time, and a post may hold
 * 100,000 characters.
 */
const LIST_PAGE_SIZE = 50;

/** Every post, newest first, read page by page so none is left out. */
export async function listPosts(): Promise<BlogPost[] | null> {
  const posts: BlogPost[] = [];
  for (let from = 0; ; from += LIST_PAGE_SIZE) {
    const { data, error } = await getSupabase()
      .from(TABLE)
      .select('*')
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, from + LIST_PAGE_SIZE - 1);
    if (error || !data) return null;
    posts.push(...(data as BlogPost[]));
    if (data.length < LIST_PAGE_SIZE) return posts;
  }
}

export async function createPost(values: BlogPostValues, authorId: string): Promise<Outcome> {
  const { data, error } = await getSupabase()
    .from(TABLE)
    .insert({ ...values, author_id: authorId })
    .select()
    .single();
  if (error || !data) return { ok: false, message: saveErrorMessage(error) };
  return { ok: true };
}

export async function updatePost(id: string, values: BlogPostValues): Promise<Outcome> {
  const { data, error } = await getSupabase().from(TABLE).update(values).eq('id', id).select();
  if (error) return { ok: false, message: saveErrorMessage(error) };
  if (!data || data.length === 0) {
    return { ok: false, message: BLOG_ADMIN.toast.saveFailed, description: BLOG_ADMIN.problems.notFound };
  }
  return { ok: true };
}

export async function deletePost(id: string): Promise<boolean> {
  const { data, error } = await getSupabase().from(TABLE).delete().eq('id', id).select('id');
  return !error && data !== null && data.length > 0;
}
