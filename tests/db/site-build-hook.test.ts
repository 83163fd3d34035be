/**
 * Hosted rebuilds (migration 20261125090100_site_build_hook.sql). pg_net, pg_cron and Vault are the
 * real ones where the server has them (tests/support/hosted-extensions.ts), else stand-ins created
 * in the test's rolled-back transaction; the real pg_net sends nothing, as its worker reads the queue
 * only after a COMMIT. Time moves by shifting the recorded times back, never by waiting.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database.ts';
import { anon, asActor, asOwner, becomeOwner, become, serviceRole, signedIn } from './actors.ts';
import { describeOnEachDatabase } from './harness.ts';
import { allowed, insertRow, one, post, updateById } from './sql.ts';

const HOOK_URL = 'https://api.netlify.com/build_hooks/65a1f00dcafe';

/** pg_net's, Vault's and pg_cron's objects as the migration uses them, with the same signatures. */
const STAND_INS = {
  net: `
    create schema net;
    create table net.sent (id bigserial primary key, url text, body jsonb, timeout_milliseconds integer);
    create function net.http_post(
      url text,
      body jsonb default '{}'::jsonb,
      params jsonb default '{}'::jsonb,
      headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
      timeout_milliseconds integer default 5000
    ) returns bigint language sql as $$
      insert into net.sent (url, body, timeout_milliseconds) values ($1, $2, $5) returning id
    $$;
    create table net._http_response (
      id bigint, status_code integer, content_type text, headers jsonb, content text,
      timed_out boolean, error_msg text, created timestamptz not null default now()
    );
  `,
  vault: `
    create schema vault;
    create table vault.secrets (name text unique, secret text not null);
    create view vault.decrypted_secrets as select name, secret as decrypted_secret from vault.secrets;
  `,
  cron: `
    create schema cron;
    create table cron.job (jobname text, schedule text, command text);
    create function cron.schedule(job_name text, schedule text, command text) returns bigint
    language sql as $$ insert into cron.job values ($1, $2, $3); select 1::bigint $$;
  `,
};

type Extension = keyof typeof STAND_INS;
type Sent = { id: string; url: string; body: unknown; timeout_milliseconds: number };
type Hook = { request_id: string | null; awaiting_answer: boolean; requested_version: string | null };
type State = {
  content_version: string;
  built_version: string | null;
  built_as_of: Date | null;
  built_at: Date | null;
  building_since: Date | null;
  failed_at: Date | null;
  failure: string | null;
};
/** The answer pg_net would store for the request. */
type Answer = { status_code?: number; content?: string; timed_out?: boolean; error_msg?: string };

/** Which of the three the migrated database has for real. */
const realExtensions = (tx: Queryable) =>
  one<Record<Extension, boolean>>(
    tx,
    `select pg_catalog.to_regclass('net.http_request_queue') is not null as net,
            exists (select from pg_catalog.pg_extension where extname = 'supabase_vault') as vault,
            exists (select from pg_catalog.pg_extension where extname = 'pg_cron') as cron`,
  );

/** The hook's URL in Vault, by the real create_secret or into the stand-in's table. */
async function storeSecret(tx: Queryable, secret: string): Promise<void> {
  await tx.query(
    (await realExtensions(tx)).vault
      ? `select vault.create_secret($1, 'site_build_hook_url')`
      : `insert into vault.secrets (name, secret) values ('site_build_hook_url', $1)`,
    [secret],
  );
}

/** The requests made: pg_net's own queue, or the stand-in's. */
const sent = async (tx: Queryable): Promise<Sent[]> =>
  (
    await tx.query<Sent>(
      (await realExtensions(tx)).net
        ? `select id::text, url, pg_catalog.convert_from(body, 'utf8')::jsonb as body, timeout_milliseconds
           from net.http_request_queue order by id`
        : 'select id::text, url, body, timeout_milliseconds from net.sent order by id',
    )
  ).rows;
const requestCount = async (tx: Queryable) => (await sent(tx)).length;
const hook = (tx: Queryable) =>
  one<Hook & { requested_at: Date | null }>(
    tx,
    'select request_id::text, awaiting_answer, requested_version::text, requested_at from private.site_build_hook',
  );
