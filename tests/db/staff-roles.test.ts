/**
 * Staff roles as the database enforces them (docs/product.md#staff-roles): what each role may do
 * on each table and function, at aal1 and aal2; owners managing staff; the last owner kept; the
 * log of changes; the Staff tab's list; and a removed person's still-valid token refused.
 */
import { expect, it } from 'vitest';
import { STAFF_CHANGES, STAFF_ROLES, type StaffRole } from '../../supabase/functions/_shared/staff-roles.ts';
import { ROLE_TABS, readsLeads } from '../../src/admin/staff/role-tabs.ts';
import { contactRow } from '../support/lead-rows.ts';
import { arrangeAll, asActor, serviceRole, signedIn, verifiedFactor, type Actor } from './actors.ts';
import { checkDefinition, literals } from './catalog.ts';
import { createUser, describeOnEachDatabase, type TestUser } from './harness.ts';
import { insertRow, post, type Statement } from './sql.ts';

/** The one lead every role's statements act on. */
const LEAD_ID = '5e1f0000-0000-4000-8000-00000000001e';

describeOnEachDatabase('staff roles', (ctx) => {
  const staff = {} as Record<StaffRole, TestUser>;
  let count = 0;

  /** A new staff member of `role`, committed. */
  const newStaff = (role: StaffRole) =>
    createUser(ctx.db, `${role}-${(count += 1)}@example.org`, { admin: true, role });

  it("lists the roles and the log's actions the CHECK constraints allow", async () => {
    expect(literals(await checkDefinition(ctx.db, 'admin_roles', 'admin_roles_role_known'))).toEqual([
      ...STAFF_ROLES,
    ]);
    expect(literals(await checkDefinition(ctx.db, 'staff_changes', 'staff_changes_action_known'))).toEqual([
      ...STAFF_CHANGES,
    ]);
  });

  // One statement per capability's table or function; each counts rows or is refused (42501).
  const statements: Record<string, Statement> = {
    'read messages': (tx) => tx.query('select id from public.contact_messages'),
    'change a status': (tx) =>
      tx.query("update public.contact_messages set status = status where email = 'role@example.org'"),
    'read notes': (tx) => tx.query('select id from public.lead_notes'),
    overview: (tx) => tx.query('select public.leads_overview()'),
    'read mails': (tx) => tx.query('select id from public.lead_mails'),
    reply: (tx) =>
      tx.query(`select * from public.reply_to_lead('contact_messages', $1, 'Thank you.')`, [LEAD_ID]),
    'read templates': (tx) => tx.query('select id from public.reply_templates'),
    'a person': (tx) => tx.query(`select * from public.person_timeline(md5('role@example.org')::uuid)`),
    'acknowledgement settings': (tx) => tx.query('select public.acknowledgement_settings()'),
    'read drafts': (tx) =>
      tx.query("select id from public.blog_posts where not published and slug like 'harvest-supper-%'"),
    // author_id is left to its default, the signed-in user.
    'write a post': (tx) => insertRow(tx, 'blog_posts', post({ published: false })),
    'site status': (tx) => tx.query('select public.site_build_status()'),
    'list staff': (tx) => tx.query('select * from public.staff_members()'),
    'read the log': (tx) => tx.query('select id from public.staff_changes'),
    erase: (tx) => tx.query("select public.erase_person('nobody@example.org')"),
    'preview an erasure': (tx) => tx.query("select public.erasure_preview('role@example.org')"),
  };
  // The lead's acknowledgement is its one mail; the person's timeline holds the lead and that mail.
  const LEADS = {
    'read messages': 1,
    'change a status': 1,
    'read notes': 0,
    overview: 1,
    'read mails': 1,
    reply: 1,
    'read templates': 2,
    'a person': 2,
    'acknowledgement settings': 1,
  };
  const NO_LEADS = {
    'read messages': 0,
    'change a status': 0,
    'read notes': 0,
    overview: 'denied',
    'read mails': 0,
    reply: 'denied',
    'read templates': 0,
    'a person': 'denied',
    'acknowledgement settings': 'denied',
  };
  const BLOG = { 'read drafts': 1, 'write a post': 1, 'site status': 1 };
  const NO_BLOG = { 'read drafts': 0, 'write a post': 'denied', 'site status': 'denied' };
  const STAFF = { 'list staff': 'any', 'read the log': 'any', erase: 1, 'preview an erasure': 1 };
  const NO_STAFF = {
    'list staff': 'denied',
    'read the log': 0,
    erase: 'denied',
    'preview an erasure': 'denied',
  };
  const NOTHING = { ...NO_LEADS, ...NO_BLOG, ...NO_STAFF };
  const EXPECTED: Record<StaffRole, Record<string, unknown>> = {
    owner: { ...LEADS, ...BLOG, ...STAFF },
    admin: { ...LEADS, ...BLOG, ...NO_STAFF },
    editor: { ...NO_LEADS, ...BLOG, ...NO_STAFF },
    lead_desk: { ...LEADS, ...NO_BLOG, ...NO_STAFF },
  };

  /** The outcomes as expectOutcomes counts them, with staff lists and logs of any length as 'any'. */
  async function outcomes(actor: Actor, arrange?: Parameters<typeof asActor>[3]) {
    const found: Record<string, unknown> = {};
    for (const [name, statement] of Object.entries(statements)) {
      found[name] = await asActor(ctx.db, actor, statement, arrange).then(
        (result) => {
          const rows = Math.max(result.affectedRows, result.rows.length);
          return (name === 'list staff' || name === 'read the log') && rows > 0 ? 'any' : rows;
        },
        (error: { code?: string }) => {
          if (error.code !== '42501') throw error;

          return 'denied';
        },
      );
    }
    return found;
  }

  const lead = (tx: Parameters<Statement>[0]) =>
    insertRow(tx, 'contact_messages', { id: LEAD_ID, ...contactRow('role@example.org') });
  const draft = (tx: Parameters<Statement>[0]) =>
    insertRow(tx, 'blog_posts', post({ published: false, author_id: ctx.users.admin.id }));

  it.each(STAFF_ROLES)('a %s may do what its role gives, and nothing else', async (role) => {
    staff[role] ??= await newStaff(role);
    expect(await outcomes(signedIn(staff[role]), arrangeAll(lead, draft))).toEqual(EXPECTED[role]);
  });

  it.each(STAFF_ROLES)(
    'a %s with a verified factor does nothing at aal1, all of it at aal2',
    async (role) => {
      const user = await newStaff(role);
      const arrange = arrangeAll(lead, draft, verifiedFactor(user));
      expect(await outcomes(signedIn(user, 'aal1'), arrange)).toEqual(NOTHING);
      expect(await outcomes(signedIn(user, 'aal2'), arrange)).toEqual(EXPECTED[role]);
    },
  );

  it('asks aal2 of the roles that read leads only, when require_admin_mfa is on', async () => {
    const requireMfa = (tx: Parameters<Statement>[0]) =>
      tx.query('update private.admin_settings set require_admin_mfa = true where id');
    const may = async (role: StaffRole, capability: string) =>
      asActor(
        ctx.db,
        signedIn(await newStaff(role)),
        async (tx) =>
          (await tx.query<{ may: boolean }>('select private.staff_may($1) as may', [capability])).rows[0]
            ?.may,
        requireMfa,
      );
    expect(await may('editor', 'blog')).toBe(true);
    expect(await may('lead_desk', 'leads')).toBe(false);
    expect(await may('admin', 'blog')).toBe(false);
  });

  it('gives the dashboard a tab of leads for exactly the roles whose policies let them read leads', () => {
    for (const role of STAFF_ROLES) {
      expect(readsLeads(role), role).toBe(EXPECTED[role]['read messages'] === 1);
      expect(ROLE_TABS[role].includes('blog'), role).toBe(EXPECTED[role]['write a post'] === 1);
      expect(ROLE_TABS[role].includes('staff'), role).toBe(EXPECTED[role]['list staff'] === 'any');
    }
  });

  it('lets owners add, change and remove staff, logging who did what, and keeps the last owner', async () => {
    const owner = await newStaff('owner');
    const person = await createUser(ctx.db, `person-${(count += 1)}@example.org`, { admin: false });
    const log = await asActor(ctx.db, signedIn(owner, 'aal2'), async (tx) => {
      await tx.query("insert into public.admin_roles (user_id, role) values ($1, 'editor')", [person.id]);
      await tx.query("update public.admin_roles set role = 'lead_desk' where user_id = $1", [person.id]);
      await tx.query('delete from public.admin_roles where user_id = $1', [person.id]);
      const { rows } = await tx.query(
        `select actor_email, subject_email, action, from_role, to_role from public.staff_changes
          where subject = $1 order by id`,
        [person.id],
      );
      return rows;
    });
    const by = { actor_email: owner.email, subject_email: person.email };
    expect(log).toEqual([
      { ...by, action: 'added', from_role: null, to_role: 'editor' },
      { ...by, action: 'role_changed', from_role: 'editor', to_role: 'lead_desk' },
      { ...by, action: 'removed', from_role: 'lead_desk', to_role: null },
    ]);
  });

  it('refuses to remove or demote the last owner, to staff; the secret key may', async () => {
    const owner = await newStaff('owner');
    // Only this owner left: the others are set aside inside the rolled-back transaction.
    const aloneAs = (actor: Actor, sql: string) =>
      asActor(
        ctx.db,
        actor,
        (tx) => tx.query(sql, [owner.id]),
        (tx) =>
          tx.query("update public.admin_roles set role = 'admin' where role = 'owner' and user_id <> $1", [
            owner.id,
          ]),
      );
    for (const sql of [
      "update public.admin_roles set role = 'admin' where user_id = $1",
      'delete from public.admin_roles where user_id = $1',
    ]) {
      await expect(aloneAs(signedIn(owner, 'aal2'), sql)).rejects.toMatchObject({
        code: '23514',
        hint: 'last_owner',
      });
      await expect(aloneAs(serviceRole, sql)).resolves.toMatchObject({ affectedRows: 1 });
    }
  });

  it('lists the staff for owners, with their sign-in, second factor and pending invitations', async () => {
    const owner = await newStaff('owner');
    const invited = await createUser(ctx.db, `invited-${(count += 1)}@example.org`, {
      admin: true,
      role: 'editor',
    });
    await ctx.db.query('update auth.users set email_confirmed_at = null, invited_at = now() where id = $1', [
      invited.id,
    ]);
    const rows = await asActor(
      ctx.db,
      signedIn(owner, 'aal2'),
      (tx) => tx.query('select email, role, has_second_factor, pending from public.staff_members()'),
      verifiedFactor(owner),
    );
    expect(rows.rows).toEqual(
      expect.arrayContaining([
        { email: owner.email, role: 'owner', has_second_factor: true, pending: false },
        { email: invited.email, role: 'editor', has_second_factor: false, pending: true },
      ]),
    );
  });

  it("refuses a removed person's next call, though their token is still valid", async () => {
    const person = await newStaff('lead_desk');
    const reads = () =>
      asActor(ctx.db, signedIn(person), (tx) => tx.query('select public.leads_overview()')).then(
        () => true,
        () => false,
      );
    expect(await reads()).toBe(true);
    await ctx.db.query('delete from public.admin_roles where user_id = $1', [person.id]);
    expect(await reads()).toBe(false);
  });
});
