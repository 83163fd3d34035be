/**
 * The RSS 2.0 feed of the published posts (/rss.xml) or of one tag's (/blog/tag/{tag}/rss.xml). A
 * Markdown post also carries its whole body as HTML (content:encoded), rendered as its page renders
 * it but with absolute links; a plain post, as before, its summary only.
 */
import type { BuildPost } from '../db/blog-posts.ts';
import { renderMarkdown } from './markdown.ts';
import { postCanonicalPath } from './paths.ts';
import { postSummary } from './summary.ts';
import { escapeXml } from './xml.ts';

export interface FeedChannel {
  title: string;
  description: string;
  /** The site's origin, e.g. "https://kindred.example". */
  siteUrl: string;
  /** Where the channel links: the blog page. */
  blogPath: string;
  /** The feed's own address, for the atom:link self reference feed readers expect. */
  feedPath: string;
  language: string;
}

export function buildRss(channel: FeedChannel, posts: readonly BuildPost[]): string {
  const absolute = (path: string) => new URL(path, channel.siteUrl).href;
  const items = posts.map((post) => {
    const link = escapeXml(absolute(postCanonicalPath(post.slug)));
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${new Date(post.created_at).toUTCString()}</pubDate>`,
      `      <description>${escapeXml(postSummary(post))}</description>`,
      ...(post.format === 'markdown'
        ? [
            `      <content:encoded>${escapeXml(renderMarkdown(post.content, { siteUrl: channel.siteUrl }))}</content:encoded>`,
          ]
        : []),
      '    </item>',
    ].join('\n');
  });
  const newest = posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(absolute(channel.blogPath))}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${escapeXml(channel.language)}</language>`,
    `    <atom:link href="${escapeXml(absolute(channel.feedPath))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${new Date(newest.created_at).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
