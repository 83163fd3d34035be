/**
 * Serves the built site (dist/) the way the production CDN does, from the same `_headers` and
 * `_redirects` files that Astro copies there from public/: redirects first (first match wins),
 * then the file for the path, then a matching rewrite, then 404.html. The matching `_headers`
 * rules decorate every response, errors and redirects included.
 *
 * Rewrites follow Netlify: a file at the requested path shadows a 200 or 404 rule unless the rule
 * is forced (`200!`), so pre-rendered blog posts are served as files while `/blog/:slug` still brings
 * unknown slugs to the blog page. (Cloudflare Pages applies every matching rule, file or not.)
 * Redirects always apply, as on both CDNs for sources that have no file, which ours never do.
 * Strict-Transport-Security from `_headers` goes out only on requests that came over HTTPS.
 *
 * The site can be swapped for a newer build while requests are under way (`swap`, used by
 * server/site-builder/, docs/architecture.md#site-rebuilds): each request reads the site it
 * started with.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { remoteAddress, trustedProxies, type ProxyRange, type TrustedProxies } from '../http/client-ip.ts';
import { BARE_SECURITY_HEADERS } from '../http/respond.ts';
import { chooseEncoding } from './accept-encoding.ts';
import { createAssetCache, type Asset } from './asset-cache.ts';
import { isNotModified } from './conditional.ts';
import { findSiteFile } from './file-resolver.ts';
import { applyHeaderRules } from './headers-file.ts';
import { findRedirect } from './redirects-file.ts';
import { parseRequestTarget } from './request-path.ts';
import { loadSiteRoot, type SiteRoot } from './site-root.ts';

export type StaticHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** A static handler whose site can be replaced while it serves (the site builder swaps it). */
export interface SiteHandler extends StaticHandler {
  /**
   * Serves `site` from the next request on; requests already under way finish on the site they
   * started with. The site it replaces stays as the fallback for hashed assets (`/_astro/…`),
   * which pages of the old build still open in a browser load later; the one before that is
   * retired: returned with a promise that resolves once no request reads it any more, after
   * which its files may be removed.
   */
  swap(site: SiteRoot): RetiredSite | undefined;
  /** The site served now; undefined until the first swap (requests get the 503 page meanwhile). */
  current(): SiteRoot | undefined;
}

export interface RetiredSite {
  site: SiteRoot;
  released: Promise<void>;
}

/** The headers of a response with this status: defaults, then `initial`, then `_headers` rules. */
type HeadersFor = (status: number, initial?: Record<string, string>) => Headers;

/** What Netlify and Cloudflare Pages send when no `_headers` rule sets Cache-Control. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const ALLOWED_METHODS = 'GET, HEAD';
/** Astro's content-hashed build output: a name never changes content, so any build may serve it. */
const HASHED_ASSETS = '/_astro/';

/** A site being served, with the requests that read it now. */
interface Served {
  site: SiteRoot;
  readers: number;
  whenIdle: (() => void)[];
}

/**
 * Reads the site and its CDN configuration once. Throws when distDir is missing (the message says
 * to run `npm run build`) or when `_headers` / `_redirects` have lines the CDN would ignore.
 */
export async function createStaticHandler(options: {
  distDir: string;
  /** Proxies (TRUST_PROXY) whose X-Forwarded-Proto says whether the client used HTTPS. */
  trustedProxies?: readonly ProxyRange[];
}): Promise<SiteHandler> {
  const site = await loadSiteRoot(options.distDir);
  const handler = createSiteHandler(options);
  handler.swap(site);
  return handler;
}

/**
 * A handler with no site yet: it answers a short 503 page (with Retry-After) until the first
 * `swap`, then serves the site swapped in last (see SiteHandler).
 */
