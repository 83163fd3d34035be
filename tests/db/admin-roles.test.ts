import { describe, expect, it } from 'vitest';
import { anon, asActor, serviceRole, signedIn } from './actors.ts';
import { createUser, describeOnEachDatabase } from './harness.ts';
import { expectDenied } from './sql.ts';

const API_TABLES = [
  'admin_roles',
  'blog_posts',
  'contact_messages',
  'lead_erasures',
  'lead_notes',
  'lead_notices',
  'onboarding_requests',
];

describeOnEachDatabase('admin_roles and private.is_admin', (ctx) => {
  const admin = () => signedIn(ctx.users.admin);
  const member = () => signedIn(ctx.users.member);

  const adminCheck = (actor: ReturnType<typeof admin>) =>
    asActor(ctx.db, actor, (tx) =>
      // The dashboard's check: select from admin_roles where user_id = me, single row.
      tx.query('select user_id from public.admin_roles where user_id = $1', [
        actor.role === 'authenticated' ? actor.user.id : null,
      ]),
    );

  describe('visitor (anon)', () => {
    it('cannot read admin_roles', async () => {
      await expectDenied(asActor(ctx.db, anon, (tx) => tx.query('select * from public.admin_roles')));
    });

    it('cannot make anyone an admin', async () => {
      await expectDenied(
        asActor(ctx.db, anon, (tx) =>
          tx.query('insert into public.admin_roles (user_id) values ($1)', [ctx.users.member.id]),
        ),
      );
    });

    it('cannot update or delete admin rows', async () => {
      await expectDenied(
        asActor(ctx.db, anon, (tx) => tx.query('update public.admin_roles set created_at = now()')),
      );
      await expectDenied(asActor(ctx.db, anon, (tx) => tx.query('delete from public.admin_roles')));
    });

    it('cannot call private.is_admin()', async () => {
      await expectDenied(asActor(ctx.db, anon, (tx) => tx.query('select private.is_admin()')));
    });
  });

  describe('signed-in non-admin', () => {
    it('finds no admin row for itself and sees nobody else’s', async () => {
      expect((await adminCheck(member())).rows).toEqual([]);
      const all = await asActor(ctx.db, member(), (tx) => tx.query('select user_id from public.admin_roles'));
      expect(all.rows).toEqual([]);
    });

    it('cannot make itself an admin', async () => {
      await expectDenied(
        asActor(ctx.db, member(), (tx) =>
          tx.query('insert into public.admin_roles (user_id) values ($1)', [ctx.users.member.id]),
        ),
      );
    });

    it('cannot update or delete admin rows', async () => {
      await expectDenied(
        asActor(ctx.db, member(), (tx) => tx.query('update public.admin_roles set user_id = user_id')),
      );
      await expectDenied(asActor(ctx.db, member(), (tx) => tx.query('delete from public.admin_roles')));
    });

    it('is not an admin by private.is_admin()', async () => {
      const { rows } = await asActor(ctx.db, member(), (tx) =>
        tx.query('select private.is_admin() as is_admin'),
      );
      expect(rows).toEqual([{ is_admin: false }]);
    });
  });

  describe('admin', () => {
    it('finds exactly its own row, not the other admin’s', async () => {
      expect((await adminCheck(admin())).rows).toEqual([{ user_id: ctx.users.admin.id }]);
      const all = await asActor(ctx.db, admin(), (tx) => tx.query('select user_id from public.admin_roles'));
      expect(all.rows).toEqual([{ user_id: ctx.users.admin.id }]);
    });

    it('cannot add, change or remove admins', async () => {
      await expectDenied(
        asActor(ctx.db, admin(), (tx) =>
          tx.query('insert into public.admin_roles (user_id) values ($1)', [ctx.users.member.id]),
        ),
      );
      await expectDenied(
        asActor(ctx.db, admin(), (tx) => tx.query('update public.admin_roles set created_at = now()')),
      );
      await expectDenied(asActor(ctx.db, admin(), (tx) => tx.query('delete from public.admin_roles')));
    });

    it('is an admin by private.is_admin()', async () => {
      const { rows } = await asActor(ctx.db, admin(), (tx) =>
        tx.query('select private.is_admin() as is_admin'),
      );
      expect(rows).toEqual([{ is_admin: true }]);
    });

    it('cannot call the trigger functions directly', async () => {
      await expectDenied(asActor(ctx.db, admin(), (tx) => tx.query('select private.set_updated_at()')));
    });
  });

  describe('service_role', () => {
    it('reads, adds, changes and removes admins', async () => {
      const counts = await asActor(ctx.db, serviceRole, async (tx) => {
        const listed = await tx.query('select user_id from public.admin_roles');
        const added = await tx.query('insert into public.admin_roles (user_id) values ($1)', [
          ctx.users.member.id,
        ]);
        const changed = await tx.query(
          'update public.admin_roles set created_at = now() where user_id = $1',
          [ctx.users.member.id],
        );
        const removed = await tx.query('delete from public.admin_roles where user_id = $1', [
          ctx.users.admin.id,
        ]);
        return [listed.rows.length, added.affectedRows, changed.affectedRows, removed.affectedRows];
      });
      expect(counts).toEqual([2, 1, 1, 1]);
    });

    it('cannot list an unknown user as admin', async () => {
      await expect(
        asActor(ctx.db, serviceRole, (tx) =>
          tx.query('insert into public.admin_roles (user_id) values ($1)', [
            '00000000-0000-4000-8000-000000000005',
          ]),
        ),
      ).rejects.toMatchObject({ code: '23503' });
    });
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
    expect(rows).toEqual(API_TABLES.map((relname) => ({ relname, relrowsecurity: true })));
  });

  it('grants nothing to PUBLIC on the API tables', async () => {
    const { rows } = await ctx.db.query(
      `select table_name, privilege_type from information_schema.role_table_grants
       where table_schema = 'public' and grantee = 'PUBLIC'`,
    );
    expect(rows).toEqual([]);
  });
});
