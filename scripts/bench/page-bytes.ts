/**
 * What each page costs over the wire, computed from dist/ alone: brotli bytes of HTML, CSS and
 * JavaScript, and the number of requests. Each file is compressed on its own at brotli's default
 * quality (11), as the local backend serves it; inline scripts and styles are compressed alone
 * too, which slightly overstates them (inside the page they share the HTML's compression window).
 *
 * JavaScript is counted in three steps:
 * - first paint: inline scripts other than the display-mode script, scripts the HTML references
 *   (script src, modulepreload) and their static imports, followed transitively;
 * - hydrated: every island's component-url, renderer-url and before-hydration-url with their
 *   static imports, added to the above; the total also includes the mode script;
 * - lazy (shown, no budget): modules any of those reach only through `import()`, which an island
 *   loads on an interaction (opening the contact dialog, submitting a form), with their imports.
 *
 * CSS is the linked stylesheets plus inline styles; Astro bundles island CSS into the page's
 * stylesheets, so there is no further CSS after hydration. Requests at load are the document,
 * stylesheets, preloads, eager images and the first-paint script files; the favicon is left out.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { readPageResources, type InlineScript } from './page-resources.ts';
import { dynamicClosure, resolveSitePath, staticClosure, staticImportSpecifiers } from './module-graph.ts';

export interface PageBytes {
  path: string;
  htmlBytes: number;
  cssBytes: number;
  /** The inline script that applies the stored display mode before first paint. */
  modeScriptBytes: number;
  /** JavaScript loaded at first paint beyond the mode script. */
  jsFirstPaintBytes: number;
  /** Everything, the mode script included, once every island on the page has hydrated. */
  jsTotalBytes: number;
  /** Loaded only on interaction, through `import()`. */
  jsLazyBytes: number;
  requestsAtLoad: number;
  requestsHydrated: number;
}

/** The display-mode script reads the stored mode and sets the body's `*-mode` class. */
export function isModeScript(script: InlineScript): boolean {
  return script.text.includes('localStorage') && script.text.includes('-mode');
}

export function brotliSize(content: string | Buffer): number {
  return brotliCompressSync(content).byteLength;
}

/** The built HTML file for a route, as static hosts resolve it: `x/index.html`, then `x.html`. */
export function pageFileCandidates(pagePath: string): string[] {
  const trimmed = pagePath.replace(/\/+$/, '');
  return trimmed === '' ? ['/index.html'] : [`${trimmed}/index.html`, `${trimmed}.html`];
}

/** Reads dist/ once per file and remembers each file's brotli size across pages. */
export interface DistReader {
  text(sitePath: string): string;
  brotliBytes(sitePath: string): number;
  pageHtml(pagePath: string): string;
}

export function createDistReader(distDir: string): DistReader {
  const contents = new Map<string, Buffer>();
  const sizes = new Map<string, number>();
  const read = (sitePath: string): Buffer => {
    let content = contents.get(sitePath);
    if (!content) {
      try {
        content = readFileSync(join(distDir, decodeURIComponent(sitePath)));
      } catch {
        throw new Error(`${sitePath} is referenced by the site but is not in ${distDir}`);
      }
      contents.set(sitePath, content);
    }
    return content;
  };
  return {
    text: (sitePath) => read(sitePath).toString('utf8'),
    brotliBytes(sitePath) {
      let size = sizes.get(sitePath);
      if (size === undefined) {
        size = brotliSize(read(sitePath));
        sizes.set(sitePath, size);
      }
      return size;
    },
    pageHtml(pagePath) {
      const candidates = pageFileCandidates(pagePath);
      for (const candidate of candidates) {
        try {
          return read(candidate).toString('utf8');
        } catch {
          // Try the next form of the route.
        }
      }
      throw new Error(`no built page for ${pagePath} (looked for ${candidates.join(', ')})`);
    },
  };
}

function sitePaths(pagePath: string, urls: readonly (string | undefined)[]): string[] {
  return urls.flatMap((url) => {
    const path = url ? resolveSitePath(pagePath, url) : null;
    return path ? [path] : [];
  });
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

export function measurePageBytes(reader: DistReader, pagePath: string): PageBytes {
  const html = reader.pageHtml(pagePath);
  const resources = readPageResources(html);
  const modeScripts = resources.inlineScripts.filter(isModeScript);
  const otherInline = resources.inlineScripts.filter((script) => !isModeScript(script));

  const inlineImports = otherInline
    .filter((script) => script.type === 'module')
    .flatMap((script) => staticImportSpecifiers(script.text));
  const firstPaintFiles = staticClosure(
    sitePaths(pagePath, [...resources.scriptUrls, ...resources.modulePreloads, ...inlineImports]),
    reader.text,
  );
  const islandEntries = sitePaths(
    pagePath,
    resources.islands.flatMap((island) => [
      island.componentUrl,
      island.rendererUrl,
      island.beforeHydrationUrl,
    ]),
  );
  const hydratedFiles = new Set([...firstPaintFiles, ...staticClosure(islandEntries, reader.text)]);
  const lazyFiles = dynamicClosure(hydratedFiles, reader.text);

  const filesBytes = (files: Iterable<string>) => sum([...files].map((file) => reader.brotliBytes(file)));
  const modeScriptBytes = sum(modeScripts.map((script) => brotliSize(script.text)));
  const jsFirstPaintBytes =
    sum(otherInline.map((script) => brotliSize(script.text))) + filesBytes(firstPaintFiles);

  const stylesheets = new Set(sitePaths(pagePath, resources.stylesheets));
  const otherAtLoad = new Set(sitePaths(pagePath, [...resources.preloads, ...resources.eagerImages]));
  const requestsAtLoad = 1 + stylesheets.size + otherAtLoad.size + firstPaintFiles.size;
  return {
    path: pagePath,
    htmlBytes: brotliSize(html),
    cssBytes: filesBytes(stylesheets) + sum(resources.inlineStyles.map(brotliSize)),
    modeScriptBytes,
    jsFirstPaintBytes,
    jsTotalBytes:
      modeScriptBytes + jsFirstPaintBytes + filesBytes(hydratedFiles) - filesBytes(firstPaintFiles),
    jsLazyBytes: filesBytes(lazyFiles),
    requestsAtLoad,
    requestsHydrated: requestsAtLoad + hydratedFiles.size - firstPaintFiles.size,
  };
}
