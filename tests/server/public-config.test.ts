/** The CDN files in public/ parse cleanly and say what the site promises. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyHeaderRules, parseHeadersFile } from '../../server/static-files/headers-file.ts';
import { findRedirect, parseRedirectsFile } from '../../server/static-files/redirects-file.ts';

const PUBLIC_DIR = join(import.meta.dirname, '..', '..', 'public');
const read = (name: string) => readFile(join(PUBLIC_DIR, name), 'utf8');

describe('public/_headers', async () => {
  const { rules, errors } = parseHeadersFile(await read('_headers'));
  const headersFor = (path: string) => {
    const headers = new Headers();
    applyHeaderRules(rules, path, headers);
    return Object.fromEntries(headers);
  };

  it.each(['/', '/our-story', '/_astro/app.js', '/robots.txt'])(
    'sends the security headers on %s',
    (path) => {
      expect(headersFor(path)).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
        'permissions-policy': 'camera=(), microphone=(), geolocation=()',
      });
    },
  );

  it('has no rejected lines, marks hashed assets immutable, leaves everything else to the default and sends no Content-Security-Policy yet', () => {
    expect(errors).toEqual([]);
    expect(headersFor('/_astro/app.3f9a1c2b.js')['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(headersFor('/our-story')['cache-control']).toBeUndefined();
    expect(headersFor('/')['content-security-policy']).toBeUndefined();
  });
});

describe('public/_redirects', async () => {
  const { rules, errors } = parseRedirectsFile(await read('_redirects'));

  it('has no rejected lines', () => {
    expect(errors).toEqual([]);
  });

  it.each([
    ['/old-home', { kind: 'redirect', status: 301, location: '/' }],
    ['/story-builder', { kind: 'redirect', status: 301, location: '/storybuilder' }],
    // A page of its own (the agency page under its second name), not a rewrite.
    ['/marketing-services', null],
    // Not forced: a pre-rendered post's own file wins over this rewrite (see handler.ts).
    ['/blog/some-slug', { kind: 'rewrite', status: 200, path: '/blog/index.html', force: false }],
    ['/blog/some-slug/', { kind: 'rewrite', status: 200, path: '/blog/index.html', force: false }],
    // One segment only: deeper paths are not found (/blog/tag/... stays free for tag pages).
    ['/blog/a/b', null],
    ['/blog/tag/faith', null],
    ['/blog', null],
    ['/storybuilder', null],
  ])('%s', (path, expected) => {
    expect(findRedirect(rules, path)).toEqual(expected);
  });
});
