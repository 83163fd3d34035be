/** /blog/tag/{tag}/rss.xml: the RSS 2.0 feed of one tag's posts published at build time. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { BLOG } from '../../../../data/blog.ts';
import { SITE } from '../../../../data/site.ts';
import { buildRss } from '../../../../lib/blog/feed.ts';
import { publishedPostsForBuild } from '../../../../lib/blog/posts.ts';
import { tagFeedPath, tagPath, tagsOf } from '../../../../lib/blog/tags.ts';

export const getStaticPaths: GetStaticPaths = async () =>
  tagsOf(await publishedPostsForBuild()).map((tag) => ({ params: { tag } }));

export const GET: APIRoute = async ({ params, site }) => {
  const tag = String(params.tag);
  const posts = (await publishedPostsForBuild()).filter((post) => post.tags.includes(tag));
  const feed = buildRss(
    {
      title: BLOG.tagPage.feedTitle(tag),
      description: BLOG.tagPage.description(tag),
      siteUrl: String(site),
      blogPath: tagPath(tag),
      feedPath: tagFeedPath(tag),
      language: SITE.locale,
    },
    posts,
  );
  return new Response(feed, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
