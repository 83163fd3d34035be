/** The sitemap (/sitemap.xml): every static page of the site plus the pre-rendered posts. */
import { escapeXml } from './xml.ts';

export interface SitemapEntry {
  path: string;
  /** ISO timestamp of the last change, when known. */
  lastmod?: string;
}

/** Pages search engines should not list: error pages and the admin area. */
const UNLISTED_PAGES: ReadonlySet<string> = new Set(['/404/', '/500/', '/admin/']);

/**
 * The addresses of the static pages, from the page files' names relative to src/pages
 * ("./our-story.astro" → "/our-story/", "./blog/index.astro" → "/blog/"), in the directory form
 * Astro builds and uses in canonical links. Dynamic routes ("[module].astro") and private files
 * ("_part.astro") are left to the caller, which knows their entries.
 */
export function staticPagePaths(files: readonly string[]): string[] {
  const paths = files
    .map((file) => file.replace(/^\.\//, '').replace(/\.astro$/, ''))
    .filter((route) => !route.includes('[') && !route.split('/').some((part) => part.startsWith('_')))
    .map((route) => route.replace(/(^|\/)index$/, ''))
    .map((route) => (route === '' ? '/' : `/${route}/`))
    .filter((path) => !UNLISTED_PAGES.has(path));
  return [...new Set(paths)].sort();
}

/**
 * Applies pages' own canonical addresses: a page listed with a string is listed under it, one
 * listed with null (a second name for another page) is left out.
 */
export function withCanonicalPaths(
  paths: readonly string[],
  canonical: Readonly<Record<string, string | null>>,
): string[] {
  return paths.flatMap((path) => {
    const target = canonical[path];
    if (target === null) return [];
    return [target ?? path];
  });
}

export function buildSitemap(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const loc = `    <loc>${escapeXml(new URL(entry.path, siteUrl).href)}</loc>`;
    const lastmod = entry.lastmod ? [`    <lastmod>${new Date(entry.lastmod).toISOString()}</lastmod>`] : [];
    return ['  <url>', loc, ...lastmod, '  </url>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
