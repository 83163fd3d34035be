/**
 * /sitemap.xml: every static page, found from the page files themselves, every module page, and
 * the posts published at build time with their tags' pages.
 */
import type { APIRoute } from 'astro';
import { AGENCY_CANONICAL_PATH } from '../data/agency.ts';
import { MODULE_PAGES } from '../data/modules/index.ts';
import { postCanonicalPath } from '../lib/blog/paths.ts';
import { publishedPostsForBuild } from '../lib/blog/posts.ts';
import { tagPath, tagsOf } from '../lib/blog/tags.ts';
import { buildSitemap, staticPagePaths, withCanonicalPaths } from '../lib/blog/sitemap.ts';

/** Pages whose canonical link names another address: listed under it, or not at all (null). */
const CANONICAL: Record<string, string | null> = {
  '/marketing/': AGENCY_CANONICAL_PATH,
  '/marketing-services/': null,
};

export const GET: APIRoute = async ({ site }) => {
  const pageFiles = Object.keys(import.meta.glob('./**/*.astro'));
  const pages = withCanonicalPaths(staticPagePaths(pageFiles), CANONICAL).map((path) => ({ path }));
  const modules = MODULE_PAGES.map((page) => ({ path: `/${page.slug}/` }));
  const built = await publishedPostsForBuild();
  const posts = built.map((post) => ({ path: postCanonicalPath(post.slug), lastmod: post.updated_at }));
  const tags = tagsOf(built).map((tag) => ({ path: tagPath(tag) }));
  const sitemap = buildSitemap(String(site), [...pages, ...modules, ...posts, ...tags]);
  return new Response(sitemap, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
