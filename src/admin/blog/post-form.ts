/**
 * The blog form's rules (docs/product.md#admin-blog-form) as plain functions: what the form holds,
 * and what is sent to the database once trimmed, with the slug made from the title when left empty
 * and the publishing choice (now, draft, or a time in the admin's zone) turned into columns.
 * Limits mirror the blog_posts CHECK constraints so a refusal is explained before anything is sent.
 */
import { COLUMN_LIMITS } from '../../lib/db/constants.ts';
import type { BlogPostValues } from '../../lib/db/blog-posts-admin.ts';
import type { BlogPost, PostFormat } from '../../lib/db/blog-posts.ts';
import { isValidSlug, slugify } from '../../lib/blog/slug.ts';
import { parseTags, RESERVED_SLUGS, TAG_LIMITS } from '../../lib/blog/tags.ts';
import { postState } from './post-state.ts';
import { fromZonedInputValue, toZonedInputValue } from './schedule-time.ts';

/** The three ways to save (docs/product.md#scheduled-posts). */
export type Publishing = 'now' | 'draft' | 'schedule';

/** What the form's fields hold, untrimmed; publishAt is wall-clock time in the admin's zone. */
export interface BlogPostDraft {
  title: string;
  content: string;
  format: PostFormat;
  excerpt: string;
  slug: string;
  /** As typed: comma-separated words, made slugs on save. */
  tags: string;
  /** The cover's name in the bucket, or empty for none. */
  coverImage: string;
  coverAlt: string;
  publishing: Publishing;
  publishAt: string;
}

export type DraftField = 'title' | 'content' | 'excerpt' | 'slug' | 'tags' | 'coverAlt' | 'publishAt';

export type DraftProblem =
  | 'required'
  | 'slugEmpty'
  | 'slugFormat'
  | 'titleTooLong'
  | 'contentTooLong'
  | 'excerptTooLong'
  | 'slugTooLong'
  | 'slugReserved'
  | 'tooManyTags'
  | 'tagFormat'
  | 'coverAltMissing'
  | 'coverAltTooLong'
  | 'imageAltMissing'
  | 'scheduleMissing'
  | 'scheduleInvalid'
  | 'schedulePast';

export const BLOG_LIMITS = COLUMN_LIMITS.blog_posts;

export const COVER_ALT_MAX = BLOG_LIMITS.cover_alt;

/** `image`: which of the content's images (1 for the first) the refusal is about. */
type Refusal = { ok: false; problem: DraftProblem; field: DraftField; image?: number };

/** The text of a post, trimmed and checked: what the preview shows and the save sends. */
export type PostText = Pick<
  BlogPostValues,
  'title' | 'content' | 'format' | 'excerpt' | 'slug' | 'tags' | 'cover_image' | 'cover_alt'
>;

export type PreparedText = { ok: true; text: PostText } | Refusal;

export type PreparedPost = { ok: true; values: BlogPostValues } | Refusal;

/** When and where the draft is saved: the clock and zone it is read with, and the stored post. */
export interface SaveContext {
  now: Date;
  timeZone: string;
  /** The post as the database held it when the form opened, or null for a new one. */
  stored: BlogPost | null;
}

export const EMPTY_DRAFT: BlogPostDraft = {
  title: '',
  content: '',
  format: 'plain',
  excerpt: '',
  slug: '',
  tags: '',
  coverImage: '',
  coverAlt: '',
  publishing: 'draft',
  publishAt: '',
};

const PUBLISHING_OF_STATE = { draft: 'draft', scheduled: 'schedule', published: 'now' } as const;

export function draftFromPost(post: BlogPost, now: Date, timeZone: string): BlogPostDraft {
  const state = postState(post, now);
  return {
    title: post.title,
    content: post.content,
    format: post.format === 'markdown' ? 'markdown' : 'plain',
    excerpt: post.excerpt ?? '',
    slug: post.slug,
    tags: post.tags.join(', '),
    coverImage: post.cover_image ?? '',
    coverAlt: post.cover_alt ?? '',
    publishing: PUBLISHING_OF_STATE[state.kind],
    publishAt: state.kind === 'scheduled' ? toZonedInputValue(new Date(state.at), timeZone) : '',
  };
}

