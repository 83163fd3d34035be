/**
 * What search engines and link previews read from the built site, checked on the files: every
 * page of the sitemap has a unique title and description, a canonical address on the configured
 * site, Open Graph and Twitter card tags whose image exists at its stated size, and `lang`; the
 * home page describes the organization and the pricing offers; posts are Articles; the admin is
 * noindex and out of the sitemap; the manifest is valid.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pngSize } from '../scripts/brand-images/image-files.ts';
import { PRICING_TIERS } from '../src/data/pricing.ts';
import { SHARE_IMAGES } from '../src/data/seo.ts';
import { SITE } from '../src/data/site.ts';
import { findSiteFile, openSiteRoot } from '../server/static-files/file-resolver.ts';
import { builtPages, DIST_DIR, SITE_URL, startTags, type BuiltPage } from './support/built-site.ts';
import { expect, test } from './support/test.ts';

interface Head {
  lang: string | undefined;
  title: string;
  metas: Map<string, string>;
  links: Map<string, string>;
  jsonLd: string[];
}

function readHead(html: string): Head {
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
let sitemap: string[];
let pagesByPath: Map<string, BuiltPage>;

test.beforeAll(async () => {
  const xml = await readFile(join(DIST_DIR, 'sitemap.xml'), 'utf8');
  sitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => loc);
  pagesByPath = new Map((await builtPages()).map((page) => [page.path, page]));
});

/** The built page a sitemap address is served from, without any redirect or rewrite. */
async function pageAt(loc: string): Promise<BuiltPage> {
  const url = new URL(loc);
  const file = await findSiteFile(await openSiteRoot(DIST_DIR), url.pathname);
  expect(file?.path, `${loc} is a built file`).toMatch(/\.html$/);
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  const page = pagesByPath.get(path);
  if (!page) throw new Error(`${loc}: no built page at ${path}`);
  return page;
}

test('the sitemap lists the public pages on the configured site, without the admin, errors or duplicates', () => {
  expect(sitemap.length).toBeGreaterThan(10);
  for (const loc of sitemap) expect(new URL(loc).origin, loc).toBe(site.origin);
  const paths = sitemap.map((loc) => new URL(loc).pathname);
  expect(paths).toContain('/');
  expect(paths).toContain('/secular-unified/');
  expect(paths.filter((path) => /^\/(admin|404|500)\b/.test(path))).toEqual([]);
  expect(paths).not.toContain('/marketing-services/');
  expect(new Set(paths).size).toBe(paths.length);
});

test('robots.txt keeps crawlers out of the admin and names the sitemap', async () => {
  const robots = await readFile(join(DIST_DIR, 'robots.txt'), 'utf8');
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', site).href}`);
});

test('every page of the sitemap has a title and a description of its own', async () => {
  const titles = new Map<string, string[]>();
  const descriptions = new Map<string, string[]>();
  for (const loc of sitemap) {
    const head = readHead((await pageAt(loc)).html);
    const description = head.metas.get('description') ?? '';
    expect(head.title, loc).not.toBe('');
    expect(description.length, `${loc} description`).toBeGreaterThan(50);
    titles.set(head.title, [...(titles.get(head.title) ?? []), loc]);
    descriptions.set(description, [...(descriptions.get(description) ?? []), loc]);
  }
  const shared = (map: Map<string, string[]>) => [...map.values()].filter((locs) => locs.length > 1);
  expect(shared(titles)).toEqual([]);
  expect(shared(descriptions)).toEqual([]);
});

