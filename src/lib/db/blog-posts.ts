/**
 * public.blog_posts: its rows, and the public blog's reads at run time. The blog needs no sign-in,
 * so it talks to the REST API through postgrest-js alone and never loads the auth client that
 * supabase-js would bring along; the admin's calls are in blog-posts-admin.ts, apart, so the blog
 * island never refers to that client. The build reads posts with plain fetch (../blog-posts.ts),
 * and so does the freshness check inlined into the page (../blog/live.ts); both are typed here.
 */
import type { Tables } from './database.types.ts';
import { NO_ROWS_CODE } from './postgrest-codes.ts';
import { publicRest } from './public-rest.ts';

/** A row of public.blog_posts as `select *` returns it. */
export type BlogPost = Tables<'blog_posts'>;

/** What a card shows. */
export type PostSummary = Pick<
  BlogPost,
  'title' | 'slug' | 'excerpt' | 'created_at' | 'cover_image' | 'cover_alt'
>;

/** What the post view shows. */
export type Post = PostSummary & Pick<BlogPost, 'content' | 'format' | 'tags'>;

/** How a post's content is written (docs/product.md#post-formats-and-tags); the database's CHECK. */
export const POST_FORMATS = ['plain', 'markdown'] as const;
export type PostFormat = (typeof POST_FORMATS)[number];

/** A post with the fields the pre-rendered page, the sitemap and the feed need. */
export type BuildPost = Post & Pick<BlogPost, 'updated_at'>;

export type PostLookup = { status: 'found'; post: Post } | { status: 'missing' } | { status: 'failed' };

const TABLE = 'blog_posts';

/** The columns a card shows (PostSummary), as the island and the page's freshness check ask for them. */
export const CARD_COLUMNS = 'title,slug,excerpt,created_at,cover_image,cover_alt';

/**
 * Published posts, newest first; null when the fetch failed. A scheduled post is left out until
 * it is due by the database's read policy, not by this query (docs/product.md#scheduled-posts).
 */
export async function fetchPublishedPosts(limit: number): Promise<PostSummary[] | null> {
  const { data, error } = await publicRest()
    .from(TABLE)
    .select(CARD_COLUMNS)
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
  if (error) return { status: error.code === NO_ROWS_CODE ? 'missing' : 'failed' };
  return { status: 'found', post: data };
}
