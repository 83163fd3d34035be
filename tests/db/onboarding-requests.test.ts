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
  type Statement,
} from './sql.ts';

/** Exactly what the request-access form sends. */
const FORM = {
  first_name: 'Daniel',
  last_name: 'Okafor',
  email: 'daniel@hopecommunity.org',
  organization_name: 'Hope Community Outreach',
  organization_type: 'secular',
  organization_size: '11-50 employees',
  phone: '+1 (555) 010-2030',
  comments: 'We coordinate about 200 volunteers across three sites.',
  main_goal: 'Volunteer Coordination, Grant Management Tools',
  last_submission_time: '2026-11-20T18:30:00.000Z',
};

const ALLOWED: [string, string][] = [
  ['pending', 'contacted'],
  ['pending', 'qualified'],
  ['contacted', 'qualified'],
  ['qualified', 'onboarded'],
  ['pending', 'rejected'],
  ['contacted', 'rejected'],
  ['qualified', 'rejected'],
  ['contacted', 'contacted'],
  ['onboarded', 'onboarded'],
];

const REFUSED: [string, string][] = [
  ['contacted', 'pending'],
  ['qualified', 'pending'],
  ['qualified', 'contacted'],
  ['pending', 'onboarded'],
  ['contacted', 'onboarded'],
  ['onboarded', 'qualified'],
  ['onboarded', 'rejected'],
  ['rejected', 'pending'],
  ['rejected', 'qualified'],
];