const state = (tx: Queryable) =>
  one<State>(
    tx,
    `select content_version::text, built_version::text, built_as_of, built_at, building_since, failed_at, failure
     from private.site_build_state`,
  );
const now = async (tx: Queryable) => (await one<{ now: Date }>(tx, 'select now()')).now;
/** The minute's job, as pg_cron runs it. */
const runJob = (tx: Queryable) => tx.query('select private.run_site_build_hook()');

/** pg_net stores the hook's answer to the request awaiting one. */
async function answer(tx: Queryable, response: Answer): Promise<void> {
  await tx.query(
    `insert into net._http_response (id, status_code, content, timed_out, error_msg) values ($1, $2, $3, $4, $5)`,
    [
      (await hook(tx)).request_id,
      response.status_code,
      response.content,
      response.timed_out,
      response.error_msg,
    ],
  );
}

/**
 * As if `interval` had passed: every recorded time moves back (now() cannot move). The posts move with
 * the counting triggers held off, since time passing changes nothing public by itself.
 */
async function timePasses(tx: Queryable, interval: string): Promise<void> {
  const back = (column: string) => `${column} = ${column} - '${interval}'::interval`;
  await tx.exec(`
    alter table public.blog_posts disable trigger note_public_blog_change;
    alter table public.blog_posts disable trigger ask_site_build_after_change;
    update public.blog_posts set ${back('publish_at')} where published;
    alter table public.blog_posts enable trigger note_public_blog_change;
    alter table public.blog_posts enable trigger ask_site_build_after_change;
    update private.site_build_hook set ${back('requested_at')};
    update private.site_build_state set ${['content_changed_at', 'built_as_of', 'built_at', 'building_since', 'failed_at'].map(back).join(', ')};
    update net._http_response set ${back('created')};
  `);
}

