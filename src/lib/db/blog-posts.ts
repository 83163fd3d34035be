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

/** What a card shows, in the order the list asks for it. */
export const SUMMARY_FIELDS = ['title', 'slug', 'excerpt', 'created_at', 'cover_image', 'cover_alt'] as const;
export type PostSummary = Pick<BlogPost, (typeof SUMMARY_FIELDS)[number]>;

/** A post's summary alone, whatever else the row holds. */
export const summaryOf = (post: PostSummary): PostSummary =>
  Object.fromEntries(SUMMARY_FIELDS.map((field) => [field, post[field]])) as PostSummary;

/** The fields joined with commas, as a select names them. */
type Joined<Fields extends readonly string[]> = Fields extends readonly [
  infer First extends string,
  ...infer Rest extends readonly string[],
]
  ? Rest extends readonly []
    ? First
    : `${First},${Joined<Rest>}`
  : never;

/** What the post view shows. */
export type Post = PostSummary & Pick<BlogPost, 'content' | 'format' | 'tags'>;

/** How a post's content is written (docs/product.md#post-formats-and-tags); the database's CHECK. */
export const POST_FORMATS = ['plain', 'markdown'] as const;
export type PostFormat = (typeof POST_FORMATS)[number];

/** A post with the fields the pre-rendered page, the sitemap and the feed need. */
export type BuildPost = Post & Pick<BlogPost, 'updated_at'>;

export type PostLookup = { status: 'found'; post: Post } | { status: 'missing' } | { status: 'failed' };

const TABLE = 'blog_posts';

/**
 * SUMMARY_FIELDS as the island and the page's freshness check select them: written out, as
 * supabase-js types the rows it reads from the literal, and held to the list by its type.
 */
export const CARD_COLUMNS = 'title,slug,excerpt,created_at,cover_image,cover_alt' satisfies Joined<
  typeof SUMMARY_FIELDS
>;

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
