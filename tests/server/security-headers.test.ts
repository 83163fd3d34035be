/**
 * The local server sends the security headers of the built _headers file: the build's CSP on every
 * response, X-Robots-Tag on the admin, and Strict-Transport-Security only on requests that came
 * over HTTPS (a TLS terminator we trust saying so), never on plain HTTP.
 */
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeSecurityHeaders } from '../../integrations/security-headers.ts';
import { parseProxyList } from '../../server/http/client-ip.ts';
import { createStaticHandler } from '../../server/static-files/handler.ts';
import { listenOnFreePort } from '../support/backend.ts';
import { createFixtureSite, type FixtureSite } from './fixture-dist.ts';
import { rawRequest } from './serve.ts';

const MODE_SCRIPT = 'document.body.classList.add("faith-mode")';
const HSTS = 'max-age=31536000; includeSubDomains';

let site: FixtureSite;
let csp: string;
const servers: { port: number; close(): void }[] = [];

/** The static handler on 127.0.0.1, trusting the listed proxies (TRUST_PROXY) or none. */
async function serve(trustProxy: string): Promise<number> {
  const handler = await createStaticHandler({
    distDir: site.distDir,
    trustedProxies: parseProxyList(trustProxy),
  });
  const server = createServer((req, res) => void handler(req, res));
  const port = await listenOnFreePort(server);
  servers.push({ port, close: () => server.close() });
  return port;
}

let direct: number;
let behindProxy: number;

beforeAll(async () => {
  site = await createFixtureSite();
  await writeFile(join(site.distDir, 'mode.html'), `<!doctype html><script>${MODE_SCRIPT}</script>`);
  csp = await writeSecurityHeaders(site.distDir, 'https://abc.supabase.co');
  direct = await serve('');
  behindProxy = await serve('loopback');
});

afterAll(async () => {
  for (const server of servers) server.close();
  await site.remove();
});

it.each(['/', '/mode', '/_astro/app.3f9a1c2b.js', '/old-home', '/no/such/page'])(
  '%s carries the policy the build wrote, and over plain HTTP no Strict-Transport-Security',
  async (path) => {
    const response = await rawRequest(direct, path);
    expect(response.headers['content-security-policy']).toBe(csp);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  },
);

it.each([
  ['not sent when a client that is no trusted proxy claims HTTPS', () => direct, 'https', undefined],
  ['sent when a trusted proxy forwards an HTTPS request', () => behindProxy, 'https', HSTS],
  ['not sent when a trusted proxy forwards plain HTTP', () => behindProxy, 'http', undefined],
])('Strict-Transport-Security: is %s', async (_case, port, proto, expected) => {
  const response = await rawRequest(port(), '/', { headers: { 'X-Forwarded-Proto': proto } });
  expect(response.headers['strict-transport-security']).toBe(expected);
});

it.each([
  ['/admin', 'noindex, nofollow'],
  ['/admin/', 'noindex, nofollow'],
  ['/admin/index.html', 'noindex, nofollow'],
  // A public page stays indexable.
  ['/our-story', undefined],
])('admin: %s has X-Robots-Tag %s', async (path, tag) => {
  expect((await rawRequest(direct, path)).headers['x-robots-tag']).toBe(tag);
});
