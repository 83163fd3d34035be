/**
 * The Blog tab's calls (docs/product.md#calls-to-the-backend). Each answers ok or a message for the
 * admin. Writes chain `.select()`: row-level security refuses an update or delete silently (zero
 * rows changed), and only the returned rows tell that apart from success.
 */
import {
  deletePostById,
  insertPost,
  listAllPosts,
  updatePostById,
  type BlogPostValues,
} from '../../lib/db/blog-posts-admin.ts';
import type { BlogPost } from '../../lib/db/blog-posts.ts';
import { saveErrorMessage } from './save-error.ts';
import { BLOG_ADMIN } from './strings.ts';

/** A failure is a toast: its title, and a description when the title alone would not explain it. */
export type Outcome = { ok: true } | { ok: false; message: string; description?: string };

/** What the toasts of saving a post are about: a save's outcome replaces an earlier refusal's. */
export const POST_SAVE = 'post-save';

/** Every post, newest first, read page by page so none is left out. */
export function listPosts(): Promise<BlogPost[] | null> {
  return listAllPosts();
}

export async function createPost(values: BlogPostValues, authorId: string): Promise<Outcome> {
  const { error, rows } = await insertPost(values, authorId);
  if (error || rows === 0) return { ok: false, message: saveErrorMessage(error) };
  return { ok: true };
}

export async function updatePost(id: string, values: BlogPostValues): Promise<Outcome> {
  const { error, rows } = await updatePostById(id, values);
  if (error) return { ok: false, message: saveErrorMessage(error) };
  if (rows === 0) {
    return { ok: false, message: BLOG_ADMIN.toast.saveFailed, description: BLOG_ADMIN.problems.notFound };
  }
  return { ok: true };
}

export async function deletePost(id: string): Promise<boolean> {
  const { error, rows } = await deletePostById(id);
  return !error && rows > 0;
}
