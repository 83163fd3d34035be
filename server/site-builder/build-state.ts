/**
 * The builder's reads and writes of `private.site_build_state` and `public.blog_posts`
 * (supabase/migrations/20261125090000_site_rebuilds.sql), as the database owner. Every time here
 * is the database's: the read policy decides by the database's clock when a scheduled post is
 * public, so the builder asks the same clock when the next one is due.
 */
import type { Queryable } from '../db/database.ts';

/** What a build was started from. */
export interface BuildStart {
  /** content_version when the build started: every change counted up to here is in it. */
  version: number;
  /** The database's now() at the start, as text so no precision is lost on the way back. */
  asOf: string;
}

/** Reads the one-row counter that every change to a public post moves. */
export async function readContentVersion(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ version: string }>(
    'select content_version::text as version from private.site_build_state',
  );
  return Number(rows[0]?.version ?? 0);
}

/** Marks a build as under way and returns what it starts from. */
export async function recordBuildStarted(db: Queryable): Promise<BuildStart> {
  const { rows } = await db.query<{ version: string; as_of: string }>(
    `update private.site_build_state set building_since = now()
     returning content_version::text as version, building_since::text as as_of`,
  );
  const row = rows[0];
  if (!row) throw new Error('private.site_build_state has no row; the site rebuilds migration is missing');
  return { version: Number(row.version), asOf: row.as_of };
}

/** The live site is now the build that started at `start`; a past failure is cleared. */
export async function recordBuildDone(db: Queryable, start: BuildStart): Promise<void> {
  await db.query(
    `update private.site_build_state
        set built_version = $1::bigint, built_as_of = $2::timestamptz, built_at = now(),
            building_since = null, failed_at = null, failure = null`,
    [start.version, start.asOf],
  );
}

/** The build failed; the live site stays what it was. `failure` fits the column (failure-text.ts). */
export async function recordBuildFailed(db: Queryable, failure: string): Promise<void> {
  await db.query(
    `update private.site_build_state set building_since = null, failed_at = now(), failure = $1`,
    [failure],
  );
}

/** The build was ended by the server stopping: neither done nor failed. */
export async function recordBuildStopped(db: Queryable): Promise<void> {
  await db.query('update private.site_build_state set building_since = null');
}

/**
 * Milliseconds until the next published post becomes public that the site does not show yet, or
 * null when none is scheduled. After a build, `since` is when it read the posts: a post due after
 * that is missing from it (0 when it is due already). Without `since`, only posts still to come
 * count: one already public is the change watcher's to notice.
 */
export async function msUntilNextDuePost(db: Queryable, since?: string): Promise<number | null> {
  const { rows } = await db.query<{ ms: number | null }>(
    `select (extract(epoch from (min(publish_at) - now())) * 1000)::float8 as ms
       from public.blog_posts
      where published and publish_at > coalesce($1::timestamptz, now())`,
    [since ?? null],
  );
  const ms = rows[0]?.ms;
  return ms === null || ms === undefined ? null : Math.max(0, Math.ceil(Number(ms)));
}
