/**
 * The `_redirects` file (Netlify / Cloudflare Pages): `from to [status]` per line. `from` may use
 * `*` and `:placeholders`, `to` may use `:splat` and the placeholders. 301/302/303/307/308
 * redirect, 200 serves `to` under the requested URL, 404 serves `to` as the not-found page.
 * Rules apply in file order and the first match wins. A rewrite (200, 404) gives way to a file at
 * the requested path unless its status ends in "!" (`200!`), as on Netlify; see handler.ts.
 *
 * Not @netlify/redirect-parser: it reads only files on disk and takes what this server must refuse
 * (status 418, a 200 rewrite to another site, `..` in a target), so the checks below would stay.
 */
import { contentLines, type ParsedConfig } from './config-lines.ts';
import { compilePathPattern, encodePathValue, fillPlaceholders, type PathPattern } from './path-pattern.ts';
import { parseRequestTarget } from './request-path.ts';

export type RedirectStatus = 200 | 301 | 302 | 303 | 307 | 308 | 404;

export interface RedirectRule {
  pattern: PathPattern;
  to: string;
  status: RedirectStatus;
  /** Written with "!": applies even when a file exists at the requested path. */
  force: boolean;
}

export type RedirectMatch =
  | { kind: 'redirect'; status: 301 | 302 | 303 | 307 | 308; location: string }
  /** `path` is decoded like a request path, or null when the filled-in target is not a usable path. */
  | { kind: 'rewrite'; status: 200 | 404; path: string | null; force: boolean };

const STATUSES: ReadonlySet<number> = new Set([200, 301, 302, 303, 307, 308, 404]);
/** Cloudflare's default; Netlify's is 301, so our files always spell the status out. */
const DEFAULT_STATUS = 302;
const ABSOLUTE_URL = /^https?:\/\//i;
/** Targets are URLs as they go on the wire: percent-encoded, so they fit a Location header. */
const URL_CHARACTERS = /^[\x21-\x7e]+$/;

export function parseRedirectsFile(source: string): ParsedConfig<RedirectRule> {
  const rules: RedirectRule[] = [];
  const errors: string[] = [];
  for (const { number, text } of contentLines(source)) {
    const result = parseRedirectLine(text);
    if (typeof result === 'string') errors.push(`line ${number}: ${result}`);
    else rules.push(result);
  }
  return { rules, errors };
}

/** Returns the rule, or why the line was rejected. */
function parseRedirectLine(text: string): RedirectRule | string {
  const tokens = text.split(/\s+/);
  // A `#` token after `from to` starts a trailing comment; inside `to` it is a fragment.
  const comment = tokens.findIndex((token, index) => index >= 2 && token.startsWith('#'));
  if (comment !== -1) tokens.length = comment;
  const [from = '', to = '', statusText] = tokens;
  if (tokens.length < 2 || tokens.length > 3) {
    return `expected "from to [status]", got ${tokens.length} fields`;
  }
  const force = statusText?.endsWith('!') ?? false;
  const status =
    statusText === undefined ? DEFAULT_STATUS : Number(force ? statusText.slice(0, -1) : statusText);
  if (!STATUSES.has(status)) {
    return `status "${statusText}" is not one of ${[...STATUSES].join(', ')}`;
  }
  if (force && status !== 200 && status !== 404) {
    return `status "${statusText}": "!" forces a rewrite (200 or 404) over a file; redirects always apply`;
  }
  const absolute = ABSOLUTE_URL.test(to);
  if (!URL_CHARACTERS.test(to)) return `target "${to}" must be percent-encoded ASCII`;
  if (!absolute && !parseRequestTarget(to.replace(/:[A-Za-z]\w*/g, 'x'))) {
    return `target "${to}" must be a path starting with "/" (no "." or ".." segments) or an http(s) URL`;
  }
  if (absolute && (status === 200 || status === 404)) {
    return `a ${status} rule serves a file of this site, so "${to}" must be a path`;
  }
  try {
    return { pattern: compilePathPattern(from), to, status: status as RedirectStatus, force };
  } catch (error) {
    return (error as Error).message;
  }
}

/**
 * The first rule matching the decoded request path, with its target filled in. A redirect keeps
 * the request's query string unless the target has its own, as both CDNs do.
 */
export function findRedirect(
  rules: readonly RedirectRule[],
  path: string,
  search = '',
): RedirectMatch | null {
  for (const rule of rules) {
    const params = rule.pattern.match(path);
    if (!params) continue;
    const filled = fillPlaceholders(rule.to, params, encodePathValue);
    if (rule.status === 200 || rule.status === 404) {
      const target = parseRequestTarget(collapseSlashes(filled.replace(/#.*$/, '')));
      return { kind: 'rewrite', status: rule.status, path: target?.path ?? null, force: rule.force };
    }
    const location = ABSOLUTE_URL.test(filled) ? filled : collapseSlashes(filled);
    return { kind: 'redirect', status: rule.status, location: withSearch(location, search) };
  }
  return null;
}

/** A captured value starting with "/" must not turn "/:splat" into "//host", an open redirect. */
function collapseSlashes(url: string): string {
  const end = url.search(/[?#]/);
  const cut = end === -1 ? url.length : end;
  return url.slice(0, cut).replace(/\/{2,}/g, '/') + url.slice(cut);
}

function withSearch(location: string, search: string): string {
  if (search === '' || search === '?' || location.includes('?')) return location;
  const hash = location.indexOf('#');
  return hash === -1 ? location + search : location.slice(0, hash) + search + location.slice(hash);
}
