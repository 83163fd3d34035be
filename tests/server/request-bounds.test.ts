/**
 * No request costs more than its size suggests (docs/product.md#request-bounds-of-the-rest-api): each
 * refusal is a 400 in PostgREST's shape, never a 500.
 */
import { createServer, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeStalledSockets } from '../../server/http/connection-limits.ts';
import {
  MAX_JSON_DEPTH,
  MAX_LOGIC_DEPTH,
  MAX_ROWS,
  MAX_SELECT_COLUMNS,
  MAX_SELECT_ITEMS,
} from '../../server/rest/limits.ts';
import { forEachFile, listenOnFreePort, startTestBackend, type TestBackend } from '../support/backend.ts';

const backend = forEachFile(startTestBackend);

beforeAll(async () => {
  await backend.db.query(
    `insert into blog_posts (title, slug, content, published)
     select 'Post ' || n, 'bulk-' || n, 'text', true from generate_series(1, ${MAX_ROWS + 20}) n`,
  );
});

const anon = () => ({ apikey: backend.keys.publishableKey });
const CONTROL = 'Names may not contain control characters';
const get = (path: string) => fetch(`${backend.url}/rest/v1${path}`, { headers: anon() });

describe('the REST API bounds each request', () => {
  const nested = (depth: number) => `${'and('.repeat(depth)}slug.eq.a${')'.repeat(depth)}`;
  it.each([
    [
      'a select list longer than the limit (the alias flood)',
      `/blog_posts?select=${Array.from({ length: 1_350 }, () => 'content').join(',')}`,
      `A select list may name at most ${MAX_SELECT_ITEMS} columns (this one names 1350)`,
    ],
    [
      'a logic tree nested deeper than the limit',
      `/blog_posts?or=(${nested(2_000)})`,
      `Logic trees may nest at most ${MAX_LOGIC_DEPTH} levels`,
    ],
    ['a control character in a name', '/blog_posts?select=%22a%00b%22:slug', CONTROL],
    ['a control character in an order', '/blog_posts?select=slug&order=%22sl%01ug%22', CONTROL],
  ])('refuses %s with a 400 PGRST100, never a 5xx', async (_, path, details) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST100', details });
  });

  it('answers a logic tree at the nesting limit', async () => {
    expect((await get(`/blog_posts?select=slug&or=(${nested(MAX_LOGIC_DEPTH - 1)})`)).status).toBe(200);
  });

  it(`answers at most ${MAX_ROWS} rows, and says where the page ends`, async () => {
    const response = await fetch(`${backend.url}/rest/v1/blog_posts?select=slug`, {
      headers: { ...anon(), Prefer: 'count=exact' },
    });
    expect(response.status).toBe(206);
    expect(((await response.json()) as unknown[]).length).toBe(MAX_ROWS);
    expect(response.headers.get('content-range')).toMatch(new RegExp(`^0-${MAX_ROWS - 1}/\\d+$`));
    const beyond = await get(`/blog_posts?select=slug&limit=5000`);
    expect(((await beyond.json()) as unknown[]).length).toBe(MAX_ROWS);
  });

  it('refuses a JSON body nested deeper than the limit with a 400 PGRST102', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const response = await fetch(`${backend.url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { ...anon(), 'Content-Type': 'application/json' },
      body: `{"name":"A","email":"a@example.org","message":${deep}}`,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'PGRST102',
      message: `JSON nested deeper than ${MAX_JSON_DEPTH} levels`,
    });
  });

  it('does not echo a long query back in Content-Location', async () => {
    const long = `/blog_posts?select=slug&slug=in.(${Array.from({ length: 2_000 }, (_, i) => `s${i}`).join(',')})`;
    const response = await get(long);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-location')).toBeNull();
    const short = await get('/blog_posts?select=slug&limit=1');
    expect(short.headers.get('content-location')).toBe('/blog_posts?limit=1&select=slug');
  });
});

describe('an answer’s size is bounded before it is built', () => {
  /** A cap small enough for a few posts to pass it, as MAX_ANSWER_BYTES is for real ones. */
  const CAP = 1_048_576;
  const LONG = 'Ministry news. '.repeat(6_600);
  let small: TestBackend;

  beforeAll(async () => {
    small = await startTestBackend({ rest: { maxAnswerBytes: CAP } });
    await small.db.query(
      `insert into blog_posts (title, slug, content, published)
       select 'Long ' || n, 'long-' || n, $1, n <= 10 from generate_series(1, 40) n`,
      [LONG],
    );
  });

  afterAll(async () => {
    await small.close();
  });

  const read = (path: string) =>
    fetch(`${small.url}/rest/v1${path}`, { headers: { apikey: small.keys.publishableKey } });

  it('counts each * as every column of the table, and refuses fifty of them before reading a row', async () => {
    const columns = (
      await small.db.query(
        "select count(*)::int as n from information_schema.columns where table_name = 'blog_posts'",
      )
    ).rows[0] as { n: number };
    const response = await read(`/blog_posts?select=${Array.from({ length: 50 }, () => '*').join(',')}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'PGRST100',
      details: `A select list may return at most ${MAX_SELECT_COLUMNS} columns, counting each * as the table's ${columns.n} (this one returns ${50 * columns.n})`,
    });
  });

  it('refuses an answer that can only be too large, from the stored sizes, in PostgREST’s shape', async () => {
    // Three copies of ten published posts of 99,000 characters: at least 2.9 MB, over the 1 MB cap.
    const response = await read('/blog_posts?select=*,*,*&published=eq.true');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: '54000',
      details: null,
      hint: 'Select fewer columns, or fewer rows with limit and offset',
      message: expect.stringMatching(/^The answer would be at least 2\.9 MB, over the limit of 1 MB$/),
    });
  });

  it('never refuses an answer that fits: the size read first is never more than the real one', async () => {
    // Ten posts of 99,000 characters, the content twice: 1.98 MB over two pages of five.
    const response = await read(
      '/blog_posts?select=title,content,again:content&slug=like.long-*&published=eq.true&limit=5',
    );
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(Buffer.byteLength(body)).toBeGreaterThan(0.9 * CAP);
    expect(Buffer.byteLength(body)).toBeLessThan(CAP);
  });

  it('counts only the rows the caller may see: thirty long drafts weigh nothing for a visitor', async () => {
    // The ten published ones come to about 1.0 MB, under the cap; all forty would be 4 MB.
    const response = await read('/blog_posts?select=slug,content&slug=like.long-*');
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBe(10);
  });
});

it('a client that never reads its answer: loses its socket once it has been stalled for the limit', async () => {
  const big = 'x'.repeat(32 * 1024 * 1024);
  const server = createServer((_req, res) => res.end(big));
  closeStalledSockets(server, 200);
  const port = await listenOnFreePort(server);
  // The server's side of the connection is what holds the answer in memory.
  const closed = new Promise<boolean>((resolve) => {
    server.once('connection', (socket) => socket.once('close', () => resolve(true)));
  });
  const req = request({ port, host: '127.0.0.1', path: '/' }, (res) => res.pause());
  req.once('error', () => {});
  req.end();
  expect(await closed).toBe(true);
  req.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}, 30_000);
