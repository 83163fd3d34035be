/**
 * What the pre-rendered blog pages are made of: each post page's static paths, head metadata and
 * island props, and the list /blog starts with.
 */
import { BLOG } from '../../data/blog.ts';
import { SITE } from '../../data/site.ts';
import type { BuildPost, Post, PostSummary } from '../db/blog-posts.ts';
import { articleJsonLd, serializeJsonLd } from './json-ld.ts';
import { renderMarkdown } from './markdown.ts';
import { postPageHead, type BlogHeadInput } from './page-head.ts';
import { relatedPosts } from './tags.ts';

/** The head (the same the island writes for a post the build did not render), JSON-LD and props. */
export interface PostPage extends BlogHeadInput {
  /** Serialized and escaped, ready for a <script type="application/ld+json"> element. */
  jsonLd: string;
  /** Only what the island shows, so the page carries no field twice. */
  initialPost: Post;
  /** A Markdown post's content as HTML: rendered here, so the browser loads no renderer for it. */
  initialHtml?: string;
  /** Up to three posts sharing its tags, as cards. */
  initialRelated: PostSummary[];
}

export function postStaticPaths(posts: readonly BuildPost[]) {
  return posts.map((post) => ({ params: { slug: post.slug }, props: { post, posts } }));
}

const summaryOf = ({
  title,
  slug,
  excerpt,
  created_at,
  cover_image,
  cover_alt,
}: PostSummary): PostSummary => ({
  title,
  slug,
  excerpt,
  created_at,
  cover_image,
  cover_alt,
});

export function postPage(post: BuildPost, posts: readonly BuildPost[], siteUrl: string | URL): PostPage {
  const head = postPageHead(post);
  const { title, slug, excerpt, content, format, tags, cover_image, cover_alt, created_at } = post;
  return {
    ...head,
    jsonLd: serializeJsonLd(
      articleJsonLd(post, {
        url: new URL(head.canonicalPath, siteUrl).href,
        siteName: SITE.name,
        description: head.description,
        byline: BLOG.byline,
      }),
    ),
    initialPost: { title, slug, excerpt, content, format, tags, cover_image, cover_alt, created_at },
    ...(format === 'markdown' && { initialHtml: renderMarkdown(content) }),
    initialRelated: relatedPosts(post, posts).map(summaryOf),
  };
}

/**
 * The cards /blog is pre-rendered with: the newest `limit` posts, only the fields a card shows.
 * Undefined when the build found none, so the page shows the loading state rather than "no posts"
 * until the live list arrives.
 */
export function listSummaries(posts: readonly BuildPost[], limit: number): PostSummary[] | undefined {
  if (posts.length === 0) return undefined;
  return posts.slice(0, limit).map(summaryOf);
}
