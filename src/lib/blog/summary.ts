/**
 * A post's summary where it has no excerpt: the feed's description, the page's meta description.
 * Always plain text: a Markdown post's marks are taken out here with a few rules rather than by the
 * renderer, so the blog island, which names the page with it, loads no Markdown parser for it.
 */
import type { Post } from '../db/blog-posts.ts';

/** Feed readers show this much of a post that has no excerpt. */
export const FEED_SUMMARY_CHARS = 280;

const MARKS: [RegExp, string][] = [
  [/<[^>]*>/g, ''],
  [/!?\[([^\]]*)\]\([^)]*\)/g, '$1'],
  [/^\s*\|?(\s*:?-+:?\s*\|)+\s*:?-*:?\s*$/gm, ''],
  [/^\s{0,3}(#{1,6}|>+|[-*+]|\d+[.)])\s+/gm, ''],
  [/(\*\*|__|~~|[*_`])/g, ''],
  [/\|/g, ' '],
];

/** The words of a Markdown text without its marks. */
export function withoutMarks(markdown: string): string {
  return MARKS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), markdown);
}

/** The excerpt, or the start of the content as plain text, cut at a word boundary. */
export function postSummary(post: Pick<Post, 'excerpt' | 'content' | 'format'>): string {
  if (post.excerpt) return post.excerpt;
  const source = post.format === 'markdown' ? withoutMarks(post.content) : post.content;
  const text = source.replace(/\s+/g, ' ').trim();
  if (text.length <= FEED_SUMMARY_CHARS) return text;
  const cut = text.slice(0, FEED_SUMMARY_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > 0 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
