/**
 * Leads that cannot lie to the staff who read them (docs/product.md#email-address-rule): one email
 * rule for the forms and the database, and a submit time the server sets.
 */
import { expect, it } from 'vitest';
import { contactRow, requestRow } from '../support/lead-rows.ts';
import { anon, asActor } from './actors.ts';
import { describeOnEachDatabase } from './harness.ts';
import { expectCheckViolation, insertRow } from './sql.ts';
import { EMAIL_ADDRESS_EXAMPLES } from '../unit/lib/forms/email-address-examples.ts';

const REQUEST = requestRow('ruth@example.org');
const FORMS = [
  ['contact_messages', contactRow],
  ['onboarding_requests', requestRow],
] as const;

describeOnEachDatabase('lead integrity', (ctx) => {
  const send = (table: (typeof FORMS)[number][0], row: object) =>
    asActor(ctx.db, anon, (tx) => insertRow(tx, table, { ...row }));

  it.each(EMAIL_ADDRESS_EXAMPLES.refused)('refuses %j as an email, on both forms', async (email) => {
    for (const [table, row] of FORMS) {
      await expectCheckViolation(send(table, row(email)), `${table}_email_address`);
    }
  });

  it.each(EMAIL_ADDRESS_EXAMPLES.accepted)('accepts %j, on both forms', async (email) => {
    for (const [table, row] of FORMS) expect((await send(table, row(email))).affectedRows).toBe(1);
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
});
