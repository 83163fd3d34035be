/**
 * erase_person and retention (docs/product.md#erasure-and-retention): every row holding an address
 * goes, compared case-insensitively, and the erasure is recorded without it.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database.ts';
import { DEFAULT_RETENTION_MONTHS } from '../../src/data/lead-retention.ts';
import { contactRow, requestRow } from '../support/lead-rows.ts';
import { anon, asActor, becomeOwner, become, serviceRole, signedIn, type Actor } from './actors.ts';
import { describeOnEachDatabase } from './harness.ts';
import { expectDenied, expectOutcomes, insertRow, one, type Outcome, type Statement } from './sql.ts';

/** Every row anywhere that still holds `address` (case-insensitively), by table; as the owner. */
async function rowsHolding(tx: Queryable, address: string): Promise<Record<string, number>> {
  await becomeOwner(tx);
  const { rows } = await tx.query<{ messages: number; requests: number; log: number }>(
    `select (select count(*)::int from public.contact_messages where lower(email) = lower($1)) as messages,
            (select count(*)::int from public.onboarding_requests where lower(email) = lower($1)) as requests,
            (select count(*)::int from private.submission_log where email = lower($1)) as log`,
    [address],
  );
  return rows[0] ?? {};
}

const erasureRecord: Record<string, Statement> = {
  read: (tx) => tx.query('select id from public.lead_erasures'),
  write: (tx) => insertRow(tx, 'lead_erasures', { rows_erased: 0 }),
};

describeOnEachDatabase('erase_person', (ctx) => {
  const admin = () => signedIn(ctx.users.admin);

  /** Two messages and a request from one person (mixed case), each with a note, as visitors send them. */
  async function seedPerson(tx: Queryable, address: string): Promise<void> {
    await become(tx, anon);
    await tx.query(`select set_config('request.headers', '{"x-forwarded-for":"203.0.113.7"}', true)`);
    await insertRow(tx, 'contact_messages', contactRow(address));
    await insertRow(tx, 'contact_messages', contactRow(address.toUpperCase()));
    await insertRow(tx, 'onboarding_requests', requestRow(address));
    await become(tx, admin());
    await tx.query(
      `insert into public.lead_notes (contact_message_id, body)
       select id, 'Called back.' from public.contact_messages where lower(email) = lower($1)`,
      [address],
    );
    // Someone else's message stays.
    await become(tx, anon);
    await insertRow(tx, 'contact_messages', contactRow(`other.${address}`));
  }

  it('deletes every row holding the address, records the erasure without it, returns the count', async () => {
    const address = `Erase.${randomUUID()}@Example.org`;
    const outcome = await asActor(ctx.db, admin(), async (tx) => {
      await seedPerson(tx, address);
      await become(tx, serviceRole);
      const before = await rowsHolding(tx, address);
      const notes = (await tx.query<{ n: number }>('select count(*)::int as n from public.lead_notes'))
        .rows[0]?.n;
      await become(tx, admin());
      const preview = (
        await tx.query<{ preview: Record<string, number> }>('select public.erasure_preview($1) as preview', [
          address,
        ])
      ).rows[0]?.preview;
      const erased = (
        await tx.query<{ n: number }>('select public.erase_person($1) as n', [` ${address.toLowerCase()} `])
      ).rows[0]?.n;
      await become(tx, serviceRole);
      const erasures = (
        await tx.query(
          `select erased_by, rows_erased, to_jsonb(e)::text as whole from public.lead_erasures as e`,
        )
      ).rows;
      return {
        before,
        preview,
        notesBefore: notes,
        erased,
        after: await rowsHolding(tx, address),
        notesAfter: (await tx.query<{ n: number }>('select count(*)::int as n from public.lead_notes'))
          .rows[0]?.n,
        notices: (
          await tx.query(
            `select 1 from public.lead_notices n
               left join public.contact_messages m on m.id = n.contact_message_id
               left join public.onboarding_requests r on r.id = n.onboarding_request_id
              where lower(coalesce(m.email, r.email)) = lower($1)`,
            [address],
          )
        ).rows,
        others: (
          await tx.query(`select 1 from public.contact_messages where email = $1`, [`other.${address}`])
        ).rows,
        erasures,
      };
    });
    expect(outcome.before).toEqual({ messages: 2, requests: 1, log: 3 });
    expect(outcome.after).toEqual({ messages: 0, requests: 0, log: 0 });
    expect(outcome.notices).toEqual([]);
    expect(outcome.others).toHaveLength(1);
    // One acknowledgement: at most one a day per person.
    expect(outcome.preview).toEqual({
      messages: 2,
      requests: 1,
      notes: 2,
      notices: 3,
      mails: 1,
      submission_log: 3,
    });
    expect(outcome.erased).toBe(12);
    expect((outcome.notesBefore ?? 0) - (outcome.notesAfter ?? 0)).toBe(2);
    expect(outcome.erasures).toHaveLength(1);
    expect(outcome.erasures[0]).toMatchObject({ erased_by: ctx.users.admin.id, rows_erased: 12 });
    expect(String(outcome.erasures[0]?.whole).toLowerCase()).not.toContain(address.toLowerCase());
  });

  it('an address with no rows erases nothing and still records the erasure', async () => {
    const result = await asActor(ctx.db, admin(), async (tx) => {
      const { n: erased } = await one<{ n: number }>(tx, 'select public.erase_person($1) as n', [
        'nobody@example.org',
      ]);
      const recorded = (await tx.query('select rows_erased from public.lead_erasures')).rows;
      return { erased, recorded };
    });
    expect(result).toEqual({ erased: 0, recorded: [{ rows_erased: 0 }] });
  });

  it.each<[string, () => Actor, Record<string, Outcome>]>([
    ['a visitor', () => anon, { read: 'denied', write: 'denied' }],
    ['a signed-in non-admin', () => signedIn(ctx.users.member), { read: 0, write: 'denied' }],
    ['an admin', admin, { write: 'denied' }],
  ])('%s reads and writes the erasure record as the policies say', async (_, actor, expected) => {
    await expectOutcomes(ctx.db, actor(), erasureRecord, expected);
  });

  // The same words over REST whichever function answers: 20261126100000 put the body in private.
  it.each<[string, () => Actor, string, unknown]>([
    ['a visitor (anon)', () => anon, '42501', 'permission denied for function erase_person'],
    ['a signed-in non-admin', () => signedIn(ctx.users.member), '42501', 'only owners may erase a person'],
    [
      'an admin who is not an owner',
      () => signedIn(ctx.users.otherAdmin),
      '42501',
      'only owners may erase a person',
    ],
    ['the secret key (service_role)', () => serviceRole, '42501', 'only owners may erase a person'],
    ['an empty address, even from an admin', admin, '22023', expect.any(String)],
  ])('refuses %s, saying why', async (_, actor, code, message) => {
    const address = code === '22023' ? '  ' : 'lead@example.org';
    await expect(
      asActor(ctx.db, actor(), (tx) => tx.query('select public.erase_person($1)', [address])),
    ).rejects.toMatchObject({ code, message });
  });
});