/** Trims, fills the slug from the title when empty, and checks what the database would refuse. */
export function preparePostText(draft: BlogPostDraft): PreparedText {
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
  if (RESERVED_SLUGS.includes(slug)) return { ok: false, problem: 'slugReserved', field: 'slug' };

  const tags = parseTags(draft.tags);
  if (tags.length > TAG_LIMITS.count) return { ok: false, problem: 'tooManyTags', field: 'tags' };
  if (tags.some((tag) => tag.length > TAG_LIMITS.length))
    return { ok: false, problem: 'tagFormat', field: 'tags' };

  const coverAlt = draft.coverAlt.trim();
  if (coverAlt.length > COVER_ALT_MAX) return { ok: false, problem: 'coverAltTooLong', field: 'coverAlt' };

  const cover =
    draft.coverImage === ''
      ? { cover_image: null, cover_alt: null }
      : { cover_image: draft.coverImage, cover_alt: coverAlt || null };
  const text = {
    title,
    content,
    format: draft.format,
    excerpt: excerpt === '' ? null : excerpt,
    slug,
    tags,
    ...cover,
  };
  return { ok: true, text };
}

type PublishingValues = Pick<BlogPostValues, 'published' | 'publish_at'>;

/**
 * What the publishing choice writes. A publish_at left out keeps the stored one: a published post
 * edited keeps the moment it went public, and a scheduled post keeps its time even once that has
 * passed while the editor was open. Null asks the database to stamp its own now().
 */
function publishingValues(
  draft: BlogPostDraft,
  { now, timeZone, stored }: SaveContext,
): { ok: true; values: PublishingValues } | Refusal {
  if (draft.publishing === 'draft') return { ok: true, values: { published: false, publish_at: null } };
  if (draft.publishing === 'now') {
    const alreadyPublic = stored !== null && postState(stored, now).kind === 'published';
    return { ok: true, values: alreadyPublic ? { published: true } : { published: true, publish_at: null } };
  }
  const publishAt = draft.publishAt.trim();
  if (publishAt === '') return { ok: false, problem: 'scheduleMissing', field: 'publishAt' };
  const at = fromZonedInputValue(publishAt, timeZone);
  if (at === null) return { ok: false, problem: 'scheduleInvalid', field: 'publishAt' };
  // Compared as the field shows it, to the minute: a stored time may carry seconds.
  const unchanged =
    stored?.published === true &&
    stored.publish_at !== null &&
    toZonedInputValue(new Date(stored.publish_at), timeZone) === publishAt;
  if (unchanged) return { ok: true, values: { published: true } };
  if (at.getTime() <= now.getTime()) return { ok: false, problem: 'schedulePast', field: 'publishAt' };
  return { ok: true, values: { published: true, publish_at: at.toISOString() } };
}

/** A Markdown image written without alt text: `![](address)`. */
const IMAGE = /!\[([^\]]*)\]\(/g;

/**
 * Visitors see every image with its alt text: a post to be published (now or later) has the
 * cover's, and each of its Markdown images has its own (blog_posts_images_have_alt).
 */
function altTextRefusal(text: PostText): Refusal | null {
  if (text.cover_image !== null && text.cover_alt === null) {
    return { ok: false, problem: 'coverAltMissing', field: 'coverAlt' };
  }
  if (text.format !== 'markdown') return null;
  const images = [...text.content.matchAll(IMAGE)];
  const index = images.findIndex((image) => (image[1] ?? '').trim() === '');
  return index === -1 ? null : { ok: false, problem: 'imageAltMissing', field: 'content', image: index + 1 };
}

/** The whole save: the text, then the publishing choice, refused at the first problem. */
export function prepareBlogPost(draft: BlogPostDraft, context: SaveContext): PreparedPost {
  const text = preparePostText(draft);
  if (!text.ok) return text;
  const publishing = publishingValues(draft, context);
  if (!publishing.ok) return publishing;
  const missingAlt = publishing.values.published ? altTextRefusal(text.text) : null;
  if (missingAlt) return missingAlt;
  return { ok: true, values: { ...text.text, ...publishing.values } };
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
