/**
 * The built site as files, for the checks that need no browser (links, SEO tags): the same dist
 * directory global-setup builds into or serves (E2E_DIST_DIR, else dist/), its pages, and the
 * attributes on them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '..', '..');

export const DIST_DIR = process.env.E2E_DIST_DIR ? resolve(process.env.E2E_DIST_DIR) : join(root, 'dist');

/** The address the build wrote into canonical links, as astro.config.mjs reads it. */
export const SITE_URL = process.env.SITE_URL || 'http://localhost:4321';

/** The sitemap's addresses as the build wrote them (on SITE_URL); none before the first build. */
export function builtSitemap(): string[] {
  const file = join(DIST_DIR, 'sitemap.xml');
  if (!existsSync(file)) return [];
  return [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => loc);
}

export interface BuiltPage {
  /** The address it is served under: "/our-story/", "/404.html". */
  path: string;
  html: string;
}

const pathOfFile = (file: string) =>
  file === 'index.html'
    ? '/'
    : `/${file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file}`;

export async function builtPages(): Promise<BuiltPage[]> {
  const entries = await readdir(DIST_DIR, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(DIST_DIR, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
  return Promise.all(
    files.map(async (file) => ({
      path: pathOfFile(file),
      html: await readFile(join(DIST_DIR, file), 'utf8'),
    })),
  );
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

/** Attribute values as the browser reads them: character references decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

export interface Tag {
  name: string;
  attributes: Map<string, string>;
}

/**
 * Every start tag of the markup with its attributes, leaving out what is text rather than markup:
 * script and style contents and comments. Astro writes every attribute value in double quotes.
 */
export function startTags(html: string): Tag[] {
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, '$1</script>')
    .replace(/(<style\b[^>]*>)[\s\S]*?<\/style>/gi, '$1</style>');
  const tags: Tag[] = [];
  for (const [, name = '', rest = ''] of markup.matchAll(/<([a-zA-Z][\w-]*)((?:[^>"]|"[^"]*")*)>/g)) {
    const attributes = new Map<string, string>();
    for (const [, attribute = '', value] of rest.matchAll(/([^\s"'=/>]+)(?:\s*=\s*"([^"]*)")?/g)) {
      attributes.set(attribute.toLowerCase(), decodeEntities(value ?? ''));
    }
    tags.push({ name: name.toLowerCase(), attributes });
  }
  return tags;
}

/** The ids an address's #fragment can land on: id attributes, and name on <a>. */
export function fragmentTargets(html: string): Set<string> {
  const ids = new Set<string>();
  for (const tag of startTags(html)) {
    const id = tag.attributes.get('id');
    if (id) ids.add(id);
    const name = tag.name === 'a' ? tag.attributes.get('name') : undefined;
    if (name) ids.add(name);
  }
  return ids;
}
