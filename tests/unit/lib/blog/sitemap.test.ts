import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSitemap, staticPagePaths, withCanonicalPaths } from '../../../../src/lib/blog/sitemap.ts';

const PAGES_DIR = join(import.meta.dirname, '..', '..', '..', '..', 'src', 'pages');

/** The page files as `import.meta.glob('./**\/*.astro')` in src/pages/sitemap.xml.ts names them. */
function pageFiles(): string[] {
  return readdirSync(PAGES_DIR, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.astro'))
    .map((file) => `./${relative(PAGES_DIR, join(PAGES_DIR, file)).split('\\').join('/')}`);
}

describe('staticPagePaths', () => {
  it('maps page files to their directory-form addresses, leaving out dynamic and private ones', () => {
    const files = `index our-story blog/index blog/[slug] [module] 404 admin admin/index docs/_partial _drafts/page`;
    const paths = staticPagePaths(files.split(' ').map((name) => `./${name}.astro`));
    expect(paths).toEqual(['/', '/blog/', '/our-story/']);
  });

  it('finds the real pages of the site', () => {
    const paths = staticPagePaths(pageFiles());
    expect(paths).toEqual(expect.arrayContaining(['/', '/blog/', '/our-story/', '/terms-and-privacy/']));
    expect(paths).not.toContain('/404/');
    expect(paths.some((path) => path.includes('['))).toBe(false);
  });
});

it('withCanonicalPaths: lists a page under its canonical address and leaves out second names', () => {
  const canonical = { '/marketing/': '/marketing', '/marketing-services/': null };
  expect(withCanonicalPaths(['/', '/marketing/', '/marketing-services/'], canonical)).toEqual([
    '/',
    '/marketing',
  ]);
});

describe('buildSitemap', () => {
  const sitemap = buildSitemap('https://kindred.example', [
    { path: '/' },
    { path: '/blog/grants-and-budgets/', lastmod: '2026-07-01T09:00:00+00:00' },
    { path: '/search/?q=a&b' },
  ]);

  it('is a urlset with absolute, escaped addresses', () => {
    expect(sitemap).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url>
    <loc>https://kindred.example/</loc>
  </url>
  <url>
    <loc>https://kindred.example/blog/grants-and-budgets/</loc>
    <lastmod>2026-07-01T09:00:00.000Z</lastmod>
  </url>
  <url>
    <loc>https://kindred.example/search/?q=a&amp;b</loc>
  </url>
</urlset>
`);
  });
});
