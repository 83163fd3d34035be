/**
 * Scheduled posts (supabase/migrations/20261124092000_scheduled_posts.sql): who sees a post
 * before and after its publish_at, moved across now() by the service role in committed
 * transactions (nothing waits for a clock), and how the trigger keeps publish_at with `published`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/database.ts';
import { anon, asActor, asOwner, become, serviceRole, signedIn, type Actor } from './actors.ts';
import { describeOnEachDatabase } from './harness.ts';
import { expectCheckViolation, insertRow, updateById } from './sql.ts';

const POST = {
  title: 'Our Autumn Volunteer Drive',
  content: 'Sign-ups open on the first of the month.',
  excerpt: null,
  slug: 'our-autumn-volunteer-drive',
};

const NOT_PAST = 'blog_posts_publish_at_not_past';

/** An interval from the database's own clock, as SQL: `now() + interval '1 hour'`. */
const fromNow = (interval: string) => `now() + interval '${interval}'`;

describeOnEachDatabase('scheduled blog posts', (ctx) => {
  let scheduledId = '';

  const admin = () => signedIn(ctx.users.admin);

  /** Runs `work` as the service role and commits it, as an operator's change would be. */
  async function committedAsServiceRole(work: (tx: Queryable) => Promise<unknown>): Promise<void> {
    await ctx.db.transaction(async (tx) => {
      await become(tx, serviceRole);
      await work(tx);
    });
  }

  async function moveScheduledPost(interval: string): Promise<void> {
    await committedAsServiceRole((tx) =>
      tx.query(`update public.blog_posts set publish_at = ${fromNow(interval)} where id = $1`, [scheduledId]),
    );
  }

  /** Whether `actor` reads the scheduled post, in the list and by its slug as the post page asks. */
  async function sees(actor: Actor): Promise<{ inList: boolean; bySlug: boolean }> {
    return asActor(ctx.db, actor, async (tx) => {
      const list = await tx.query<{ id: string }>(
        'select id from public.blog_posts where published is true order by created_at desc',
      );
      const bySlug = await tx.query('select * from public.blog_posts where slug = $1 and published is true', [
        POST.slug,
      ]);
      return { inList: list.rows.some((row) => row.id === scheduledId), bySlug: bySlug.rows.length === 1 };
    });
  }

  beforeAll(async () => {
    await committedAsServiceRole(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into public.blog_posts (title, content, slug, published, publish_at)
         values ($1, $2, $3, true, ${fromNow('1 hour')}) returning id`,
        [POST.title, POST.content, POST.slug],
      );
      scheduledId = String(rows[0]?.id);
    });
  });

  const hidden = { inList: false, bySlug: false };
  const shown = { inList: true, bySlug: true };
  // [publish_at from now, who, what they see in the list and by slug]. A visitor and a signed-in
  // non-admin before the time, once due and moved back: tests/contract/blog-schedule.test.ts.
  it.each<[string, string, () => Actor, typeof shown]>([
    ['1 hour', 'an admin', () => admin(), shown],
    ['1 hour', 'the service role', () => serviceRole, shown],
    ['1 second', 'a visitor', () => anon, hidden],
    ['-1 second', 'an admin', () => admin(), shown],
  ])('due in %s: %s sees it as expected', async (dueIn, _who, actor, expected) => {
    await moveScheduledPost(dueIn);
    expect(await sees(actor())).toEqual(expected);
  });

  describe('the trigger keeps publish_at with published', () => {
    /** Inserts as `actor`, then reads publish_at back with the transaction's now(). */
    async function insertAndRead(actor: Actor, row: Record<string, unknown>) {
      return asActor(ctx.db, actor, async (tx) => {
        const { rows } = await insertRow(tx, 'blog_posts', { ...POST, slug: 'trigger-case', ...row }, 'id');
        const id = rows[0]?.id;
        return readBack(tx, String(id));
      });
    }

    async function readBack(tx: Queryable, id: string) {
      const { rows } = await tx.query<{ publish_at: Date | null; now: Date }>(
        'select publish_at, now() from public.blog_posts where id = $1',
        [id],
      );
      return rows[0];
    }

    it.each`
      name                                                                                | row                                                         | expected
      ${'stamps now() on a post published without a time, as the spec’s create sends it'} | ${{ published: true }}                                      | ${'now'}
      ${'keeps a draft without a time, even when one is sent'}                            | ${{ published: false, publish_at: '2099-01-01T00:00:00Z' }} | ${null}
      ${'keeps a future time an admin chose'}                                             | ${{ published: true, publish_at: '2099-01-01T09:30:00Z' }}  | ${new Date('2099-01-01T09:30:00Z')}
    `('$name', async ({ row, expected }) => {
      const read = await insertAndRead(admin(), row);
      expect(read?.publish_at).toEqual(expected === 'now' ? read?.now : expected);
    });

    it('publishes a scheduled post now when an admin sends publish_at null, clears the time on unpublish and stamps now() on publishing again', async () => {
      await moveScheduledPost('1 hour');
      const times = await asActor(ctx.db, admin(), async (tx) => {
        await updateById(tx, 'blog_posts', scheduledId, { published: true, publish_at: null });
        const publishedNow = await readBack(tx, scheduledId);
        const unpublished = await updateById(tx, 'blog_posts', scheduledId, { published: false });
        expect(unpublished.affectedRows).toBe(1);
        const asDraft = await readBack(tx, scheduledId);
        await updateById(tx, 'blog_posts', scheduledId, { published: true });
        return { publishedNow, asDraft, republished: await readBack(tx, scheduledId) };
      });
      expect(times.publishedNow?.publish_at).toEqual(times.publishedNow?.now);
      expect(times.asDraft?.publish_at).toBeNull();
      expect(times.republished?.publish_at).toEqual(times.republished?.now);
    });
  });

  describe('a time in the past', () => {
    const past = { published: true, publish_at: '2020-01-01T00:00:00Z' };
    // Creating one: tests/contract/blog-schedule.test.ts.
    it('is refused to an admin rescheduling a post', async () => {
      await expectCheckViolation(
        asActor(ctx.db, admin(), (tx) => updateById(tx, 'blog_posts', scheduledId, past)),
        NOT_PAST,
      );
    });

    it('does not stop an admin editing a post that went public in the past', async () => {
      await moveScheduledPost('-1 day');
      const result = await asActor(ctx.db, admin(), async (tx) => {
        // As text, as the API's JSON carries it: a Date would drop Postgres' microseconds.
        const { rows } = await tx.query<{ publish_at: string }>(
          'select publish_at::text from public.blog_posts where id = $1',
          [scheduledId],
        );
        // A client may send the stored time back unchanged with the other fields.
        return updateById(tx, 'blog_posts', scheduledId, {
          title: 'Renamed',
          published: true,
          publish_at: rows[0]?.publish_at,
        });
      });
      expect(result.affectedRows).toBe(1);
    });

    it('is allowed to the service role (operators, backfills)', async () => {
      const row = await asActor(ctx.db, serviceRole, async (tx) => {
        await updateById(tx, 'blog_posts', scheduledId, { publish_at: '2020-01-01T00:00:00Z' });
        return tx.query('select publish_at from public.blog_posts where id = $1', [scheduledId]);
      });
      expect(row.rows).toEqual([{ publish_at: new Date('2020-01-01T00:00:00Z') }]);
    });
  });

  it('holds publish_at and published together even against the owner (CHECK)', async () => {
    await asOwner(ctx.db, async (tx) => {
      await tx.query('alter table public.blog_posts disable trigger keep_publish_at');
      await expectCheckViolation(
        updateById(tx, 'blog_posts', scheduledId, { published: false }),
        'blog_posts_publish_at_when_published',
      );
    });
  });
});
