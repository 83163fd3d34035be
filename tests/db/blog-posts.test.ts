import { beforeAll, describe, expect, it } from 'vitest';
import { anon, asActor, becomeOwner, serviceRole, signedIn } from './actors.ts';
import { describeOnEachDatabase } from './harness.ts';
import { COLUMN_LIMITS } from '../../src/lib/db/constants.ts';
import {
  expectCheckViolation,
  expectDenied,
  expectOutcomes,
  insertRow,
  updateById,
  type Statement,
} from './sql.ts';

const POST = {
  title: 'Planning a Harvest Festival With Volunteers',
  content: 'Start with the roles you need.\n\nThen open sign-ups two months ahead.',
  excerpt: 'A checklist for a festival run by volunteers.',
  slug: 'planning-a-harvest-festival-with-volunteers',
  published: false,
};

describeOnEachDatabase('blog_posts', (ctx) => {
  /** A draft and a published post committed before the tests, next to the seed posts. */
  let draftId = '';
  let publishedId = '';

  beforeAll(async () => {
    const draft = await insertRow(ctx.db, 'blog_posts', { ...POST, slug: 'fixture-draft' }, 'id');
    const published = await insertRow(
      ctx.db,
      'blog_posts',
      { ...POST, slug: 'fixture-published', published: true },
      'id',
    );
    draftId = String(draft.rows[0]?.id);
    publishedId = String(published.rows[0]?.id);
  });

  const admin = () => signedIn(ctx.users.admin);
  const member = () => signedIn(ctx.users.member);

  const visibleIds = async (actor: ReturnType<typeof admin>) => {
    const { rows } = await asActor(ctx.db, actor, (tx) =>
      tx.query<{ id: string }>('select id from public.blog_posts'),
    );
    return rows.map((row) => row.id);
  };

  const statements: Record<string, Statement> = {
    'create published': (tx) => insertRow(tx, 'blog_posts', { ...POST, published: true }),
    'create as own author': (tx) => insertRow(tx, 'blog_posts', { ...POST, author_id: ctx.users.member.id }),
    'create in another’s name': (tx) =>
      insertRow(tx, 'blog_posts', { ...POST, author_id: ctx.users.otherAdmin.id }),
    'edit published': (tx) => updateById(tx, 'blog_posts', publishedId, { title: 'Hacked' }),
    'edit draft': (tx) => updateById(tx, 'blog_posts', draftId, { title: 'Hacked' }),
    'edit created_at': (tx) => updateById(tx, 'blog_posts', draftId, { created_at: '2026-01-05T00:00:00Z' }),
    'delete published': (tx) => tx.query('delete from public.blog_posts where id = $1', [publishedId]),
    'delete draft': (tx) => tx.query('delete from public.blog_posts where id = $1', [draftId]),
  };

  // A signed-in non-admin is refused a post even as its author (row-level security), and edits or
  // deletes none (0 rows, no error).
  it.each`
    name                       | actor                | expected
    ${'a visitor'}             | ${() => anon}        | ${{ 'create published': 'denied', 'edit published': 'denied', 'delete published': 'denied' }}
    ${'a signed-in non-admin'} | ${member}            | ${{ 'create as own author': 'denied', 'edit published': 0, 'edit draft': 0, 'delete published': 0 }}
    ${'an admin'}              | ${admin}             | ${{ 'create in another’s name': 'denied', 'delete draft': 1 }}
    ${'the secret key'}        | ${() => serviceRole} | ${{ 'edit created_at': 1, 'delete published': 1 }}
  `('$name: creates, edits and deletes as the policies say', async ({ actor, expected }) => {
    await expectOutcomes(ctx.db, actor(), statements, expected);
  });

  it('shows a visitor published posts only, every column included; a signed-in non-admin the same; an admin and the secret key every post', async () => {
    const { rows } = await asActor(ctx.db, anon, (tx) =>
      tx.query('select * from public.blog_posts order by created_at desc'),
    );
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((row) => row.published === true)).toBe(true);
    expect(rows.map((row) => row.id)).toContain(publishedId);
    expect(rows.map((row) => row.id)).not.toContain(draftId);
    expect(await visibleIds(member())).toEqual(await visibleIds(anon));
    expect(await visibleIds(admin())).toEqual(expect.arrayContaining([draftId, publishedId]));
    expect(await visibleIds(serviceRole)).toEqual(await visibleIds(admin()));
  });

  describe('admin', () => {
    it('edits a post; updated_at moves to now()', async () => {
      const { rows, now } = await asActor(ctx.db, admin(), async (tx) => {
        const result = await updateById(tx, 'blog_posts', draftId, { title: 'Renamed', published: true });
        expect(result.affectedRows).toBe(1);
        const now = (await tx.query<{ now: Date }>('select now()')).rows[0]?.now;
        const { rows } = await tx.query(
          'select title, published, updated_at from public.blog_posts where id = $1',
          [draftId],
        );
        return { rows, now };
      });
      expect(rows).toEqual([{ title: 'Renamed', published: true, updated_at: now }]);
    });

    it.each([
      ['id', '00000000-0000-4000-8000-000000000003'],
      ['author_id', '00000000-0000-4000-8000-000000000003'],
      ['created_at', '2020-01-01T00:00:00Z'],
      ['updated_at', '2020-01-01T00:00:00Z'],
    ])('cannot change %s', async (column, value) => {
      await expectDenied(
        asActor(ctx.db, admin(), (tx) => updateById(tx, 'blog_posts', draftId, { [column]: value })),
      );
    });
  });

  it.each([
    ['an admin creates a post as its author, sent or', () => admin(), () => ctx.users.admin.id],
    ['the secret key creates a post without an author when', () => serviceRole, () => null],
  ])('%s left out, and gets the row back (a null excerpt too)', async (_, actor, author) => {
    const sent = { slug: 'sent', excerpt: null };
    const rows = await asActor(ctx.db, actor(), async (tx) => [
      ...(await insertRow(tx, 'blog_posts', { ...POST, ...sent, author_id: author() }, '*')).rows,
      ...(await insertRow(tx, 'blog_posts', POST, '*')).rows,
    ]);
    expect(rows).toEqual([
      expect.objectContaining({ ...POST, ...sent, author_id: author(), id: expect.any(String) }),
      expect.objectContaining({ ...POST, author_id: author() }),
    ]);
  });

  describe('constraints', () => {
    // The slug's format is SLUG_PATTERN's (tests/db/schema-constants.test.ts; its cases:
    // tests/unit/lib/blog/slug.test.ts); one case here shows the constraint is in force.
    it.each([
      ['title', 'blank', '  ', 'blog_posts_title_required'],
      ['content', 'blank', '\n', 'blog_posts_content_required'],
      ['excerpt', 'empty', '', 'blog_posts_excerpt_not_blank'],
      ['slug', 'Harvest Festival', 'Harvest Festival', 'blog_posts_slug_format'],
      ['slug', 'empty', '', 'blog_posts_slug_format'],
      ['slug', 'the tag pages’', 'tag', 'blog_posts_slug_not_reserved'],
      ['format', 'html', 'html', 'blog_posts_format_valid'],
      ['tags', 'with capitals', ['Grants'], 'blog_posts_tags_format'],
      ['tags', 'repeated', ['grants', 'grants'], 'blog_posts_tags_format'],
      ['tags', 'of 41 characters', ['t'.repeat(41)], 'blog_posts_tags_format'],
      ['tags', 'nine', Array.from({ length: 9 }, (_, n) => `tag-${n}`), 'blog_posts_tags_count'],
    ])('refuses %s (%s)', async (column, _case, value, constraint) => {
      await expectCheckViolation(
        asActor(ctx.db, admin(), (tx) => insertRow(tx, 'blog_posts', { ...POST, [column]: value })),
        constraint,
      );
    });

    it.each(Object.entries(COLUMN_LIMITS.blog_posts))(
      'accepts a %s of its %i characters, refuses one more',
      async (column, limit) => {
        // A slug of many characters is still one group, so within its format.
        const value = (length: number) => column[0]?.repeat(length);
        const insert = (length: number) =>
          asActor(ctx.db, admin(), (tx) => insertRow(tx, 'blog_posts', { ...POST, [column]: value(length) }));
        await expect(insert(limit)).resolves.toMatchObject({ affectedRows: 1 });
        await expectCheckViolation(insert(limit + 1), `blog_posts_${column}_length`);
      },
    );

    it.each([
      ['a slug that is already taken', { slug: 'fixture-published' }, '23505', 'blog_posts_slug_unique'],
      [
        'an author who is not a user',
        { author_id: '00000000-0000-4000-8000-000000000004' },
        '23503',
        'blog_posts_author_id_fkey',
      ],
    ])('refuses %s, even from the secret key', async (_, row, code, constraint) => {
      await expect(
        asActor(ctx.db, serviceRole, (tx) => insertRow(tx, 'blog_posts', { ...POST, ...row })),
      ).rejects.toMatchObject({ code, constraint, message: expect.stringContaining(`"${constraint}"`) });
    });

    it('keeps the post when its author is deleted', async () => {
      const { rows } = await asActor(ctx.db, admin(), async (tx) => {
        const created = await insertRow(tx, 'blog_posts', POST, 'id');
        // auth.users belongs to the auth server: back to the session's superuser to delete.
        await becomeOwner(tx);
        await tx.query('delete from auth.users where id = $1', [ctx.users.admin.id]);
        return tx.query('select author_id from public.blog_posts where id = $1', [created.rows[0]?.id]);
      });
      expect(rows).toEqual([{ author_id: null }]);
    });
  });
});
