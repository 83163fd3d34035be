/**
 * lead_notices, the outbox of lead emails (docs/architecture.md#flow-5-a-lead-notice-from-row-to-inbox):
 * queued with the lead, claimed by one sender at a time, driven by service_role only.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database.ts';
import { contactRow, requestRow } from '../support/lead-rows.ts';
import { anon, asActor, become, serviceRole, signedIn } from './actors.ts';
import { describeOnEachDatabase } from './harness.ts';
import { expectDenied, insertRow, one } from './sql.ts';

interface Claimed {
  id: string;
  claim_token: string;
  attempts: number;
  form: string;
  lead: Record<string, unknown>;
}

interface NoticeState {
  status: string;
  attempts: number;
  last_error: string | null;
  due_now: boolean;
}

const claim = async (tx: Queryable, batch = 50) =>
  (await tx.query<Claimed>('select * from public.claim_lead_notices($1, 300)', [batch])).rows;

/** A visitor's lead, inserted as anon; returns the lead's id. */
async function visitorLead(tx: Queryable, form: 'contact_messages' | 'onboarding_requests'): Promise<string> {
  const id = randomUUID();
  const row = form === 'contact_messages' ? contactRow(`${id}@example.org`) : requestRow(`${id}@example.org`);
  await become(tx, anon);
  await insertRow(tx, form, { id, ...row });
  await become(tx, serviceRole);
  return id;
}

const stateOf = (tx: Queryable, noticeId: string) =>
  one<NoticeState>(
    tx,
    `select status, attempts, last_error, next_attempt_at <= now() as due_now
       from public.lead_notices where id = $1`,
    [noticeId],
  );

