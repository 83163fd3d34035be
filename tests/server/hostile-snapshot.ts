/**
 * A fingerprint of every row the backend keeps (public, private and auth tables), so a hostile
 * suite can prove that nothing it sent changed the database.
 */
import type { Database } from '../../server/db/database.ts';

export type DatabaseSnapshot = Record<string, { rows: number; digest: string }>;

export async function snapshotDatabase(db: Database): Promise<DatabaseSnapshot> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_schema in ('public', 'private', 'auth') and table_type = 'BASE TABLE'
      order by 1`,
  );
  const snapshot: DatabaseSnapshot = {};
  for (const { name } of tables) {
    // The names come from the catalog itself, already quoted by format('%I').
    const { rows } = await db.query<{ rows: number; digest: string }>(
      `select count(*)::int as rows, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest
         from ${name} t`,
    );
    snapshot[name] = rows[0] ?? { rows: 0, digest: '' };
  }
  return snapshot;
}
