/**
 * Site rebuilds, database half (migration 20261125090000_site_rebuilds.sql). Clocks are never waited
 * on: build times are written relative to the transaction's now().
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database.ts';
import {
  anon,
  asActor,
  asOwner,
  becomeOwner,
  become,
  serviceRole,
  signedIn,
  verifiedFactor,
  type Actor,
} from './actors.ts';
import { describeOnEachDatabase } from './harness.ts';
import { allowed, insertRow, one, post, updateById } from './sql.ts';

type BuildStatus = {
  up_to_date: boolean;
  content_changed_at: string | null;
  built_at: string | null;
  building_since: string | null;
  failed_at: string | null;
  failure: string | null;
  next_due_at: string | null;
};
const STATUS_KEYS =
  'building_since built_at content_changed_at failed_at failure next_due_at up_to_date'.split(' ');

/** The bookkeeping row as the owner reads it (the role is switched back for the read). */
async function buildState(tx: Queryable) {
  await becomeOwner(tx);
  return one<{ content_version: string; content_changed_at: Date | null }>(
    tx,
    'select content_version::text, content_changed_at from private.site_build_state',
  );
}

/** The status as `actor` reads it through the API (rpc/site_build_status). */
async function statusAs(tx: Queryable, actor: Actor): Promise<BuildStatus> {
  await become(tx, actor);
  return (await one<{ status: BuildStatus }>(tx, 'select public.site_build_status() as status')).status;
}

/** As the owner: the live site was built from the current posts, read at now() + `asOf`. */
async function recordBuild(tx: Queryable, asOf = '0 seconds'): Promise<void> {
  await becomeOwner(tx);
  await tx.query(
    `update private.site_build_state
        set built_version = content_version, built_as_of = now() + $1::interval, built_at = now()`,
    [asOf],
  );
}

/**
 * A published post public from now() + `at` (past or future), as an operator writes it; returns
 * publish_at as the API's JSON carries it.
 */
async function insertDuePost(tx: Queryable, at: string): Promise<string> {
  await becomeOwner(tx);
  // The seed's posts went public when the template was made, which may be minutes ago: a day back,
  // only this post can be due after a build.
  await tx.query(`update public.blog_posts set publish_at = now() - interval '1 day' where published`);
  const sql = `insert into public.blog_posts (title, content, slug, published, publish_at)
     values ('Harvest Supper', 'Indoors this year.', $1, true, now() + $2::interval)
     returning to_json(publish_at) #>> '{}' as due_at`;
  return (await one<{ due_at: string }>(tx, sql, [`harvest-supper-${randomUUID()}`, at])).due_at;
}

