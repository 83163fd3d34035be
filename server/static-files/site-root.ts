/**
 * One built site as the static half serves it: its real root directory and its CDN rules
 * (`_headers`, `_redirects`), read and checked once. A site whose rules have lines the CDN would
 * ignore is refused as a whole: at start-up that stops the server, and for a rebuild
 * (server/site-builder/) it makes the build a failed one, so the live site never changes behaviour
 * silently.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ParsedConfig } from './config-lines.ts';
import { findSiteFile, openSiteRoot } from './file-resolver.ts';
import { parseHeadersFile, type HeaderRule } from './headers-file.ts';
import { parseRedirectsFile, type RedirectRule } from './redirects-file.ts';

export interface SiteRoot {
  /** The directory as given (what a caller may later remove). */
  dir: string;
  /** Its real path, symbolic links resolved: files must resolve inside it. */
  root: string;
  headerRules: HeaderRule[];
  redirectRules: RedirectRule[];
}

/**
 * Reads the site in `distDir`. Throws when it is missing (the message says to run
 * `npm run build`), when it has no home page, or when `_headers` / `_redirects` have lines the
 * CDN would ignore.
 */
export async function loadSiteRoot(distDir: string): Promise<SiteRoot> {
  const root = await openSiteRoot(distDir);
  const headerRules = await loadConfig(root, '_headers', parseHeadersFile);
  const redirectRules = await loadConfig(root, '_redirects', parseRedirectsFile);
  return { dir: distDir, root, headerRules, redirectRules };
}

/** A complete build has its home page; an empty or half-written directory does not. */
export async function hasHomePage(site: SiteRoot): Promise<boolean> {
  return (await findSiteFile(site.root, '/')) !== null;
}

/** A missing file means no rules; a line the parser rejects refuses the site. */
async function loadConfig<Rule>(
  root: string,
  name: string,
  parse: (source: string) => ParsedConfig<Rule>,
): Promise<Rule[]> {
  const path = join(root, name);
  let source: string;
  try {
    source = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const { rules, errors } = parse(source);
  if (errors.length > 0) throw new Error(`${path} has lines the CDN would ignore: ${errors.join('; ')}`);
  return rules;
}
