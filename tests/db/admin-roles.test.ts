import { expect, it } from 'vitest';
import { anon, asActor, serviceRole, signedIn } from './actors.ts';
import { createUser, describeOnEachDatabase } from './harness.ts';
import { expectOutcomes, type Statement } from './sql.ts';

describeOnEachDatabase('admin_roles and private.is_admin', (ctx) => {
  const statements: Record<string, Statement> = {
    list: (tx) => tx.query('select user_id from public.admin_roles'),
    'make the member staff': (tx) =>
      tx.query('insert into public.admin_roles (user_id) values ($1)', [ctx.users.member.id]),
    update: (tx) => tx.query('update public.admin_roles set role = role'),
    delete: (tx) => tx.query('delete from public.admin_roles'),
    'is_admin()': (tx) => tx.query('select private.is_admin()'),
    'call a trigger function': (tx) => tx.query('select private.set_updated_at()'),
  };

  // Staff who are not owners see their own row and change none; owners are staff-roles.test.ts's.
  it.each`
    name                       | actor                                   | expected
    ${'a visitor'}             | ${() => anon}                           | ${{ list: 'denied', 'make the member staff': 'denied', update: 'denied', delete: 'denied', 'is_admin()': 'denied' }}
    ${'a signed-in non-admin'} | ${() => signedIn(ctx.users.member)}     | ${{ list: 0, 'make the member staff': 'denied', update: 0, delete: 0 }}
    ${'an admin'}              | ${() => signedIn(ctx.users.otherAdmin)} | ${{ list: 1, 'make the member staff': 'denied', update: 0, delete: 0, 'call a trigger function': 'denied' }}
    ${'the secret key'}        | ${() => serviceRole}                    | ${{ list: 2, 'make the member staff': 1, update: 2, delete: 2 }}
  `('$name reads and manages admin rows as the policies say', async ({ actor, expected }) => {
    await expectOutcomes(ctx.db, actor(), statements, expected);
  });

  it.each([
    ['member', false],
    ['otherAdmin', true],
  ] as const)(
    'private.is_admin() of the %s is %s; an admin finds exactly its own row',
    async (user, isAdmin) => {
      const found = await asActor(ctx.db, signedIn(ctx.users[user]), async (tx) => ({
        isAdmin: (await tx.query('select private.is_admin() as is_admin')).rows[0]?.is_admin,
        rows: (await tx.query('select user_id from public.admin_roles')).rows,
      }));
      expect(found).toEqual({ isAdmin, rows: isAdmin ? [{ user_id: ctx.users.otherAdmin.id }] : [] });
    },
  );

  it('service_role cannot list an unknown user as admin', async () => {
    await expect(
      asActor(ctx.db, serviceRole, (tx) =>
        tx.query('insert into public.admin_roles (user_id) values ($1)', [
          '00000000-0000-4000-8000-000000000005',
        ]),
      ),
    ).rejects.toMatchObject({ code: '23503' });
  });

  it('drops the admin row with its user', async () => {
    const user = await createUser(ctx.db, 'leaving-admin@example.org', { admin: true });
    await ctx.db.query('delete from auth.users where id = $1', [user.id]);
    const { rows } = await ctx.db.query('select 1 from public.admin_roles where user_id = $1', [user.id]);
    expect(rows).toEqual([]);
  });

  it('has row-level security on every API table', async () => {
    const { rows } = await ctx.db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class
       where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
    );
    expect(rows.map(({ relname }) => relname)).toContain('contact_messages');
    expect(rows.filter((row) => !row.relrowsecurity)).toEqual([]);
  });

  it('grants nothing to PUBLIC on the API tables', async () => {
    const { rows } = await ctx.db.query(
      `select table_name, privilege_type from information_schema.role_table_grants
       where table_schema = 'public' and grantee = 'PUBLIC'`,
    );
    expect(rows).toEqual([]);
  });
});
