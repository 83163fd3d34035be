/**
 * Maps a decoded URL path to a regular file inside the site, the way Astro's directory format
 * and the CDNs expect: "/" → index.html, "/a" → a, a/index.html or a.html, and "/a/" → a/index.html
 * or a.html. Symbolic links are resolved first and must land inside the site; directories are
 * never listed; the CDN configuration files are never served.
 */
import type { Stats } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';

export interface SiteFile {
  /** Real path, symbolic links resolved. */
  path: string;
  stats: Stats;
}

/** Read by the CDN (and by us at start), not published: serving them would leak the setup. */
const CONFIG_FILES: ReadonlySet<string> = new Set(['_headers', '_redirects', '_routes.json', '_worker.js']);

/** Errors that mean "no such file here", as opposed to a failing disk. */
const MISSING = new Set<string | undefined>(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'ELOOP', 'EACCES']);

function candidatesFor(urlPath: string): string[] {
  if (urlPath === '/') return ['/index.html'];
  if (urlPath.endsWith('/')) return [`${urlPath}index.html`, `${urlPath.slice(0, -1)}.html`];
  return [urlPath, `${urlPath}/index.html`, `${urlPath}.html`];
}

/** `root` must already be a real path (see openSiteRoot). `urlPath` comes from parseRequestTarget. */
export async function findSiteFile(root: string, urlPath: string): Promise<SiteFile | null> {
  for (const candidate of candidatesFor(urlPath)) {
    const found = await regularFileInside(root, join(root, candidate));
    if (found) return found;
  }
  return null;
}

async function regularFileInside(root: string, path: string): Promise<SiteFile | null> {
  try {
    const real = await realpath(path);
    const inside = relative(root, real);
    const outside = inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside);
    if (inside === '' || outside || CONFIG_FILES.has(inside)) return null;
    const stats = await stat(real);
    return stats.isFile() ? { path: real, stats } : null;
  } catch (error) {
    if (MISSING.has((error as NodeJS.ErrnoException).code)) return null;
    throw error;
  }
}

/** Resolves the site directory once, or explains how to produce it. */
export async function openSiteRoot(distDir: string): Promise<string> {
  const missing = () =>
    new Error(
      `the built site is missing: ${resolve(distDir)} is not a directory; run \`npm run build\` first`,
    );
  try {
    const real = await realpath(distDir);
    if (!(await stat(real)).isDirectory()) throw missing();
    return real;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') throw missing();
    throw error;
  }
}