test('every page of the sitemap has lang, its canonical address and complete share tags', async () => {
  for (const loc of sitemap) {
    const head = readHead((await pageAt(loc)).html);
    const meta = (key: string) => head.metas.get(key);
    expect(head.lang, loc).toBe('en');
    expect(head.links.get('canonical'), loc).toBe(loc);
    expect(meta('og:url'), loc).toBe(loc);
    expect(meta('og:title'), loc).toBe(head.title.replaceAll('&amp;', '&'));
    expect(meta('og:description'), loc).toBe(meta('description'));
    expect(meta('og:site_name'), loc).toBe(SITE.name);
    expect(['website', 'article'], loc).toContain(meta('og:type'));
    expect(meta('twitter:card'), loc).toBe('summary_large_image');
    expect(meta('twitter:title'), loc).toBe(meta('og:title'));
    expect(meta('twitter:image'), loc).toBe(meta('og:image'));

    const image = new URL(meta('og:image') ?? '');
    expect(image.origin, loc).toBe(site.origin);
    const expected =
      new URL(loc).pathname === '/secular-unified/' ? SHARE_IMAGES.secular : SHARE_IMAGES.faith;
    expect(image.pathname, loc).toBe(expected.path);
    const size = pngSize(await readFile(join(DIST_DIR, image.pathname)));
    expect(`${meta('og:image:width')}x${meta('og:image:height')}`, loc).toBe(`${size.width}x${size.height}`);
    expect(size, loc).toEqual({ width: 1200, height: 630 });
    expect(meta('og:image:alt'), loc).toBe(expected.alt);
    expect(meta('twitter:image:alt'), loc).toBe(expected.alt);

    expect(head.links.get('manifest'), loc).toBe('/site.webmanifest');
    expect(head.links.get('apple-touch-icon'), loc).toBe('/apple-touch-icon.png');
    expect(head.links.get('icon'), loc).toBe('/favicon.ico');
  }
});

test('the home page describes the organization and offers the three tiers at their monthly USD prices', async () => {
  const head = readHead((await pageAt(new URL('/', site).href)).html);
  for (const json of head.jsonLd) expect(json).not.toMatch(/[<>]/);
  const data = head.jsonLd.map((json) => JSON.parse(json) as Record<string, unknown>);
  expect(data.map((item) => item['@type'])).toEqual(['Organization', 'Product']);
  const [organization = {}, product = {}] = data;
  expect(organization).toMatchObject({
    '@context': 'https://schema.org',
    name: SITE.name,
    url: new URL('/', site).href,
  });
  const offers = product.offers as { name: string; price: number; priceCurrency: string }[];
  expect(offers.map(({ price, priceCurrency }) => `${priceCurrency} ${price}`)).toEqual(
    PRICING_TIERS.map((tier) => `USD ${tier.monthlyCost}`),
  );
});

test('structured data is where it belongs: Article on each post, nothing on other pages', async () => {
  for (const loc of sitemap) {
    const path = new URL(loc).pathname;
    if (path === '/') continue;
    const types = readHead((await pageAt(loc)).html).jsonLd.map(
      (json) => (JSON.parse(json) as { '@type': string })['@type'],
    );
    expect(types, loc).toEqual(/^\/blog\/[^/]+\/$/.test(path) ? ['Article'] : []);
  }
});

test('the admin is noindex in its page and in its response headers', async () => {
  const admin = pagesByPath.get('/admin/');
  expect(readHead(admin?.html ?? '').metas.get('robots')).toBe('noindex');
  const headers = await readFile(join(DIST_DIR, '_headers'), 'utf8');
  expect(headers).toMatch(/^\/admin\n {2}X-Robots-Tag: noindex, nofollow$/m);
  expect(headers).toMatch(/^\/admin\/\*\n {2}X-Robots-Tag: noindex, nofollow$/m);
});

test('the web manifest is valid JSON with what an install needs, and icons of their stated size', async () => {
  const manifest = JSON.parse(await readFile(join(DIST_DIR, 'site.webmanifest'), 'utf8')) as Record<
    string,
    unknown
  >;
  for (const field of ['name', 'short_name', 'start_url', 'display', 'theme_color', 'background_color']) {
    expect(typeof manifest[field], field).toBe('string');
  }
  expect(manifest.theme_color).toMatch(/^#[\da-f]{6}$/);
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of icons) {
    const { width, height } = pngSize(await readFile(join(DIST_DIR, icon.src)));
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
});
