/** PostgREST's read protocol as supabase-js relies on it: counts, ranges and filters. */
import { describe, expect, it } from 'vitest';
import { answer, forEachFile, publicClient, rawRequest } from '../support/backend.ts';
import { startContractBackend } from '../support/contract-target.ts';

const backend = forEachFile(startContractBackend);

const raw = (path: string, init?: RequestInit & { headers?: Record<string, string> }) =>
  rawRequest(backend, path, init);

describe('count and range', () => {
  it('count=exact with a range answers 206 and the total, with Content-Range, Content-Location and Preference-Applied as PostgREST sends them; without a count the total is *', async () => {
    const result = await publicClient(backend)
      .from('blog_posts')
      .select('slug', { count: 'exact' })
      .order('created_at', { ascending: true })
      .range(1, 2);

    expect(result).toEqual(
      answer(
        206,
        [
          { slug: 'getting-grant-ready-before-the-deadline-appears' },
          { slug: 'donor-communication-that-builds-trust-all-year' },
        ],
        4,
      ),
    );
    const response = await raw('/rest/v1/blog_posts?select=slug&order=created_at.asc&offset=1&limit=2', {
      headers: { Prefer: 'count=exact' },
    });

    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('1-2/4');
    expect(response.headers.get('content-location')).toBe(
      '/blog_posts?limit=2&offset=1&order=created_at.asc&select=slug',
    );
    expect(response.headers.get('preference-applied')).toBe('count=exact');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const uncounted = await raw('/rest/v1/blog_posts?select=slug&limit=2');
    expect(uncounted.status).toBe(200);
    expect(uncounted.headers.get('content-range')).toBe('0-1/*');
  });

  it('an empty result is */0 with a count; head: true answers the count without rows', async () => {
    const visitor = publicClient(backend);
    const empty = await visitor.from('blog_posts').select('*', { count: 'exact' }).eq('slug', 'none');
    const head = await visitor.from('blog_posts').select('*', { count: 'exact', head: true });

    expect(empty).toEqual(answer(200, [], 0));
    expect(head).toMatchObject({ data: null, error: null, count: 4, status: 200 });
  });

  it('an offset past the end is 416 PGRST103', async () => {
    const result = await publicClient(backend)
      .from('blog_posts')
      .select('slug', { count: 'exact' })
      .range(10, 12);

    expect(result).toMatchObject({
      data: null,
      error: {
        code: 'PGRST103',
        message: 'Requested range not satisfiable',
        details: 'An offset of 10 was requested, but there are only 4 rows.',
      },
      status: 416,
    });
  });
});

describe('filters', () => {
  const slugs = async (
    build: (query: ReturnType<ReturnType<typeof publicClient>['from']>) => PromiseLike<{ data: unknown }>,
  ) => {
    const { data } = await build(publicClient(backend).from('blog_posts'));
    return (data as { slug: string }[]).map((row) => row.slug).sort();
  };

  it('in, ilike with *, neq, gt/lt, is and or behave as in PostgREST', async () => {
    expect(
      await slugs((q) => q.select('slug').in('slug', ['one-calendar-for-events-teams-and-budgets', 'nope'])),
    ).toEqual(['one-calendar-for-events-teams-and-budgets']);
    expect(await slugs((q) => q.select('slug').ilike('title', '%GRANT%'))).toEqual([
      'getting-grant-ready-before-the-deadline-appears',
    ]);
    expect(await slugs((q) => q.select('slug').like('slug', 'donor*'))).toEqual([
      'donor-communication-that-builds-trust-all-year',
    ]);
    expect(
      await slugs((q) => q.select('slug').gt('created_at', '2026-06-01').lt('created_at', '2026-09-01')),
    ).toEqual(['donor-communication-that-builds-trust-all-year']);
    expect(
      await slugs((q) =>
        q.select('slug').is('author_id', null).neq('slug', 'one-calendar-for-events-teams-and-budgets'),
      ),
    ).toHaveLength(3);
    expect(
      await slugs((q) =>
        q.select('slug').or('slug.eq.volunteer-scheduling-without-the-spreadsheet-chaos,title.ilike.*donor*'),
      ),
    ).toEqual([
      'donor-communication-that-builds-trust-all-year',
      'volunteer-scheduling-without-the-spreadsheet-chaos',
    ]);
    expect(
      await slugs((q) => q.select('slug').not('slug', 'in', '("one-calendar-for-events-teams-and-budgets")')),
    ).toHaveLength(3);
  });

  it("a value of the wrong type is Postgres's 22P02, not a server error", async () => {
    const result = await publicClient(backend).from('blog_posts').select('*').eq('id', 'not-a-uuid');

    expect(result).toMatchObject({
      data: null,
      error: { code: '22P02', message: 'invalid input syntax for type uuid: "not-a-uuid"' },
      status: 400,
    });
  });
});
