/** The RSS 2.0 feed of the published posts (/rss.xml). */
import { postCanonicalPath } from './paths.ts';
import type { BuildPost } from '../db/blog-posts.ts';
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

/** Feed readers show this much of a post that has no excerpt. */
export const FEED_SUMMARY_CHARS = 280;

/** The excerpt, or the start of the content cut at a word boundary. */
export function postSummary(post: Pick<BuildPost, 'excerpt' | 'content'>): string {
  if (post.excerpt) return post.excerpt;
  const text = post.content.replace(/\s+/g, ' ').trim();
  if (text.length <= FEED_SUMMARY_CHARS) return text;
  const cut = text.slice(0, FEED_SUMMARY_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).trimEnd()}…`;
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
      '    </item>',
    ].join('\n');
  });
  const newest = posts[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
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