describeOnEachDatabase('apply_lead_retention', (ctx) => {
  async function age(tx: Queryable, table: string, email: string, months: number): Promise<void> {
    await tx.query(
      `update public.${table} set created_at = now() - make_interval(months => $2) - interval '1 day' where email = $1`,
      [email, months],
    );
  }

  it('deletes leads older than the default retention period with their notes, and follows the setting: 6 months deletes a 7-month-old lead', async () => {
    const outcome = await asActor(ctx.db, serviceRole, async (tx) => {
      const old = `old.${randomUUID()}@example.org`;
      const recent = `recent.${randomUUID()}@example.org`;
      await insertRow(tx, 'contact_messages', contactRow(old));
      await insertRow(tx, 'onboarding_requests', requestRow(old));
      await insertRow(tx, 'contact_messages', contactRow(recent));
      await age(tx, 'contact_messages', old, DEFAULT_RETENTION_MONTHS);
      await age(tx, 'onboarding_requests', old, DEFAULT_RETENTION_MONTHS);
      await age(tx, 'contact_messages', recent, DEFAULT_RETENTION_MONTHS - 1);
      await tx.query(
        `insert into public.lead_notes (contact_message_id, body) select id, 'Old.' from public.contact_messages where email = $1`,
        [old],
      );
      await becomeOwner(tx);
      const { n: deleted } = await one<{ n: number }>(tx, 'select private.apply_lead_retention() as n');
      return { deleted, old: await rowsHolding(tx, old), recent: await rowsHolding(tx, recent) };
    });
    expect(outcome).toEqual({
      deleted: 2,
      old: { messages: 0, requests: 0, log: 0 },
      recent: { messages: 1, requests: 0, log: 0 },
    });
    const deleted = await asActor(ctx.db, serviceRole, async (tx) => {
      const email = `seven.${randomUUID()}@example.org`;
      await insertRow(tx, 'contact_messages', contactRow(email));
      await age(tx, 'contact_messages', email, 7);
      await becomeOwner(tx);
      await tx.query('update private.lead_desk_settings set retention_months = 6');
      return (await one<{ n: number }>(tx, 'select private.apply_lead_retention() as n')).n;
    });
    expect(deleted).toBeGreaterThanOrEqual(1);
  });

  it('refuses a retention outside 1 to 1,200 months', async () => {
    await expect(
      ctx.db.query('update private.lead_desk_settings set retention_months = 0'),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it.each<[string, () => Actor]>([
    ['visitor (anon)', () => anon],
    ['signed-in non-admin', () => signedIn(ctx.users.member)],
    ['admin', () => signedIn(ctx.users.admin)],
    ['service_role', () => serviceRole],
  ])('%s cannot run it or change the setting', async (_, actor) => {
    await expectDenied(asActor(ctx.db, actor(), (tx) => tx.query('select private.apply_lead_retention()')));
    await expectDenied(
      asActor(ctx.db, actor(), (tx) =>
        tx.query('update private.lead_desk_settings set retention_months = 1'),
      ),
    );
  });
});
