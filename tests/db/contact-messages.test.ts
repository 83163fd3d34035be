import { beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database.ts';
import { anon, asActor, become, serviceRole, signedIn, type Actor } from './actors.ts';
import { describeOnEachDatabase } from './harness.ts';
import {
  expectCheckViolation,
  expectDenied,
  expectOutcomes,
  insertRow,
  updateById,
  type Outcome,
  type Row,
  type Statement,
} from './sql.ts';

const FORM = {
  name: 'Ruth Miller',
  email: 'ruth.miller@gracechurch.org',
  message: 'Could you tell us more about volunteer scheduling for a church of 300?',
};

interface MessageState {
  status: string;
  responded_at: Date | null;
  status_changed_at: Date | null;
  status_changed_by: string | null;
}

describeOnEachDatabase('contact_messages', (ctx) => {
  /** An unread message committed before the tests; every test rolls its changes back. */
  let messageId = '';

  beforeAll(async () => {
    const { rows } = await insertRow(ctx.db, 'contact_messages', FORM, 'id');
    messageId = String(rows[0]?.id);
  });

  const admin = () => signedIn(ctx.users.admin);
  const member = () => signedIn(ctx.users.member);

  async function stateOf(tx: Queryable): Promise<MessageState> {
    const { rows } = await tx.query<MessageState>(
      `select status, responded_at, status_changed_at, status_changed_by
       from public.contact_messages where id = $1`,
      [messageId],
    );
    if (!rows[0]) throw new Error('the message is not visible to this role');
    return rows[0];
  }

  /** Puts the message in `status` as service_role (no transition rules), then acts as `actor`. */
  async function startFrom(tx: Queryable, status: string, row: Row = {}): Promise<void> {
    await become(tx, serviceRole);
    await updateById(tx, 'contact_messages', messageId, { status, ...row });
    await become(tx, admin());
  }

  const statements: Record<string, Statement> = {
    insert: (tx) => insertRow(tx, 'contact_messages', FORM),
    'insert … returning': (tx) => insertRow(tx, 'contact_messages', FORM, 'id'),
    list: (tx) => tx.query('select id from public.contact_messages'),
    update: (tx) => updateById(tx, 'contact_messages', messageId, { status: 'read' }),
    delete: (tx) => tx.query('delete from public.contact_messages where id = $1', [messageId]),
  };

  it.each<[string, () => Actor, Record<string, Outcome>]>([
    [
      'a visitor',
      () => anon,
      { insert: 1, 'insert … returning': 'denied', list: 'denied', update: 'denied', delete: 'denied' },
    ],
    // Sees no messages, so updates none (0 rows, no error).
    ['a signed-in non-admin', member, { insert: 1, list: 0, update: 0, delete: 'denied' }],
    ['an admin', admin, { insert: 1, list: 1, update: 1, delete: 'denied' }],
    ['the secret key', () => serviceRole, { list: 1, update: 1, delete: 1 }],
  ])('%s: sends, lists, updates and deletes as the policies say', async (_, actor, expected) => {
    await expectOutcomes(ctx.db, actor(), statements, expected);
  });

  it.each([
    [() => anon, 'status', 'read'],
    // Not id: the form sends its submission id as the row's id (submission-limits.test.ts).
    [() => anon, 'responded_at', '2026-11-01T00:00:00Z'],
    [() => anon, 'created_at', '2020-01-01T00:00:00Z'],
    [() => anon, 'status_changed_by', '00000000-0000-4000-8000-000000000001'],
    [member, 'status', 'responded'],
  ])('a sender cannot set %s', async (actor, column, value) => {
    await expectDenied(
      asActor(ctx.db, actor(), (tx) => insertRow(tx, 'contact_messages', { ...FORM, [column]: value })),
    );
  });

  describe('admin', () => {
    it('lists every message, newest first', async () => {
      const { rows } = await asActor(ctx.db, admin(), async (tx) => {
        await become(tx, serviceRole);
        await insertRow(tx, 'contact_messages', { ...FORM, created_at: '2020-01-01T00:00:00Z' });
        await become(tx, admin());
        return tx.query<{ id: string; created_at: Date }>(
          'select id, created_at from public.contact_messages order by created_at desc',
        );
      });
      expect(rows.map((row) => row.id)).toContain(messageId);
      expect(rows).toHaveLength(2);
      expect(rows[1]?.created_at.toISOString()).toBe('2020-01-01T00:00:00.000Z');
    });

    it('marks a message read: recorded with who and when, responded_at stays empty', async () => {
      const state = await asActor(ctx.db, admin(), async (tx) => {
        const result = await updateById(tx, 'contact_messages', messageId, {
          status: 'read',
          responded_at: null,
        });
        expect(result.affectedRows).toBe(1);
        return stateOf(tx);
      });
      expect(state).toMatchObject({
        status: 'read',
        responded_at: null,
        status_changed_by: ctx.users.admin.id,
      });
      expect(state.status_changed_at).toBeInstanceOf(Date);
    });

    it.each(['unread', 'read'])('marks a %s message responded: responded_at is now()', async (from) => {
      const { state, now } = await asActor(ctx.db, admin(), async (tx) => {
        await startFrom(tx, from);
        await updateById(tx, 'contact_messages', messageId, { status: 'responded' });
        const now = (await tx.query<{ now: Date }>('select now()')).rows[0]?.now;
        return { state: await stateOf(tx), now };
      });
      expect(state.status).toBe('responded');
      expect(state.responded_at).toEqual(now);
      expect(state.status_changed_by).toBe(ctx.users.admin.id);
    });

    it('ignores a client-sent responded_at: the database keeps it', async () => {
      const state = await asActor(ctx.db, admin(), async (tx) => {
        await updateById(tx, 'contact_messages', messageId, {
          status: 'read',
          responded_at: '2026-01-01T00:00:00Z',
        });
        return stateOf(tx);
      });
      expect(state.responded_at).toBeNull();
    });

    it('setting the same status is a no-op that keeps responded_at and the change record', async () => {
      const state = await asActor(ctx.db, admin(), async (tx) => {
        await startFrom(tx, 'responded');
        const before = await stateOf(tx);
        await updateById(tx, 'contact_messages', messageId, {
          status: 'responded',
          responded_at: '2001-01-01T00:00:00Z',
        });
        return { before, after: await stateOf(tx) };
      });
      expect(state.after).toEqual(state.before);
      expect(state.after.status_changed_by).toBeNull();
    });

    it.each([
      ['read', 'unread'],
      ['responded', 'read'],
      ['responded', 'unread'],
    ])('cannot move a message from %s back to %s', async (from, to) => {
      const attempt = asActor(ctx.db, admin(), async (tx) => {
        await startFrom(tx, from);
        return updateById(tx, 'contact_messages', messageId, { status: to });
      });
      await expectCheckViolation(attempt, 'contact_messages_status_transition');
      await expect(attempt).rejects.toThrow(`status cannot change from "${from}" to "${to}"`);
    });

    it.each([
      ['name', 'Someone Else'],
      ['email', 'other@example.org'],
      ['message', 'Edited'],
      ['created_at', '2020-01-01T00:00:00Z'],
      ['status_changed_by', '00000000-0000-4000-8000-000000000001'],
      ['status_changed_at', '2020-01-01T00:00:00Z'],
    ])('cannot change %s', async (column, value) => {
      await expectDenied(
        asActor(ctx.db, admin(), (tx) => updateById(tx, 'contact_messages', messageId, { [column]: value })),
      );
    });
  });

  describe('service_role', () => {
    it('inserts any column and reads it back', async () => {
      const { rows } = await asActor(ctx.db, serviceRole, (tx) =>
        insertRow(tx, 'contact_messages', { ...FORM, status: 'read' }, 'status'),
      );
      expect(rows).toEqual([{ status: 'read' }]);
    });

    it('may set any valid status; the triggers still keep responded_at and the change record', async () => {
      const state = await asActor(ctx.db, serviceRole, async (tx) => {
        await updateById(tx, 'contact_messages', messageId, { status: 'responded' });
        await updateById(tx, 'contact_messages', messageId, { status: 'unread' });
        return stateOf(tx);
      });
      expect(state).toMatchObject({ status: 'unread', responded_at: null, status_changed_by: null });
      expect(state.status_changed_at).toBeInstanceOf(Date);
    });
  });

  describe('constraints', () => {
    it.each([
      ['name', 'blank', '   \t', 'contact_messages_name_required'],
      ['name', '121 characters', 'n'.repeat(121), 'contact_messages_name_length'],
      ['email', 'no dot in the domain', 'ruth@gracechurch', 'contact_messages_email_address'],
      ['email', 'a space', 'ruth miller@gracechurch.org', 'contact_messages_email_address'],
      ['email', 'two @ together', 'ruth@@gracechurch.org', 'contact_messages_email_address'],
      ['email', 'two @ apart', 'ruth@grace@church.org', 'contact_messages_email_address'],
      ['email', 'empty', '', 'contact_messages_email_address'],
      ['email', '255 characters', `${'r'.repeat(245)}@grace.org`, 'contact_messages_email_length'],
      ['message', 'blank', '\n\n ', 'contact_messages_message_required'],
      ['message', '5001 characters', 'm'.repeat(5001), 'contact_messages_message_length'],
    ])('refuses %s (%s)', async (column, _case, value, constraint) => {
      await expectCheckViolation(
        asActor(ctx.db, anon, (tx) => insertRow(tx, 'contact_messages', { ...FORM, [column]: value })),
        constraint,
      );
    });

    it.each([
      ['name', '120 characters', 'n'.repeat(120)],
      ['email', '254 characters', `${'r'.repeat(244)}@grace.org`],
      ['email', 'dots, plus and hyphen', 'first.last+tag@mail.grace-church.org'],
      ['message', '5000 characters', 'm'.repeat(5000)],
    ])('accepts %s (%s)', async (column, _case, value) => {
      const result = await asActor(ctx.db, anon, (tx) =>
        insertRow(tx, 'contact_messages', { ...FORM, [column]: value }),
      );
      expect(result.affectedRows).toBe(1);
    });

    it('refuses a missing name (not null)', async () => {
      await expect(
        asActor(ctx.db, anon, (tx) => insertRow(tx, 'contact_messages', { ...FORM, name: null })),
      ).rejects.toMatchObject({ code: '23502' });
    });

    it('refuses an unknown status', async () => {
      await expectCheckViolation(
        asActor(ctx.db, serviceRole, (tx) =>
          insertRow(tx, 'contact_messages', { ...FORM, status: 'archived' }),
        ),
        'contact_messages_status_valid',
      );
    });

    it('refuses a responded message without responded_at', async () => {
      await expectCheckViolation(
        asActor(ctx.db, serviceRole, (tx) =>
          insertRow(tx, 'contact_messages', { ...FORM, status: 'responded' }),
        ),
        'contact_messages_responded_at_matches_status',
      );
    });
  });
});
