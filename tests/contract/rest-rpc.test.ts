/**
 * PostgREST's `rpc/` calls through the real supabase-js. The rpc_* functions are fixtures made once
 * on the backend's database; site_build_status is the product's own (leads_overview, called the same
 * way, is tests/db/leads-overview.test.ts's).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseSiteBuildStatus } from '../../src/lib/db/site-build-status.ts';
import { forEachFile, publicClient, rawRequest, signInStaff, startTestBackend } from '../support/backend.ts';

const backend = forEachFile(startTestBackend);
let visitor: SupabaseClient;
let admin: SupabaseClient;
let member: SupabaseClient;

const FIXTURES = `
  create function public.rpc_add(a integer, b integer default 10) returns integer
    language sql immutable as $$ select a + b $$;
  create function public.rpc_echo(value text) returns jsonb
    language sql stable as $$ select pg_catalog.jsonb_build_object('value', value, 'role', current_user) $$;
  create function public.rpc_series(upto integer) returns setof integer
    language sql stable as $$ select pg_catalog.generate_series(1, upto) $$;
  create function public.rpc_rows(upto integer) returns table (n integer, label text)
    language sql stable as $$ select i, 'row ' || i from pg_catalog.generate_series(1, upto) as i $$;
  create function public.rpc_nothing() returns void language sql volatile as $$ select $$;
  create table public.rpc_log (id serial primary key, note text);
  create function public.rpc_write(note text) returns integer language sql volatile
    as $$ insert into public.rpc_log (note) values (note) returning id $$;
  create function public.rpc_admins_only() returns text language plpgsql stable as $$
    begin
      if not coalesce((select private.is_admin()), false) then
        raise exception 'Only admins' using errcode = '42501';
      end if;
      return 'secret';
    end $$;
  grant execute on function public.rpc_add(integer, integer), public.rpc_echo(text), public.rpc_series(integer),
    public.rpc_rows(integer), public.rpc_nothing(), public.rpc_write(text) to anon, authenticated;
  grant insert, select on public.rpc_log to anon;
  grant usage on sequence public.rpc_log_id_seq to anon;
  revoke execute on function public.rpc_admins_only() from public, anon;
  grant execute on function public.rpc_admins_only() to authenticated;
`;

beforeAll(async () => {
  await backend.db.exec(FIXTURES);
  visitor = publicClient(backend);
  ({ admin, member } = await signInStaff(backend));
});

/** A call PostgREST refuses with `status` and the error `code`. */
const expectRefused = async (call: PromiseLike<unknown>, status: number, code: string) =>
  expect(await call).toMatchObject({ status, error: { code } });

const raw = (path: string, init: RequestInit = {}) =>
  rawRequest(backend, `/rest/v1${path}`, { ...init, headers: { 'content-type': 'application/json' } });

describe('results', () => {
  it('returns a scalar as a JSON value, with a default filling a missing argument; a void function 204 and no body', async () => {
    expect(await visitor.rpc('rpc_add', { a: 1, b: 2 })).toMatchObject({ data: 3, error: null, status: 200 });
    expect(await visitor.rpc('rpc_add', { a: 1 })).toMatchObject({ data: 11, error: null, status: 200 });
    expect(await visitor.rpc('rpc_nothing')).toMatchObject({ data: null, error: null, status: 204 });
  });

  it('returns json as it is, and runs as the caller', async () => {
    expect((await visitor.rpc('rpc_echo', { value: 'hi' })).data).toEqual({ value: 'hi', role: 'anon' });
    expect((await member.rpc('rpc_echo', { value: 'hi' })).data).toEqual({
      value: 'hi',
      role: 'authenticated',
    });
  });

  it('returns a set of values and a table as arrays, pages and counts a set, and answers .single() with one object, PGRST116 for a set of another size', async () => {
    expect((await visitor.rpc('rpc_series', { upto: 3 })).data).toEqual([1, 2, 3]);
    expect((await visitor.rpc('rpc_rows', { upto: 2 })).data).toEqual([
      { n: 1, label: 'row 1' },
      { n: 2, label: 'row 2' },
    ]);
    expect((await visitor.rpc('rpc_series', { upto: 0 })).data).toEqual([]);
    const result = await visitor.rpc('rpc_series', { upto: 5 }, { count: 'exact' }).range(1, 2);
    expect(result).toMatchObject({ data: [2, 3], count: 5, status: 206, error: null });
    expect((await visitor.rpc('rpc_rows', { upto: 1 }).single()).data).toEqual({ n: 1, label: 'row 1' });
    await expectRefused(visitor.rpc('rpc_rows', { upto: 2 }).single(), 406, 'PGRST116');
  });

  it('calls a stable function with GET and its arguments in the query string', async () => {
    expect(await visitor.rpc('rpc_add', { a: 4, b: 5 }, { get: true })).toMatchObject({
      data: 9,
      status: 200,
    });
    expect(await visitor.rpc('rpc_series', { upto: 4 }, { head: true, count: 'exact' })).toMatchObject({
      data: null,
      count: 4,
      error: null,
    });
  });

  it('writes with a volatile function on POST, and refuses the write on GET (read-only, 405)', async () => {
    expect(await visitor.rpc('rpc_write', { note: 'one' })).toMatchObject({ status: 200, error: null });
    await expectRefused(visitor.rpc('rpc_write', { note: 'two' }, { get: true }), 405, '25006');
    const { rows } = await backend.db.query<{ note: string }>('select note from public.rpc_log');
    expect(rows).toEqual([{ note: 'one' }]);
  });
});

