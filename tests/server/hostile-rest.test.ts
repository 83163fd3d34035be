/**
 * Hostile input against /rest/v1, as the most powerful caller (the secret key: service_role, no
 * RLS), so that an injection that worked would show. Every case gets PostgREST's status and
 * error code, none a 500, and the database is the same afterwards.
 * Covered elsewhere: unfiltered PATCH/DELETE, invalid JSON, unknown tables and columns, tables
 * outside public and embedded resources (tests/contract/rest-writes.test.ts); bad tokens and keys
 * (tests/contract/keys-and-tokens.test.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { forEachFile, startTestBackend } from '../support/backend.ts';
import { snapshotDatabase, type DatabaseSnapshot } from './hostile-snapshot.ts';

const backend = forEachFile(startTestBackend);
let before: DatabaseSnapshot;

beforeAll(async () => {
  before = await snapshotDatabase(backend.db);
});

interface HostileCase {
  /** What the attacker tries. */
  name: string;
  method: string;
  /** Below /rest/v1, sent exactly as written. */
  path: string;
  status: number;
  code: string;
  headers?: Record<string, string>;
  body?: string;
  message?: string;
  /** A 200 that may answer rows; any other 200 must answer none (a value that is only data matches nothing). */
  anyRows?: true;
}

const JSON_TYPE = { 'Content-Type': 'application/json' };
const CONTACT = JSON.stringify({ name: 'A', email: 'a@example.org', message: 'hello' });
const FORM = 'name=a&email=a%40example.org&message=m';
type Extra = Pick<HostileCase, 'headers' | 'body' | 'message' | 'anyRows'>;
/** A case from `request` ("METHOD /path", GET when only a path); a body goes as JSON unless `headers` say otherwise. */
function hostile(name: string, request: string, status: number, code = '', extra: Extra = {}): HostileCase {
  const [method, path] = request.startsWith('/') ? ['GET', request] : request.split(' ', 2);
  const headers = extra.body !== undefined ? JSON_TYPE : undefined;
  return { name, method: method ?? 'GET', path: path ?? '', status, code, headers, ...extra };
}
/** A JSON body POSTed to /rest/v1/contact_messages. */
const post = (name: string, body: string, status: number, code: string, message?: string) =>
  hostile(name, 'POST /contact_messages', status, code, { body, ...(message !== undefined && { message }) });
/** A body of `type`, refused naming the media type without its parameters. */
const badType = (name: string, request: string, type: string, body: string) =>
  hostile(name, request, 400, 'PGRST102', {
    headers: { 'Content-Type': type },
    body,
    message: `Content-Type not acceptable: ${type.split(';')[0]}`,
  });
const DROP = 'drop%20table%20blog_posts';

