/** /rss.xml: the RSS 2.0 feed of the posts published at build time. */
import type { APIRoute } from 'astro';
import { BLOG } from '../data/blog.ts';
import { SITE } from '../data/site.ts';
import { buildRss } from '../lib/blog/feed.ts';
import { BLOG_PATH } from '../lib/blog/paths.ts';
import { publishedPostsForBuild } from '../lib/blog/posts.ts';

export const FEED_PATH = '/rss.xml';

export const GET: APIRoute = async ({ site }) => {
  const feed = buildRss(
    {
      title: BLOG.feed.title,
      description: BLOG.feed.description,
      siteUrl: String(site),
      blogPath: `${BLOG_PATH}/`,
      feedPath: FEED_PATH,
      language: SITE.locale,
    },
    await publishedPostsForBuild(),
  );
  return new Response(feed, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
