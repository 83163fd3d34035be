/**
 * What search engines, link previews and link followers read from the built files: the sitemap,
 * robots, heads, structured data, the manifest, and every internal address (links, assets, srcsets,
 * island bundles, #anchors, _redirects targets) answered by the server under test. The
 * page audit (e2e/a11y.spec.ts) follows each page's links in the browser.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pngSize } from '../scripts/brand-images/image-files.ts';
import { PRICING_TIERS } from '../src/data/pricing.ts';
import { ORGANIZATION, PRODUCT, SHARE_IMAGES } from '../src/data/seo.ts';
import { SITE } from '../src/data/site.ts';
import { organizationJsonLd, productJsonLd } from '../src/lib/seo/json-ld.ts';
import { webManifest } from '../src/lib/seo/manifest.ts';
import { parseRedirectsFile } from '../server/static-files/redirects-file.ts';
import {
  builtPages,
  builtSitemap,
  DIST_DIR,
  SITE_URL,
  startTags,
  type BuiltPage,
} from './support/built-site.ts';
import { brokenAmong, type Reference } from './support/link-check.ts';
import { expect, test } from './support/test.ts';

function readHead(html: string) {
  const tags = startTags(html);
  const metas = new Map<string, string>();
  const links = new Map<string, string>();
  for (const tag of tags) {
    const key = tag.attributes.get('property') ?? tag.attributes.get('name');
    if (tag.name === 'meta' && key) metas.set(key, tag.attributes.get('content') ?? '');
    const rel = tag.attributes.get('rel');
    if (tag.name === 'link' && rel && !links.has(rel)) links.set(rel, tag.attributes.get('href') ?? '');
  }
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json = '']) => json,
  );
  return {
    lang: tags.find((tag) => tag.name === 'html')?.attributes.get('lang'),
    title,
    metas,
    links,
    jsonLd,
  };
}

const site = new URL(SITE_URL);
/** What more than one address holds. */
const shared = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

/** Attributes that hold one address. Astro's islands name their bundles in *-url attributes. */
const URL_ATTRIBUTES = [
  'href',
  'src',
  'action',
  'poster',
  'component-url',
  'renderer-url',
  'before-hydration-url',
];
/** <meta> whose content is an address of this site. */
const URL_METAS = ['og:url', 'og:image', 'twitter:image'];
/** Every address on a page, resolved against the page's own URL. */
function pageReferences(page: BuiltPage): Reference[] {
  const base = new URL(page.path, SITE_URL);
  const found: Reference[] = [];
  const add = (value: string, what: string) => {
    if (value.trim() === '') return;
    found.push({ from: `${page.path} ${what}`, url: new URL(value.trim(), base).href });
  };
  for (const tag of startTags(page.html)) {
    for (const name of URL_ATTRIBUTES) {
      const value = tag.attributes.get(name);
      if (value !== undefined) add(value, `<${tag.name} ${name}="${value}">`);
    }
    const srcset = tag.attributes.get('srcset');
    for (const candidate of srcset?.split(',') ?? []) add(candidate.trim().split(/\s+/)[0] ?? '', `srcset`);
    const property = tag.attributes.get('property') ?? tag.attributes.get('name') ?? '';
    if (tag.name === 'meta' && URL_METAS.includes(property))
      add(tag.attributes.get('content') ?? '', property);
  }
  return found;
}

