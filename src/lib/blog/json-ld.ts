/** Structured data for a pre-rendered post: a schema.org Article, serialized for a <script> element. */
import type { BuildPost } from '../db/blog-posts.ts';

export interface ArticleContext {
  /** The post's canonical absolute URL. */
  url: string;
  siteName: string;
  description: string;
  byline: string;
}

export function articleJsonLd(post: BuildPost, context: ArticleContext): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: context.description,
    datePublished: new Date(post.created_at).toISOString(),
    dateModified: new Date(post.updated_at).toISOString(),
    url: context.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': context.url },
    author: { '@type': 'Organization', name: context.byline },
    publisher: { '@type': 'Organization', name: context.siteName },
    ...(post.tags.length > 0 && { keywords: post.tags }),
  };
}

/**
 * JSON that cannot end its <script> element or open a comment: every "<", ">" and "&" becomes a
 * \u escape, which JSON readers decode to the same text. U+2028 and U+2029 are escaped too, as
 * some older script parsers treat them as line ends.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}
