/** The build-time fetch: which backend it asks; no failure fails the build unless the source is required (`npm start`). */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSourceFrom, fetchBuildPosts, type BuildSource } from '../../../../src/lib/blog/posts.ts';
import { LOCAL_PUBLISHABLE_KEY as LOCAL_KEY } from '../../../../src/lib/db/supabase-config.ts';
import { listenOnFreePort } from '../../../support/backend.ts';
import { NEWER_POST, OLDER_POST } from './fixtures.ts';

const [REF, LOCAL] = ['https://ref.supabase.co', 'http://127.0.0.1:4321'];
const src = (url: string, publishableKey: string, required?: true) => ({ url, publishableKey, required });
it.each([
  ['no URL', {}, null],
  ['a blank URL', { PUBLIC_SUPABASE_URL: '  ' }, null],
  ['a project', { PUBLIC_SUPABASE_URL: `${REF}/`, PUBLIC_SUPABASE_PUBLISHABLE_KEY: 'k' }, src(REF, 'k')],
  ['an anon key', { PUBLIC_SUPABASE_URL: REF, PUBLIC_SUPABASE_ANON_KEY: 'anon' }, src(REF, 'anon')],
  ['the local server first', { BLOG_SOURCE_URL: LOCAL, PUBLIC_SUPABASE_URL: REF }, src(LOCAL, LOCAL_KEY)],
  ['required', { BLOG_SOURCE_URL: LOCAL, BLOG_SOURCE_REQUIRED: 'true' }, src(LOCAL, LOCAL_KEY, true)],
])('buildSourceFrom: %s: %j → %j', (_name, env, source) => {
  expect(buildSourceFrom(env)).toEqual(source);
});

describe('fetchBuildPosts', () => {
  const KEY = 'sb_publishable_test';
  /** Collects warnings, for `fetchBuildPosts`'s `warn`. */
  const warnings: string[] = [];
  const warn = (line: string) => void warnings.push(line);
  let server: Server | undefined;

  afterEach(async () => {
    warnings.length = 0;
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = undefined;
  });

  async function backend(answer: (req: IncomingMessage) => { status: number; body: unknown } | null) {
    server = createServer((req, res) => {
      const reply = answer(req);
      if (!reply) return; // never answers
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
    return {
      url: `http://127.0.0.1:${await listenOnFreePort(server)}`,
      publishableKey: KEY,
    } satisfies BuildSource;
  }

  /** A port that was free a moment ago and has nothing listening now. */
  async function closedPort(): Promise<BuildSource> {
    const probe = createServer();
    const port = await listenOnFreePort(probe);
    await new Promise((resolve) => probe.close(resolve));
    return { url: `http://127.0.0.1:${port}`, publishableKey: KEY };
  }

  it('asks for the published posts, newest first, with the publishable key', async () => {
    let request: IncomingMessage | undefined;
    const source = await backend((req) => {
      request = req;
      return { status: 200, body: [NEWER_POST, OLDER_POST] };
    });
    const posts = await fetchBuildPosts(source, { warn });

    expect(posts).toEqual([NEWER_POST, OLDER_POST]);
    expect(warnings).toEqual([]);
    const url = new URL(request?.url ?? '', source.url);
    expect(url.pathname).toBe('/rest/v1/blog_posts');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      published: 'eq.true',
      order: 'created_at.desc,id.desc',
      select: 'title,slug,excerpt,content,format,tags,cover_image,cover_alt,created_at,updated_at',
    });
    expect(request?.headers).toMatchObject({ apikey: KEY, authorization: `Bearer ${KEY}` });
  });

  it('reads every post page by page, halving a page the API finds too large', async () => {
    const all = Array.from({ length: 120 }, (_, index) => ({ ...OLDER_POST, slug: `post-${index}` }));
    const asked: string[] = [];
    const source = await backend((req) => {
      const params = new URL(req.url ?? '', 'http://x').searchParams;
      const limit = Number(params.get('limit'));
      const offset = Number(params.get('offset'));
      asked.push(`${offset}+${limit}`);
      // As server/rest/limits.ts answers an answer over its size limit.
      if (limit > 25) return { status: 400, body: { code: '54000', message: 'too large' } };
      return { status: 200, body: all.slice(offset, offset + limit) };
    });
    const posts = await fetchBuildPosts(source, { warn: () => {} });

    expect(posts.map((post) => post.slug)).toEqual(all.map((post) => post.slug));
    expect(asked).toEqual(['0+50', '0+25', '25+25', '50+25', '75+25', '100+25']);
  });

  it('gives no posts and one warning line when nothing listens on the port; fails the build instead, with the same reason, when the source is required', async () => {
    const source = await closedPort();
    expect(await fetchBuildPosts(source, { warn })).toEqual([]);
    const oneLine = /^blog: no posts pre-rendered: http:\/\/127\.0\.0\.1:\d+ could not be read[^\n]*$/;
    expect(warnings).toEqual([expect.stringMatching(oneLine)]);

    warnings.length = 0;
    await expect(fetchBuildPosts({ ...source, required: true }, { warn })).rejects.toThrow(
      /^blog: the posts are required and http:\/\/127\.0\.0\.1:\d+ could not be read \(fetch failed/,
    );
    expect(warnings).toEqual([]);
  });

  it('asks a required source again after a moment’s 5xx or silence, gives up after the last wait, and does not ask again what another try would refuse the same way (a 4xx)', async () => {
    let asked = 0;
    const answers: ({ status: number; body: unknown } | null)[] = [
      { status: 503, body: {} },
      null,
      { status: 200, body: [NEWER_POST] },
    ];
    const source = { ...(await backend(() => answers[asked++] ?? null)), required: true };
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    const posts = await fetchBuildPosts(source, { timeoutMs: 200, sleep, retryDelaysMs: [10, 30] });
    expect(posts).toEqual([NEWER_POST]);
    expect(waits).toEqual([10, 30]);

    asked = 0;
    answers.fill({ status: 500, body: {} });
    await expect(fetchBuildPosts(source, { sleep, retryDelaysMs: [10, 30] })).rejects.toThrow(
      /\(HTTP 500\)$/,
    );
    expect(asked).toBe(3);

    asked = 0;
    answers.fill({ status: 401, body: { message: 'Invalid API key' } });
    await expect(fetchBuildPosts(source, { sleep, retryDelaysMs: [10, 30] })).rejects.toThrow(
      /\(HTTP 401\)$/,
    );
    expect(asked).toBe(1);
  });

  it.each([
    ['HTTP 500', { status: 500, body: { message: 'boom' } }],
    ['not a list of posts', { status: 200, body: { not: 'a list' } }],
    // Never answers: the fetch stops waiting after its timeout.
    ['no answer within 200 ms', null],
  ])('gives no posts and one warning (%s) when the backend answers %j', async (reason, reply) => {
    const source = await backend(() => reply);
    const started = performance.now();
    expect(await fetchBuildPosts(source, { timeoutMs: 200, warn })).toEqual([]);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(warnings).toEqual([expect.stringContaining(reason)]);
  });

  it('drops rows that could not make a safe page', async () => {
    const unsafe = [
      { slug: '../../etc' },
      { slug: 'no-date', created_at: 'soon' },
      { slug: 'no-title', title: null },
    ];
    const body = [NEWER_POST, ...unsafe.map((change) => ({ ...OLDER_POST, ...change })), null];
    const source = await backend(() => ({ status: 200, body }));
    expect(await fetchBuildPosts(source, { warn: () => undefined })).toEqual([NEWER_POST]);
  });
});
