/**
 * Hostile input against /rest/v1, as the most powerful caller (the secret key: service_role, no
 * RLS), so that an injection that worked would show. Every case gets PostgREST's status and
 * error code, none a 500, and the database is the same afterwards.
 * Covered elsewhere: unfiltered PATCH/DELETE, invalid JSON, unknown tables and columns, tables
 * outside public and embedded resources (tests/contract/rest-writes.test.ts); bad tokens and keys
 * (tests/contract/keys-and-tokens.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../support/backend.ts';
import { snapshotDatabase, type DatabaseSnapshot } from './hostile-snapshot.ts';

let backend: TestBackend;
let before: DatabaseSnapshot;

beforeAll(async () => {
  backend = await startTestBackend();
  before = await snapshotDatabase(backend.db);
});

afterAll(async () => {
  await backend.close();
});

interface HostileCase {
  /** What the attacker tries. */
  name: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Below /rest/v1, sent exactly as written. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
  status: number;
  code: string;
  message?: string;
  /** For a 200: the rows it must answer (a value that is only data matches nothing). */
  rows?: unknown[];
}

const JSON_TYPE = { 'Content-Type': 'application/json' };
const CONTACT = JSON.stringify({ name: 'A', email: 'a@example.org', message: 'hello' });
/** A JSON body POSTed to /rest/v1/contact_messages. */
const post = (name: string, body: string, status: number, code: string, message?: string): HostileCase => ({
  name,
  method: 'POST',
  path: '/contact_messages',
  headers: JSON_TYPE,
  body,
  status,
  code,
  ...(message !== undefined && { message }),
});
/** A GET below /rest/v1; a 200 must answer no rows (a value that is only data matches nothing). */
const get = (name: string, path: string, status: number, code = '', message?: string): HostileCase => ({
  name,
  path,
  status,
  code,
  ...(message !== undefined && { message }),
  ...(status === 200 && { rows: [] }),
});