const injections: HostileCase[] = [
  hostile('eq with a quote', "/blog_posts?slug=eq.x'%20or%20'1'='1", 200),
  hostile(
    'neq with a statement',
    '/blog_posts?select=slug&slug=neq.x;delete%20from%20blog_posts&limit=0',
    200,
  ),
  hostile('gt with a subquery', '/blog_posts?created_at=gt.(select%20now())', 400, '22007', {
    message: 'invalid input syntax for type timestamp with time zone: "(select now())"',
  }),
  hostile('lt on a uuid column', `/blog_posts?id=lt.1';${DROP};--`, 400, '22P02'),
  hostile('like with a quote', "/blog_posts?slug=like.*'%20or%201=1--", 200),
  hostile('ilike with a quote', "/blog_posts?title=ilike.%25')%20or%20('a'='a", 200),
  hostile('match with a broken pattern', '/blog_posts?slug=match.(', 400, '2201B'),
  hostile('imatch with a statement', "/blog_posts?slug=imatch.x';select%20pg_sleep(5);--", 200),
  hostile('is with a statement', `/blog_posts?published=is.true;${DROP}`, 400, 'PGRST100'),
  hostile('in with a closing parenthesis', `/blog_posts?slug=in.(a,b'));${DROP};--)`, 200),
  hostile('in without parentheses', '/blog_posts?slug=in.a;drop', 400, 'PGRST100'),
  hostile('not with a statement', `/blog_posts?slug=not.eq.x';${DROP};--&limit=0`, 200),
  hostile('an unknown operator', '/blog_posts?slug=sql.drop%20table%20blog_posts', 400, 'PGRST100', {
    message: 'failed to parse filter (sql.drop table blog_posts)',
  }),
  hostile('SQL as the column name', `/blog_posts?slug;${DROP}=eq.1`, 400, '42703', {
    message: 'column blog_posts.slug;drop table blog_posts does not exist',
  }),
  hostile('a quoted column name', '/blog_posts?%22slug%22%22=eq.1', 400, '42703'),
  hostile('a column of another table', '/blog_posts?auth.users.email=eq.x', 400, '42703'),
  hostile('or with a statement', `/blog_posts?or=(slug.eq.a,title.eq.b'));${DROP};--)`, 400, 'PGRST100'),
  hostile('or with a quoted statement', `/blog_posts?or=(slug.eq.a,title.eq.%22b%27));${DROP};--%22)`, 200),
  hostile('or with trailing SQL', '/blog_posts?or=(slug.eq.a)or(1=1)', 400, 'PGRST100'),
  hostile('or naming an unknown column', '/blog_posts?or=(password.eq.a,slug.eq.b)', 400, '42703'),
  hostile(
    'nested and with a statement',
    "/blog_posts?not.and=(slug.eq.a,or(title.eq.';drop%20table%20x;--,slug.is.null))&limit=0",
    200,
  ),
  hostile('order by SQL', `/blog_posts?order=slug;${DROP}`, 400, '42703'),
  hostile('order by a subquery', '/blog_posts?order=(select%201)', 400, '42703'),
  hostile('order with a statement as direction', '/blog_posts?order=slug.desc;select%201', 400, 'PGRST100'),
  hostile('order with an extra modifier', '/blog_posts?order=slug.asc.nullsfirst.limit', 400, 'PGRST100'),
  hostile(
    'select a subquery',
    '/blog_posts?select=slug,(select%20encrypted_password%20from%20auth.users)',
    400,
    'PGRST100',
  ),
  hostile('select a function call', '/blog_posts?select=pg_sleep(5)', 400, 'PGRST100'),
  hostile('select with a cast', '/blog_posts?select=slug::text', 400, 'PGRST100'),
  hostile(
    'select a quoted column with SQL',
    '/blog_posts?select=%22slug%22%22%20from%20auth.users--%22',
    400,
    '42703',
  ),
  hostile('select a column of another schema', '/blog_posts?select=auth.users.email', 400, '42703'),
  hostile(
    'select with SQL as the alias',
    '/blog_posts?select=%22x%22%22%20from%20auth.users--%22:slug&limit=1',
    200,
    '',
    { anyRows: true },
  ),
  hostile('limit with a statement', `/blog_posts?limit=1;${DROP}`, 400, 'PGRST100'),
  hostile('a negative offset', '/blog_posts?offset=-1', 400, 'PGRST100'),
  hostile(
    'columns naming SQL on insert',
    'POST /contact_messages?columns=name,email)%20values(1,2);--',
    400,
    'PGRST204',
    { body: CONTACT },
  ),
  post('a body key that is SQL', JSON.stringify({ 'name") values (1); --': 'x' }), 400, 'PGRST204'),
  hostile('a filter on PATCH with SQL', "PATCH /blog_posts?slug=eq.x'%20or%20'1'='1", 204, '', {
    body: JSON.stringify({ title: 'owned' }),
  }),
  hostile('a filter on DELETE with SQL', 'DELETE /blog_posts?or=(slug.eq.x,slug.neq.x))--', 400, 'PGRST100'),
];

