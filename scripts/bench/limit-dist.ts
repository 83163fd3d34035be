/**
 * The limit page: the same HTML and CSS with no JavaScript at all, the fastest the page could
 * load. Every script element that runs is removed (inline or by URL); JSON-LD and other data
 * blocks stay, since they run nothing and are part of the HTML a crawler reads. Module preloads
 * go too, and Astro islands are unwrapped so their server-rendered children remain as they are.
 * (The wrappers are `display: contents`, so unwrapping changes no layout.)
 */
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isExecutableScriptType, parseAttributes, relTokens } from './page-resources.ts';

const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>[\s\S]*?<\/script\s*>/gi;
const LINK_TAG = /<link\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ISLAND_TAG = /<\/?astro-island\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;

export function stripScripts(html: string): string {
  return html
    .replace(SCRIPT_ELEMENT, (element, attributes: string) =>
      isExecutableScriptType(parseAttributes(attributes).get('type')) ? '' : element,
    )
    .replace(LINK_TAG, (tag, attributes: string) =>
      relTokens(parseAttributes(attributes)).includes('modulepreload') ? '' : tag,
    )
    .replace(ISLAND_TAG, '');
}

/** Copies dist/ to `limitDir` and strips the scripts from every HTML file of the copy. */
export async function writeLimitDist(distDir: string, limitDir: string): Promise<void> {
  await cp(distDir, limitDir, { recursive: true });
  const entries = await readdir(limitDir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    await writeFile(file, stripScripts(await readFile(file, 'utf8')));
  }
}
