/**
 * Turns a refusal from the database into a sentence for the admin. Constraint names are stable
 * (supabase/migrations), so they are matched by name; anything else shows the server's own
 * message where it wrote one for people, or the generic one (docs/product.md#admin-blog-form):
 * a save that never reached the server says "Failed to save blog post", not "TypeError: Failed
 * to fetch".
 */
import { messageForPeople } from '../../lib/db/server-message.ts';
import { BLOG_ADMIN } from './strings.ts';

export interface ServerError {
  code?: string;
  message?: string;
  details?: string | null;
}

const CONSTRAINT_MESSAGES: Record<string, string> = {
  blog_posts_slug_unique: BLOG_ADMIN.problems.slugTaken,
  blog_posts_slug_format: BLOG_ADMIN.problems.slugFormat,
  blog_posts_slug_length: BLOG_ADMIN.problems.slugTooLong,
  blog_posts_slug_not_reserved: BLOG_ADMIN.problems.slugReserved,
  blog_posts_tags_count: BLOG_ADMIN.problems.tooManyTags,
  blog_posts_tags_format: BLOG_ADMIN.problems.tagFormat,
  blog_posts_cover_alt_length: BLOG_ADMIN.problems.coverAltTooLong,
  blog_posts_images_have_alt: BLOG_ADMIN.problems.coverAltMissing,
  blog_posts_title_required: BLOG_ADMIN.problems.required,
  blog_posts_content_required: BLOG_ADMIN.problems.required,
  blog_posts_title_length: BLOG_ADMIN.problems.titleTooLong,
  blog_posts_content_length: BLOG_ADMIN.problems.contentTooLong,
  blog_posts_excerpt_length: BLOG_ADMIN.problems.excerptTooLong,
  blog_posts_publish_at_not_past: BLOG_ADMIN.problems.schedulePast,
};

/** Postgres' insufficient_privilege: a row-level security refusal or a missing grant. */
const NOT_ALLOWED = '42501';

export function saveErrorMessage(error: ServerError | null | undefined): string {
  const text = `${error?.message ?? ''} ${error?.details ?? ''}`;
  for (const [constraint, message] of Object.entries(CONSTRAINT_MESSAGES)) {
    if (text.includes(`"${constraint}"`)) return message;
  }
  if (error?.code === NOT_ALLOWED) return BLOG_ADMIN.problems.notAllowed;
  return messageForPeople(error) ?? BLOG_ADMIN.toast.saveFailed;
}