describe('refusals', () => {
  it('answers an unknown function with 404 PGRST202, worded as PostgREST words it', async () => {
    expect(await visitor.rpc('no_such_function', { email: 'a@example.org', b: 1 })).toEqual({
      success: false,
      data: null,
      count: null,
      status: 404,
      statusText: 'Not Found',
      error: {
        code: 'PGRST202',
        message: 'Could not find the function public.no_such_function(b, email) in the schema cache',
        details:
          'Searched for the function public.no_such_function with parameters b, email or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
        hint: null,
      },
    });
    expect((await visitor.rpc('no_such_function')).error).toMatchObject({
      message: 'Could not find the function public.no_such_function without parameters in the schema cache',
    });
  });

  it("answers arguments that match no overload, and a function outside public, with PGRST202; refuses a filter or an order on a result rather than ignoring it; a bad argument value is the database's 22P02, not a server error", async () => {
    await expectRefused(visitor.rpc('rpc_add', { b: 1 }), 404, 'PGRST202');
    await expectRefused(visitor.rpc('rpc_add', { a: 1, c: 1 }), 404, 'PGRST202');
    await expectRefused(member.rpc('is_admin'), 404, 'PGRST202');
    await expectRefused(visitor.rpc('rpc_rows', { upto: 3 }).eq('n', 2), 400, 'PGRST100');
    await expectRefused(visitor.rpc('rpc_rows', { upto: 3 }).order('n'), 400, 'PGRST100');
    await expectRefused(visitor.rpc('rpc_add', { a: 'one' }), 400, '22P02');
  });

  it("refuses a role without EXECUTE: 401 for a visitor, and the function's own refusal for a non-admin", async () => {
    expect(await visitor.rpc('rpc_admins_only')).toMatchObject({
      status: 401,
      error: { code: '42501', message: 'permission denied for function rpc_admins_only' },
    });
    expect(await member.rpc('rpc_admins_only')).toMatchObject({
      status: 403,
      error: { code: '42501', message: 'Only admins' },
    });
    expect(await admin.rpc('rpc_admins_only')).toMatchObject({ data: 'secret', status: 200 });
  });

  it('refuses other methods with 405 PGRST101, and a body that is not one object with PGRST102', async () => {
    expect(await raw('/rpc/rpc_add', { method: 'PATCH', body: '{}' })).toMatchObject({
      status: 405,
      body: { code: 'PGRST101', message: 'Cannot use the PATCH method on RPC' },
    });
    expect(await raw('/rpc/rpc_add', { method: 'POST', body: '[{"a":1}]' })).toMatchObject({
      status: 400,
      body: { code: 'PGRST102' },
    });
    expect(await raw('/rpc/rpc_add', { method: 'POST', body: '{"a":' })).toMatchObject({
      status: 400,
      body: { code: 'PGRST102', message: 'Empty or invalid json' },
    });
  });

  it('keeps the request bounds: a body nested too deep is refused', async () => {
    const deep = `${'['.repeat(40)}${']'.repeat(40)}`;
    expect(await raw('/rpc/rpc_echo', { method: 'POST', body: `{"value":${deep}}` })).toMatchObject({
      status: 400,
      body: { code: 'PGRST102' },
    });
  });
});

it('site_build_status: answers an admin with a status the Blog tab can read, and refuses everyone else', async () => {
  const fresh = await admin.rpc('site_build_status');
  expect(fresh).toMatchObject({ status: 200, error: null });
  // What each state answers: tests/db/site-build-status.test.ts.
  expect(parseSiteBuildStatus(fresh.data)).toMatchObject({ upToDate: false, builtAt: null, failure: null });

  await expectRefused(member.rpc('site_build_status'), 403, '42501');
  await expectRefused(visitor.rpc('site_build_status'), 401, '42501');
});
