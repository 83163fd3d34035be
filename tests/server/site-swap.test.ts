/**
 * The static half swapping sites under load (server/static-files/handler.ts): no request sees a site
 * removed under it, and there is a 503 page before the first site.
 */
import { rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSiteHandler, type SiteHandler } from '../../server/static-files/handler.ts';
import { loadSiteRoot } from '../../server/static-files/site-root.ts';
import { listenOnFreePort } from '../support/backend.ts';
import { createFixtureSite, type FixtureSite } from './fixture-dist.ts';

const sites: FixtureSite[] = [];
let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  for (const site of sites.splice(0)) await site.remove();
});

/** A fixture site whose home page says `name`. */
async function site(name: string, extra: Record<string, string> = {}) {
  const fixture = await createFixtureSite();
  sites.push(fixture);
  await writeFile(join(fixture.distDir, 'index.html'), `<!doctype html><title>${name}</title>`);
  for (const [path, content] of Object.entries(extra)) await writeFile(join(fixture.distDir, path), content);
  return loadSiteRoot(fixture.distDir);
}

async function serve(handler: SiteHandler, onRequest: () => void = () => {}): Promise<string> {
  server = createServer((req, res) => {
    void handler(req, res);
    onRequest();
  });
  return `http://127.0.0.1:${await listenOnFreePort(server)}`;
}

describe('a site handler', () => {
  it('answers a 503 page with Retry-After before its first site, then serves it', async () => {
    const handler = createSiteHandler();
    const origin = await serve(handler);
    const waiting = await fetch(`${origin}/`);
    expect(waiting.status).toBe(503);
    expect(waiting.headers.get('retry-after')).toBe('5');
    expect(waiting.headers.get('cache-control')).toBe('no-store');
    expect(waiting.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(waiting.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await waiting.text()).toContain('<meta http-equiv="refresh" content="5">');
    const head = await fetch(`${origin}/`, { method: 'HEAD' });
    expect(head.status).toBe(503);

    handler.swap(await site('First build'));
    expect(await (await fetch(`${origin}/`)).text()).toContain('<title>First build</title>');
  });

  it('finishes a request on the site it started with, though that site is retired and removed meanwhile', async () => {
    const handler = createSiteHandler();
    const [old, older] = [await site('Old'), await site('Older')];
    handler.swap(older);
    handler.swap(old);
    const [newer, newest] = [await site('Newer'), await site('Newest')];
    let removed: Promise<void> | undefined;
    const origin = await serve(handler, () => {
      if (removed) return;
      // The request has taken its site; two swaps now retire it, and it is removed once released.
      handler.swap(newer);
      const retired = handler.swap(newest);
      expect(retired?.site).toBe(old);
      removed = retired?.released.then(() => rm(old.dir, { recursive: true, force: true }));
    });

    const response = await fetch(`${origin}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<!doctype html><title>Old</title>');
    await removed;
    expect(await (await fetch(`${origin}/`)).text()).toBe('<!doctype html><title>Newest</title>');
  });

  it('serves a hashed asset only the previous build has, but no other file of it; a third build releases the previous one at once when nothing reads it', async () => {
    const handler = createSiteHandler();
    handler.swap(await site('Previous'));
    const current = await site('Current');
    await rm(join(current.dir, '_astro', 'app.3f9a1c2b.js'));
    await rm(join(current.dir, 'about.html'));
    handler.swap(current);
    const origin = await serve(handler);

    const asset = await fetch(`${origin}/_astro/app.3f9a1c2b.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${origin}/about`)).status).toBe(404);

    const retired = handler.swap(await site('Next'));
    await expect(retired?.released).resolves.toBeUndefined();
    expect(retired?.site.dir).toBe(sites[0]?.distDir);
    expect(handler.current()?.dir).toBe(sites[2]?.distDir);
  });
});