const injections: HostileCase[] = [
  get('eq with a quote', "/blog_posts?slug=eq.x'%20or%20'1'='1", 200),
  get('neq with a statement', '/blog_posts?select=slug&slug=neq.x;delete%20from%20blog_posts&limit=0', 200),
  get(
    'gt with a subquery',
    '/blog_posts?created_at=gt.(select%20now())',
    400,
    '22007',
    'invalid input syntax for type timestamp with time zone: "(select now())"',
  ),
  get('lt on a uuid column', "/blog_posts?id=lt.1';drop%20table%20blog_posts;--", 400, '22P02'),
  get('like with a quote', "/blog_posts?slug=like.*'%20or%201=1--", 200),
  get('ilike with a quote', "/blog_posts?title=ilike.%25')%20or%20('a'='a", 200),
  get('match with a broken pattern', '/blog_posts?slug=match.(', 400, '2201B'),
  get('imatch with a statement', "/blog_posts?slug=imatch.x';select%20pg_sleep(5);--", 200),
  get('is with a statement', '/blog_posts?published=is.true;drop%20table%20blog_posts', 400, 'PGRST100'),
  get('in with a closing parenthesis', "/blog_posts?slug=in.(a,b'));drop%20table%20blog_posts;--)", 200),
  get('in without parentheses', '/blog_posts?slug=in.a;drop', 400, 'PGRST100'),
  get('not with a statement', "/blog_posts?slug=not.eq.x';drop%20table%20blog_posts;--&limit=0", 200),
  get('an unknown operator', '/blog_posts?slug=sql.drop%20table%20blog_posts', 400, 'PGRST100'),
  get(
    'SQL as the column name',
    '/blog_posts?slug;drop%20table%20blog_posts=eq.1',
    400,
    '42703',
    'column blog_posts.slug;drop table blog_posts does not exist',
  ),
  get('a quoted column name', '/blog_posts?%22slug%22%22=eq.1', 400, '42703'),
  get('a column of another table', '/blog_posts?auth.users.email=eq.x', 400, '42703'),
  get(
    'or with a statement',
    "/blog_posts?or=(slug.eq.a,title.eq.b'));drop%20table%20blog_posts;--)",
    400,
    'PGRST100',
  ),
  get(
    'or with a quoted statement',
    '/blog_posts?or=(slug.eq.a,title.eq.%22b%27));drop%20table%20blog_posts;--%22)',
    200,
  ),
  get('or with trailing SQL', '/blog_posts?or=(slug.eq.a)or(1=1)', 400, 'PGRST100'),
  get('or naming an unknown column', '/blog_posts?or=(password.eq.a,slug.eq.b)', 400, '42703'),
  get(
    'nested and with a statement',
    "/blog_posts?not.and=(slug.eq.a,or(title.eq.';drop%20table%20x;--,slug.is.null))&limit=0",
    200,
  ),
  get('order by SQL', '/blog_posts?order=slug;drop%20table%20blog_posts', 400, '42703'),
  get('order by a subquery', '/blog_posts?order=(select%201)', 400, '42703'),
  get('order with a statement as direction', '/blog_posts?order=slug.desc;select%201', 400, 'PGRST100'),
  get('order with an extra modifier', '/blog_posts?order=slug.asc.nullsfirst.limit', 400, 'PGRST100'),
  get(
    'select a subquery',
    '/blog_posts?select=slug,(select%20encrypted_password%20from%20auth.users)',
    400,
    'PGRST100',
  ),
  get('select a function call', '/blog_posts?select=pg_sleep(5)', 400, 'PGRST100'),
  get('select with a cast', '/blog_posts?select=slug::text', 400, 'PGRST100'),
  get(
    'select a quoted column with SQL',
    '/blog_posts?select=%22slug%22%22%20from%20auth.users--%22',
    400,
    '42703',
  ),
  get('select a column of another schema', '/blog_posts?select=auth.users.email', 400, '42703'),
  {
    name: 'select with SQL as the alias',
    path: '/blog_posts?select=%22x%22%22%20from%20auth.users--%22:slug&limit=1',
    status: 200,
    code: '',
  },
  get('limit with a statement', '/blog_posts?limit=1;drop%20table%20blog_posts', 400, 'PGRST100'),
  get('a negative offset', '/blog_posts?offset=-1', 400, 'PGRST100'),
  {
    name: 'columns naming SQL on insert',
    method: 'POST',
    path: '/contact_messages?columns=name,email)%20values(1,2);--',
    headers: JSON_TYPE,
    body: CONTACT,
    status: 400,
    code: 'PGRST204',
  },
  {
    name: 'a body key that is SQL',
    method: 'POST',
    path: '/contact_messages',
    headers: JSON_TYPE,
    body: JSON.stringify({ 'name") values (1); --': 'x' }),
    status: 400,
    code: 'PGRST204',
  },
  {
    name: 'a filter on PATCH with SQL',
    method: 'PATCH',
    path: "/blog_posts?slug=eq.x'%20or%20'1'='1",
    headers: JSON_TYPE,
    body: JSON.stringify({ title: 'owned' }),
    status: 204,
    code: '',
  },
  {
    name: 'a filter on DELETE with SQL',
    method: 'DELETE',
    path: '/blog_posts?or=(slug.eq.x,slug.neq.x))--',
    status: 400,
    code: 'PGRST100',
  },
];

