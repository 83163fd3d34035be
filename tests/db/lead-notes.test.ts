/**
 * lead_notes (docs/product.md#lead-notes): admins read every note, add notes in their own name
 * only (the database writes the author), edit and delete only their own; visitors and signed-in
 * non-admins reach nothing; a note belongs to exactly one lead and goes with it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { contactRow, requestRow } from '../support/lead-rows.ts';
import { anon, asActor, become, serviceRole, signedIn, type Actor } from './actors.ts';
import { describeOnEachDatabase } from './harness.ts';
import {
  expectCheckViolation,
  expectDenied,
  expectOutcomes,
  insertRow,
  updateById,
  type Outcome,
  type Statement,
} from './sql.ts';

describeOnEachDatabase('lead_notes', (ctx) => {
  let messageId = '';
  let requestId = '';
  /** A committed note by ctx.users.otherAdmin on the message. */
  let othersNoteId = '';

  const admin = () => signedIn(ctx.users.admin);
  const otherAdmin = () => signedIn(ctx.users.otherAdmin);
  const member = () => signedIn(ctx.users.member);

  beforeAll(async () => {
    messageId = String(
      (await insertRow(ctx.db, 'contact_messages', contactRow('notes@example.org'), 'id')).rows[0]?.id,
    );
    requestId = String(
      (await insertRow(ctx.db, 'onboarding_requests', requestRow('notes@example.org'), 'id')).rows[0]?.id,
    );
    othersNoteId = await ctx.db.transaction(async (tx) => {
      await become(tx, otherAdmin());
      const { rows } = await insertRow(
        tx,
        'lead_notes',
        { contact_message_id: messageId, body: 'Called back, left a voicemail.' },
        'id',
      );
      return String(rows[0]?.id);
    });
  });

  describe('admin', () => {
    it('adds a note; the database writes the author, whatever the client claims', async () => {
      const row = await asActor(ctx.db, admin(), async (tx) => {
        await insertRow(tx, 'lead_notes', { onboarding_request_id: requestId, body: 'Wants a demo.' });
        const { rows } = await tx.query(
          `select author_id, author_email, body from public.lead_notes where onboarding_request_id = $1`,
          [requestId],
        );
        return rows[0];
      });
      expect(row).toEqual({
        author_id: ctx.users.admin.id,
        author_email: 'admin@example.org',
        body: 'Wants a demo.',
      });
    });

    it.each([
      ['author_id', '00000000-0000-4000-8000-000000000001'],
      ['author_email', 'someone@else.example'],
      ['created_at', '2020-01-01T00:00:00Z'],
    ])('cannot send %s', async (column, value) => {
      await expectDenied(
        asActor(ctx.db, admin(), (tx) =>
          insertRow(tx, 'lead_notes', { contact_message_id: messageId, body: 'x', [column]: value }),
        ),
      );
    });

    it('edits and deletes their own note, and only the body', async () => {
      await asActor(ctx.db, admin(), async (tx) => {
        const { rows } = await insertRow(
          tx,
          'lead_notes',
          { contact_message_id: messageId, body: 'First.' },
          'id',
        );
        const id = String(rows[0]?.id);
        expect((await updateById(tx, 'lead_notes', id, { body: 'Second.' })).affectedRows).toBe(1);
        expect((await tx.query('delete from public.lead_notes where id = $1', [id])).affectedRows).toBe(1);
        // Refused for the column, whichever row: the last statement, since it aborts the transaction.
        await expectDenied(updateById(tx, 'lead_notes', id, { author_id: ctx.users.member.id }));
      });
    });

    it.each`
      name                              | row                                                                       | constraint
      ${'no lead'}                      | ${{ body: 'Orphan.' }}                                                    | ${'lead_notes_one_lead'}
      ${'two leads'}                    | ${{ body: 'Both.', contact_message_id: 'm', onboarding_request_id: 'r' }} | ${'lead_notes_one_lead'}
      ${'a blank body'}                 | ${{ body: '  \n ', contact_message_id: 'm' }}                             | ${'lead_notes_body_required'}
      ${'a body over 2,000 characters'} | ${{ body: 'x'.repeat(2001), contact_message_id: 'm' }}                    | ${'lead_notes_body_length'}
    `('is refused $name', async ({ row, constraint }) => {
      const withIds = Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          value === 'm' ? messageId : value === 'r' ? requestId : value,
        ]),
      );
      await expectCheckViolation(
        asActor(ctx.db, admin(), (tx) => insertRow(tx, 'lead_notes', withIds)),
        constraint,
      );
    });

    it('stamps updated_at on an edit of the body', async () => {
      const stamps = await asActor(ctx.db, otherAdmin(), async (tx) => {
        await tx.query(`update public.lead_notes set body = 'Edited.' where id = $1`, [othersNoteId]);
        const { rows } = await tx.query<{ edited: boolean }>(
          'select updated_at > created_at as edited from public.lead_notes where id = $1',
          [othersNoteId],
        );
        return rows[0];
      });
      expect(stamps).toEqual({ edited: true });
    });
  });

  const statements: Record<string, Statement> = {
    'read another’s': (tx) => tx.query('select id from public.lead_notes where id = $1', [othersNoteId]),
    add: (tx) => insertRow(tx, 'lead_notes', { contact_message_id: messageId, body: 'x' }),
    'edit another’s': (tx) => updateById(tx, 'lead_notes', othersNoteId, { body: 'Mine now.' }),
    'delete another’s': (tx) => tx.query('delete from public.lead_notes where id = $1', [othersNoteId]),
  };

  // An admin reads every admin's notes but edits and deletes none of theirs (zero rows).
  it.each<[string, () => Actor, Outcome, Outcome]>([
    ['a visitor', () => anon, 'denied', 'denied'],
    ['a signed-in non-admin', member, 0, 'denied'],
    ['an admin', admin, 1, 1],
  ])('%s reads, adds, edits and deletes notes as the policies say', async (_, actor, reads, adds) => {
    const change = actor().role === 'anon' ? 'denied' : 0;
    await expectOutcomes(ctx.db, actor(), statements, {
      'read another’s': reads,
      add: adds,
      'edit another’s': change,
      'delete another’s': change,
    });
  });

  it('service_role keeps the author it sends (imports)', async () => {
    const row = { contact_message_id: messageId, body: 'Imported.', author_id: ctx.users.member.id };
    const { rows } = await asActor(ctx.db, serviceRole, (tx) =>
      insertRow(tx, 'lead_notes', row, 'author_id'),
    );
    expect(rows).toEqual([{ author_id: ctx.users.member.id }]);
  });

  // Goes with its lead (ON DELETE CASCADE): lead-notices.test.ts, with the lead's notice.
});
