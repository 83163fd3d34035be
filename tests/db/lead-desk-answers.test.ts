/**
 * The lead desk's answers as the database holds them (docs/product.md#answering-leads):
 * acknowledgements queued with accepted leads and held to their limits, replies that move the
 * lead's status, the outbox of both, one person across the lead tables. Which roles may do what
 * is in staff-roles.test.ts's table.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database.ts';
import { contactRow, requestRow } from '../support/lead-rows.ts';
import { anon, asActor, become, becomeOwner, serviceRole, signedIn } from './actors.ts';
import { describeOnEachDatabase } from './harness.ts';
import { expectCheckViolation, insertRow, one } from './sql.ts';

type LeadTable = 'contact_messages' | 'onboarding_requests';

interface Claimed {
  id: string;
  claim_token: string;
  kind: string;
  body: string | null;
  form: string;
  lead: Record<string, unknown>;
  earlier: string[];
}

const claim = async (tx: Queryable) =>
  (await tx.query<Claimed>('select * from public.claim_lead_mails(50, 300)')).rows;

/** A visitor's lead, inserted as anon from its own network (the per-IP limit stays far). */
async function visitorLead(tx: Queryable, table: LeadTable, email: string, extra = {}): Promise<string> {
  const id = randomUUID();
  const row = table === 'contact_messages' ? contactRow(email) : requestRow(email);
  await become(tx, anon);
  await tx.query(`select set_config('request.headers', $1, true)`, [
    JSON.stringify({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` }),
  ]);
  await insertRow(tx, table, { id, ...row, ...extra });
  await become(tx, serviceRole);
  return id;
}

const acknowledgements = async (tx: Queryable) =>
  (
    await tx.query<{ lead: string }>(
      `select coalesce(contact_message_id, onboarding_request_id)::text as lead from public.lead_mails
        where kind = 'acknowledgement' order by created_at`,
    )
  ).rows.map((row) => row.lead);

const address = () => `Ack.${randomUUID()}@Example.org`;

describeOnEachDatabase('the lead desk’s answers', (ctx) => {
  const admin = () => signedIn(ctx.users.admin);

  it('acknowledges each accepted lead once, and one person at most once a day, whatever the case of the address', async () => {
    const result = await asActor(ctx.db, serviceRole, async (tx) => {
      await tx.query('delete from public.lead_mails');
      const email = address();
      const first = await visitorLead(tx, 'contact_messages', email, { display_mode: 'secular' });
      await visitorLead(tx, 'onboarding_requests', email.toUpperCase());
      const other = await visitorLead(tx, 'onboarding_requests', address());
      const persons = (
        await tx.query<{ person_id: string }>(
          `select person_id from public.contact_messages where id = $1
           union all select person_id from public.onboarding_requests where lower(email) = lower($2)`,
          [first, email],
        )
      ).rows.map((row) => row.person_id);
      // A day later the same person is acknowledged again.
      await tx.query(`update public.lead_mails set created_at = now() - interval '1 day 1 minute'`);
      const later = await visitorLead(tx, 'contact_messages', email);
      return { acknowledged: await acknowledgements(tx), expected: [first, other, later], persons };
    });
    expect(result.acknowledged).toEqual(result.expected);
    expect(new Set(result.persons).size).toBe(1);
  });

  it('acknowledges nothing when the setting is off, past the hourly cap, or for a retried submission', async () => {
    const result = await asActor(ctx.db, serviceRole, async (tx) => {
      await tx.query('delete from public.lead_mails');
      /** The operator's settings, which no API role writes. */
      const settings = async (sql: string) => {
        await becomeOwner(tx);
        await tx.query(`update private.lead_desk_settings set ${sql} where only_row`);
      };
      await settings('acknowledgements = false');
      await visitorLead(tx, 'contact_messages', address());
      const whenOff = await acknowledgements(tx);

      await settings('acknowledgements = true, acknowledgement_hourly_cap = 2');
      const capped = [];
      for (let n = 0; n < 3; n += 1) capped.push(await visitorLead(tx, 'contact_messages', address()));
      const withCap = await acknowledgements(tx);

      await settings('acknowledgement_hourly_cap = 60');
      await become(tx, serviceRole);
      await tx.query('delete from public.lead_mails');
      // The form's retry of a submission: same id, same client, skipped.
      const id = randomUUID();
      const retry = { id, ...contactRow(address()) };
      await become(tx, anon);
      await tx.query(`select set_config('request.headers', '{"x-forwarded-for":"203.0.113.41"}', true)`);
      await insertRow(tx, 'contact_messages', retry);
      await insertRow(tx, 'contact_messages', retry);
      await become(tx, serviceRole);
      return { whenOff, withCap, capped, retried: await acknowledgements(tx), id };
    });
    expect(result.whenOff).toEqual([]);
    expect(result.withCap).toEqual(result.capped.slice(0, 2));
    expect(result.retried).toEqual([result.id]);
  });

  it('refuses a display mode the site does not have', async () => {
    await asActor(ctx.db, anon, async (tx) => {
      await expectCheckViolation(
        insertRow(tx, 'contact_messages', { ...contactRow(address()), display_mode: 'dark' }),
        'contact_messages_display_mode_valid',
      );
    });
  });

  it('turns acknowledgements off and on for the lead desk, and refuses no answer', async () => {
    const settings = await asActor(ctx.db, admin(), async (tx) => {
      await tx.query('select public.set_acknowledgements(false)');
      const off = await one(tx, 'select public.acknowledgement_settings() as s');
      const refused = await tx.query('select public.set_acknowledgements(null)').then(
        () => 'accepted',
        (error: { code?: string }) => error.code,
      );
      return { off, refused };
    });
    expect(settings.off).toEqual({ s: { acknowledgements: false, acknowledgement_hourly_cap: 60 } });
    expect(settings.refused).toBe('22023');
  });

  it.each([
    ['contact_messages', 'unread', 'responded'],
    ['contact_messages', 'read', 'responded'],
    ['contact_messages', 'responded', 'responded'],
    ['onboarding_requests', 'pending', 'contacted'],
    ['onboarding_requests', 'qualified', 'qualified'],
  ] as const)(
    'a reply to a %s row that is %s queues the mail as its sender and leaves it %s',
    async (table, from, to) => {
      const result = await asActor(ctx.db, serviceRole, async (tx) => {
        const id = await visitorLead(tx, table, address());
        if (from !== 'unread' && from !== 'pending') {
          await tx.query(`update public.${table} set status = $2 where id = $1`, [id, from]);
        }
        await become(tx, admin());
        const reply = await one(
          tx,
          `select kind, body, status, sent_by, sent_by_email from public.reply_to_lead($1, $2, $3)`,
          [table, id, 'Thank you, we will call on Tuesday.'],
        );
        const lead = await one(
          tx,
          `select status, to_jsonb(l) ->> 'responded_at' is not null as responded_at from public.${table} l where id = $1`,
          [id],
        );
        return { reply, lead };
      });
      expect(result.reply).toEqual({
        kind: 'reply',
        body: 'Thank you, we will call on Tuesday.',
        status: 'queued',
        sent_by: ctx.users.admin.id,
        sent_by_email: ctx.users.admin.email,
      });
      expect(result.lead).toEqual({ status: to, responded_at: to === 'responded' });
    },
  );

  it('refuses an empty or overlong reply, and a reply to no lead', async () => {
    await asActor(ctx.db, serviceRole, async (tx) => {
      const id = await visitorLead(tx, 'contact_messages', address());
      await become(tx, admin());
      const reply = (body: string, lead = id) =>
        tx.query(`select public.reply_to_lead('contact_messages', $1, $2)`, [lead, body]);
      await tx.query('savepoint before');
      await expectCheckViolation(reply(' \n '), 'lead_mails_body_required');
      await tx.query('rollback to savepoint before');
      await expectCheckViolation(reply('x'.repeat(5001)), 'lead_mails_body_length');
      await tx.query('rollback to savepoint before');
      await expect(reply('Hello', randomUUID())).rejects.toMatchObject({ code: '23503' });
    });
  });

  it('drains like the notices: a passing failure is retried, an undeliverable mail fails for good, a reply knows the mails sent before it', async () => {
    await asActor(ctx.db, serviceRole, async (tx) => {
      await tx.query('delete from public.lead_mails');
      const id = await visitorLead(tx, 'contact_messages', address(), { display_mode: 'secular' });
      const [ack] = await claim(tx);
      expect(ack).toMatchObject({
        kind: 'acknowledgement',
        body: null,
        form: 'contact_messages',
        earlier: [],
      });
      expect(ack?.lead).toMatchObject({ id, display_mode: 'secular' });
      await tx.query('select public.record_lead_mail_sent($1, $2)', [ack?.id, ack?.claim_token]);

      await become(tx, admin());
      await tx.query(`select public.reply_to_lead('contact_messages', $1, 'First reply')`, [id]);
      await become(tx, serviceRole);
      const [reply] = await claim(tx);
      expect(reply).toMatchObject({ kind: 'reply', body: 'First reply', earlier: [ack?.id] });
      await tx.query(`select public.record_lead_mail_failure($1, $2, 'connect ECONNREFUSED', 60)`, [
        reply?.id,
        reply?.claim_token,
      ]);
      const state = `select status, last_error, attempts, failed_at is not null as failed from public.lead_mails where id = $1`;
      expect(await one(tx, state, [reply?.id])).toEqual({
        status: 'queued',
        last_error: 'connect ECONNREFUSED',
        attempts: 1,
        failed: false,
      });
      expect(await claim(tx)).toEqual([]);
      await tx.query('update public.lead_mails set next_attempt_at = now() where id = $1', [reply?.id]);
      const [again] = await claim(tx);
      await tx.query(
        `select public.record_lead_mail_failure($1, $2, 'no address a header may carry', null)`,
        [again?.id, again?.claim_token],
      );
      expect(await one(tx, state, [reply?.id])).toEqual({
        status: 'failed',
        last_error: 'no address a header may carry',
        attempts: 2,
        failed: true,
      });
    });
  });

  it('expires an acknowledgement unsent after the notice expiry; a reply waits as long as it takes', async () => {
    const states = await asActor(ctx.db, serviceRole, async (tx) => {
      await tx.query('delete from public.lead_mails');
      const id = await visitorLead(tx, 'onboarding_requests', address());
      await become(tx, admin());
      await tx.query(`select public.reply_to_lead('onboarding_requests', $1, 'Hello')`, [id]);
      await become(tx, serviceRole);
      await tx.query(`update public.lead_mails set created_at = now() - interval '30 days'`);
      await tx.query('select public.expire_lead_mails()');
      return (await tx.query('select kind, status from public.lead_mails order by kind')).rows;
    });
    expect(states).toEqual([
      { kind: 'acknowledgement', status: 'expired' },
      { kind: 'reply', status: 'queued' },
    ]);
  });

  it('shows one person across both forms: leads, notes, mails and status changes, oldest first, and no one else', async () => {
    const timeline = await asActor(ctx.db, serviceRole, async (tx) => {
      const email = address();
      const message = await visitorLead(tx, 'contact_messages', email);
      await visitorLead(tx, 'contact_messages', address());
      await tx.query(`update public.lead_mails set created_at = created_at + interval '1 second'`);
      await become(tx, admin());
      await tx.query(`update public.contact_messages set status = 'read' where id = $1`, [message]);
      await insertRow(tx, 'lead_notes', { contact_message_id: message, body: 'Asked about Tuesdays.' });
      await become(tx, serviceRole);
      const request = await visitorLead(tx, 'onboarding_requests', email.toLowerCase());
      await become(tx, admin());
      const person = (
        await one<{ p: string }>(tx, 'select person_id as p from public.contact_messages where id = $1', [
          message,
        ])
      ).p;
      const { rows } = await tx.query<{ kind: string; lead_id: string }>(
        'select kind, lead_id from public.person_timeline($1)',
        [person],
      );
      return { rows, message, request };
    });
    expect(timeline.rows.map((row) => row.kind).sort()).toEqual(
      ['acknowledgement', 'message', 'note', 'request', 'status_change'].sort(),
    );
    expect(timeline.rows[0]).toEqual({ kind: 'message', lead_id: timeline.message });
    expect(new Set(timeline.rows.map((row) => row.lead_id))).toEqual(
      new Set([timeline.message, timeline.request]),
    );
  });
});
