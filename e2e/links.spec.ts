/**
 * Every internal address in the built site leads somewhere: links, assets, srcsets, island
 * bundles, share images, the manifest's icons, #anchors on the same page and on others, and the
 * targets of _redirects. A target counts when the local server (which follows the CDN's rules)
 * would serve it: a file, or a redirect or rewrite of public/_redirects ending at one. Reads the
 * files only; the page audit (e2e/a11y.spec.ts) follows each page's links in the browser.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { findSiteFile, openSiteRoot } from '../server/static-files/file-resolver.ts';
import {
  findRedirect,
  parseRedirectsFile,
  type RedirectRule,
} from '../server/static-files/redirects-file.ts';
import {
  builtPages,
  DIST_DIR,
  fragmentTargets,
  SITE_URL,
  startTags,
  type BuiltPage,
} from './support/built-site.ts';
import { expect, test } from './support/test.ts';

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
/** Redirect chains longer than this are a loop. */
const MAX_HOPS = 5;

interface Reference {
  /** Where it was found, for the failure message. */
  from: string;
  url: string;
}

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

interface Resolver {
  /** Why the address does not resolve, or null when it does. */
  problem(url: string): Promise<string | null>;
}

async function createResolver(rules: readonly RedirectRule[]): Promise<Resolver> {
  const root = await openSiteRoot(DIST_DIR);
  const site = new URL(SITE_URL).origin;
  const idsByFile = new Map<string, Set<string>>();
  const ids = async (file: string) => {
    let known = idsByFile.get(file);
    if (!known) {
      known = fragmentTargets(await readFile(file, 'utf8'));
      idsByFile.set(file, known);
    }
    return known;
  };

  /** The file the server answers `path` with, as handler.ts decides: redirects, files, rewrites. */
  async function servedFile(path: string, hops: number): Promise<string | { problem: string }> {
    if (hops > MAX_HOPS) return { problem: 'redirect loop' };
    const redirect = findRedirect(rules, path);
    if (redirect?.kind === 'redirect') {
      const target = new URL(redirect.location, SITE_URL);
      if (target.origin !== site) return target.href;
      return servedFile(decodeURIComponent(target.pathname), hops + 1);
    }
    const own = await findSiteFile(root, path);
    const rewrite = redirect && (redirect.force || !own) ? redirect : null;
    if (rewrite?.status === 404 || rewrite?.path === null) return { problem: 'rewritten to a 404' };
    const file = rewrite?.path ? await findSiteFile(root, rewrite.path) : own;
    return file ? file.path : { problem: 'no such file' };
  }

  return {
    async problem(url) {
      const target = new URL(url);
      if (target.origin !== site) return null;
      const served = await servedFile(decodeURIComponent(target.pathname), 0);
      if (typeof served !== 'string') return served.problem;
      const fragment = decodeURIComponent(target.hash.slice(1));
      if (fragment === '' || !served.endsWith('.html')) return null;
      return (await ids(served)).has(fragment) ? null : `no element with id "${fragment}"`;
    },
  };
}

let pages: BuiltPage[];
let rules: RedirectRule[];
let resolver: Resolver;

test.beforeAll(async () => {
  pages = await builtPages();
  const parsed = parseRedirectsFile(await readFile(join(DIST_DIR, '_redirects'), 'utf8'));
  expect(parsed.errors).toEqual([]);
  rules = parsed.rules;
  resolver = await createResolver(rules);
});

async function brokenAmong(references: Reference[]): Promise<string[]> {
  const broken: string[] = [];
  for (const reference of references) {
    const problem = await resolver.problem(reference.url);
    if (problem) broken.push(`${reference.from} → ${reference.url}: ${problem}`);
  }
  return broken;
}

test('every internal link, asset and anchor on every built page resolves', async () => {
  expect(pages.length).toBeGreaterThan(10);
  const references = pages.flatMap(pageReferences);
  // Sanity: the walk sees the kinds of address it is meant to check.
  const urls = references.map((reference) => reference.url);
  expect(urls.some((url) => url.includes('/_astro/'))).toBe(true);
  expect(urls.some((url) => url.includes('#'))).toBe(true);
  expect(urls.some((url) => url.endsWith('.png'))).toBe(true);
  expect(await brokenAmong(references)).toEqual([]);
});

test("the web manifest's start URL and icons resolve", async () => {
  const manifest = JSON.parse(await readFile(join(DIST_DIR, 'site.webmanifest'), 'utf8')) as {
    start_url: string;
    icons: { src: string }[];
  };
  const base = new URL('/site.webmanifest', SITE_URL);
  const references = [manifest.start_url, ...manifest.icons.map((icon) => icon.src)].map((value) => ({
    from: 'site.webmanifest',
    url: new URL(value, base).href,
  }));
  expect(references.length).toBeGreaterThan(2);
  expect(await brokenAmong(references)).toEqual([]);
});

test('every fixed target in _redirects resolves', async () => {
  const fixed = rules.filter((rule) => !/[:*]/.test(rule.to));
  expect(fixed.length).toBeGreaterThan(0);
  const references = fixed.map((rule) => ({
    from: `_redirects ${rule.pattern.source}`,
    url: new URL(rule.to, SITE_URL).href,
  }));
  expect(await brokenAmong(references)).toEqual([]);
});
