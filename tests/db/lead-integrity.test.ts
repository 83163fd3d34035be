/**
 * Leads that cannot lie to the staff who read them (docs/product.md#email-address-rule): one email
 * rule for the forms and the database, and a submit time the server sets.
 */
import { expect, it } from 'vitest';
import { anon, asActor, serviceRole } from './actors.ts';
import { describeOnEachDatabase } from './harness.ts';
import { expectCheckViolation, insertRow } from './sql.ts';
import { EMAIL_ADDRESS_EXAMPLES } from '../unit/lib/forms/email-address-examples.ts';

const REQUEST = {
  first_name: 'Ruth',
  last_name: 'Okafor',
  email: 'ruth@example.org',
  organization_name: 'Grace Church',
  organization_type: 'faith',
  organization_size: '1-10 employees',
  main_goal: '',
};

describeOnEachDatabase('lead integrity', (ctx) => {
  it.each(EMAIL_ADDRESS_EXAMPLES.refused)('refuses %j as an email, on both forms', async (email) => {
    await asActor(ctx.db, anon, async (tx) => {
      await expectCheckViolation(
        insertRow(tx, 'contact_messages', { name: 'A', email, message: 'Hello' }),
        'contact_messages_email_address',
      );
    });
    await asActor(ctx.db, anon, async (tx) => {
      await expectCheckViolation(
        insertRow(tx, 'onboarding_requests', { ...REQUEST, email }),
        'onboarding_requests_email_address',
      );
    });
  });

  it.each(EMAIL_ADDRESS_EXAMPLES.accepted)('accepts %j, on both forms', async (email) => {
    await asActor(ctx.db, anon, async (tx) => {
      expect(
        (await insertRow(tx, 'contact_messages', { name: 'A', email, message: 'Hello' })).affectedRows,
      ).toBe(1);
      expect((await insertRow(tx, 'onboarding_requests', { ...REQUEST, email })).affectedRows).toBe(1);
    });
  });

  it("sets a visitor's submit time to the server's, whatever the form sent", async () => {
    const stamped = await asActor(ctx.db, anon, async (tx) => {
      for (const sent of ['1999-01-01T00:00:00Z', '2099-01-01T00:00:00Z']) {
        await insertRow(tx, 'onboarding_requests', { ...REQUEST, last_submission_time: sent });
      }
      await tx.query(`select set_config('role', 'service_role', true)`);
      const { rows } = await tx.query<{ off: number }>(
        `select abs(extract(epoch from last_submission_time - now()))::int as off
           from public.onboarding_requests where email = $1`,
        [REQUEST.email],
      );
      return rows.map((row) => row.off);
    });
    expect(stamped).toEqual([0, 0]);
  });

  it('keeps the submit time an operator imports', async () => {
    const kept = await asActor(ctx.db, serviceRole, async (tx) => {
      const { rows } = await insertRow(
        tx,
        'onboarding_requests',
        { ...REQUEST, last_submission_time: '2026-01-02T03:04:05Z' },
        'last_submission_time',
      );
      return rows[0]?.last_submission_time;
    });
    expect(new Date(kept as string).toISOString()).toBe('2026-01-02T03:04:05.000Z');
  });
});