describeOnEachDatabase('site rebuilds: the build status', (ctx) => {
  const admin = () => signedIn(ctx.users.admin);

  describe('site_build_status()', () => {
    it('needs aal2 from an admin with a verified factor, like every admin read', async () => {
      const call = (aal: 'aal1' | 'aal2') =>
        asActor(
          ctx.db,
          signedIn(ctx.users.admin, aal),
          (tx) => allowed(tx, () => tx.query('select public.site_build_status()')),
          verifiedFactor(ctx.users.admin),
        );
      expect(await call('aal1')).toBe(false);
      expect(await call('aal2')).toBe(true);
    });

    it.each`
      who                                                | actor                               | message
      ${'a signed-in user who is not staff, saying why'} | ${() => signedIn(ctx.users.member)} | ${"Only blog staff may read the site's build status"}
      ${'a visitor, who may not call it at all'}         | ${() => anon}                       | ${'permission denied for function site_build_status'}
      ${'the secret key, who may not call it at all'}    | ${() => serviceRole}                | ${'permission denied for function site_build_status'}
    `('refuses $who', async ({ actor, message }) => {
      await expect(
        asActor(ctx.db, actor(), (tx) => tx.query('select public.site_build_status()')),
      ).rejects.toMatchObject({ code: '42501', message });
    });
  });

  describe('private.site_build_state', () => {
    // Out of reach of every API role: site-build-hook.test.ts, with the hook's row.
    it.each([
      ['holds exactly one row', 'insert into private.site_build_state (id) values (false)'],
      ['keeps the version from going below zero', 'update private.site_build_state set content_version = -1'],
    ])('%s, even for the owner', async (_, sql) => {
      await expect(asOwner(ctx.db, (tx) => tx.query(sql))).rejects.toMatchObject({ code: '23514' });
      expect((await ctx.db.query('select id from private.site_build_state')).rows).toEqual([{ id: true }]);
    });

    it('cannot be counted up by calling the trigger function', async () => {
      await asActor(ctx.db, admin(), async (tx) => {
        const { rows } = await tx.query<{ may: boolean }>(
          `select has_function_privilege('private.note_public_blog_change()', 'execute') as may`,
        );
        expect(rows).toEqual([{ may: false }]);
      });
    });
  });

  describe('content_version', () => {
    /**
     * The version's move over `change`, made by an admin through the API to a post (published or
     * not) the owner made first, and whether the change time is now().
     */
    function versionMoves(
      published: boolean,
      change: Change,
    ): Promise<{ by: number; changedAtNow: boolean }> {
      return asOwner(ctx.db, async (tx) => {
        const { rows } = await insertRow(tx, 'blog_posts', post({ published }), 'id');
        const before = await buildState(tx);
        await become(tx, admin());
        await change(tx, String(rows[0]?.id));
        const after = await buildState(tx);
        const { now } = await one<{ now: Date }>(tx, 'select now()');
        return {
          by: Number(after.content_version) - Number(before.content_version),
          changedAtNow: after.content_changed_at?.getTime() === now.getTime(),
        };
      });
    }

    type Change = (tx: Queryable, id: string) => Promise<unknown>;
    const update =
      (row: Record<string, unknown>): Change =>
      (tx, id) =>
        updateById(tx, 'blog_posts', id, row);
    it.each<[string, boolean, Change, number]>([
      [
        'goes up when a post is published',
        false,
        (tx) => insertRow(tx, 'blog_posts', post({ published: true })),
        1,
      ],
      ['goes up when a draft becomes published', false, update({ published: true }), 1],
      [
        'goes up when a published post is edited',
        true,
        update({ title: 'Harvest Supper, moved indoors' }),
        1,
      ],
      ['goes up when a published post is unpublished', true, update({ published: false }), 1],
      [
        'goes up when a published post is deleted',
        true,
        (tx, id) => tx.query('delete from public.blog_posts where id = $1', [id]),
        1,
      ],
      [
        'stays when a draft is created, edited and deleted',
        false,
        async (tx) => {
          const { rows } = await insertRow(tx, 'blog_posts', post({ published: false }), 'id');
          const id = String(rows[0]?.id);
          await updateById(tx, 'blog_posts', id, {
            title: 'Harvest Supper (draft 2)',
            content: 'Still planning.',
          });
          await tx.query('delete from public.blog_posts where id = $1', [id]);
        },
        0,
      ],
      [
        'counts each published row a statement changes',
        false,
        async (tx) => {
          for (const _ of [1, 2])
            await insertRow(tx, 'blog_posts', post({ published: true, slug: `two-${randomUUID()}` }));
          await tx.query(
            `update public.blog_posts set excerpt = 'Updated together.' where slug like 'two-%'`,
          );
        },
        4,
      ],
    ])('%s', async (_, published, change, by) => {
      expect(await versionMoves(published, change)).toEqual({ by, changedAtNow: by > 0 });
    });
  });

  describe('up_to_date', () => {
    it('is false on a database nobody has built from; the admin gets every field of the status', async () => {
      const status = await asActor(ctx.db, admin(), (tx) => statusAs(tx, admin()));
      expect(Object.keys(status).sort()).toEqual(STATUS_KEYS);
      expect(status).toMatchObject({
        up_to_date: false,
        built_at: null,
        building_since: null,
        failure: null,
      });
    });

    it('is true once the live site was built from the current version and says when; an admin’s draft keeps it, a published change ends it', async () => {
      const r = await asActor(ctx.db, serviceRole, async (tx) => {
        await recordBuild(tx);
        const { now } = await one<{ now: string }>(tx, `select to_json(now())#>>'{}' as now`);
        const built = await statusAs(tx, admin());
        await insertRow(tx, 'blog_posts', post({ published: false }));
        const afterDraft = await statusAs(tx, admin());
        await insertRow(tx, 'blog_posts', post({ published: true }));
        return { now, built, afterDraft, afterPublish: await statusAs(tx, admin()) };
      });
      expect(r).toMatchObject({
        built: { up_to_date: true, failure: null, failed_at: null, building_since: null },
        afterDraft: { up_to_date: true },
        afterPublish: { up_to_date: false, content_changed_at: expect.any(String) },
      });
      expect(Date.parse(r.built.built_at ?? '')).toBe(Date.parse(r.now));
    });

    it.each([
      [
        'turns false when a scheduled post became due after the build read the posts',
        '-10 minutes',
        '-20 minutes',
        false,
      ],
      [
        'stays true for a post that was due before the build read the posts',
        '-10 minutes',
        '-5 minutes',
        true,
      ],
      ['stays true while a scheduled post is still ahead, and names its time', '2 hours', '0 seconds', true],
    ])('%s', async (_, dueIn, buildAsOf, upToDate) => {
      const { status, dueAt } = await asActor(ctx.db, serviceRole, async (tx) => {
        const dueAt = await insertDuePost(tx, dueIn);
        await recordBuild(tx, buildAsOf);
        return { status: await statusAs(tx, admin()), dueAt };
      });
      expect(status.up_to_date).toBe(upToDate);
      expect(status.next_due_at && Date.parse(status.next_due_at)).toBe(
        dueIn.startsWith('-') ? null : Date.parse(dueAt ?? ''),
      );
    });

    it('passes on the builder’s rebuild and failure as the owner recorded them', async () => {
      const status = await asOwner(ctx.db, async (tx) => {
        await tx.query(
          `update private.site_build_state
              set building_since = now(), failed_at = now() - interval '1 minute',
                  failure = 'astro build exited with 1: Cannot find module'`,
        );
        return statusAs(tx, admin());
      });
      expect(status).toMatchObject({
        failure: 'astro build exited with 1: Cannot find module',
        building_since: expect.any(String),
        failed_at: expect.any(String),
      });
    });
  });
});