describeOnEachDatabase(
  'site rebuilds: the hosted build hook',
  (ctx) => {
    /** Runs `work` as the admin, then back to the owner. */
    async function asAdmin<T>(tx: Queryable, work: () => Promise<T>): Promise<T> {
      await become(tx, signedIn(ctx.users.admin));
      try {
        return await work();
      } finally {
        await becomeOwner(tx);
      }
    }

    const publish = (tx: Queryable) =>
      asAdmin(tx, () => insertRow(tx, 'blog_posts', post({ published: true })));

    /** Runs `work` as the owner, rolled back, with pg_net, Vault and pg_cron (real or stand-in) and the secret. */
    function withStandIns<T>(work: (tx: Queryable) => Promise<T>, secret: string | null = HOOK_URL) {
      return asOwner(ctx.db, async (tx) => {
        // The seed's posts went public when the template was made, maybe a minute ago: a day back,
        // only the test's own posts can be due since a request.
        await tx.query(`update public.blog_posts set publish_at = now() - interval '1 day' where published`);
        const real = await realExtensions(tx);
        for (const extension of Object.keys(STAND_INS) as Extension[]) {
          if (!real[extension]) await tx.exec(STAND_INS[extension]);
        }
        if (secret !== null) await storeSecret(tx, secret);
        return work(tx);
      });
    }

    /** A first request, answered 200 and recorded by the job, a couple of minutes ago. */
    async function settledBuild(tx: Queryable): Promise<void> {
      await publish(tx);
      await answer(tx, { status_code: 200, content: '' });
      await runJob(tx);
      await timePasses(tx, '2 minutes');
    }

    describe('where pg_net, pg_cron or Vault is missing', () => {
      it('is off, and schedules the job only where pg_cron is there; pg_net lives in extensions', async () => {
        const found = await asOwner(ctx.db, async (tx) => {
          const row = await one(
            tx,
            `select private.site_build_hook_available() as available,
                  private.schedule_site_build_hook() as scheduled,
                  (select extnamespace::regnamespace::text from pg_catalog.pg_extension where extname = 'pg_net')
                    as "netSchema"`,
          );
          return { real: await realExtensions(tx), ...row };
        });
        expect(found).toEqual({
          real: found.real,
          available: found.real.net && found.real.vault && found.real.cron,
          scheduled: found.real.cron,
          netSchema: found.real.net ? 'extensions' : null,
        });
        // PGlite has none of them; Postgres has pg_cron where Debian's package is installed.
        if (ctx.target === 'pglite') expect(found.real).toEqual({ net: false, vault: false, cron: false });
      });

      it('leaves the local builder’s bookkeeping alone on a save and on the job', async (context) => {
        const { before, after, hookRow, real } = await asOwner(ctx.db, async (tx) => {
          await tx.query(
            'update private.site_build_state set built_version = content_version, built_as_of = now(), built_at = now()',
          );
          const before = await state(tx);
          await publish(tx);
          await runJob(tx);
          return { before, after: await state(tx), hookRow: await hook(tx), real: await realExtensions(tx) };
        });
        if (real.net && real.vault && real.cron) context.skip('this server has all three: the hook is on');
        expect(after).toEqual({ ...before, content_version: String(Number(before.content_version) + 1) });
        expect(hookRow).toEqual({
          request_id: null,
          awaiting_answer: false,
          requested_version: null,
          requested_at: null,
        });
      });
    });

    describe('an admin’s save', () => {
      it('asks the hook at once, with the URL from Vault, shows the site as rebuilding, and makes one request of several saves in a row', async () => {
        const r = await withStandIns(async (tx) => {
          await publish(tx);
          const first = { hook: await hook(tx), state: await state(tx), now: await now(tx) };
          for (let i = 0; i < 2; i++) await publish(tx);
          return { ...first, sent: await sent(tx) };
        });
        expect(r.sent).toEqual([
          { id: expect.any(String), url: HOOK_URL, body: {}, timeout_milliseconds: 10_000 },
        ]);
        expect(r.hook).toEqual({
          request_id: r.sent[0]?.id,
          awaiting_answer: true,
          requested_version: r.state.content_version,
          requested_at: r.now,
        });
        expect(r.state).toMatchObject({ building_since: r.now, failure: null });
      });

      it('asks nothing for a draft, on the save or in the minute’s job', async () => {
        const count = await withStandIns(async (tx) => {
          await settledBuild(tx);
          await asAdmin(tx, async () => {
            const { rows } = await insertRow(tx, 'blog_posts', post({ published: false }), 'id');
            await updateById(tx, 'blog_posts', String(rows[0]?.id), { title: 'Harvest Supper (draft 2)' });
          });
          await runJob(tx);
          await runJob(tx);
          return requestCount(tx);
        });
        expect(count).toBe(1);
      });

      it('still saves when pg_net fails, and the admin sees why', async (context) => {
        // The stand-in is made to fail; the real pg_net belongs to its extension, not to the owner.
        if ((await asActor(ctx.db, serviceRole, realExtensions)).net)
          context.skip('the real pg_net cannot fail');
        const r = await withStandIns(async (tx) => {
          await tx.exec(`
            create or replace function net.http_post(
              url text, body jsonb default '{}'::jsonb, params jsonb default '{}'::jsonb,
              headers jsonb default '{}'::jsonb, timeout_milliseconds integer default 5000
            ) returns bigint language plpgsql as $$
            begin raise exception 'the pg_net background worker is not up'; end $$;
          `);
          return { saved: (await publish(tx)).affectedRows, state: await state(tx) };
        });
        expect(r).toMatchObject({
          saved: 1,
          state: {
            building_since: null,
            failure: 'The build hook could not be asked: the pg_net background worker is not up',
          },
        });
      });
    });

    describe('the minute’s job', () => {
      it('records an accepted request as the live version, asked at the time of the request', async () => {
        const r = await withStandIns(async (tx) => {
          await publish(tx);
          const asked = await hook(tx);
          await tx.query(
            `update private.site_build_state set failed_at = now() - interval '1 hour', failure = 'an old failure'`,
          );
          await answer(tx, { status_code: 201, content: '{"id":"65a1"}' });
          await runJob(tx);
          const status = await asAdmin(tx, () =>
            one<{ status: { up_to_date: boolean } }>(tx, 'select public.site_build_status() as status'),
          );
          return { asked, state: await state(tx), hook: await hook(tx), upToDate: status.status.up_to_date };
        });
        expect(r.state).toMatchObject({
          built_version: r.asked.requested_version,
          built_as_of: r.asked.requested_at,
          built_at: r.asked.requested_at,
          building_since: null,
          failed_at: null,
          failure: null,
        });
        expect(r).toMatchObject({ hook: { awaiting_answer: false }, upToDate: true });
      });

      it.each`
        response                                                             | failure
        ${{ status_code: 404, content: '\n  Not Found:\n  no such hook\n' }} | ${'The build hook answered HTTP 404: Not Found: no such hook'}
        ${{ timed_out: true }}                                               | ${'The build hook did not answer within 10 seconds.'}
        ${{ error_msg: 'Could not resolve host: api.netlify.com' }}          | ${'The build hook could not be reached: Could not resolve host: api.netlify.com'}
      `(
        'records a failed request ($response), keeps the live version, and retries after ten minutes, not before',
        async ({ response, failure }) => {
          const r = await withStandIns(async (tx) => {
            await settledBuild(tx);
            const live = await state(tx);
            await publish(tx);
            await answer(tx, response);
            await runJob(tx);
            const failed = { state: await state(tx), now: await now(tx) };
            await timePasses(tx, '2 minutes');
            await runJob(tx);
            const soon = await requestCount(tx);
            await timePasses(tx, '9 minutes');
            await runJob(tx);
            return { live, ...failed, requests: { soon, later: await requestCount(tx) } };
          });
          expect(r.requests).toEqual({ soon: 2, later: 3 });
          expect(r.state).toMatchObject({
            built_version: r.live.built_version,
            built_at: r.live.built_at,
            building_since: null,
            failed_at: r.now,
            failure,
          });
        },
      );

      it('keeps waiting for an answer for five minutes, then records that none came', async () => {
        const r = await withStandIns(async (tx) => {
          await publish(tx);
          await timePasses(tx, '4 minutes');
          await runJob(tx);
          const waiting = await state(tx);
          await timePasses(tx, '2 minutes');
          await runJob(tx);
          return { waiting, gaveUp: await state(tx), requests: await requestCount(tx) };
        });
        expect(r).toMatchObject({
          waiting: { failure: null, building_since: expect.any(Date) },
          gaveUp: {
            building_since: null,
            failure: expect.stringMatching(/^The build hook did not answer within 5 minutes/),
          },
          requests: 1,
        });
      });

      it('holds a change while a request awaits its answer and for a minute after it, then asks for it', async () => {
        const r = await withStandIns(async (tx) => {
          await publish(tx);
          await publish(tx);
          const pending = await requestCount(tx);
          await runJob(tx);
          const unanswered = await requestCount(tx);
          await answer(tx, { status_code: 200 });
          await runJob(tx);
          const answered = { requests: await requestCount(tx), hook: await hook(tx), state: await state(tx) };
          await answer(tx, { status_code: 200 });
          await runJob(tx);
          await timePasses(tx, '30 seconds');
          await publish(tx);
          const withinAMinute = await requestCount(tx);
          await timePasses(tx, '31 seconds');
          await publish(tx);
          return { pending, unanswered, answered, withinAMinute, afterAMinute: await requestCount(tx) };
        });
        expect(r).toMatchObject({
          pending: 1,
          unanswered: 1,
          answered: {
            requests: 2,
            hook: { awaiting_answer: true, requested_version: r.answered.state.content_version },
          },
          withinAMinute: 2,
          afterAMinute: 3,
        });
      });

      it.each([
        ['asks when a scheduled post has become due since the last request', '-1 minute', 2],
        ['asks nothing for a scheduled post still ahead', '1 hour', 1],
      ])('%s', async (_, dueIn, requests) => {
        const count = await withStandIns(async (tx) => {
          await settledBuild(tx);
          // The post was created (and that version asked for) while its time was still ahead; since
          // then only time has passed, which no trigger sees.
          await tx.query('alter table public.blog_posts disable trigger ask_site_build_after_change');
          await tx.query(
            `insert into public.blog_posts (title, content, slug, published, publish_at)
             values ('Advent Concert', 'Doors at six.', $1, true, now() + $2::interval)`,
            [`advent-concert-${randomUUID()}`, dueIn],
          );
          await tx.query('alter table public.blog_posts enable trigger ask_site_build_after_change');
          await tx.query(
            'update private.site_build_hook set requested_version = (select content_version from private.site_build_state)',
          );
          await runJob(tx);
          return requestCount(tx);
        });
        expect(count).toBe(requests);
      });
    });

    describe('the Vault secret', () => {
      it('when missing, asks nothing and tells the admin how to set it, until it is set; refuses an address that is not https', async () => {
        const r = await withStandIns(async (tx) => {
          await publish(tx);
          const missing = { requests: await requestCount(tx), state: await state(tx) };
          await timePasses(tx, '3 minutes');
          await runJob(tx);
          const stillMissing = await state(tx);
          await storeSecret(tx, HOOK_URL);
          await runJob(tx);
          return { missing, stillMissing, requests: await sent(tx), now: await now(tx) };
        }, null);
        expect(r.missing).toMatchObject({
          requests: 0,
          state: {
            failed_at: r.now,
            failure:
              'No build hook is set up, so the public site is not rebuilt after changes. Create a build hook at ' +
              'your CDN (Netlify, Cloudflare Pages or Vercel), then run in the Supabase SQL editor: ' +
              "select vault.create_secret('<the build hook URL>', 'site_build_hook_url');",
          },
        });
        // The first time it was found stays: the admin sees how long it has lasted.
        expect(r.stillMissing.failed_at?.getTime()).toBe(r.now.getTime() - 3 * 60_000);
        expect(r.requests.map((request) => request.url)).toEqual([HOOK_URL]);

        const notHttps = await withStandIns(async (tx) => {
          await publish(tx);
          return { requests: await requestCount(tx), state: await state(tx) };
        }, 'api.netlify.com/build_hooks/65a1f00dcafe');
        expect(notHttps).toMatchObject({
          requests: 0,
          state: {
            failure: expect.stringMatching(/^The Vault secret site_build_hook_url is not an https:\/\//),
          },
        });
      });
    });

    it('schedules the job every minute where pg_cron exists, and the job’s command runs', async () => {
      const r = await withStandIns(async (tx) => {
        const { scheduled } = await one(tx, 'select private.schedule_site_build_hook() as scheduled');
        const { rows: jobs } = await tx.query<{ command: string }>(
          `select jobname, schedule, command from cron.job where jobname = 'site-build-hook'`,
        );
        await publish(tx);
        await answer(tx, { status_code: 200 });
        for (const job of jobs) await tx.query(job.command);
        return { scheduled, jobs, state: await state(tx) };
      });
      expect(r).toMatchObject({
        scheduled: true,
        jobs: [
          {
            jobname: 'site-build-hook',
            schedule: '* * * * *',
            command: 'select private.run_site_build_hook()',
          },
        ],
        state: { built_version: r.state.content_version },
      });
    });

    it.each([
      ['a visitor', () => anon],
      ['a signed-in non-admin', () => signedIn(ctx.users.member)],
      ['an admin at aal2', () => signedIn(ctx.users.admin, 'aal2')],
      ['the secret key', () => serviceRole],
    ])(
      'is the owner’s alone: %s may neither run the job nor read or write the hook’s and the build’s rows',
      async (_, actor) => {
        const statements = [
          'select private.run_site_build_hook()',
          'select private.ask_site_build_hook()',
          'select private.schedule_site_build_hook()',
          'select * from private.site_build_hook',
          'update private.site_build_hook set awaiting_answer = false',
          'select * from private.site_build_state',
          'update private.site_build_state set built_version = content_version, built_at = now()',
          'insert into private.site_build_state (id) values (true)',
          'delete from private.site_build_state',
        ];
        const outcomes = await asActor(ctx.db, actor(), async (tx) => {
          const results = [];
          for (const sql of statements) results.push(await allowed(tx, () => tx.query(sql)));
          return results;
        });
        expect(outcomes).toEqual(statements.map(() => false));
      },
    );
  },
  { hostedExtensions: true },
);