const malformed: HostileCase[] = [
  hostile('a qualified table name', '/auth.users', 404, 'PGRST205'),
  hostile('a catalog table', '/pg_authid', 404, 'PGRST205'),
  hostile('SQL as the table name', `/blog_posts;${DROP}`, 404, 'PGRST205'),
  hostile('an encoded path out of /rest/v1', '/..%2f..%2fetc%2fpasswd', 404, 'PGRST205'),
  hostile('a path below a table', '/blog_posts/1', 404, 'PGRST125'),
  hostile('a broken percent-encoding', '/blog_%ZZposts', 404, 'PGRST125'),
  post('truncated JSON', '{"name": ', 400, 'PGRST102', 'Empty or invalid json'),
  post('a body that is a JSON string', '"x"', 400, 'PGRST102'),
  post('a body that is null', 'null', 400, 'PGRST102'),
  post('an array of arrays', '[[1,2]]', 400, 'PGRST102'),
  post(
    'rows with different keys',
    '[{"name":"a"},{"email":"b"}]',
    400,
    'PGRST102',
    'All object keys must match',
  ),
  hostile('an array as a PATCH body', 'PATCH /blog_posts?slug=eq.x', 400, 'PGRST102', {
    body: '[{"title":"x"}]',
  }),
  post('JSON nested 400,000 deep', `${'['.repeat(400_000)}${']'.repeat(400_000)}`, 400, 'PGRST102'),
  post(
    'a NUL character in a value',
    '{"name":"a\\u0000b","email":"a@example.org","message":"m"}',
    400,
    '22P05',
  ),
  post(
    'a lone surrogate in a value',
    '{"name":"\\ud800","email":"a@example.org","message":"m"}',
    400,
    '22P02',
  ),
  badType('a text/plain body', 'POST /contact_messages', 'text/plain', CONTACT),
  badType('a form body', 'POST /contact_messages', 'application/x-www-form-urlencoded', FORM),
  badType('a multipart body', 'PATCH /blog_posts?slug=eq.x', 'multipart/form-data; boundary=x', '--x--'),
  hostile('an Accept nobody serves', '/blog_posts', 406, 'PGRST107', { headers: { Accept: 'text/html' } }),
  hostile('an unsupported method', 'PUT /blog_posts', 405, 'PGRST117'),
];

async function send(testCase: HostileCase) {
  const response = await fetch(`${backend.url}/rest/v1${testCase.path}`, {
    method: testCase.method,
    headers: { apikey: backend.keys.secretKey, ...testCase.headers },
    ...(testCase.body !== undefined && { body: testCase.body }),
  });
  const text = await response.text();
  const nosniff = response.headers.get('x-content-type-options');
  return { status: response.status, nosniff, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

/** The answer, success or error, also tells the browser not to sniff its body. */
function expectAnswer(
  response: { status: number; nosniff: string | null; body: unknown },
  testCase: HostileCase,
) {
  expect(response.status).toBe(testCase.status);
  expect(response.nosniff).toBe('nosniff');
  if (testCase.status >= 400) {
    // PostgREST's error shape, with a sentence a person can act on.
    expect(response.body).toEqual({
      code: testCase.code,
      message: testCase.message ?? expect.stringMatching(/\S/),
      details: expect.toBeOneOf([null, expect.any(String)]),
      hint: expect.toBeOneOf([null, expect.any(String)]),
    });
  } else if (testCase.status === 200 && !testCase.anyRows) {
    expect(response.body).toEqual([]);
  }
}

it.each(injections)(
  'injection attempts in every filter, order and select parameter: $name: $status $code',
  async (testCase) => {
    expectAnswer(await send(testCase), testCase);
  },
);

describe('malformed requests: unknown tables, bodies and content types', () => {
  it.each(malformed)('$name: $status $code', async (testCase) => {
    expectAnswer(await send(testCase), testCase);
  });

  it('a body streamed past 1 MB without Content-Length: 413, connection still usable', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 2 * 1024 * 1024) controller.close();
        else {
          sent += chunk.length;
          controller.enqueue(chunk);
        }
      },
    });
    const response = await fetch(`${backend.url}/rest/v1/contact_messages`, {
      method: 'POST',
      headers: { apikey: backend.keys.secretKey, ...JSON_TYPE },
      body,
      duplex: 'half',
    } as RequestInit);

    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      code: 'PGRST102',
      message: 'Request body is larger than 1048576 bytes',
    });
  });

  it('a Content-Length over 1 MB is refused before the body arrives', async () => {
    const response = await send(
      post('declared', JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }), 413, ''),
    );
    expect(response.status).toBe(413);
  });
});

it('afterwards: no request was answered with a 500, and the database is unchanged', async () => {
  expect(backend.logs.filter((line) => / 5\d\d \d+ms$/.test(line))).toEqual([]);
  expect(await snapshotDatabase(backend.db)).toEqual(before);
});
