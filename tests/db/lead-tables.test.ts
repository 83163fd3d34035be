/**
 * The two public forms' tables, contact_messages and onboarding_requests: who may send, list, move
 * and delete a lead, the status pipelines, and the constraints on what a form sends.
 */
import { beforeAll, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database.ts';
import { COLUMN_LIMITS } from '../../src/lib/db/constants.ts';
import { MESSAGE_STATUS_SET } from '../../src/lib/leads/message-statuses.ts';
import { REQUEST_STATUS_SET } from '../../src/lib/leads/request-statuses.ts';
import { statusChanges, type StatusSet } from '../../src/lib/leads/status-set.ts';
import { anon, asActor, become, serviceRole, signedIn, type Actor } from './actors.ts';
import { describeOnEachDatabase } from './harness.ts';
import {
  expectCheckViolation,
  expectDenied,
  expectOutcomes,
  insertRow,
  one,
  updateById,
  type Row,
  type Statement,
} from './sql.ts';

type Table = 'contact_messages' | 'onboarding_requests';

/** Exactly what each form sends, and the table's status set. */
const TABLES: Record<Table, { form: Row; set: StatusSet<string, string> }> = {
  contact_messages: {
    form: {
      name: 'Ruth Miller',
      email: 'ruth.miller@gracechurch.org',
      message: 'Could you tell us more about volunteer scheduling for a church of 300?',
    },
    set: MESSAGE_STATUS_SET,
  },
  onboarding_requests: {
    form: {
      first_name: 'Daniel',
      last_name: 'Okafor',
      email: 'daniel@hopecommunity.org',
      organization_name: 'Hope Community Outreach',
      organization_type: 'secular',
      organization_size: '11-50 employees',
      tier: 'growth',
      phone: '+1 (555) 010-2030',
      comments: 'We coordinate about 200 volunteers across three sites.',
      main_goal: 'Volunteer Coordination, Grant Management Tools',
      last_submission_time: '2026-11-20T18:30:00.000Z',
    },
    set: REQUEST_STATUS_SET,
  },
};
const TABLE_NAMES = Object.keys(TABLES) as Table[];
const C: Table = 'contact_messages';
const O: Table = 'onboarding_requests';

/**
 * Every move between two statuses of a table: an admin may make the set's changes (the transition
 * trigger's, lead-statuses.test.ts) and set the same status, which changes nothing; no other.
 */
const MOVES = TABLE_NAMES.flatMap((table) => {
  const { statuses, describe } = TABLES[table].set;
  return statuses.flatMap((from) =>
    statuses.map((to) => [table, from, to, from === to || describe[from]?.next.includes(to)] as const),
  );
});
const ALLOWED = MOVES.filter((move) => move[3]);
const REFUSED = MOVES.filter((move) => !move[3]);
/** The first change of each table's pipeline. */
const firstChange = (table: Table) => statusChanges(TABLES[table].set)[0] ?? [];

describeOnEachDatabase('contact_messages and onboarding_requests', (ctx) => {
  /** One lead per table in its first status, committed before the tests; every test rolls back. */
  const ids = {} as Record<Table, string>;

  beforeAll(async () => {
    for (const table of TABLE_NAMES) {
      ids[table] = String((await insertRow(ctx.db, table, TABLES[table].form, 'id')).rows[0]?.id);
    }
  });

  const admin = () => signedIn(ctx.users.admin);
  const member = () => signedIn(ctx.users.member);
  const send = (table: Table, row: Row, actor: Actor = anon) =>
    asActor(ctx.db, actor, (tx) => insertRow(tx, table, { ...TABLES[table].form, ...row }));
  const rowOf = (tx: Queryable, table: Table) =>
    one(tx, `select * from public.${table} where id = $1`, [ids[table]]);
  const now = async (tx: Queryable) => (await one<{ now: Date }>(tx, 'select now()')).now;

  /** Puts the lead in `status` as service_role (no transition rules), then acts as `actor`. */
  async function startFrom(tx: Queryable, table: Table, status: string, actor: Actor): Promise<void> {
    await become(tx, serviceRole);
    await updateById(tx, table, ids[table], { status });
    await become(tx, actor);
  }

  const statementsOn = (table: Table): Record<string, Statement> => ({
    insert: (tx) => insertRow(tx, table, TABLES[table].form),
    'insert … returning': (tx) => insertRow(tx, table, TABLES[table].form, 'id'),
    list: (tx) => tx.query(`select id from public.${table}`),
    update: (tx) => updateById(tx, table, ids[table], { status: firstChange(table)[1] }),
    delete: (tx) => tx.query(`delete from public.${table} where id = $1`, [ids[table]]),
  });

  it.each(
    TABLE_NAMES.flatMap((table) =>
      (
        [
          [
            'a visitor',
            () => anon,
            { insert: 1, 'insert … returning': 'denied', list: 'denied', update: 'denied', delete: 'denied' },
          ],
          // Sees no leads, so updates none (0 rows, no error).
          ['a signed-in non-admin', member, { insert: 1, list: 0, update: 0, delete: 'denied' }],
          ['an admin', admin, { insert: 1, list: 1, update: 1, delete: 'denied' }],
          ['the secret key', () => serviceRole, { list: 1, update: 1, delete: 1 }],
        ] as const
      ).map(([who, actor, expected]) => [table, who, actor, expected] as const),
    ),
  )('%s: %s sends, lists, updates and deletes as the policies say', async (table, _, actor, expected) => {
    await expectOutcomes(ctx.db, actor(), statementsOn(table), expected);
  });

  it.each<[Table, () => Actor, string, unknown]>([
    [C, () => anon, 'status', 'read'],
    // Not id: the form sends its submission id as the row's id (submission-limits.test.ts).
    [C, () => anon, 'responded_at', '2026-11-01T00:00:00Z'],
    [C, () => anon, 'created_at', '2020-01-01T00:00:00Z'],
    [C, () => anon, 'status_changed_by', '00000000-0000-4000-8000-000000000001'],
    [C, member, 'status', 'responded'],
    [O, () => anon, 'status', 'qualified'],
    [O, () => anon, 'created_at', '2020-01-01T00:00:00Z'],
    [O, () => anon, 'status_changed_at', '2020-01-01T00:00:00Z'],
    [O, member, 'status', 'onboarded'],
  ])('%s: a sender cannot set %s', async (table, actor, column, value) => {
    await expectDenied(send(table, { [column]: value }, actor()));
  });

  it.each(TABLE_NAMES)('%s: an admin lists every lead, newest first, with all its columns', async (table) => {
    const { rows } = await asActor(ctx.db, admin(), async (tx) => {
      await become(tx, serviceRole);
      await insertRow(tx, table, { ...TABLES[table].form, created_at: '2020-01-01T00:00:00Z' });
      await become(tx, admin());
      return tx.query<Row>(`select * from public.${table} order by created_at desc`);
    });
    const { last_submission_time: sentAt, ...form } = TABLES[table].form;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ ...form, id: ids[table], status: TABLES[table].set.initial });
    if (sentAt) expect(rows[0]?.last_submission_time).toEqual(new Date(String(sentAt)));
    expect((rows[1]?.created_at as Date).toISOString()).toBe('2020-01-01T00:00:00.000Z');
  });

  it.each(ALLOWED)('%s: an admin moves a lead from %s to %s', async (table, from, to) => {
    const r = await asActor(ctx.db, admin(), async (tx) => {
      await startFrom(tx, table, from, admin());
      const before = await rowOf(tx, table);
      // A client-sent responded_at is ignored: the database keeps it.
      const sent = table === C ? { responded_at: '2001-01-01T00:00:00Z' } : {};
      expect((await updateById(tx, table, ids[table], { status: to, ...sent })).affectedRows).toBe(1);
      return { before, after: await rowOf(tx, table), now: await now(tx) };
    });
    // A real change is recorded with the admin's id and time; setting the same status records nothing.
    expect(r.after).toEqual(
      from === to
        ? r.before
        : {
            ...r.before,
            status: to,
            status_changed_at: r.now,
            status_changed_by: ctx.users.admin.id,
            ...(table === C && { responded_at: to === 'responded' ? r.now : null }),
          },
    );
  });

  it.each(REFUSED)('%s: only the secret key may move a lead from %s back to %s', async (table, from, to) => {
    const move = (actor: Actor) =>
      asActor(ctx.db, actor, async (tx) => {
        await startFrom(tx, table, from, actor);
        await updateById(tx, table, ids[table], { status: to });
        return rowOf(tx, table);
      });
    const attempt = move(admin());
    await expectCheckViolation(attempt, `${table}_status_transition`);
    await expect(attempt).rejects.toMatchObject({
      message: expect.stringContaining(`status cannot change from "${from}" to "${to}"`),
      detail: expect.stringContaining(`Allowed changes: ${firstChange(table).join(' -> ')}`),
    });
    // The triggers still keep the change record (and a contact's responded_at) for the secret key.
    expect(await move(serviceRole)).toMatchObject({
      status: to,
      status_changed_at: expect.any(Date),
      status_changed_by: null,
      ...(table === C && { responded_at: to === 'responded' ? expect.any(Date) : null }),
    });
  });

  it.each<[Table, string, unknown]>([
    [C, 'name', 'Someone Else'],
    [C, 'email', 'other@example.org'],
    [C, 'message', 'Edited'],
    [C, 'created_at', '2020-01-01T00:00:00Z'],
    [C, 'status_changed_by', '00000000-0000-4000-8000-000000000001'],
    [C, 'status_changed_at', '2020-01-01T00:00:00Z'],
    [O, 'email', 'other@example.org'],
    [O, 'organization_name', 'Renamed'],
    [O, 'comments', 'Edited by admin'],
    [O, 'created_at', '2020-01-01T00:00:00Z'],
    [O, 'status_changed_by', '00000000-0000-4000-8000-000000000002'],
  ])('%s: an admin cannot change %s', async (table, column, value) => {
    await expectDenied(
      asActor(ctx.db, admin(), (tx) => updateById(tx, table, ids[table], { [column]: value })),
    );
  });

  // For O also the submit time an operator imports, which a visitor's insert cannot set (lead-integrity.test.ts).
  it.each([
    [C, { status: 'read' }],
    [O, { status: 'qualified', last_submission_time: new Date('2026-01-02T03:04:05Z') }],
  ] as const)('%s: the secret key inserts any column and reads it back (%o)', async (table, row) => {
    const { rows } = await asActor(ctx.db, serviceRole, (tx) =>
      insertRow(tx, table, { ...TABLES[table].form, ...row }, Object.keys(row).join(', ')),
    );
    expect(rows).toEqual([row]);
  });

  // The email rule's cases, accepted and refused on both tables: lead-integrity.test.ts.
  it.each`
    table | column                 | case              | value              | constraint
    ${C}  | ${'name'}              | ${'blank'}        | ${'   \t'}         | ${'name_required'}
    ${C}  | ${'email'}             | ${'empty'}        | ${''}              | ${'email_address'}
    ${C}  | ${'message'}           | ${'blank'}        | ${'\n\n '}         | ${'message_required'}
    ${O}  | ${'first_name'}        | ${'blank'}        | ${' '}             | ${'first_name_required'}
    ${O}  | ${'last_name'}         | ${'empty'}        | ${''}              | ${'last_name_required'}
    ${O}  | ${'organization_name'} | ${'blank'}        | ${'\t'}            | ${'organization_name_required'}
    ${O}  | ${'organization_type'} | ${'church'}       | ${'church'}        | ${'organization_type_valid'}
    ${O}  | ${'organization_size'} | ${'10 employees'} | ${'10 employees'}  | ${'organization_size_valid'}
    ${O}  | ${'phone'}             | ${'words'}        | ${'call me maybe'} | ${'phone_format'}
    ${O}  | ${'phone'}             | ${'a #'}          | ${'555#0102'}      | ${'phone_format'}
    ${O}  | ${'phone'}             | ${'empty'}        | ${''}              | ${'phone_format'}
    ${O}  | ${'phone'}             | ${'no digit'}     | ${'+() -'}         | ${'phone_format'}
    ${O}  | ${'comments'}          | ${'blank'}        | ${'  '}            | ${'comments_not_blank'}
    ${O}  | ${'tier'}              | ${'not a tier'}   | ${'premium'}       | ${'tier_known'}
  `('$table: refuses $column ($case)', async ({ table, column, value, constraint }) => {
    await expectCheckViolation(send(table, { [column]: value }), `${table}_${constraint}`);
  });

  // Each column's limit is COLUMN_LIMITS' (schema-constants.test.ts holds it equal to the CHECKs).
  it.each(
    TABLE_NAMES.flatMap((table) =>
      Object.entries(COLUMN_LIMITS[table]).map(([column, limit]) => [table, column, limit] as const),
    ),
  )('%s: accepts a %s of its %i characters, refuses one more', async (table, column, limit) => {
    const value = (length: number) =>
      column === 'email'
        ? `${'r'.repeat(length - 10)}@grace.org`
        : (column === 'phone' ? '5' : 'x').repeat(length);
    await expect(send(table, { [column]: value(limit) })).resolves.toMatchObject({ affectedRows: 1 });
    await expectCheckViolation(send(table, { [column]: value(limit + 1) }), `${table}_${column}_length`);
  });

  it.each<[Table, string, string, unknown]>([
    [O, 'organization_type', 'faith', 'faith'],
    [O, 'organization_size', 'smallest', '1-10 employees'],
    [O, 'organization_size', 'largest', '500+ employees'],
    [O, 'phone', 'dotted', '555.010.2030'],
    [O, 'last_submission_time', 'null', null],
    // The form's optional fields, left empty.
    [O, 'phone', 'null', null],
    [O, 'comments', 'null', null],
    [O, 'tier', 'null', null],
    [O, 'main_goal', 'empty', ''],
  ])('%s: accepts %s (%s)', async (table, column, _case, value) => {
    expect((await send(table, { [column]: value })).affectedRows).toBe(1);
  });

  it('onboarding_requests: stores main_goal as the empty string when the insert leaves it out', async () => {
    const { main_goal: _left, ...withoutGoal } = TABLES[O].form;
    const stored = await asActor(ctx.db, anon, async (tx) => {
      await insertRow(tx, O, { ...withoutGoal, email: 'no-goal@hope.org' });
      await become(tx, serviceRole);
      return one(tx, `select main_goal from public.${O} where email = $1`, ['no-goal@hope.org']);
    });
    expect(stored).toEqual({ main_goal: '' });
  });

  // main_goal: docs/product.md#request-access-form, the interests joined, never null.
  it.each([
    [C, 'name'],
    [O, 'main_goal'],
  ] as const)('%s: refuses a null %s', async (table, column) => {
    await expect(send(table, { [column]: null })).rejects.toMatchObject({ code: '23502', column });
  });

  it.each<[Table, Row, string]>([
    [C, { status: 'archived' }, 'status_valid'],
    [O, { status: 'archived' }, 'status_valid'],
    [C, { status: 'responded' }, 'responded_at_matches_status'],
  ])('%s: refuses %o even from the secret key', async (table, row, constraint) => {
    await expectCheckViolation(send(table, row, serviceRole), `${table}_${constraint}`);
  });
});