describeOnEachDatabase('lead_notices', (ctx) => {
  it.each(['contact_messages', 'onboarding_requests'] as const)(
    'a visitor’s %s row queues one notice, which a claim returns with the lead',
    async (form) => {
      const claimed = await asActor(ctx.db, serviceRole, async (tx) => {
        await tx.query(`delete from public.lead_notices`);
        const id = await visitorLead(tx, form);
        return { id, notices: await claim(tx) };
      });
      expect(claimed.notices).toHaveLength(1);
      expect(claimed.notices[0]).toMatchObject({ attempts: 1, form, lead: { id: claimed.id } });
    },
  );

  it('a multi-row insert queues one notice per lead; a retried submission queues none', async () => {
    const counted = await asActor(ctx.db, serviceRole, async (tx) => {
      await tx.query(`delete from public.lead_notices`);
      await become(tx, anon);
      await tx.query(`select set_config('request.headers', '{"x-forwarded-for":"203.0.113.40"}', true)`);
      const id = randomUUID();
      const email = `${id}@example.org`;
      await tx.query(
        `insert into public.contact_messages (id, name, email, message)
         values ($1, 'Ana', $2, 'One'), (gen_random_uuid(), 'Ben', $3, 'Two')`,
        [id, email, `other.${email}`],
      );
      // The form's retry of the first submission: same id, same client, skipped.
      await insertRow(tx, 'contact_messages', { id, ...contactRow(email) });
      await become(tx, serviceRole);
      return (await tx.query<{ n: number }>('select count(*)::int as n from public.lead_notices')).rows[0]?.n;
    });
    expect(counted).toBe(2);
  });

  it('holds no visitor data: only the lead it announces and the delivery state', async () => {
    const { rows } = await ctx.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_schema = 'public' and table_name = 'lead_notices' order by column_name`,
    );
    expect(rows.map((row) => row.column_name)).toEqual(
      (
        'attempts claim_token claimed_until contact_message_id created_at expired_at id ' +
        'last_error next_attempt_at onboarding_request_id sent_at status'
      ).split(' '),
    );
  });

  it('a claimed notice is not claimed again while its lease runs; sent is recorded once, with the claim’s token only, and never claimed again', async () => {
    await asActor(ctx.db, serviceRole, async (tx) => {
      await tx.query(`delete from public.lead_notices`);
      await visitorLead(tx, 'contact_messages');
      const [notice] = await claim(tx);
      if (!notice) throw new Error('nothing claimed');
      expect(await claim(tx)).toEqual([]);
      const sent = (token: string) =>
        tx.query<{ ok: boolean }>('select public.record_lead_notice_sent($1, $2) as ok', [notice.id, token]);
      expect((await sent(randomUUID())).rows[0]?.ok).toBe(false);
      expect((await sent(notice.claim_token)).rows[0]?.ok).toBe(true);
      expect((await sent(notice.claim_token)).rows[0]?.ok).toBe(false);
      expect(await stateOf(tx, notice.id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
      await tx.query(`update public.lead_notices set claimed_until = now() - interval '1 hour'`);
      expect(await claim(tx)).toEqual([]);
    });
  });

  it('a failure keeps the error and the next try; with no delay it is claimed again, attempt 2', async () => {
    await asActor(ctx.db, serviceRole, async (tx) => {
      await tx.query(`delete from public.lead_notices`);
      await visitorLead(tx, 'onboarding_requests');
      const [first] = await claim(tx);
      if (!first) throw new Error('nothing claimed');
      await tx.query('select public.record_lead_notice_failure($1, $2, $3, 600)', [
        first.id,
        first.claim_token,
        'connect ECONNREFUSED 127.0.0.1:2525',
      ]);
      expect(await stateOf(tx, first.id)).toEqual({
        status: 'queued',
        attempts: 1,
        last_error: 'connect ECONNREFUSED 127.0.0.1:2525',
        due_now: false,
      });
      expect(await claim(tx)).toEqual([]);
      await tx.query(`update public.lead_notices set next_attempt_at = now() where id = $1`, [first.id]);
      expect((await claim(tx))[0]).toMatchObject({ id: first.id, attempts: 2 });
    });
  });

  it('unsent notices older than the expiry (3 days) expire instead of being sent', async () => {
    await asActor(ctx.db, serviceRole, async (tx) => {
      await tx.query(`delete from public.lead_notices`);
      await visitorLead(tx, 'contact_messages');
      await tx.query(`update public.lead_notices set created_at = now() - interval '3 days 1 minute'`);
      expect(await claim(tx)).toEqual([]);
      const { rows } = await tx.query(
        `select status, expired_at is not null as stamped from public.lead_notices`,
      );
      expect(rows).toEqual([{ status: 'expired', stamped: true }]);
    });
  });

  it('goes with its lead, as its notes do (ON DELETE CASCADE)', async () => {
    const left = await asActor(ctx.db, serviceRole, async (tx) => {
      const id = await visitorLead(tx, 'contact_messages');
      await insertRow(tx, 'lead_notes', { contact_message_id: id, body: 'Soon gone.' });
      await tx.query('delete from public.contact_messages where id = $1', [id]);
      const { rows } = await tx.query(
        `select 'notice' from public.lead_notices where contact_message_id = $1
         union all select 'note' from public.lead_notes where contact_message_id = $1`,
        [id],
      );
      return rows;
    });
    expect(left).toEqual([]);
  });

  it.each([
    ['an admin reads the notices', () => signedIn(ctx.users.admin), true],
    ['a signed-in non-admin reads no notice', () => signedIn(ctx.users.member), false],
  ])('%s', async (_, actor, reads) => {
    const rows = await asActor(ctx.db, serviceRole, async (tx) => {
      await visitorLead(tx, 'contact_messages');
      await become(tx, actor());
      return (await tx.query('select status from public.lead_notices')).rows;
    });
    expect(rows.length > 0).toBe(reads);
  });

  describe.each([
    ['visitor (anon)', () => anon],
    ['signed-in non-admin', () => signedIn(ctx.users.member)],
    ['admin', () => signedIn(ctx.users.admin)],
  ])('%s', (_, actor) => {
    it.each`
      name                  | sql
      ${'claim'}            | ${'select * from public.claim_lead_notices(10, 60)'}
      ${'expire'}           | ${'select public.expire_lead_notices()'}
      ${'record a send'}    | ${`select public.record_lead_notice_sent(gen_random_uuid(), gen_random_uuid())`}
      ${'record a failure'} | ${`select public.record_lead_notice_failure(gen_random_uuid(), gen_random_uuid(), 'x', 1)`}
      ${'write the outbox'} | ${`update public.lead_notices set status = 'sent', sent_at = now()`}
    `('cannot $name', async ({ sql }) => {
      await expectDenied(asActor(ctx.db, actor(), (tx) => tx.query(sql)));
    });
  });
});
