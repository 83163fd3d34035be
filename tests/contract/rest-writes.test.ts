/**
 * PostgREST's refusals (unfiltered PATCH/DELETE, unknown table or column, bad body), its mutation
 * responses, and the request context (role, claims, headers) the database sees.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  forEachFile,
  present,
  publicClient,
  rawRequest,
  refusal,
  secretClient,
  startTestBackend,
} from '../support/backend.ts';

const backend = forEachFile(startTestBackend);

beforeAll(async () => {
  // A table that records what a request looked like from inside the database.
  await backend.db.exec(`
    create table public.request_probe (
      id bigint generated always as identity primary key,
      note text,
      role text default current_user,
      claims jsonb default current_setting('request.jwt.claims', true)::jsonb,
      method text default current_setting('request.method', true),
      path text default current_setting('request.path', true),
      headers jsonb default current_setting('request.headers', true)::jsonb
    );
    grant insert (note) on public.request_probe to anon;
    grant select, insert, update, delete on public.request_probe to service_role;
  `);
});

const raw = (path: string, init?: RequestInit & { headers?: Record<string, string> }) =>
  rawRequest(backend, path, init);

describe('refusals', () => {
  it('PATCH and DELETE without a filter are refused: 400 21000 UPDATE/DELETE requires a WHERE clause', async () => {
    const result = await secretClient(backend)
      .from('blog_posts')
      .update({ title: 'Everything' })
      .neq('slug', 'x')
      .select('slug');
    expect(result.data).toHaveLength(5);

    const unfiltered = await secretClient(backend).from('blog_posts').update({ published: false });
    expect(unfiltered).toEqual(
      refusal(400, 'Bad Request', {
        code: '21000',
        details: null,
        hint: null,
        message: 'UPDATE requires a WHERE clause',
      }),
    );
    expect(await secretClient(backend).from('blog_posts').delete()).toMatchObject({
      data: null,
      error: { code: '21000', message: 'DELETE requires a WHERE clause' },
      status: 400,
    });
    expect((await backend.db.query('select count(*)::int as n from public.blog_posts')).rows).toEqual([
      { n: 5 },
    ]);
  });

  it('an unknown table, and a table outside public, is 404 PGRST205; another schema is PGRST106', async () => {
    const unknown = await publicClient(backend).from('no_such_table').select('*');
    const authUsers = await publicClient(backend).from('users').select('*');
    const otherSchema = await publicClient(backend).schema('auth').from('users').select('*');

    expect(unknown).toEqual(
      refusal(404, 'Not Found', {
        code: 'PGRST205',
        details: null,
        hint: null,
        message: "Could not find the table 'public.no_such_table' in the schema cache",
      }),
    );
    expect(authUsers).toMatchObject({ error: { code: 'PGRST205' }, status: 404 });
    expect(otherSchema).toMatchObject({
      data: null,
      error: {
        code: 'PGRST106',
        message: 'Invalid schema: auth',
        hint: 'Only the following schemas are exposed: public',
      },
      status: 406,
    });
  });

  it('an unknown column is 42703 in a select and PGRST204 in a body', async () => {
    const select = await publicClient(backend).from('blog_posts').select('nope');
    const insert = await publicClient(backend)
      .from('contact_messages')
      .insert({ name: 'a', email: 'a@b.co', message: 'm', nope: 1 });

    expect(select).toMatchObject({
      error: { code: '42703', message: 'column blog_posts.nope does not exist' },
      status: 400,
    });
    expect(insert).toMatchObject({
      error: {
        code: 'PGRST204',
        message: "Could not find the 'nope' column of 'contact_messages' in the schema cache",
      },
      status: 400,
    });
  });

  it('embedded resources are refused with PGRST100', async () => {
    const result = await publicClient(backend).from('blog_posts').select('*, author:author_id(email)');

    expect(result).toMatchObject({
      data: null,
      error: { code: 'PGRST100', message: 'failed to parse select parameter (*,author:author_id(email))' },
      status: 400,
    });
  });
});

describe('mutations', () => {
  it('insert with return=representation and count=exact: 201, the rows, */n and Preference-Applied', async () => {
    const response = await raw('/rest/v1/request_probe?select=note', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${backend.keys.secretKey}`,
        apikey: backend.keys.secretKey,
        'Content-Type': 'application/json',
        Prefer: 'return=representation, count=exact',
      },
      body: JSON.stringify([{ note: 'a' }, { note: 'b' }]),
    });

    expect(response.status).toBe(201);
    expect(response.body).toEqual([{ note: 'a' }, { note: 'b' }]);
    expect(response.headers.get('content-range')).toBe('*/2');
    expect(response.headers.get('preference-applied')).toBe('return=representation, count=exact');
  });

  it('missing=default gives left-out keys their column default', async () => {
    const result = await secretClient(backend)
      .from('request_probe')
      .insert([{ note: 'with method' }, { note: 'also', method: 'CUSTOM' }], { defaultToNull: false })
      .select('note, method');

    expect(result).toMatchObject({
      data: [
        { note: 'with method', method: 'POST' },
        { note: 'also', method: 'CUSTOM' },
      ],
      status: 201,
    });
  });

  it('PATCH with representation answers 200 and the changed rows; DELETE likewise', async () => {
    const client = secretClient(backend);
    const updated = await client
      .from('request_probe')
      .update({ note: 'changed' })
      .eq('note', 'a')
      .select('note');
    const deleted = await client.from('request_probe').delete().eq('note', 'changed').select('note');

    expect(updated).toMatchObject({ data: [{ note: 'changed' }], error: null, status: 200 });
    expect(deleted).toMatchObject({ data: [{ note: 'changed' }], error: null, status: 200 });
  });
});

it('what the database sees: a visitor runs as anon with request.jwt.claims, method, path and headers set as PostgREST sets them', async () => {
  const response = await raw('/rest/v1/request_probe', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${backend.keys.publishableKey}`,
      Cookie: 'secret=1',
      'X-Forwarded-For': '203.0.113.9',
      'X-Custom': 'Value',
    },
    body: JSON.stringify({ note: 'probe' }),
  });
  expect(response.status).toBe(201);

  const { rows } = await backend.db.query<Record<string, unknown>>(
    `select role, claims, method, path, headers from public.request_probe where note = 'probe'`,
  );
  expect(rows).toEqual([
    {
      role: 'anon',
      claims: { role: 'anon' },
      method: 'POST',
      path: '/request_probe',
      headers: expect.objectContaining({
        'x-custom': 'Value',
        apikey: backend.keys.publishableKey,
        'x-forwarded-for': '127.0.0.1',
      }),
    },
  ]);
  expect(present(rows[0]).headers).not.toHaveProperty('cookie');
});
