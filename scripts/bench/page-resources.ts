/**
 * What a built page asks the browser for, read from its HTML: scripts (inline and by URL),
 * module preloads, stylesheets, eager images and Astro islands. Astro's output is regular
 * (attribute values are quoted and escaped), so a tag scanner is enough; no DOM is needed.
 */

export interface InlineScript {
  /** The type attribute, lower case; empty for a classic script. */
  type: string;
  text: string;
}

export interface Island {
  componentUrl: string;
  rendererUrl?: string;
  beforeHydrationUrl?: string;
  /** The hydration directive: load, idle, visible, media or only. */
  client: string;
}

export interface PageResources {
  /** Inline scripts that run; data blocks such as JSON-LD are left out. */
  inlineScripts: InlineScript[];
  /** Scripts by URL that run (classic, module, async or deferred alike). */
  scriptUrls: string[];
  modulePreloads: string[];
  stylesheets: string[];
  inlineStyles: string[];
  /** `<link rel="preload">` targets (fonts, images). */
  preloads: string[];
  /** Images fetched at load: every `<img>` without `loading="lazy"`. */
  eagerImages: string[];
  islands: Island[];
}

/** A start tag, attribute values may hold `>` only when quoted. */
const START_TAG = /<(script|link|style|img|astro-island)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const JAVASCRIPT_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Attribute names (lower case) to decoded values; a bare attribute has the value "". */
export function parseAttributes(attributeText: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of attributeText.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!attributes.has(name)) attributes.set(name, decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return attributes;
}

/** Whether a script element with this type attribute runs (as opposed to holding data). */
export function isExecutableScriptType(type: string | undefined): boolean {
  return JAVASCRIPT_TYPES.has((type ?? '').trim().toLowerCase());
}

export function relTokens(attributes: Map<string, string>): string[] {
  return (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
}

/** Where the raw-text element (script or style) whose content starts at `from` ends. */
function rawTextEnd(lowerHtml: string, from: number, tagName: string): number {
  const end = lowerHtml.indexOf(`</${tagName}`, from);
  return end === -1 ? lowerHtml.length : end;
}

export function readPageResources(html: string): PageResources {
  const resources: PageResources = {
    inlineScripts: [],
    scriptUrls: [],
    modulePreloads: [],
    stylesheets: [],
    inlineStyles: [],
    preloads: [],
    eagerImages: [],
    islands: [],
  };
  const lowerHtml = html.toLowerCase();
  // A fresh pattern per page: its lastIndex is moved past script and style contents, which may
  // hold text that looks like tags.
  const startTag = new RegExp(START_TAG.source, 'gi');
  for (let match = startTag.exec(html); match; match = startTag.exec(html)) {
    const tagName = (match[1] ?? '').toLowerCase();
    const attributes = parseAttributes(match[2] ?? '');
    if (tagName === 'script' || tagName === 'style') {
      const contentStart = match.index + match[0].length;
      const contentEnd = rawTextEnd(lowerHtml, contentStart, tagName);
      startTag.lastIndex = contentEnd;
      const text = html.slice(contentStart, contentEnd);
      if (tagName === 'style') {
        resources.inlineStyles.push(text);
        continue;
      }
      const type = (attributes.get('type') ?? '').trim().toLowerCase();
      if (!isExecutableScriptType(type)) continue;
      const src = attributes.get('src');
      if (src) resources.scriptUrls.push(src);
      else resources.inlineScripts.push({ type, text });
    } else if (tagName === 'link') {
      const href = attributes.get('href');
      const rel = relTokens(attributes);
      if (!href) continue;
      if (rel.includes('modulepreload')) resources.modulePreloads.push(href);
      else if (rel.includes('stylesheet')) resources.stylesheets.push(href);
      else if (rel.includes('preload')) resources.preloads.push(href);
    } else if (tagName === 'img') {
      const src = attributes.get('src');
      if (src && attributes.get('loading')?.toLowerCase() !== 'lazy') resources.eagerImages.push(src);
    } else {
      const componentUrl = attributes.get('component-url');
      if (!componentUrl) continue;
      resources.islands.push({
        componentUrl,
        rendererUrl: attributes.get('renderer-url') || undefined,
        beforeHydrationUrl: attributes.get('before-hydration-url') || undefined,
        client: attributes.get('client') ?? '',
      });
    }
  }
  return resources;
}