test('the sitemap, named by robots.txt, lists the public pages on the configured site, without the admin (disallowed there, its page noindex), errors or duplicates; each has lang, a title and description of its own, its canonical address, complete share tags and structured data only where it belongs: the organization and its tiers on the home page, an article on each post; every internal link, asset and anchor on every built page, in the web manifest and every fixed target in _redirects is answered by the server', async ({
  request,
  baseURL,
}) => {
  const sitemap = builtSitemap();
  const pages = await builtPages();
  expect(pages.length).toBeGreaterThan(10);
  const pagesByPath = new Map(pages.map((page) => [page.path, page]));
  /** The head of a sitemap address's built page (its own index.html); an empty one if there is none. */
  const headAt = (loc: string) => {
    const { pathname } = new URL(loc);
    return readHead(pagesByPath.get(pathname.endsWith('/') ? pathname : `${pathname}/`)?.html ?? '');
  };
  expect(sitemap.length).toBeGreaterThan(10);
  const paths = sitemap.map((loc) => new URL(loc).pathname);
  expect(paths).toEqual(expect.arrayContaining(['/', '/secular-unified/']));
  expect(paths.filter((path) => /^\/(admin|404|500)\b|^\/marketing-services\//.test(path))).toEqual([]);
  expect(shared(paths)).toEqual([]);
  const titles: string[] = [];
  const descriptions: string[] = [];
  for (const loc of sitemap) {
    expect(new URL(loc).origin, loc).toBe(site.origin);
    const head = headAt(loc);
    const meta = (key: string) => head.metas.get(key);
    const description = meta('description') ?? '';
    expect(head.title, loc).not.toBe('');
    expect(description.length, `${loc} description`).toBeGreaterThan(50);
    titles.push(head.title);
    descriptions.push(description);
    const path = new URL(loc).pathname;
    const expected = path === '/secular-unified/' ? SHARE_IMAGES.secular : SHARE_IMAGES.faith;
    const size = pngSize(await readFile(join(DIST_DIR, expected.path)));
    expect(head.lang, loc).toBe('en');
    const metas = Object.fromEntries([...head.metas].filter(([key]) => /^(og|twitter):/.test(key)));
    expect(metas, loc).toMatchObject({
      'og:type': expect.stringMatching(/^(website|article)$/),
      'og:image': new URL(expected.path, site).href,
      'og:url': loc,
      'og:title': head.title.replaceAll('&amp;', '&'),
      'og:description': description,
      'og:site_name': SITE.name,
      'og:image:width': String(size.width),
      'og:image:height': String(size.height),
      'og:image:alt': expected.alt,
      'twitter:card': 'summary_large_image',
      'twitter:title': meta('og:title'),
      'twitter:image': meta('og:image'),
      'twitter:image:alt': expected.alt,
    });
    expect(Object.fromEntries(head.links), loc).toMatchObject({
      canonical: loc,
      manifest: '/site.webmanifest',
      'apple-touch-icon': '/apple-touch-icon.png',
      icon: '/favicon.ico',
    });

    // The organization and its tiers on the home page, as src/lib/seo makes them (their content:
    // tests/unit/lib/seo/seo.test.ts, "structured data"); an Article on each post; nothing elsewhere.
    for (const json of head.jsonLd) expect(json, loc).not.toMatch(/[<>]/);
    const data = head.jsonLd.map((json) => JSON.parse(json) as { '@type': string });
    if (path === '/')
      expect(data).toEqual([
        organizationJsonLd(ORGANIZATION, SITE_URL),
        productJsonLd(PRODUCT, PRICING_TIERS, SITE_URL),
      ]);
    else
      expect(
        data.map((item) => item['@type']),
        loc,
      ).toEqual(/^\/blog\/[^/]+\/$/.test(path) ? ['Article'] : []);
  }
  expect(shared(titles)).toEqual([]);
  expect(shared(descriptions)).toEqual([]);

  // The admin kept out of search (its X-Robots-Tag, as the server sends it from public/_headers:
  // tests/server/security-headers.test.ts).
  const robots = await readFile(join(DIST_DIR, 'robots.txt'), 'utf8');
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', site).href}`);
  expect(readHead(pagesByPath.get('/admin/')?.html ?? '').metas.get('robots')).toBe('noindex');

  // Every address the built files hold, answered by the server.
  const redirects = parseRedirectsFile(await readFile(join(DIST_DIR, '_redirects'), 'utf8'));
  expect(redirects.errors).toEqual([]);
  const fixed = redirects.rules.filter((rule) => !/[:*]/.test(rule.to));
  expect(fixed.length).toBeGreaterThan(0);
  // The built manifest is what src/lib/seo/manifest.ts makes (its content: tests/unit/lib/seo/seo.test.ts).
  const manifest = JSON.parse(await readFile(join(DIST_DIR, 'site.webmanifest'), 'utf8')) as ReturnType<
    typeof webManifest
  >;
  expect(manifest).toEqual(
    webManifest(await readFile(join(import.meta.dirname, '../src/styles/global.css'), 'utf8')),
  );
  const manifestUrl = new URL('/site.webmanifest', SITE_URL);
  const icons = manifest.icons as { src: string }[];
  const references = [
    ...pages.flatMap(pageReferences),
    ...[manifest.start_url as string, ...icons.map((icon) => icon.src)].map((value) => ({
      from: 'site.webmanifest',
      url: new URL(value, manifestUrl).href,
    })),
    ...fixed.map((rule) => ({
      from: `_redirects ${rule.pattern.source}`,
      url: new URL(rule.to, SITE_URL).href,
    })),
  ];
  // Sanity: the walk sees the kinds of address it is meant to check.
  const urls = references.map((reference) => reference.url);
  expect(urls.some((url) => url.includes('/_astro/'))).toBe(true);
  expect(urls.some((url) => url.includes('#'))).toBe(true);
  expect(urls.some((url) => url.endsWith('.png'))).toBe(true);
  expect(await brokenAmong(request, baseURL ?? '', references)).toEqual([]);
});