export function createSiteHandler(options: { trustedProxies?: readonly ProxyRange[] } = {}): SiteHandler {
  const proxies = trustedProxies(options.trustedProxies ?? []);
  const assets = createAssetCache();
  let current: Served | undefined;
  let previous: Served | undefined;

  const enter = (served: Served) => {
    served.readers += 1;
    return served;
  };
  const leave = (served: Served) => {
    served.readers -= 1;
    if (served.readers === 0) for (const resolve of served.whenIdle.splice(0)) resolve();
  };

  async function respond(
    req: IncomingMessage,
    res: ServerResponse,
    served: Served,
    fallback: Served | undefined,
  ): Promise<void> {
    const { headerRules, redirectRules, root } = served.site;
    const target = parseRequestTarget(req.url);
    // Rules match the path as requested, also when a rewrite serves another file.
    const rulesPath = target?.path ?? (req.url ?? '/').split('?')[0] ?? '/';
    const headersFor: HeadersFor = (status, initial = {}) => {
      const headers = new Headers({ 'Cache-Control': DEFAULT_CACHE_CONTROL, ...initial });
      applyHeaderRules(headerRules, rulesPath, headers);
      if (!cameOverHttps(req, proxies)) headers.delete(HSTS_HEADER);
      // A rule's caching describes the file at that URL. An error is not that file: a 404 for a
      // hashed asset that is still deploying must not be kept for a year.
      if (status >= 400) headers.set('Cache-Control', DEFAULT_CACHE_CONTROL);
      return headers;
    };

    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return sendText(req, res, 405, 'Method Not Allowed', headersFor(405, { Allow: ALLOWED_METHODS }));
    }
    if (!target) return sendText(req, res, 400, 'Bad Request', headersFor(400));

    const redirect = findRedirect(redirectRules, target.path, target.search);
    if (redirect?.kind === 'redirect') {
      const headers = headersFor(redirect.status, { Location: redirect.location });
      return sendBody(req, res, redirect.status, headers, Buffer.alloc(0));
    }
    // From the current site, or a hashed asset only the previous build has.
    const fromPrevious = fallback && target.path.startsWith(HASHED_ASSETS) ? fallback.site.root : undefined;
    const ownFile =
      (await findSiteFile(root, target.path)) ??
      (fromPrevious && (await findSiteFile(fromPrevious, target.path)));
    const rewrite = redirect && (redirect.force || !ownFile) ? redirect : null;
    const file = rewrite ? (rewrite.path === null ? null : await findSiteFile(root, rewrite.path)) : ownFile;
    if (file) {
      const status = rewrite?.status ?? 200;
      return serveAsset(req, res, await assets.load(file), status, headersFor);
    }
    const notFoundPage = await findSiteFile(root, '/404.html');
    if (notFoundPage) return serveAsset(req, res, await assets.load(notFoundPage), 404, headersFor);
    return sendText(req, res, 404, 'Not Found', headersFor(404));
  }

  const handler = (async (req, res) => {
    if (!current) return sendSiteNotBuiltYet(req, res);
    // Taken once: a swap during this request leaves it on the files it started with.
    const served = enter(current);
    const fallback = previous && enter(previous);
    try {
      await respond(req, res, served, fallback);
    } catch (error) {
      console.error(`static: ${req.method} ${req.url} failed:`, error);
      if (res.headersSent) res.destroy();
      else sendText(req, res, 500, 'Internal Server Error', new Headers({ 'Cache-Control': 'no-store' }));
    } finally {
      leave(served);
      if (fallback) leave(fallback);
    }
  }) as SiteHandler;

  handler.swap = (site) => {
    const retired = previous;
    previous = current;
    current = { site, readers: 0, whenIdle: [] };
    if (!retired) return undefined;
    const released =
      retired.readers === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => retired.whenIdle.push(resolve));
    // Its files are about to go: their cached bytes go with them.
    void released.then(() => assets.forget(retired.site.root));
    return { site: retired.site, released };
  };
  handler.current = () => current?.site;
  return handler;
}

/**
 * Sends the best representation for the client's Accept-Encoding. Only a 200 carries validators
 * and answers conditionals: a 404 page is not the representation of the requested URL.
 */
function serveAsset(
  req: IncomingMessage,
  res: ServerResponse,
  asset: Asset,
  status: number,
  headersFor: HeadersFor,
): void {
  const coding = chooseEncoding(req.headers['accept-encoding'], asset.encodings);
  const representation = asset.representation(coding);
  const initial: Record<string, string> = { 'Content-Type': asset.contentType };
  if (asset.encodings.length > 0) initial['Vary'] = 'Accept-Encoding';
  if (coding !== 'identity') initial['Content-Encoding'] = coding;
  const validated = status === 200;
  if (validated) {
    initial['ETag'] = representation.etag;
    initial['Last-Modified'] = asset.lastModified.toUTCString();
  }
  const headers = headersFor(status, initial);
  if (validated && isNotModified(req.headers, representation.etag, asset.lastModified)) {
    return sendNotModified(res, headers);
  }
  sendBody(req, res, status, headers, representation.body);
}

/**
 * Whether a request reached us over HTTPS. Strict-Transport-Security is only meaningful there:
 * `_headers` carries it for the CDN, which always serves HTTPS, while the local server also
 * answers plain HTTP (localhost, tests) and must not claim HTTPS it does not have (RFC 6797 8.1).
 */
export const HSTS_HEADER = 'Strict-Transport-Security';

/**
 * A TLS socket of our own, or a trusted proxy (TRUST_PROXY) that says the client used HTTPS. The
 * leftmost X-Forwarded-Proto is the scheme the first proxy saw, the client's. From anyone else the
 * header is the client's own claim and counts for nothing.
 */
export function cameOverHttps(req: IncomingMessage, proxies: TrustedProxies): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted === true) return true;
  if (!proxies.has(remoteAddress(req))) return false;
  const sent = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(sent) ? sent[0] : sent)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/**
 * What the site half answers before `npm start` has its first build (docs/architecture.md#site-rebuilds):
 * a short 503 page with Retry-After, never cached, which reloads itself. The API is served
 * meanwhile; only pages wait.
 */
/** A first build takes seconds to a minute; asking again every few seconds finds it soon after. */
export const BUILDING_RETRY_AFTER_S = 5;

const BUILDING_PAGE = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${BUILDING_RETRY_AFTER_S}">
<title>The site is being built</title>
<h1>The site is being built</h1>
<p>This server has just started and is building its pages from its database. This page reloads by itself in a few seconds.</p>
</html>
`;

export function sendSiteNotBuiltYet(req: IncomingMessage, res: ServerResponse): void {
  const headers = new Headers({
    ...BARE_SECURITY_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': String(BUILDING_RETRY_AFTER_S),
  });
  sendBody(req, res, 503, headers, Buffer.from(BUILDING_PAGE));
}

/** Writing a finished response: one place that knows HEAD has no body and 304 no length. */
export function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Headers,
  body: Buffer,
): void {
  headers.set('Content-Length', String(body.length));
  res.statusCode = status;
  res.setHeaders(headers);
  // HEAD reports the length the GET body would have, without sending it.
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: Headers,
): void {
  headers.set('Content-Type', 'text/plain; charset=utf-8');
  sendBody(req, res, status, headers, Buffer.from(`${text}\n`));
}

export function sendNotModified(res: ServerResponse, headers: Headers): void {
  headers.delete('Content-Type');
  res.statusCode = 304;
  res.setHeaders(headers);
  res.end();
}
