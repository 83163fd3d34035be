/** What the migrated schema states, read from the catalog as Postgres prints it. */
import type { Queryable } from '../../server/db/database.ts';

/** A CHECK constraint's definition as Postgres prints it, e.g. `CHECK ((char_length(name) <= 120))`. */
export async function checkDefinition(db: Queryable, table: string, constraint: string): Promise<string> {
  const { rows } = await db.query<{ definition: string }>(
    `select pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = $1::regclass and conname = $2 and contype = 'c'`,
    [`public.${table}`, constraint],
  );
  const definition = rows[0]?.definition;
  if (!definition) throw new Error(`public.${table} has no CHECK constraint ${constraint}`);
  return definition;
}

/** The string literals of a printed definition, in order ('it''s' read as it's). */
export function literals(definition: string): string[] {
  return [...definition.matchAll(/'((?:[^']|'')*)'/g)].map(([, text = '']) => text.replaceAll("''", "'"));
}

/** The changes a table's guard_status_transition trigger allows, from its 'from>to' arguments. */
export async function allowedChanges(db: Queryable, table: string): Promise<string[][]> {
  const { rows } = await db.query<{ definition: string }>(
    `select pg_get_triggerdef(oid) as definition from pg_trigger
      where tgrelid = $1::regclass and tgname = 'guard_status_transition'`,
    [`public.${table}`],
  );
  const definition = rows[0]?.definition;
  if (!definition) throw new Error(`public.${table} has no guard_status_transition trigger`);
  return literals(definition).map((change) => change.split('>'));
}

export async function statusDefault(db: Queryable, table: string): Promise<string> {
  const { rows } = await db.query<{ value: string }>(
    `select column_default as value from information_schema.columns
      where table_schema = 'public' and table_name = $1 and column_name = 'status'`,
    [table],
  );
  return literals(rows[0]?.value ?? '')[0] ?? '';
}
