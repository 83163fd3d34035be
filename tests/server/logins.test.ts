/**
 * Each part of the backend reaches the database as its Supabase counterpart logs in
 * (server/db/connections.ts), never as a superuser. PGlite does not restore SET SESSION
 * AUTHORIZATION at COMMIT or ROLLBACK, so every transaction's end is checked.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { asDatabase } from '../../server/db/pglite.ts';
import { asSessionRole } from '../../server/db/session-role.ts';
import {
  publicClient,
  signInStaff,
  startTestBackend,
  type TestBackend,
  secretClient,
} from '../support/backend.ts';

describe('a REST request', () => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startTestBackend();
    // A function any API role may call, saying who runs it.
    await backend.db.exec(`
      create function public.who_runs_me() returns jsonb language sql stable as $$
        select jsonb_build_object('session', session_user::text, 'current', current_user::text,
          'superuser', (select rolsuper from pg_roles where rolname = session_user))
      $$;
      grant execute on function public.who_runs_me() to anon, authenticated, service_role;
    `);
  });

  afterAll(async () => {
    await backend.close();
  });

  it('runs as authenticator, switched to the role of its key or token', async () => {
    const staff = await signInStaff(backend);
    const secret = secretClient(backend);
    const asked = await Promise.all([
      publicClient(backend).rpc('who_runs_me'),
      staff.member.rpc('who_runs_me'),
      secret.rpc('who_runs_me'),
    ]);
    expect(asked.map(({ data, error }) => ({ data, error }))).toEqual(
      ['anon', 'authenticated', 'service_role'].map((role) => ({
        data: { session: 'authenticator', current: role, superuser: false },
        error: null,
      })),
    );
  });

  it.runIf(process.env.DATABASE_URL)(
    'on Postgres with pg-safeupdate installed, an API request may not UPDATE without WHERE, as on hosted',
    async (context) => {
      const { rows } = await backend.db.query<{ preloads: string[] | null }>(
        `select s.setconfig as preloads from pg_db_role_setting as s join pg_roles as r on r.oid = s.setrole
          where r.rolname = 'authenticator' and s.setdatabase = 0`,
      );
      if (!rows[0]?.preloads?.includes('session_preload_libraries=safeupdate')) {
        context.skip('pg-safeupdate is not installed on this server (it is not a Debian package)');
      }
      await backend.db.exec(`
        create table public.counters (n int);
        insert into public.counters values (1);
        create function public.bump_every_counter() returns void language sql as $$ update public.counters set n = n + 1 $$;
        grant update, select on public.counters to service_role;
        grant execute on function public.bump_every_counter() to service_role;
      `);
      const secret = secretClient(backend);
      const { error } = await secret.rpc('bump_every_counter');
      expect(error?.message).toBe('UPDATE requires a WHERE clause');
      // The owner's own jobs are not held to it, as on hosted.
      await backend.db.exec('update public.counters set n = n + 1');
    },
  );

  it.runIf(process.env.DATABASE_URL)(
    'on Postgres, every login of the server is its own, and none is a superuser',
    async () => {
      // Signed in above: the auth server's login is open too.
      const { rows } = await backend.db.query<{ user: string; superuser: boolean }>(
        `select distinct a.usename::text as "user", r.rolsuper as superuser
           from pg_stat_activity as a join pg_roles as r on r.rolname = a.usename
          where a.datname = current_database() order by 1`,
      );
      expect(rows).toEqual([
        { user: 'authenticator', superuser: false },
        { user: 'postgres', superuser: false },
        { user: 'supabase_auth_admin', superuser: false },
      ]);
    },
  );
});

/** The roles a session-role view needs, on a bare database. */
async function withRoles(db: Database): Promise<void> {
  await db.exec(`
    create role authenticator noinherit;
    create role anon nologin;
    grant anon to authenticator;
    create table public.notes (body text);
    grant select on public.notes to anon;
  `);
}

const sessionUser = async (db: Database) =>
  (await db.query<{ user: string }>('select session_user::text as "user"')).rows[0]?.user;

describe.each([
  [
    'PGlite on this thread',
    async () => ({ db: await asDatabase(await PGlite.create()), dispose: async () => {} }),
  ],
  [
    'PGlite in its worker thread',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'logins-'));
      return {
        db: await openDatabase({ dataDir: dir }),
        dispose: () => rm(dir, { recursive: true, force: true }),
      };
    },
  ],
])('%s, as a role', (_, open) => {
  let db: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await open());
    await withRoles(db);
  }, 60_000);

  afterAll(async () => {
    await db.close();
    await dispose();
  });

  it('runs each transaction as the role, and gives the connection its own user back, after a failed one too', async () => {
    const api = asSessionRole(db, 'authenticator');
    const seen = await api.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'anon', true)`);
      return (
        await tx.query<{ session: string; current: string }>(
          'select session_user::text as session, current_user::text as current',
        )
      ).rows[0];
    });
    expect(seen).toEqual({ session: 'authenticator', current: 'anon' });
    expect(await sessionUser(db)).toBe('postgres');

    await expect(
      api.transaction(async (tx) => {
        await tx.query(`select set_config('role', 'anon', true)`);
        await tx.query(`insert into public.notes values ('not allowed')`);
      }),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await sessionUser(db)).toBe('postgres');
    // The role's lack of rights held: nothing was written.
    expect((await db.query('select * from public.notes')).rows).toEqual([]);
  });
});
