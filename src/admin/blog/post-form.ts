/**
 * The blog form's rules (docs/product.md#admin-blog-form) as plain functions: what the form holds,
 * and what is sent to the database once trimmed, with the slug made from the title when left empty.
 * Limits mirror the blog_posts CHECK constraints so a refusal is explained before anything is sent.
 */
import { COLUMN_LIMITS } from '../../lib/db/constants.ts';
import type { BlogPostValues } from '../../lib/db/blog-posts-admin.ts';
import type { BlogPost } from '../../lib/db/blog-posts.ts';
import { isValidSlug, slugify } from '../../lib/blog/slug.ts';

/** What the form's fields hold, untrimmed. */
export interface BlogPostDraft {
  title: string;
  content: string;
  excerpt: string;
  slug: string;
  published: boolean;
}

export type DraftField = 'title' | 'content' | 'excerpt' | 'slug';

export type DraftProblem =
  | 'required'
  | 'slugEmpty'
  | 'slugFormat'
  | 'titleTooLong'
  | 'contentTooLong'
  | 'excerptTooLong'
  | 'slugTooLong';

export const BLOG_LIMITS = COLUMN_LIMITS.blog_posts;

export type PreparedPost =
  { ok: true; values: BlogPostValues } | { ok: false; problem: DraftProblem; field: DraftField };

export const EMPTY_DRAFT: BlogPostDraft = { title: '', content: '', excerpt: '', slug: '', published: false };

export function draftFromPost(post: BlogPost): BlogPostDraft {
  return {
    title: post.title,
    content: post.content,
    excerpt: post.excerpt ?? '',
    slug: post.slug,
    published: post.published,
  };
}

/** Trims, fills the slug from the title when empty, and checks what the database would refuse. */
export function prepareBlogPost(draft: BlogPostDraft): PreparedPost {
  const title = draft.title.trim();
  const content = draft.content.trim();
  const excerpt = draft.excerpt.trim();
  if (title === '') return { ok: false, problem: 'required', field: 'title' };
  if (content === '') return { ok: false, problem: 'required', field: 'content' };
  if (title.length > BLOG_LIMITS.title) return { ok: false, problem: 'titleTooLong', field: 'title' };
  if (content.length > BLOG_LIMITS.content) return { ok: false, problem: 'contentTooLong', field: 'content' };
  if (excerpt.length > BLOG_LIMITS.excerpt) return { ok: false, problem: 'excerptTooLong', field: 'excerpt' };

  const typedSlug = draft.slug.trim();
  const slug = typedSlug === '' ? slugify(title) : typedSlug;
  if (slug === '') return { ok: false, problem: 'slugEmpty', field: 'slug' };
  if (slug.length > BLOG_LIMITS.slug) return { ok: false, problem: 'slugTooLong', field: 'slug' };
  if (!isValidSlug(slug)) return { ok: false, problem: 'slugFormat', field: 'slug' };

  return {
    ok: true,
    values: { title, content, excerpt: excerpt === '' ? null : excerpt, slug, published: draft.published },
  };
}

/**
 * The slug field while a NEW post's title is typed: it follows the title until the person edits
 * the slug by hand (emptying it hands it back to the title). Editing an existing post never
 * rewrites its slug, since that would break links already shared.
 */
export function slugAfterTitleChange(
  title: string,
  current: { slug: string; isNew: boolean; slugEdited: boolean },
): string {
  return current.isNew && !current.slugEdited ? slugify(title) : current.slug;
}
