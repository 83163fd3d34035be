/**
 * Serves the built site (dist/) the way the production CDN does, from the same `_headers` and
 * `_redirects` files that Astro copies there from public/: redirects first (first match wins),
 * then the file for the path, then a matching rewrite, then 404.html. The matching `_headers`
 * rules decorate every response, errors and redirects included.
 *
 * Rewrites follow Netlify: a file at the requested path shadows a 200 or 404 rule unless the rule
 * is forced (`200!`), so pre-rendered blog posts are served as files while `/blog/*` still brings
 * unknown slugs to the blog page. (Cloudflare Pages applies every matching rule, file or not.)
 * Redirects always apply, as on both CDNs for sources that have no file, which ours never do.
 * Strict-Transport-Security from `_headers` goes out only on requests that came over HTTPS.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { trustedProxies, type ProxyRange } from '../http/client-ip.ts';
import { chooseEncoding } from './accept-encoding.ts';
import { createAssetCache, type Asset } from './asset-cache.ts';
import { isNotModified } from './conditional.ts';
import type { ParsedConfig } from './config-lines.ts';
import { findSiteFile, openSiteRoot } from './file-resolver.ts';
import { applyHeaderRules, parseHeadersFile } from './headers-file.ts';
import { cameOverHttps, HSTS_HEADER } from './https.ts';
import { findRedirect, parseRedirectsFile } from './redirects-file.ts';
import { sendBody, sendNotModified, sendText } from './reply.ts';
import { parseRequestTarget } from './request-path.ts';

export type StaticHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** The headers of a response with this status: defaults, then `initial`, then `_headers` rules. */
type HeadersFor = (status: number, initial?: Record<string, string>) => Headers;

/** What Netlify and Cloudflare Pages send when no `_headers` rule sets Cache-Control. */
const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const ALLOWED_METHODS = 'GET, HEAD';

/**
 * Reads the site and its CDN configuration once. Throws when distDir is missing (the message says
 * to run `npm run build`) or when `_headers` / `_redirects` have lines the CDN would ignore.
 */
export async function createStaticHandler(options: {
  distDir: string;
  /** Proxies (TRUST_PROXY) whose X-Forwarded-Proto says whether the client used HTTPS. */
  trustedProxies?: readonly ProxyRange[];
}): Promise<StaticHandler> {
  const root = await openSiteRoot(options.distDir);
  const proxies = trustedProxies(options.trustedProxies ?? []);
  const headerRules = await loadConfig(root, '_headers', parseHeadersFile);
  const redirectRules = await loadConfig(root, '_redirects', parseRedirectsFile);
  const assets = createAssetCache();

  async function respond(req: IncomingMessage, res: ServerResponse): Promise<void> {
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
      return sendBody(
        req,
        res,
        redirect.status,
        headersFor(redirect.status, { Location: redirect.location }),
        Buffer.alloc(0),
      );
    }
    const ownFile = await findSiteFile(root, target.path);
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

  return async (req, res) => {
    try {
      await respond(req, res);
    } catch (error) {
      console.error(`static: ${req.method} ${req.url} failed:`, error);
      if (res.headersSent) res.destroy();
      else sendText(req, res, 500, 'Internal Server Error', new Headers({ 'Cache-Control': 'no-store' }));
    }
  };
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

/** A missing file means no rules; a line the parser rejects stops start-up instead of vanishing. */
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
