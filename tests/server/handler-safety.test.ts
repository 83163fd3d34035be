/** The static handler refuses to leave the site, and fails clearly when the site is not there. */
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStaticHandler } from '../../server/static-files/handler.ts';
import { createFixtureSite, SECRET } from './fixture-dist.ts';
import { rawRequest, servedFixtureSite, serveSite } from './serve.ts';

describe('paths that try to leave the site', () => {
  const server = servedFixtureSite();

  it.each(
    (
      '/../package.json /../secret.txt /%2e%2e/ /%2e%2e/package.json /%2E%2E/secret.txt /..%2f ' +
      '/..%2fpackage.json /our-story/..%2f..%2fsecret.txt /..\\secret.txt /%5c..%5csecret.txt ' +
      '/index.html%00 /%E0%A4%A'
    ).split(' '),
  )('refuses %s with 400', async (path) => {
    const response = await rawRequest(server.port, path);
    expect(response.status).toBe(400);
    expect(response.body.toString()).not.toContain(SECRET);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/linked-secret.txt', '/linked-dir/secret.txt', '/linked-dir/package.json'])(
    'does not follow the symbolic link %s out of the site',
    async (path) => {
      const response = await rawRequest(server.port, path);
      expect(response.status).toBe(404);
      expect(response.body.toString()).not.toContain(SECRET);
    },
  );
});

describe('a site without 404.html', () => {
  const server = servedFixtureSite({ without: ['404.html'] });

  it('answers an unknown path with a plain-text 404', async () => {
    const response = await fetch(`${server.origin}/no/such/page`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(await response.text()).toBe('Not Found\n');
  });
});

describe('creating the handler', () => {
  it('names the missing directory and says to build', async () => {
    const distDir = join(import.meta.dirname, 'no-such-dist');
    await expect(createStaticHandler({ distDir })).rejects.toThrow(
      `the built site is missing: ${distDir} is not a directory; run \`npm run build\` first`,
    );
  });

  it('treats a file where the directory should be as missing, refuses a _redirects file with lines the CDN would ignore, and works without _headers and _redirects', async () => {
    const site = await createFixtureSite();
    try {
      await expect(createStaticHandler({ distDir: join(site.distDir, 'robots.txt') })).rejects.toThrow(
        /robots\.txt is not a directory.*npm run build/,
      );
      await writeFile(join(site.distDir, '_redirects'), '/ok / 301\n/broken\n');
      await expect(createStaticHandler({ distDir: site.distDir })).rejects.toThrow(
        /_redirects has lines the CDN would ignore: line 2: expected "from to \[status\]"/,
      );
      await rm(join(site.distDir, '_headers'));
      await rm(join(site.distDir, '_redirects'));
      const server = await serveSite(site.distDir);
      const response = await fetch(`${server.origin}/old-home`, { redirect: 'manual' });
      await server.close();
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    } finally {
      await site.remove();
    }
  });
});