const malformed: HostileCase[] = [
  get('a qualified table name', '/auth.users', 404, 'PGRST205'),
  get('a catalog table', '/pg_authid', 404, 'PGRST205'),
  get('SQL as the table name', '/blog_posts;drop%20table%20blog_posts', 404, 'PGRST205'),
  get('an encoded path out of /rest/v1', '/..%2f..%2fetc%2fpasswd', 404, 'PGRST205'),
  get('a path below a table', '/blog_posts/1', 404, 'PGRST125'),
  get('a broken percent-encoding', '/blog_%ZZposts', 404, 'PGRST125'),
  post('truncated JSON', '{"name": ', 400, 'PGRST102', 'Empty or invalid json'),
  post('a body that is a JSON string', '"x"', 400, 'PGRST102'),
  post('a body that is null', 'null', 400, 'PGRST102'),
  post('an array of arrays', '[[1,2]]', 400, 'PGRST102'),
  post(
    'rows with different keys',
    JSON.stringify([{ name: 'a' }, { email: 'b' }]),
    400,
    'PGRST102',
    'All object keys must match',
  ),
  {
    name: 'an array as a PATCH body',
    method: 'PATCH',
    path: '/blog_posts?slug=eq.x',
    headers: JSON_TYPE,
    body: '[{"title":"x"}]',
    status: 400,
    code: 'PGRST102',
  },
  post('JSON nested 400,000 deep', `${'['.repeat(400_000)}${']'.repeat(400_000)}`, 400, 'PGRST102'),
  post(
    'a NUL character in a value',
    JSON.stringify({ name: 'a\u0000b', email: 'a@example.org', message: 'm' }),
    400,
    '22P05',
  ),
  post(
    'a lone surrogate in a value',
    '{"name":"\\ud800","email":"a@example.org","message":"m"}',
    400,
    '22P02',
  ),
  {
    name: 'a text/plain body',
    method: 'POST',
    path: '/contact_messages',
    headers: { 'Content-Type': 'text/plain' },
    body: CONTACT,
    status: 400,
    code: 'PGRST102',
    message: 'Content-Type not acceptable: text/plain',
  },
  {
    name: 'a form body',
    method: 'POST',
    path: '/contact_messages',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'name=a&email=a%40example.org&message=m',
    status: 400,
    code: 'PGRST102',
    message: 'Content-Type not acceptable: application/x-www-form-urlencoded',
  },
  {
    name: 'a multipart body',
    method: 'PATCH',
    path: '/blog_posts?slug=eq.x',
    headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    body: '--x--',
    status: 400,
    code: 'PGRST102',
    message: 'Content-Type not acceptable: multipart/form-data',
  },
  {
    name: 'an Accept nobody serves',
    path: '/blog_posts',
    headers: { Accept: 'text/html' },
    status: 406,
    code: 'PGRST107',
  },
  {
    name: 'an unsupported method',
    method: 'PUT' as 'POST',
    path: '/blog_posts',
    status: 405,
    code: 'PGRST117',
  },
];

async function send(testCase: HostileCase) {
  const response = await fetch(`${backend.url}/rest/v1${testCase.path}`, {
    method: testCase.method ?? 'GET',
    headers: { apikey: backend.keys.secretKey, ...testCase.headers },
    ...(testCase.body !== undefined && { body: testCase.body }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

function expectAnswer(response: { status: number; body: unknown }, testCase: HostileCase) {
  expect(response.status).toBe(testCase.status);
  if (testCase.status >= 400) {
    // PostgREST's error shape, with a sentence a person can act on.
    expect(response.body).toEqual({
      code: testCase.code,
      message: testCase.message ?? expect.stringMatching(/\S/),
      details: expect.toBeOneOf([null, expect.any(String)]),
      hint: expect.toBeOneOf([null, expect.any(String)]),
    });
  } else if (testCase.rows) {
    expect(response.body).toEqual(testCase.rows);
  }
}

describe('injection attempts in every filter, order and select parameter', () => {
  it.each(injections)('$name: $status $code', async (testCase) => {
    expectAnswer(await send(testCase), testCase);
  });
});

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
    const response = await send({
      name: 'declared',
      method: 'POST',
      path: '/contact_messages',
      headers: JSON_TYPE,
      body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
      status: 413,
      code: 'PGRST102',
    });
    expect(response.status).toBe(413);
  });
});

describe('afterwards', () => {
  it('no request was answered with a 500, and the database is unchanged', async () => {
    expect(backend.logs.filter((line) => / 5\d\d \d+ms$/.test(line))).toEqual([]);
    expect(await snapshotDatabase(backend.db)).toEqual(before);
  });
});
