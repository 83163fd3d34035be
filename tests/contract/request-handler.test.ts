/**
 * The request handler's own duties: routing to the static site, one log line per request, a 500
 * (never a crash) for an unexpected exception, and knowing when requests in flight are done.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createRequestHandler, type RequestHandler } from '../../server/app.ts';
import type { Connections } from '../../server/db/connections.ts';
import { generateKeys } from '../../server/keys.ts';
import { listenOnFreePort } from '../support/backend.ts';

/** A database that fails every call the way a bug would: with a plain Error. */
const boom = async () => {
  throw new Error('boom');
};
const broken = { kind: 'pglite', query: boom, exec: boom, transaction: boom, close: async () => {} };
/** Every login of it is broken. */
const brokenDatabase = {
  kind: 'pglite',
  ownerRole: 'schema_owner',
  owner: broken,
  api: broken,
  auth: broken,
  close: async () => {},
} as unknown as Connections;

const keys = generateKeys('http://127.0.0.1');
let stop: (() => Promise<void>) | undefined;

afterEach(async () => {
  await stop?.();
  stop = undefined;
});

async function serve(handler: RequestHandler): Promise<string> {
  const server = createServer(handler);
  const port = await listenOnFreePort(server);
  stop = () => new Promise((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('createRequestHandler', () => {
  it("turns an unexpected exception into a 500 in the client family's format, and logs it", async () => {
    const logs: string[] = [];
    const url = await serve(
      createRequestHandler({ db: brokenDatabase, keys }, { log: (line) => logs.push(line) }),
    );
    const headers = { apikey: keys.publishableKey };

    const rest = await fetch(`${url}/rest/v1/blog_posts?select=*&slug=eq.secret`, { headers });
    const auth = await fetch(`${url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.co', password: 'password' }),
    });

    expect(rest.status).toBe(500);
    expect(await rest.json()).toEqual({
      code: 'PGRSTX00',
      details: null,
      hint: null,
      message: 'Internal server error',
    });
    expect(auth.status).toBe(500);
    expect(auth.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await auth.json()).toMatchObject({ code: 'unexpected_failure' });
    expect(logs).toContainEqual(expect.stringMatching(/^GET \/rest\/v1\/blog_posts 500 \d+ms$/));
    expect(logs.some((line) => line.startsWith('error: GET /rest/v1/blog_posts: Error: boom'))).toBe(true);
    expect(logs.join('\n')).not.toContain('secret');
  });

  it('sends everything outside /auth/v1 and /rest/v1 to serveStatic, or 404 JSON without one', async () => {
    const seen: string[] = [];
    const serveStatic = async (req: IncomingMessage, res: ServerResponse) => {
      seen.push(req.url ?? '');
      res.end('site');
    };
    const withSite = await serve(createRequestHandler({ db: brokenDatabase, keys }, { serveStatic }));
    expect(await (await fetch(`${withSite}/blog/?x=1`)).text()).toBe('site');
    expect(await (await fetch(`${withSite}/rest/v1x`)).text()).toBe('site');
    expect(seen).toEqual(['/blog/?x=1', '/rest/v1x']);
    await stop?.();

    const bare = await serve(createRequestHandler({ db: brokenDatabase, keys }));
    const response = await fetch(`${bare}/index.html`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not Found' });
  });

  it('reports requests in flight and resolves idle() when they finish', async () => {
    let release: () => void = () => {};
    const serveStatic = (_req: IncomingMessage, res: ServerResponse) =>
      new Promise<void>((resolve) => {
        release = () => {
          res.end('done');
          resolve();
        };
      });
    const handler = createRequestHandler({ db: brokenDatabase, keys }, { serveStatic });
    const url = await serve(handler);

    const pending = fetch(`${url}/slow`);
    await expect.poll(() => handler.inFlight()).toBe(1);
    let idle = false;
    const idlePromise = handler.idle().then(() => (idle = true));
    expect(idle).toBe(false);
    release();
    await (await pending).text();
    await idlePromise;
    expect(handler.inFlight()).toBe(0);
  });
});
