import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConnections, type Connections } from '../../server/db/connections.ts';
import type { Database } from '../../server/db/database.ts';
import { migrate, type MigrateResult } from '../../server/db/migrate.ts';
import { anon, asActor, serviceRole } from './actors.ts';
import { TARGETS, openScratchDatabase, type ScratchDatabase } from './harness.ts';

const MIGRATION_FILES = readdirSync(new URL('../../supabase/migrations/', import.meta.url))
  .filter((file) => file.endsWith('.sql'))
  .sort();

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

async function countPosts(db: Database): Promise<number | undefined> {
  const { rows } = await db.query<{ posts: number }>('select count(*)::int as posts from public.blog_posts');
  return rows[0]?.posts;
}

describe.each(TARGETS)('migrate() [%s]', (target) => {
  const scratches: ScratchDatabase[] = [];
  const scratch = async () => {
    const database = await openScratchDatabase(target);
    scratches.push(database);
    return database;
  };

  afterAll(async () => {
    for (const database of scratches) await database.dispose();
  });

  /**
   * A migrated database that `undo` puts back to the schema before the migration ending in `suffix`
   * (with rows the test needs), migrated again: that file alone must apply.
   */
  async function remigrated(suffix: string, undo: string): Promise<Database> {
    const { db, connections: conn } = await scratch();
    await migrate(conn, { seed: false });
    const file = MIGRATION_FILES.find((name) => name.endsWith(suffix));
    expect(file).toBeDefined();
    await db.exec(undo);
    await db.query('delete from supabase_migrations.schema_migrations where version = $1', [
      file?.split('_')[0],
    ]);
    expect(await migrate(conn, { seed: false })).toEqual({ applied: [file], seeded: false });
    return db;
  }

  describe('on an empty database', () => {
    let db: Database;
    let conn: Connections;
    let first: MigrateResult;

    beforeAll(async () => {
      ({ db, connections: conn } = await scratch());
      first = await migrate(conn, { seed: true });
    });

    it('applies every migration in name order, recorded as version + name like the Supabase CLI, and seeds; the second time nothing, and the seed file itself is idempotent', async () => {
      expect(first).toEqual({ applied: MIGRATION_FILES, seeded: true });
      const { rows } = await db.query<{ version: string; name: string }>(
        'select version, name from supabase_migrations.schema_migrations order by version',
      );
      expect(rows.map((row) => `${row.version}_${row.name}.sql`)).toEqual(MIGRATION_FILES);
      const postsBefore = await countPosts(db);
      expect(await migrate(conn, { seed: true })).toEqual({ applied: [], seeded: false });
      await db.exec(await readFile(new URL('../../supabase/seed.sql', import.meta.url), 'utf8'));
      expect(await countPosts(db)).toBe(postsBefore);
    });

    it('seeds 3-4 substantial published posts that visitors can read, and one draft they cannot', async () => {
      const { rows } = await asActor(db, anon, (tx) =>
        tx.query<{ slug: string; excerpt: string; content: string; created_at: Date; published: boolean }>(
          'select * from public.blog_posts order by created_at desc',
        ),
      );
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(rows.length).toBeLessThanOrEqual(4);
      for (const post of rows) {
        expect(post.published).toBe(true);
        expect(post.slug).toMatch(SLUG);
        expect(post.excerpt.length).toBeGreaterThan(20);
        expect(post.content.split('\n\n').length).toBeGreaterThanOrEqual(4);
        expect(post.created_at.getUTCFullYear()).toBe(2026);
      }
      const dates = rows.map((post) => post.created_at.getTime());
      expect(new Set(dates).size).toBe(dates.length);
      const drafts = await asActor(db, serviceRole, (tx) =>
        tx.query('select 1 from public.blog_posts where not published'),
      );
      expect(drafts.rows).toHaveLength(1);
    });
  });

  it('applies each file once and seeds once when two processes start together', async () => {
    const shared = await scratch();
    // Two servers' logins on a real server; PGlite has one connection, so the same handle.
    const other = shared.url ? await openConnections({ databaseUrl: shared.url }) : shared.connections;
    try {
      const results = await Promise.all([
        migrate(shared.connections, { seed: true }),
        migrate(other, { seed: true }),
      ]);
      expect(results.flatMap((result) => result.applied).sort()).toEqual(MIGRATION_FILES);
      expect(results.filter((result) => result.seeded)).toHaveLength(1);
    } finally {
      if (other !== shared.connections) await other.close();
    }
  });

  it('turns the main_goal nulls stored before main_goal became NOT NULL into empty strings', async () => {
    // Back to the schema before that migration: main_goal nullable, no default, migration not recorded.
    const db = await remigrated(
      '_onboarding_requests_main_goal_not_null.sql',
      `
      alter table public.onboarding_requests
        alter column main_goal drop not null,
        alter column main_goal drop default;
      insert into public.onboarding_requests
        (first_name, last_name, email, organization_name, organization_type, organization_size, main_goal)
      values
        ('Ruth', 'Okafor', 'none@example.org', 'Grace Church', 'faith', '1-10 employees', null),
        ('Dan', 'Okafor', 'some@example.org', 'Hope Outreach', 'secular', '1-10 employees', 'Volunteer Coordination');
    `,
    );
    const { rows } = await db.query<{ email: string; main_goal: string }>(
      'select email, main_goal from public.onboarding_requests order by email',
    );
    expect(rows).toEqual([
      { email: 'none@example.org', main_goal: '' },
      { email: 'some@example.org', main_goal: 'Volunteer Coordination' },
    ]);
  });

  it('migrates a database that holds leads the old rules let in, and refuses new ones', async () => {
    // Back to the schema before that migration, with rows it would refuse today.
    const db = await remigrated(
      '_lead_integrity.sql',
      `
      alter table public.contact_messages drop constraint contact_messages_email_address;
      alter table public.onboarding_requests drop constraint onboarding_requests_email_address;
      alter table public.contact_messages add constraint contact_messages_email_format
        check (email ~ '^[^[:space:]@]+@[^[:space:]@]+\\.[^[:space:]@]+$');
      alter table public.onboarding_requests add constraint onboarding_requests_email_format
        check (email ~ '^[^[:space:]@]+@[^[:space:]@]+\\.[^[:space:]@]+$');
      drop trigger stamp_submission_time on public.onboarding_requests;
      drop function private.stamp_submission_time();
      insert into public.contact_messages (name, email, message)
      values ('Old', 'victim@example.org?bcc=x%40evil.example', 'kept');
      insert into public.onboarding_requests
        (first_name, last_name, email, organization_name, organization_type, organization_size, last_submission_time)
      values ('Old', 'Row', 'a&b@example.org', 'Org', 'faith', '1-10 employees', '1999-01-01T00:00:00Z');
    `,
    );
    const kept = await db.query<{ email: string }>('select email from public.contact_messages');
    expect(kept.rows).toEqual([{ email: 'victim@example.org?bcc=x%40evil.example' }]);
    await expect(
      db.query(
        `insert into public.contact_messages (name, email, message) values ('New', 'a&b@example.org', 'x')`,
      ),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('gives posts published before scheduling their creation time as publish_at, edits nothing else', async () => {
    // Back to the schema before that migration (no publish_at, the old read policies), with posts.
    const db = await remigrated(
      '_scheduled_posts.sql',
      `
      drop policy "Visitors can read published posts" on public.blog_posts;
      drop policy "Signed-in users can read published posts and blog staff all posts" on public.blog_posts;
      drop trigger keep_publish_at on public.blog_posts;
      drop function private.keep_publish_at();
      alter table public.blog_posts drop column publish_at;
      create policy "Visitors can read published posts"
        on public.blog_posts for select to anon using (published);
      create policy "Signed-in users can read published posts and admins all posts"
        on public.blog_posts for select to authenticated
        using (published or (select private.is_admin()));
      alter table public.blog_posts disable trigger set_updated_at;
      insert into public.blog_posts (title, content, slug, published, created_at, updated_at) values
        ('Old news', 'Body.', 'old-news', true, '2026-01-05T10:00:00Z', '2026-03-01T08:00:00Z'),
        ('Older news', 'Body.', 'older-news', true, '2025-12-24T18:30:00Z', '2025-12-24T18:30:00Z'),
        ('Unfinished', 'Body.', 'unfinished', false, '2026-02-01T09:00:00Z', '2026-02-02T09:00:00Z');
      alter table public.blog_posts enable trigger set_updated_at;
    `,
    );
    const { rows } = await db.query<{ slug: string; publish_at: Date | null; updated_at: Date }>(
      'select slug, publish_at, updated_at from public.blog_posts order by slug',
    );
    expect(rows).toEqual([
      {
        slug: 'old-news',
        publish_at: new Date('2026-01-05T10:00:00Z'),
        updated_at: new Date('2026-03-01T08:00:00Z'),
      },
      {
        slug: 'older-news',
        publish_at: new Date('2025-12-24T18:30:00Z'),
        updated_at: new Date('2025-12-24T18:30:00Z'),
      },
      { slug: 'unfinished', publish_at: null, updated_at: new Date('2026-02-02T09:00:00Z') },
    ]);
    const forVisitors = await asActor(db, anon, (tx) =>
      tx.query<{ slug: string }>('select slug from public.blog_posts order by slug'),
    );
    expect(forVisitors.rows).toEqual([{ slug: 'old-news' }, { slug: 'older-news' }]);
  });

  it('names a failing migration, keeps the ones before it, and seeds nothing on the retry', async () => {
    const { db, connections: conn } = await scratch();
    await db.exec('create table public.contact_messages (id int)');
    const failing = MIGRATION_FILES.find((file) => file.endsWith('_contact_messages.sql'));

    await expect(migrate(conn, { seed: true })).rejects.toMatchObject({
      name: 'MigrationError',
      file: failing,
      code: '42P07',
      message: expect.stringMatching(new RegExp(`^${failing} failed: .*already exists`)),
    });
    const recorded = await db.query<{ name: string }>(
      'select name from supabase_migrations.schema_migrations',
    );
    expect(recorded.rows).toEqual([{ name: 'private_helpers_and_admin_roles' }]);

    // Once fixed, the rest applies; the database was not empty before this call, so no seed.
    await db.exec('drop table public.contact_messages');
    expect(await migrate(conn, { seed: true })).toEqual({ applied: MIGRATION_FILES.slice(1), seeded: false });
    expect(await countPosts(db)).toBe(0);
  });
});
