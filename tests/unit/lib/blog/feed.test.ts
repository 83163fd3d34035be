import { describe, expect, it } from 'vitest';
import { buildRss, type FeedChannel } from '../../../../src/lib/blog/feed.ts';
import { FEED_SUMMARY_CHARS, postSummary } from '../../../../src/lib/blog/summary.ts';
import { escapeXml } from '../../../../src/lib/blog/xml.ts';
import { renderMarkdown } from '../../../../src/lib/blog/markdown.ts';
import { MARKDOWN_POST, NEWER_POST, OLDER_POST } from './fixtures.ts';

const CHANNEL: FeedChannel = {
  title: 'Kindred Blog',
  description: 'Notes & news',
  siteUrl: 'https://kindred.example',
  blogPath: '/blog/',
  feedPath: '/rss.xml',
  language: 'en-US',
};

it.each([
  ['a & b', 'a &amp; b'],
  ['<tag attr="x">', '&lt;tag attr=&quot;x&quot;&gt;'],
  ["it's", 'it&apos;s'],
  ['bell\u0007 and null\u0000 gone, tab\tline\nkept', 'bell and null gone, tab\tline\nkept'],
  ['caf\u00e9 \u2014 ok', 'caf\u00e9 \u2014 ok'],
])('escapeXml: %j → %j', (text, escaped) => {
  expect(escapeXml(text)).toBe(escaped);
});

it('postSummary is the excerpt when there is one, else the start of the content cut at a word, or all of a short one with whitespace folded', () => {
  expect(postSummary(NEWER_POST)).toBe(NEWER_POST.excerpt);
  const summary = postSummary(OLDER_POST);
  expect(summary.length).toBeLessThanOrEqual(FEED_SUMMARY_CHARS + 1);
  expect(summary).toMatch(/^Word Word .*Word…$/);
  expect(postSummary({ excerpt: null, content: '  One.\n\nTwo.  ', format: 'plain' })).toBe('One. Two.');
});

describe('buildRss', () => {
  const feed = buildRss(CHANNEL, [NEWER_POST, OLDER_POST]);

  it('is an RSS 2.0 channel with a self link', () => {
    expect(feed.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(feed).toContain('<title>Kindred Blog</title>');
    expect(feed).toContain('<link>https://kindred.example/blog/</link>');
    expect(feed).toContain('<description>Notes &amp; news</description>');
    expect(feed).toContain(
      '<atom:link href="https://kindred.example/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(feed).toContain('<lastBuildDate>Tue, 23 Jun 2026 13:15:00 GMT</lastBuildDate>');
  });

  it('lists the posts in the order given, with escaped text (never a raw "<" inside it) and RFC 822 dates', () => {
    const items = feed.split('<item>').slice(1);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('<title>Grants &amp; &quot;Budgets&quot; &lt;Done Right&gt;</title>');
    expect(items[0]).toContain('<link>https://kindred.example/blog/grants-and-budgets/</link>');
    expect(items[0]).toContain(
      '<guid isPermaLink="true">https://kindred.example/blog/grants-and-budgets/</guid>',
    );
    expect(items[0]).toContain('<pubDate>Tue, 23 Jun 2026 13:15:00 GMT</pubDate>');
    expect(items[0]).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(items[1]).toContain('<pubDate>Tue, 10 Feb 2026 14:00:00 GMT</pubDate>');
    const text = feed.replace(/<[^<>]*>/g, '');
    expect(text).not.toMatch(/[<>]/);
  });

  it('carries a Markdown post whole, as its page renders it, summarised without its marks; a plain post only its summary, as before', () => {
    const [item] = buildRss(CHANNEL, [MARKDOWN_POST]).split('<item>').slice(1);
    expect(item).toContain(
      `<content:encoded>${escapeXml(renderMarkdown(MARKDOWN_POST.content, { siteUrl: CHANNEL.siteUrl }))}</content:encoded>`,
    );
    expect(item).toContain(
      '<description>Plan Start early: see our guide. Thank donors Report back</description>',
    );
    expect(feed).not.toContain('<content:encoded>');
  });

  it('is a valid empty channel without posts', () => {
    const empty = buildRss(CHANNEL, []);
    expect(empty).not.toContain('<item>');
    expect(empty).not.toContain('lastBuildDate');
    expect(empty).toContain('</channel>\n</rss>');
  });
});
