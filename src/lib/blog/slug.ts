/**
 * The blog slug rule of docs/product.md#admin-blog-form, shaped so that every result the rule
 * produces is accepted by the database's `blog_posts_slug_format` check
 * (`^[a-z0-9]+(-[a-z0-9]+)*$`).
 */
import { SLUG_PATTERN } from './paths.ts';
import { COLUMN_LIMITS } from '../db/constants.ts';

/** The database's `blog_posts_slug_length` limit. */
export const SLUG_MAX_LENGTH = COLUMN_LIMITS.blog_posts.slug;

/** Combining marks left behind when an accented letter is decomposed ("é" becomes "e" + "́"). */
const COMBINING_MARKS = /\p{M}+/gu;

/**
 * Lowercase, drop every character other than letters, digits, spaces and hyphens, turn whitespace
 * runs into hyphens, collapse repeated hyphens and trim them from both ends. Accented Latin letters
 * keep their base letter ("Café" gives "cafe") rather than vanishing; letters the format cannot
 * hold (other scripts, emoji) are dropped, so the result may be empty: callers must check.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-$/, '');
}

/** Whether the database will take this slug (format and length). */
export function isValidSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);
}