describeOnEachDatabase('onboarding_requests', (ctx) => {
  /** A pending request committed before the tests; every test rolls its changes back. */
  let requestId = '';

  beforeAll(async () => {
    const { rows } = await insertRow(ctx.db, 'onboarding_requests', FORM, 'id');
    requestId = String(rows[0]?.id);
  });

  const admin = () => signedIn(ctx.users.admin);
  const member = () => signedIn(ctx.users.member);

  async function statusOf(tx: Queryable) {
    const { rows } = await tx.query<{
      status: string;
      status_changed_at: Date | null;
      status_changed_by: string | null;
    }>('select status, status_changed_at, status_changed_by from public.onboarding_requests where id = $1', [
      requestId,
    ]);
    return rows[0];
  }

  async function startFrom(tx: Queryable, status: string): Promise<void> {
    await become(tx, serviceRole);
    await updateById(tx, 'onboarding_requests', requestId, { status });
    await become(tx, admin());
  }

  const statements: Record<string, Statement> = {
    insert: (tx) => insertRow(tx, 'onboarding_requests', FORM),
    'insert … returning': (tx) => insertRow(tx, 'onboarding_requests', FORM, 'id'),
    list: (tx) => tx.query('select id from public.onboarding_requests'),
    update: (tx) => updateById(tx, 'onboarding_requests', requestId, { status: 'contacted' }),
    delete: (tx) => tx.query('delete from public.onboarding_requests where id = $1', [requestId]),
  };

  it.each<[string, () => Actor, Record<string, Outcome>]>([
    [
      'a visitor',
      () => anon,
      { insert: 1, 'insert … returning': 'denied', list: 'denied', update: 'denied', delete: 'denied' },
    ],
    // Sees no requests, so updates none (0 rows, no error).
    ['a signed-in non-admin', member, { insert: 1, list: 0, update: 0, delete: 'denied' }],
    ['an admin', admin, { insert: 1, delete: 'denied' }],
    ['the secret key', () => serviceRole, { list: 1, delete: 1 }],
  ])('%s: sends, lists, updates and deletes as the policies say', async (_, actor, expected) => {
    await expectOutcomes(ctx.db, actor(), statements, expected);
  });

  it.each([
    [() => anon, 'status', 'qualified'],
    // Not id: the form sends its submission id as the row's id (submission-limits.test.ts).
    [() => anon, 'created_at', '2020-01-01T00:00:00Z'],
    [() => anon, 'status_changed_at', '2020-01-01T00:00:00Z'],
    [member, 'status', 'onboarded'],
  ])('a sender cannot set %s', async (actor, column, value) => {
    await expectDenied(
      asActor(ctx.db, actor(), (tx) => insertRow(tx, 'onboarding_requests', { ...FORM, [column]: value })),
    );
  });

  describe('visitor (anon)', () => {
    it('can send the form with the optional fields empty', async () => {
      const result = await asActor(ctx.db, anon, (tx) =>
        insertRow(tx, 'onboarding_requests', { ...FORM, phone: null, comments: null, main_goal: '' }),
      );
      expect(result.affectedRows).toBe(1);
    });

    it('stores main_goal as the empty string when the insert leaves it out', async () => {
      const { main_goal: _left, ...withoutGoal } = FORM;
      const stored = await asActor(ctx.db, anon, async (tx) => {
        await insertRow(tx, 'onboarding_requests', { ...withoutGoal, email: 'no-goal@hope.org' });
        await become(tx, serviceRole);
        const { rows } = await tx.query<{ main_goal: string | null }>(
          'select main_goal from public.onboarding_requests where email = $1',
          ['no-goal@hope.org'],
        );
        return rows;
      });
      expect(stored).toEqual([{ main_goal: '' }]);
    });

    it('cannot store a null main_goal (docs/product.md#request-access-form: the interests joined, never null)', async () => {
      await expect(
        asActor(ctx.db, anon, (tx) => insertRow(tx, 'onboarding_requests', { ...FORM, main_goal: null })),
      ).rejects.toMatchObject({ code: '23502', column: 'main_goal' });
    });
  });

  describe('admin', () => {
    it('lists every request with all its columns', async () => {
      const { rows } = await asActor(ctx.db, admin(), (tx) =>
        tx.query('select * from public.onboarding_requests order by created_at desc'),
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        ...FORM,
        id: requestId,
        status: 'pending',
        last_submission_time: expect.any(Date),
      });
    });

    it.each(ALLOWED)('moves a request from %s to %s', async (from, to) => {
      const state = await asActor(ctx.db, admin(), async (tx) => {
        await startFrom(tx, from);
        const result = await updateById(tx, 'onboarding_requests', requestId, { status: to });
        expect(result.affectedRows).toBe(1);
        return statusOf(tx);
      });
      expect(state?.status).toBe(to);
      // A real change is recorded with the admin's id; setting the same status records nothing.
      expect(state?.status_changed_by).toBe(from === to ? null : ctx.users.admin.id);
    });

    it.each(REFUSED)('cannot move a request from %s to %s', async (from, to) => {
      const attempt = asActor(ctx.db, admin(), async (tx) => {
        await startFrom(tx, from);
        return updateById(tx, 'onboarding_requests', requestId, { status: to });
      });
      await expectCheckViolation(attempt, 'onboarding_requests_status_transition');
      await expect(attempt).rejects.toMatchObject({
        detail: expect.stringContaining('pending -> contacted'),
      });
    });

    it('records when and by whom the status changed', async () => {
      const { state, now } = await asActor(ctx.db, admin(), async (tx) => {
        await updateById(tx, 'onboarding_requests', requestId, { status: 'contacted' });
        const now = (await tx.query<{ now: Date }>('select now()')).rows[0]?.now;
        return { state: await statusOf(tx), now };
      });
      expect(state).toEqual({
        status: 'contacted',
        status_changed_at: now,
        status_changed_by: ctx.users.admin.id,
      });
    });

    it.each([
      ['email', 'other@example.org'],
      ['organization_name', 'Renamed'],
      ['comments', 'Edited by admin'],
      ['created_at', '2020-01-01T00:00:00Z'],
      ['status_changed_by', '00000000-0000-4000-8000-000000000002'],
    ])('cannot change %s', async (column, value) => {
      await expectDenied(
        asActor(ctx.db, admin(), (tx) =>
          updateById(tx, 'onboarding_requests', requestId, { [column]: value }),
        ),
      );
    });
  });

  describe('service_role', () => {
    it('inserts any column and reads it back', async () => {
      const { rows } = await asActor(ctx.db, serviceRole, (tx) =>
        insertRow(tx, 'onboarding_requests', { ...FORM, status: 'qualified' }, 'status'),
      );
      expect(rows).toEqual([{ status: 'qualified' }]);
    });

    it('may set any valid status, e.g. reopen a rejected request', async () => {
      const state = await asActor(ctx.db, serviceRole, async (tx) => {
        await updateById(tx, 'onboarding_requests', requestId, { status: 'rejected' });
        await updateById(tx, 'onboarding_requests', requestId, { status: 'pending' });
        return statusOf(tx);
      });
      expect(state).toMatchObject({ status: 'pending', status_changed_by: null });
    });
  });

  describe('constraints', () => {
    it.each`
      column                 | case                      | value                               | constraint
      ${'first_name'}        | ${'blank'}                | ${' '}                              | ${'onboarding_requests_first_name_required'}
      ${'first_name'}        | ${'101 characters'}       | ${'f'.repeat(101)}                  | ${'onboarding_requests_first_name_length'}
      ${'last_name'}         | ${'empty'}                | ${''}                               | ${'onboarding_requests_last_name_required'}
      ${'last_name'}         | ${'101 characters'}       | ${'l'.repeat(101)}                  | ${'onboarding_requests_last_name_length'}
      ${'email'}             | ${'no dot in the domain'} | ${'daniel@hopecommunity'}           | ${'onboarding_requests_email_address'}
      ${'email'}             | ${'a space'}              | ${'daniel @hopecommunity.org'}      | ${'onboarding_requests_email_address'}
      ${'email'}             | ${'255 characters'}       | ${`${'d'.repeat(243)}@hope.org.uk`} | ${'onboarding_requests_email_length'}
      ${'organization_name'} | ${'blank'}                | ${'\t'}                             | ${'onboarding_requests_organization_name_required'}
      ${'organization_name'} | ${'201 characters'}       | ${'o'.repeat(201)}                  | ${'onboarding_requests_organization_name_length'}
      ${'organization_type'} | ${'church'}               | ${'church'}                         | ${'onboarding_requests_organization_type_valid'}
      ${'organization_size'} | ${'10 employees'}         | ${'10 employees'}                   | ${'onboarding_requests_organization_size_valid'}
      ${'phone'}             | ${'words'}                | ${'call me maybe'}                  | ${'onboarding_requests_phone_format'}
      ${'phone'}             | ${'a #'}                  | ${'555#0102'}                       | ${'onboarding_requests_phone_format'}
      ${'phone'}             | ${'empty'}                | ${''}                               | ${'onboarding_requests_phone_format'}
      ${'phone'}             | ${'no digit'}             | ${'+() -'}                          | ${'onboarding_requests_phone_format'}
      ${'phone'}             | ${'41 digits'}            | ${'5'.repeat(41)}                   | ${'onboarding_requests_phone_length'}
      ${'comments'}          | ${'blank'}                | ${'  '}                             | ${'onboarding_requests_comments_not_blank'}
      ${'comments'}          | ${'2001 characters'}      | ${'c'.repeat(2001)}                 | ${'onboarding_requests_comments_length'}
      ${'main_goal'}         | ${'1001 characters'}      | ${'g'.repeat(1001)}                 | ${'onboarding_requests_main_goal_length'}
    `('refuses $column ($case)', async ({ column, value, constraint }) => {
      await expectCheckViolation(
        asActor(ctx.db, anon, (tx) => insertRow(tx, 'onboarding_requests', { ...FORM, [column]: value })),
        constraint,
      );
    });

    it.each([
      ['organization_type', 'faith', 'faith'],
      ['organization_size', 'smallest', '1-10 employees'],
      ['organization_size', 'largest', '500+ employees'],
      ['phone', 'dotted', '555.010.2030'],
      ['phone', '40 digits', '5'.repeat(40)],
      ['first_name', '100 characters', 'f'.repeat(100)],
      ['organization_name', '200 characters', 'o'.repeat(200)],
      ['comments', '2000 characters', 'c'.repeat(2000)],
      ['main_goal', '1000 characters', 'g'.repeat(1000)],
      ['last_submission_time', 'null', null],
    ])('accepts %s (%s)', async (column, _case, value) => {
      const result = await asActor(ctx.db, anon, (tx) =>
        insertRow(tx, 'onboarding_requests', { ...FORM, [column]: value }),
      );
      expect(result.affectedRows).toBe(1);
    });

    it('refuses an unknown status', async () => {
      await expectCheckViolation(
        asActor(ctx.db, serviceRole, (tx) =>
          insertRow(tx, 'onboarding_requests', { ...FORM, status: 'archived' }),
        ),
        'onboarding_requests_status_valid',
      );
    });
  });
});
