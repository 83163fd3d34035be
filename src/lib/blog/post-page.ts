/**
 * What the pre-rendered blog pages are made of: each post page's static paths, head metadata and
 * island props, and the list /blog starts with.
 */
import { BLOG } from '../../data/blog.ts';
import { SITE } from '../../data/site.ts';
import { summaryOf, type BuildPost, type Post, type PostSummary } from '../db/blog-posts.ts';
import { articleJsonLd, serializeJsonLd } from './json-ld.ts';
import { renderMarkdown } from './markdown.ts';
import { postPageHead, type BlogHeadInput } from './page-head.ts';
import { relatedPosts } from './tags.ts';
import type { BuildImages } from './build-images.ts';
import {
  imageTypeOfName,
  parseImageName,
  postImages,
  siteImageUrl,
  type ImagesOf,
} from '../images/blog-image.ts';
import type { PageImage } from '../seo/meta.ts';

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
  /** Its images the build made copies of. */
  builtImages: string[];
  /** Its cover, as its link previews show it. */
  shareImage?: PageImage;
}

const NO_IMAGES: BuildImages = { found: new Map(), missing: new Set() };

/** The names among these posts' images that the build fetched and made copies of. */
export function builtImageNames(posts: readonly ImagesOf[], images: BuildImages): string[] {
  return posts.flatMap(postImages).flatMap((image) => (images.found.has(image.name) ? [image.name] : []));
}

function coverShareImage(post: BuildPost, images: BuildImages): PageImage | undefined {
  const cover = post.cover_image ? parseImageName(post.cover_image) : null;
  if (!cover || !images.found.has(cover.name)) return undefined;
  const type = imageTypeOfName(cover.name) ?? 'image/jpeg';
  return {
    path: siteImageUrl(cover.name),
    width: cover.width,
    height: cover.height,
    alt: post.cover_alt ?? '',
    type,
  };
}

export function postStaticPaths(posts: readonly BuildPost[]) {
  return posts.map((post) => ({ params: { slug: post.slug }, props: { post, posts } }));
}

export function postPage(
  post: BuildPost,
  posts: readonly BuildPost[],
  siteUrl: string | URL,
  images: BuildImages = NO_IMAGES,
): PostPage {
  const head = postPageHead(post);
  const shareImage = coverShareImage(post, images);
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
    ...(format === 'markdown' && {
      initialHtml: renderMarkdown(content, { images: { responsive: true, missing: images.missing } }),
    }),
    initialRelated: relatedPosts(post, posts).map(summaryOf),
    builtImages: builtImageNames([post], images),
    ...(shareImage && { shareImage }),
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
