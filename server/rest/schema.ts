/**
 * PostgREST's schema cache, reduced to what this server needs: does `public.<table>` exist (table,
 * view, materialized view, foreign or partitioned table), which columns does it have, and which of
 * them form its primary key. Read from pg_catalog on every request inside the request's own
 * transaction, so a migration is visible at once and there is no cache to go stale.
 */
import type { Queryable } from '../db/database.ts';

export interface TableInfo {
  name: string;
  /** In attnum order, as `select *` returns them. */
  columns: string[];
  /** Each column's type without modifiers (a cast to varchar(5) would truncate), for filter values. */
  types: Map<string, string>;
  primaryKey: string[];
}

export async function describeTable(db: Queryable, name: string): Promise<TableInfo | undefined> {
  const { rows } = await db.query<{ name: string; type: string; primary: boolean }>(
    `select a.attname as name, pg_catalog.format_type(a.atttypid, null) as type,
            a.attnum = any(coalesce((select p.conkey from pg_catalog.pg_constraint p
                                      where p.conrelid = c.oid and p.contype = 'p'), '{}')) as primary
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
      order by a.attnum`,
    [name],
  );
  if (rows.length === 0) return undefined;
  return {
    name,
    columns: rows.map((row) => row.name),
    types: new Map(rows.map((row) => [row.name, row.type])),
    primaryKey: rows.filter((row) => row.primary).map((row) => row.name),
  };
}
