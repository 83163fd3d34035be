/**
 * The Content-Security-Policy of the built site, and the `_headers` file that carries it. Pure
 * functions over the built HTML and the headers file's text; integrations/security-headers.ts
 * runs them once the build is done.
 *
 * Scripts may come only from the site itself, plus the inline scripts the build wrote, each allowed
 * by its SHA-256 (the display-mode script, Astro's island bootstrap, small hoisted scripts). Any
 * other inline script, event-handler attribute or javascript: URL is refused: an injected one
 * cannot run.
 */
import { createHash } from 'node:crypto';

export interface CspInputs {
  /** 'sha256-…' sources of every inline script the pages run. */
  scriptHashes: readonly string[];
  /**
   * Origins besides the site's own that the pages fetch from and show images from: the Supabase
   * project, whose Storage serves the blog's images (/storage/v1/object/public/…). Locally there
   * is none, as the local backend serves both at the page's own origin ('self').
   */
  connectOrigins: readonly string[];
}

/** Script types a browser executes (and so checks against script-src); anything else is data. */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
]);

/** A <script> element: its attributes and its text. Astro never writes ">" inside those attributes. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, 'i').exec(
    attributes,
  );
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/**
 * The text of every inline script the browser would execute, in document order. Browsers hash
 * what the HTML parser hands the script, and the parser turns CR LF and lone CR into LF first.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (attribute(attributes, 'src') !== undefined) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    scripts.push(text.replace(/\r\n?/g, '\n'));
  }
  return scripts;
}

/** The CSP source that allows exactly this script text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** Every distinct inline-script hash over a set of pages, sorted so rebuilds write the same file. */
export function inlineScriptHashes(pages: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of pages) for (const text of inlineScripts(html)) hashes.add(scriptHash(text));
  return [...hashes].sort();
}

/**
 * The Supabase origin the pages talk to, from PUBLIC_SUPABASE_URL: none when unset, as the pages
 * then use their own origin. Throws a sentence naming the variable when it is not an http(s) URL.
 */
export function supabaseConnectOrigins(supabaseUrl: string | undefined): string[] {
  const value = supabaseUrl?.trim();
  if (!value) return [];
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `PUBLIC_SUPABASE_URL must be an http(s) URL such as https://xyz.supabase.co (got "${value}")`,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(
      `PUBLIC_SUPABASE_URL must be an http(s) URL such as https://xyz.supabase.co (got "${value}")`,
    );
  }
  return [url.origin];
}

export function contentSecurityPolicy({ scriptHashes, connectOrigins }: CspInputs): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    // Islands set style attributes (positions, transitions), which a hash cannot cover.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...connectOrigins],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connectOrigins],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

export const CSP_HEADER = 'Content-Security-Policy';

/**
 * Cloudflare Pages limits one header of `_headers` to 2,000 characters; a longer policy would not
 * reach browsers from there, so the build stops instead (each hash adds 54 characters).
 */
export const MAX_HEADER_LINE_CHARS = 2000;

/**
 * public/_headers with the policy added as a rule of its own for every path. The source file must
 * not set the header itself: two rules setting it would combine differently on each CDN.
 */
export function headersFileWithCsp(source: string, csp: string): string {
  if (new RegExp(`^\\s+${CSP_HEADER}\\s*:`, 'im').test(source)) {
    throw new Error(
      `public/_headers sets ${CSP_HEADER} itself; remove it, the build writes the policy (integrations/security-headers.ts)`,
    );
  }
  const line = `  ${CSP_HEADER}: ${csp}`;
  if (line.length > MAX_HEADER_LINE_CHARS) {
    throw new Error(
      `the ${CSP_HEADER} line is ${line.length} characters, over the CDN's ${MAX_HEADER_LINE_CHARS}: ` +
        'the pages have too many distinct inline scripts; move some into bundled <script> modules',
    );
  }
  const rule = [
    '# Written by the build (integrations/security-headers.ts): scripts only from the site and the',
    "# hashes of this build's inline scripts, connections and images only from the site and its",
    '# Supabase project.',
    '/*',
    line,
  ];
  return `${source.trimEnd()}\n\n${rule.join('\n')}\n`;
}
