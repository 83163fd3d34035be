/**
 * pg-safeupdate, loaded by hosted Supabase for every API connection, refuses an UPDATE or DELETE
 * without WHERE, in triggers and functions too (one such trigger broke every hosted post save).
 * Migrations and the migrated database's functions are read by Postgres's parser (unsafe-writes.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connections } from '../../server/db/connections.ts';
import type { Database } from '../../server/db/database.ts';
import { pgliteFromTemplate } from '../support/pglite-template.ts';
import { findUnsafeWrites } from '../support/unsafe-writes.ts';

const MIGRATIONS = new URL('../../supabase/migrations/', import.meta.url);

const RUN_TIME = 'a statement built at run time that may UPDATE or DELETE cannot be checked';
const problems = (sql: string) => findUnsafeWrites(sql).map((finding) => finding.problem);

describe('the unsafe-write finder', () => {
  it.each`
    place                         | sql                                                                                                                                                  | problem
    ${'a trigger body'}           | ${`create function t() returns trigger language plpgsql as $$ begin if new.x then update private.state set n = n + 1; end if; return null; end $$;`} | ${'UPDATE of state'}
    ${'an exception handler'}     | ${`create function f() returns void language plpgsql as $$ begin perform 1; exception when others then delete from private.log; end $$;`}            | ${'DELETE of log'}
    ${'a language sql body'}      | ${'create function f() returns void language sql as $$ select 1; update private.state set n = 0 $$;'}                                                | ${'UPDATE of state'}
    ${'a begin atomic body'}      | ${'create function f() returns void language sql begin atomic delete from private.log; end;'}                                                        | ${'DELETE of log'}
    ${'a data-modifying CTE'}     | ${'create function f() returns void language sql as $$ with gone as (delete from private.log returning 1) select 1 $$;'}                             | ${'DELETE of log'}
    ${'a do block'}               | ${'do $$ begin update private.state set n = 0; end $$;'}                                                                                             | ${'UPDATE of state'}
    ${'a plain statement'}        | ${'update public.posts set published = false;'}                                                                                                      | ${'UPDATE of posts'}
    ${'an EXECUTE that writes'}   | ${`do $$ begin execute format('update %I set n = 0 where true', 'state'); end $$;`}                                                                  | ${RUN_TIME}
    ${'an EXECUTE of a variable'} | ${`create function f(statement text) returns void language plpgsql as $$ begin execute statement; end $$;`}                                          | ${RUN_TIME}
  `('finds the unsafe write in $place', ({ sql, problem }) => {
    expect(problems(sql)).toEqual([problem === RUN_TIME ? problem : `${problem} without WHERE`]);
  });

  it.each`
    name                                                                                  | sql
    ${'updates and deletes with WHERE, a variable assignment and a query in a condition'} | ${`create function f() returns void language plpgsql as $$ declare n int; begin n := (select count(*) from private.log); if exists (select from private.log) then delete from private.log where id < n; end if; update private.state set n = n where id; end $$;`}
    ${'an EXECUTE written out that does not write'}                                       | ${`do $$ begin execute format('create extension if not exists %I', 'x'); end $$;`}
    ${'a language sql DELETE with WHERE'}                                                 | ${'create function f() returns void language sql as $$ delete from private.log where id = 1 $$;'}
  `('accepts $name', ({ sql }) => {
    expect(problems(sql)).toEqual([]);
  });
});

describe('migrations', () => {
  const files = readdirSync(MIGRATIONS).filter((file) => file.endsWith('.sql'));

  // Functions a later migration replaced are judged by what the database ends up with, below.
  it.each(files)('%s runs no UPDATE or DELETE without WHERE outside functions', (file) => {
    const sql = readFileSync(new URL(file, MIGRATIONS), 'utf8');
    const outsideFunctions = findUnsafeWrites(sql, file).filter((finding) => finding.scope === 'script');
    expect(outsideFunctions).toEqual([]);
  });
});

describe('the migrated database', () => {
  let connections: Connections;
  let db: Database;

  beforeAll(async () => {
    connections = await pgliteFromTemplate('migrated');
    db = connections.owner;
  });

  afterAll(async () => {
    await connections.close();
  });

  it('has no function or trigger that would UPDATE or DELETE without WHERE', async () => {
    // Every function we wrote, whichever migration last replaced it; extensions' own are not ours.
    const { rows } = await db.query<{ definition: string; name: string }>(
      `select pg_catalog.pg_get_functiondef(p.oid) as definition, p.oid::regprocedure::text as name
         from pg_catalog.pg_proc as p
         join pg_catalog.pg_namespace as n on n.oid = p.pronamespace
         join pg_catalog.pg_language as l on l.oid = p.prolang
        where l.lanname in ('plpgsql', 'sql')
          and n.nspname not in ('pg_catalog', 'information_schema')
          and not exists (select from pg_catalog.pg_depend as d
                           where d.classid = 'pg_catalog.pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`,
    );
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.flatMap((row) => findUnsafeWrites(row.definition, 'migrated'))).toEqual([]);
  });
});
