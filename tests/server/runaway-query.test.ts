/**
 * A runaway statement cannot freeze the backend (docs/product.md#request-bounds-of-the-rest-api).
 * The deadlines here are a few hundred milliseconds (injectable) so nothing waits for the real 3 s.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database, type Queryable } from '../../server/db/database.ts';
import { startTestBackend, type TestBackend } from '../support/backend.ts';
import { worstTimerLag } from '../../scripts/bench/stats.ts';

/** Seconds of CPU on any machine: PGlite has no way to stop it but ending its thread. */
const RUNAWAY = 'select count(*) from generate_series(1, 2000000000)';
const DEADLINE_MS = 300;

/** Resolves as a transaction on `db` sends a statement with `param` among its parameters. */
function statementSent(db: Database, param: string): Promise<void> {
  const transaction = db.transaction.bind(db);
  return new Promise((resolve) => {
    const spy = vi.spyOn(db, 'transaction').mockImplementation((fn, options) =>
      transaction((tx) => {
        const query: Queryable['query'] = (sql, params) => {
          if (params?.includes(param)) {
            spy.mockRestore();
            resolve();
          }
          return tx.query(sql, params);
        };
        return fn({ query, exec: (sql) => tx.exec(sql) });
      }, options),
    );
  });
}

describe.skipIf(process.env.DATABASE_URL)('PGlite in its thread, with a deadline', () => {
  let dir: string;
  let db: Database;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'runaway-'));
    db = await openDatabase({ dataDir: dir, defaultStatementTimeoutMs: DEADLINE_MS });
    await db.exec('create table kept (n int); insert into kept values (1)');
  }, 120_000);

  afterAll(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stops a runaway statement with SQLSTATE 57014 and keeps every commit', async () => {
    const runaway = db.query(RUNAWAY);
    await expect(runaway).rejects.toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
    const { rows } = await db.query<{ n: number }>('select n from kept');
    expect(rows).toEqual([{ n: 1 }]);
  }, 60_000);

  it('leaves the event loop free while the statement runs', async () => {
    const lag = await worstTimerLag(db.query(RUNAWAY));
    // The thread of the server never computes the query: timers fire on time, give or take a
    // busy shared machine (the query alone would hold it for seconds).
    expect(lag).toBeLessThan(DEADLINE_MS);
  }, 60_000);

  it('rolls back the transaction whose statement ran away, and serves the one waiting behind it', async () => {
    const doomed = db.transaction(
      async (tx) => {
        await tx.query('insert into kept values (2)');
        await tx.query(RUNAWAY);
      },
      { statementTimeoutMs: DEADLINE_MS },
    );
    const waiting = db.query<{ n: number }>('select n from kept order by n');
    await expect(doomed).rejects.toMatchObject({ code: '57014' });
    expect((await waiting).rows).toEqual([{ n: 1 }]);
  }, 60_000);
});

describe.skipIf(process.env.DATABASE_URL)('the REST API while a query runs away', () => {
  let dir: string;
  let backend: TestBackend;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'runaway-rest-'));
    backend = await startTestBackend({ database: { dataDir: dir, defaultStatementTimeoutMs: DEADLINE_MS } });
    // The role's own setting decides its deadline, as on Supabase (read at the first request). An
    // operator sets it as the cluster's superuser (oid 10), PGlite's own user.
    await backend.db.transaction(async (tx) => {
      await tx.query(
        `select set_config('session_authorization', (select rolname from pg_catalog.pg_roles where oid = 10), true)`,
      );
      await tx.exec(`alter role service_role set statement_timeout = '${DEADLINE_MS}ms'`);
    });
    await backend.db.query(
      `insert into blog_posts (title, slug, excerpt, content, published)
       values ('Long', 'long', 'x', repeat('a', 40) || '!', true)`,
    );
  }, 120_000);

  afterAll(async () => {
    await backend.close();
    await rm(dir, { recursive: true, force: true });
  });

  const secret = () => ({
    apikey: backend.keys.secretKey,
    Authorization: `Bearer ${backend.keys.secretKey}`,
  });
  const pattern = '((.+)+)+\\2$';
  const regex = `/rest/v1/blog_posts?select=slug&content=match.${encodeURIComponent(pattern)}`;

  it('answers a statement timeout as PostgREST does (500, 57014), and stays up', async () => {
    const regexSent = statementSent(backend.connections.api, pattern);
    const health = (async () => {
      // Sent once the regex is with the database: answered without waiting for it.
      await regexSent;
      const started = performance.now();
      const response = await fetch(`${backend.url}/auth/v1/health`, {
        headers: { apikey: backend.keys.publishableKey },
      });
      return { status: response.status, ms: performance.now() - started };
    })();
    const response = await fetch(`${backend.url}${regex}`, { headers: secret() });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: '57014',
      details: null,
      hint: null,
      message: 'canceling statement due to statement timeout',
    });
    const answered = await health;
    expect(answered.status).toBe(200);
    expect(answered.ms).toBeLessThan(DEADLINE_MS);

    const after = await fetch(`${backend.url}/rest/v1/blog_posts?select=slug&slug=eq.long`, {
      headers: secret(),
    });
    expect(await after.json()).toEqual([{ slug: 'long' }]);
  }, 60_000);

  it('refuses regex filters to the public roles with a clear 400', async () => {
    for (const operator of ['match', 'imatch']) {
      const response = await fetch(`${backend.url}/rest/v1/blog_posts?content=${operator}.a`, {
        headers: { apikey: backend.keys.publishableKey },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'PGRST100',
        message: `The "${operator}" operator is not available to the anon role`,
      });
    }
    const nested = await fetch(`${backend.url}/rest/v1/blog_posts?or=(slug.eq.a,and(title.imatch.b))`, {
      headers: { apikey: backend.keys.publishableKey },
    });
    expect(nested.status).toBe(400);
  });
});
