/**
 * Undoing a lead's status change (public.undo_lead_status_change, docs/product.md#undo-a-status-change):
 * an admin takes back their own latest change for a minute, and the row is as it was before it;
 * anyone else, later, or after another change is refused with a reason the dashboard names.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database.ts';
import { MESSAGE_STATUS_SET } from '../../src/lib/leads/message-statuses.ts';
import { REQUEST_STATUS_SET } from '../../src/lib/leads/request-statuses.ts';
import { UNDO_WINDOW_S, type UndoRefusal } from '../../src/lib/leads/status-undo.ts';
import { contactRow, requestRow } from '../support/lead-rows.ts';
import {
  anon,
  asActor,
  become,
  becomeOwner,
  serviceRole,
  signedIn,
  verifiedFactor,
  type Actor,
} from './actors.ts';
import { describeOnEachDatabase } from './harness.ts';
import { expectCheckViolation, insertRow, one, updateById, type Row } from './sql.ts';

type Table = 'contact_messages' | 'onboarding_requests';

/**
 * Per table: a new lead, and two changes the dashboard offers one after the other. A message's
 * first change stamps responded_at, so its undo must clear it again.
 */
const TABLES = {
  contact_messages: {
    row: contactRow,
    first: MESSAGE_STATUS_SET.actions.markResponded.to,
    path: [MESSAGE_STATUS_SET.actions.markRead.to, MESSAGE_STATUS_SET.actions.markResponded.to],
  },
  onboarding_requests: {
    row: requestRow,
    first: REQUEST_STATUS_SET.actions.qualify.to,
    path: [REQUEST_STATUS_SET.actions.qualify.to, REQUEST_STATUS_SET.actions.markOnboarded.to],
  },
} as const satisfies Record<Table, unknown>;
const TABLE_NAMES = Object.keys(TABLES) as Table[];

