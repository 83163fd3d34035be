/**
 * The second factor in the database (20261124100000_admin_second_factor.sql): an admin with a
 * verified factor is an admin for data only with an aal2 token; with require_admin_mfa on, an
 * admin without one is refused too; admin_roles and the setting stay readable at aal1.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database.ts';
import { contactRow, requestRow } from '../support/lead-rows.ts';
import {
  anon,
  arrangeAll,
  asActor,
  becomeOwner,
  serviceRole,
  signedIn,
  verifiedFactor,
  type Actor,
  type Arrange,
} from './actors.ts';
import { describeOnEachDatabase } from './harness.ts';
import { allowed, expectDenied, insertRow } from './sql.ts';

describeOnEachDatabase('admin second factor (aal2)', (ctx) => {
  const messageId = randomUUID();
  const requestId = randomUUID();

  /** One message and one request to read and move, as the owner writes them. */
  const seedLeads = async (tx: Queryable) => {
    await insertRow(tx, 'contact_messages', { id: messageId, ...contactRow('lead@example.org') });
    await insertRow(tx, 'onboarding_requests', { id: requestId, ...requestRow('lead@example.org') });
  };

  const requireMfa = (tx: Queryable) =>
    tx.query('update private.admin_settings set require_admin_mfa = true');

  /** What an admin does with data: read leads, move a status, write a post. */
  async function adminWork(actor: Actor, arrange: (tx: Queryable) => Promise<unknown>) {
    const userId = actor.role === 'authenticated' ? actor.user.id : null;
    return asActor(
      ctx.db,
      actor,
      async (tx) => {
        const messages = await tx.query('select id from public.contact_messages where id = $1', [messageId]);
        const requests = await tx.query('select id from public.onboarding_requests where id = $1', [
          requestId,
        ]);
        const moved = await tx.query("update public.contact_messages set status = 'read' where id = $1", [
          messageId,
        ]);
        const isAdmin = await tx.query<{ is_admin: boolean }>('select private.is_admin() as is_admin');
        const ownRow = await tx.query('select user_id from public.admin_roles where user_id = $1', [userId]);
        const postWritten = await allowed(tx, () =>
          insertRow(tx, 'blog_posts', {
            title: 'Second factor',
            content: 'Body',
            slug: `second-factor-${randomUUID()}`,
            author_id: userId,
          }),
        );
        return {
          readsLeads: messages.rows.length === 1 && requests.rows.length === 1,
          movesStatus: moved.affectedRows === 1,
          writesPosts: postWritten,
          isAdmin: isAdmin.rows[0]?.is_admin,
          readsOwnAdminRow: ownRow.rows.length === 1,
        };
      },
      arrange,
    );
  }

  const everything = {
    readsLeads: true,
    movesStatus: true,
    writesPosts: true,
    isAdmin: true,
    readsOwnAdminRow: true,
  };
  const nothingButItsRow = {
    ...everything,
    readsLeads: false,
    movesStatus: false,
    writesPosts: false,
    isAdmin: false,
  };
  const nothing = { ...nothingButItsRow, readsOwnAdminRow: false };

  type User = keyof typeof ctx.users;
  type Case = {
    user: User;
    aal: 'aal1' | 'aal2';
    factorOf: User | null;
    mfa: boolean;
    expected: typeof nothing;
  };
  // [who, with what token, whose verified factor exists, require_admin_mfa on, what they may do].
  // Refused leads, status changes and posts, an admin still finds its own admin row.
  it.each`
    name                                                                | user        | aal       | factorOf        | mfa      | expected
    ${'an admin with a verified factor at aal1'}                        | ${'admin'}  | ${'aal1'} | ${'admin'}      | ${false} | ${nothingButItsRow}
    ${'an admin with a verified factor at aal2'}                        | ${'admin'}  | ${'aal2'} | ${'admin'}      | ${false} | ${everything}
    ${'an admin, despite another admin’s factor'}                       | ${'admin'}  | ${'aal1'} | ${'otherAdmin'} | ${false} | ${everything}
    ${'an admin without a factor, require_admin_mfa off (the default)'} | ${'admin'}  | ${'aal1'} | ${null}         | ${false} | ${everything}
    ${'an admin without a factor at aal1, require_admin_mfa on'}        | ${'admin'}  | ${'aal1'} | ${null}         | ${true}  | ${nothingButItsRow}
    ${'an admin at aal2, require_admin_mfa on'}                         | ${'admin'}  | ${'aal2'} | ${'admin'}      | ${true}  | ${everything}
    ${'a signed-in non-admin at aal2'}                                  | ${'member'} | ${'aal2'} | ${null}         | ${false} | ${nothing}
  `(
    '$name: reads leads, moves a status, writes a post as expected',
    async ({ user, aal, factorOf, mfa, expected }: Case) => {
      const arrange: Arrange[] = [seedLeads];
      if (factorOf) arrange.push(verifiedFactor(ctx.users[factorOf]));
      if (mfa) arrange.push(requireMfa);
      expect(await adminWork(signedIn(ctx.users[user], aal), arrangeAll(...arrange))).toEqual(expected);
    },
  );

  describe('admin with a verified factor', () => {
    it('is refused at aal1 even when the check cannot see the factors (RLS holds its owner back)', async () => {
      // auth.mfa_factors has RLS and no policy, as on Supabase: a check owned by a role that neither
      // bypasses RLS nor belongs to the table's owner sees no factor at all. The owner loses both for
      // this rolled-back transaction only, by the cluster's superuser (oid 10), the connection's user.
      const ownerWithoutBypass = async (tx: Queryable) => {
        await tx.query(
          `select set_config('session_authorization', (select rolname from pg_catalog.pg_roles where oid = 10), true)`,
        );
        const { rows } = await tx.query<{ statement: string }>(
          `select format('alter role %1$I nobypassrls; revoke supabase_auth_admin from %1$I', datdba::regrole::text)
                  as statement
             from pg_catalog.pg_database where datname = current_database()`,
        );
        await tx.exec(rows[0]?.statement ?? '');
        await becomeOwner(tx);
      };
      const admin = ctx.users.admin;
      expect(
        await adminWork(
          signedIn(admin, 'aal1'),
          arrangeAll(seedLeads, verifiedFactor(admin), ownerWithoutBypass),
        ),
      ).toEqual(nothingButItsRow);
    });

    it('needs aal2 for the lead desk too: notes, the overview and erasure', async () => {
      const admin = ctx.users.admin;
      /** Each lead-desk call, true when it went through, false when refused. */
      const leadDesk = (aal: 'aal1' | 'aal2') =>
        asActor(
          ctx.db,
          signedIn(admin, aal),
          async (tx) => {
            const attempt = (sql: string, params: unknown[] = []) => allowed(tx, () => tx.query(sql, params));
            return {
              writesNote: await attempt(
                'insert into public.lead_notes (contact_message_id, body) values ($1, $2)',
                [messageId, 'Called back on Tuesday.'],
              ),
              readsNotes: (await tx.query('select id from public.lead_notes')).rows.length > 0,
              readsOverview: await attempt('select public.leads_overview()'),
              erases: await attempt('select public.erase_person($1)', ['lead@example.org']),
            };
          },
          arrangeAll(seedLeads, verifiedFactor(admin), async (tx) => {
            await tx.query(
              'insert into public.lead_notes (contact_message_id, body, author_id) values ($1, $2, $3)',
              [messageId, 'Seeded by the owner.', admin.id],
            );
          }),
        );
      for (const [aal, may] of [
        ['aal1', false],
        ['aal2', true],
      ] as const) {
        expect(await leadDesk(aal)).toEqual({
          writesNote: may,
          readsNotes: may,
          readsOverview: may,
          erases: may,
        });
      }
    });
  });

  describe('the require_admin_mfa setting', () => {
    const readSetting = (actor: Actor, arrange?: (tx: Queryable) => Promise<unknown>) =>
      asActor(
        ctx.db,
        actor,
        (tx) => tx.query('select require_admin_mfa from public.admin_mfa_settings'),
        arrange,
      );

    it('is off by default; an admin reads it at aal1, a signed-in non-admin sees no row, a visitor is refused', async () => {
      expect((await readSetting(signedIn(ctx.users.admin))).rows).toEqual([{ require_admin_mfa: false }]);
      expect((await readSetting(signedIn(ctx.users.admin), requireMfa)).rows).toEqual([
        { require_admin_mfa: true },
      ]);
      expect((await readSetting(signedIn(ctx.users.member))).rows).toEqual([]);
      await expectDenied(readSetting(anon));
    });

    it('cannot be changed through the API, not even by an aal2 admin or the secret key', async () => {
      for (const actor of [signedIn(ctx.users.admin, 'aal2'), serviceRole]) {
        for (const table of ['private.admin_settings', 'public.admin_mfa_settings']) {
          await expectDenied(
            asActor(ctx.db, actor, (tx) => tx.query(`update ${table} set require_admin_mfa = false`)),
          );
        }
      }
    });

    it('holds one row only', async () => {
      await expect(
        ctx.db.transaction(async (tx) => {
          await tx.query('insert into private.admin_settings (id) values (false)');
        }),
      ).rejects.toMatchObject({ code: '23514', constraint: 'admin_settings_single_row' });
    });
  });
});
