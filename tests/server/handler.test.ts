/** The static handler on a real HTTP server over a fixture site: pages, encodings, caching, rules. */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createFixtureSite, SITE_FILES } from './fixture-dist.ts';
import { rawRequest, servedFixtureSite, serveSite } from './serve.ts';

const BUNDLE_PATH = '/_astro/app.3f9a1c2b.js';
const bundle = Buffer.from(SITE_FILES['_astro/app.3f9a1c2b.js'] as string);
const fileText = (name: string) => String(SITE_FILES[name]);
const REVALIDATE = 'public, max-age=0, must-revalidate';

const server = servedFixtureSite();
const get = (path: string, init?: RequestInit) => fetch(`${server.origin}${path}`, init);

describe('pages', () => {
  it.each([
    ['/', 'index.html'],
    ['/index.html', 'index.html'],
    ['/our-story', 'our-story/index.html'],
    ['/our-story/', 'our-story/index.html'],
    ['/about', 'about.html'],
    ['/about/', 'about.html'],
    ['/blog', 'blog/index.html'],
    // Rewritten by _redirects, under the same URL.
    ['/blog/some-slug', 'blog/index.html'],
    ['/blog/some-slug/', 'blog/index.html'],
    ['/blog/some-slug?preview=1', 'blog/index.html'],
    ['/blog/', 'blog/index.html'],
  ])('%s serves %s', async (path, file) => {
    const response = await get(path, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(REVALIDATE);
    expect(await response.text()).toBe(fileText(file));
  });

  // Hashed assets are immutable; everything else must revalidate.
  it.each([
    ['/robots.txt', 'text/plain; charset=utf-8', REVALIDATE],
    ['/site.webmanifest', 'application/manifest+json; charset=utf-8', REVALIDATE],
    [BUNDLE_PATH, 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
    ['/favicon.ico', 'image/x-icon', REVALIDATE],
    ['/logo.png', 'image/png', REVALIDATE],
  ])('%s is %s, cached %s', async (path, type, cache) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe(cache);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from(SITE_FILES[path.slice(1)] ?? ''));
  });

  it('sends the security headers from _headers on pages, assets, redirects and errors', async () => {
    for (const path of ['/', BUNDLE_PATH, '/nowhere']) {
      const response = await get(path, { redirect: 'manual' });
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
    }
    const redirect = await get('/old-home', { redirect: 'manual' });
    expect(redirect.headers.get('x-frame-options')).toBe('DENY');
  });
});

// Never listed or served; and a post is one segment: anything deeper is no route (docs/product.md#not-found-page).
// A missing hashed asset is not cached as immutable.
it.each([
  ...['/no/such/page', '/_astro/missing.0000.js', '/_astro/', '/_astro', '/_headers', '/_redirects'],
  ...['/blog/a/b', '/blog/a/b/', '/blog/tag/faith', '/blog/pre-rendered-post/extra'],
])('not found: %s is the not-found page with 404', async (path) => {
  const response = await get(path, { redirect: 'manual' });
  expect(response.status).toBe(404);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('etag')).toBeNull();
  expect(response.headers.get('cache-control')).toBe(REVALIDATE);
  expect(await response.text()).toBe(fileText('404.html'));
});

describe('compression', () => {
  // Without an acceptable coding, the file as is.
  it.each<readonly [string | undefined, string | undefined, ((body: Buffer) => Buffer) | undefined]>([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['br;q=0, gzip', 'gzip', gunzipSync],
    ...[undefined, 'identity', 'br;q=0, gzip;q=0', '*;q=0'].map(
      (accept) => [accept, undefined, undefined] as const,
    ),
  ])('Accept-Encoding %j gets %s', async (accept, coding, decompress) => {
    const headers = accept === undefined ? undefined : { 'accept-encoding': accept };
    const response = await rawRequest(server.port, BUNDLE_PATH, { headers });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(coding);
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    if (decompress) expect(response.body.length).toBeLessThan(bundle.length);
    expect(decompress ? decompress(response.body) : response.body).toEqual(bundle);
  });

  it.each(['/', '/logo.png'])('leaves %s uncompressed: too small or not compressible', async (path) => {
    const response = await rawRequest(server.port, path, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['vary']).toBeUndefined();
    expect(response.body).toEqual(Buffer.from(SITE_FILES[path === '/' ? 'index.html' : 'logo.png'] ?? ''));
  });
});

it('caching: sends a strong ETag per representation and Last-Modified, and answers a matching If-None-Match with 304 and no body', async () => {
  const tags = new Map<string, string>();
  for (const accept of ['br', 'gzip', 'identity']) {
    const response = await rawRequest(server.port, BUNDLE_PATH, { headers: { 'accept-encoding': accept } });
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    expect(new Date(response.headers['last-modified'] ?? '').getTime()).not.toBeNaN();
    tags.set(response.headers.etag ?? '', accept);
  }
  expect(tags.size).toBe(3);

  const [etag = ''] = tags.keys();
  const again = await rawRequest(server.port, BUNDLE_PATH, {
    headers: { 'accept-encoding': 'br', 'if-none-match': etag },
  });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
  expect(again.headers.etag).toBe(etag);
  expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');

  const otherCoding = await rawRequest(server.port, BUNDLE_PATH, {
    headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
  });
  expect(otherCoding.status).toBe(200);
});

describe('redirects and rewrites from _redirects', () => {
  it.each([
    ['/old-home', 301, '/'],
    ['/old-home?utm=x', 301, '/?utm=x'],
    ['/story-builder', 301, '/storybuilder'],
  ])('%s redirects with %i to %s', async (path, status, location) => {
    const response = await get(path, { redirect: 'manual' });
    expect(response.status).toBe(status);
    expect(response.headers.get('location')).toBe(location);
    expect(await response.text()).toBe('');
  });

  // Netlify's shadowing: the /blog/:slug rewrite applies only where no file answers the path.
  it.each(['/blog/pre-rendered-post', '/blog/pre-rendered-post/'])(
    '%s is a file, so the rewrite gives way to it',
    async (path) => {
      const response = await get(path, { redirect: 'manual' });
      expect(response.status).toBe(200);
      expect(response.headers.get('etag')).not.toBeNull();
      expect(await response.text()).toBe(fileText('blog/pre-rendered-post/index.html'));
    },
  );

  it('a forced rewrite ("200!") applies even over a file', async () => {
    const forced = await createFixtureSite();
    try {
      await writeFile(join(forced.distDir, '_redirects'), '/blog/:slug /blog/index.html 200!\n');
      const forcedServer = await serveSite(forced.distDir);
      const response = await fetch(`${forcedServer.origin}/blog/pre-rendered-post`);
      const body = await response.text();
      await forcedServer.close();
      expect(response.status).toBe(200);
      expect(body).toBe(fileText('blog/index.html'));
    } finally {
      await forced.remove();
    }
  });
});

describe('methods', () => {
  it('HEAD sends the GET headers without a body', async () => {
    const head = await rawRequest(server.port, BUNDLE_PATH, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    const getResponse = await rawRequest(server.port, BUNDLE_PATH, { headers: { 'accept-encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(String(getResponse.body.length));
    expect(head.headers.etag).toBe(getResponse.headers.etag);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('%s gets 405 with Allow', async (method) => {
    const response = await get('/', { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