describeOnEachDatabase('undo a lead status change', (ctx) => {
  const admin = () => signedIn(ctx.users.admin);
  const otherAdmin = () => signedIn(ctx.users.otherAdmin);

  /** A new lead of `table` in its first status, as the owner inserts it; its id. */
  async function newLead(tx: Queryable, table: Table): Promise<string> {
    await become(tx, serviceRole);
    const row = TABLES[table].row(`undo.${randomUUID()}@example.org`);
    return String((await insertRow(tx, table, row, 'id')).rows[0]?.id);
  }

  /** `actor` moves the lead to `status`, as the dashboard's PATCH does. */
  async function change(tx: Queryable, actor: Actor, table: Table, id: string, status: string) {
    await become(tx, actor);
    const { affectedRows } = await updateById(tx, table, id, { status });
    expect(affectedRows).toBe(1);
  }

  async function undo(tx: Queryable, actor: Actor, table: Table, id: string, changedTo: string) {
    await become(tx, actor);
    return (
      await one<{ restored: string }>(tx, 'select public.undo_lead_status_change($1, $2, $3) as restored', [
        table,
        id,
        changedTo,
      ])
    ).restored;
  }

  /** The whole row, as the owner reads it. */
  async function rowOf(tx: Queryable, table: Table, id: string): Promise<Row> {
    await becomeOwner(tx);
    return (
      await one<{ row: Row }>(tx, `select to_jsonb(t) as row from public.${table} as t where id = $1`, [id])
    ).row;
  }

  async function changesOf(tx: Queryable, id: string): Promise<Row[]> {
    await becomeOwner(tx);
    const { rows } = await tx.query<Row>(
      `select from_status, to_status, changed_by, undone_at is not null as undone
         from private.lead_status_changes
        where $1 in (contact_message_id, onboarding_request_id) order by id`,
      [id],
    );
    return rows;
  }

  const refused = (reason: UndoRefusal) => expect.objectContaining({ hint: reason });

  it.each(TABLE_NAMES)(
    '%s: an admin undoes their change, and the row is whole as before it (status, responded_at, stamps)',
    async (table) => {
      const outcome = await asActor(ctx.db, admin(), async (tx) => {
        const id = await newLead(tx, table);
        const before = await rowOf(tx, table, id);
        await change(tx, admin(), table, id, TABLES[table].first);
        const changed = await rowOf(tx, table, id);
        const restored = await undo(tx, admin(), table, id, TABLES[table].first);
        return {
          before,
          changed,
          restored,
          after: await rowOf(tx, table, id),
          changes: await changesOf(tx, id),
        };
      });
      expect(outcome.changed).toMatchObject({
        status: TABLES[table].first,
        status_changed_by: ctx.users.admin.id,
      });
      if (table === 'contact_messages') expect(outcome.changed.responded_at).not.toBeNull();
      expect(outcome.restored).toBe(outcome.before.status);
      expect(outcome.after).toEqual(outcome.before);
      // The undo is no new change: the one change is marked undone.
      expect(outcome.changes).toEqual([
        {
          from_status: outcome.before.status,
          to_status: TABLES[table].first,
          changed_by: ctx.users.admin.id,
          undone: true,
        },
      ]);
    },
  );

  it.each(TABLE_NAMES)('%s: a second undo is refused', async (table) => {
    const attempt = asActor(ctx.db, admin(), async (tx) => {
      const id = await newLead(tx, table);
      await change(tx, admin(), table, id, TABLES[table].first);
      await undo(tx, admin(), table, id, TABLES[table].first);
      return undo(tx, admin(), table, id, TABLES[table].first);
    });
    await expect(attempt).rejects.toEqual(refused('already_undone'));
  });

  it.each(TABLE_NAMES)('%s: a visitor and a signed-in non-admin may not call it', async (table) => {
    for (const actor of [anon, signedIn(ctx.users.member)]) {
      const attempt = asActor(ctx.db, admin(), async (tx) => {
        const id = await newLead(tx, table);
        await change(tx, admin(), table, id, TABLES[table].first);
        return undo(tx, actor, table, id, TABLES[table].first);
      });
      await expect(attempt).rejects.toMatchObject({ code: '42501' });
    }
  });

  it.each(TABLE_NAMES)(
    '%s: an admin with a second factor undoes at aal2 only, as they change a status',
    async (table) => {
      const attempt = (aal: 'aal1' | 'aal2') =>
        asActor(
          ctx.db,
          admin(),
          async (tx) => {
            const id = await newLead(tx, table);
            await change(tx, signedIn(ctx.users.admin, 'aal2'), table, id, TABLES[table].first);
            return undo(tx, signedIn(ctx.users.admin, aal), table, id, TABLES[table].first);
          },
          verifiedFactor(ctx.users.admin),
        );
      await expect(attempt('aal1')).rejects.toMatchObject({ code: '42501' });
      await expect(attempt('aal2')).resolves.toBeTypeOf('string');
    },
  );

  it.each(TABLE_NAMES)("%s: an admin may not undo another admin's change", async (table) => {
    const attempt = asActor(ctx.db, admin(), async (tx) => {
      const id = await newLead(tx, table);
      await change(tx, otherAdmin(), table, id, TABLES[table].first);
      return undo(tx, admin(), table, id, TABLES[table].first);
    });
    await expect(attempt).rejects.toEqual(expect.objectContaining({ code: '42501', hint: 'not_yours' }));
  });

  it.each(
    TABLE_NAMES.flatMap((table) => [
      [table, UNDO_WINDOW_S - 1, 'allowed'],
      [table, UNDO_WINDOW_S + 1, 'too_late'],
    ]),
  )('%s: a change made %i s ago (the window is UNDO_WINDOW_S): %s', async (table, secondsAgo, expected) => {
    const outcome = await asActor(ctx.db, admin(), async (tx) => {
      const id = await newLead(tx, table);
      await change(tx, admin(), table, id, TABLES[table].first);
      // The clock moved on: the change is dated earlier instead of the test waiting.
      await becomeOwner(tx);
      await tx.query(
        `update private.lead_status_changes set changed_at = now() - make_interval(secs => $2)
          where $1 in (contact_message_id, onboarding_request_id)`,
        [id, secondsAgo],
      );
      return undo(tx, admin(), table, id, TABLES[table].first).then(
        () => 'allowed',
        (error: unknown) => (error as { hint?: string }).hint,
      );
    });
    expect(outcome).toBe(expected);
  });

  it.each(
    TABLE_NAMES.flatMap((table) => [
      [table, 'the same admin', admin],
      [table, 'another admin', otherAdmin],
    ]),
  )('%s: a change followed by a later one (by %s) is not undone', async (table, _, later) => {
    const [to, next] = TABLES[table].path;
    const attempt = asActor(ctx.db, admin(), async (tx) => {
      const id = await newLead(tx, table);
      await change(tx, admin(), table, id, to);
      await change(tx, later(), table, id, next);
      return undo(tx, admin(), table, id, to);
    });
    await expect(attempt).rejects.toEqual(refused('changed_again'));
  });

  it.each(TABLE_NAMES)('%s: a lead with no change to undo is refused as not found', async (table) => {
    const attempt = asActor(ctx.db, admin(), async (tx) => {
      const id = await newLead(tx, table);
      return undo(tx, admin(), table, id, TABLES[table].first);
    });
    await expect(attempt).rejects.toEqual(expect.objectContaining({ code: 'P0002', hint: 'not_found' }));
  });

  it.each(TABLE_NAMES)(
    '%s: a PATCH back to the first status is still refused by the guard',
    async (table) => {
      const attempt = asActor(ctx.db, admin(), async (tx) => {
        const id = await newLead(tx, table);
        const { status } = await rowOf(tx, table, id);
        await change(tx, admin(), table, id, TABLES[table].first);
        await become(tx, admin());
        return updateById(tx, table, id, { status });
      });
      await expectCheckViolation(attempt, `${table}_status_transition`);
    },
  );

  it("erasing a person removes their leads' status changes too", async () => {
    const left = await asActor(ctx.db, admin(), async (tx) => {
      const ids = await Promise.all(TABLE_NAMES.map((table) => newLead(tx, table)));
      for (const [index, table] of TABLE_NAMES.entries()) {
        await change(tx, admin(), table, ids[index] ?? '', TABLES[table].first);
      }
      await becomeOwner(tx);
      const emails = await tx.query<{ email: string }>(
        `select email from public.contact_messages where id = $1 union all
         select email from public.onboarding_requests where id = $2`,
        ids,
      );
      await become(tx, admin());
      for (const { email } of emails.rows) await tx.query('select public.erase_person($1)', [email]);
      return (await Promise.all(ids.map((id) => changesOf(tx, id)))).flat();
    });
    expect(left).toEqual([]);
  });

  it('the record is not readable nor writable by any API role', async () => {
    for (const actor of [anon, admin(), serviceRole]) {
      await expect(
        asActor(ctx.db, actor, (tx) => tx.query('select 1 from private.lead_status_changes')),
      ).rejects.toMatchObject({ code: '42501' });
      await expect(
        asActor(ctx.db, actor, (tx) =>
          tx.query(`insert into private.lead_status_changes (from_status, to_status) values ('a', 'b')`),
        ),
      ).rejects.toMatchObject({ code: '42501' });
    }
  });
});
