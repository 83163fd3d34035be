/**
 * What each API role may do with every object of our schema, as it takes effect (has_*_privilege:
 * through PUBLIC, default privileges, column grants and memberships alike): schemas, tables and
 * views, their columns, sequences and functions in public and private, and the auth tables (as
 * wholes: GoTrue's have columns ours lack) and helpers our code touches. tests/db/hosted-privileges.test.ts compares a migrated
 * Supabase-built database with our migrated imitation.
 */
import type { Queryable } from '../../server/db/database.ts';
import { AUTH_TABLES, sortKeys } from './read-shape.ts';

const API_ROLES = ['anon', 'authenticated', 'service_role'];

/** `<kind> <name>: <role>` to the privileges held, as ACL letters in a fixed order. */
export async function readPrivileges(db: Queryable): Promise<Record<string, string>> {
  const { rows } = await db.query<{ object: string; role: string; privileges: string }>(
    `with roles as (select unnest($1::text[]) as role),
     relations as (
       select c.oid, c.relkind, n.nspname, c.relname
         from pg_catalog.pg_class as c join pg_catalog.pg_namespace as n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S')
          and (n.nspname in ('public', 'private') or (n.nspname = 'auth' and c.relname = any($2::text[])))
          and not exists (select from pg_catalog.pg_depend as d
                           where d.classid = 'pg_catalog.pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
     )
     select 'schema ' || n.nspname as object, roles.role,
            concat(case when has_schema_privilege(roles.role, n.oid, 'USAGE') then 'U' end,
                   case when has_schema_privilege(roles.role, n.oid, 'CREATE') then 'C' end) as privileges
       from pg_catalog.pg_namespace as n cross join roles
      where n.nspname in ('public', 'private', 'auth')
     union all
     select case r.relkind when 'S' then 'sequence ' else 'table ' end || r.nspname || '.' || r.relname, roles.role,
            case when r.relkind = 'S' then
              concat(case when has_sequence_privilege(roles.role, r.oid, 'USAGE') then 'U' end,
                     case when has_sequence_privilege(roles.role, r.oid, 'SELECT') then 'r' end,
                     case when has_sequence_privilege(roles.role, r.oid, 'UPDATE') then 'w' end)
            else
              concat(case when has_table_privilege(roles.role, r.oid, 'INSERT') then 'a' end,
                     case when has_table_privilege(roles.role, r.oid, 'SELECT') then 'r' end,
                     case when has_table_privilege(roles.role, r.oid, 'UPDATE') then 'w' end,
                     case when has_table_privilege(roles.role, r.oid, 'DELETE') then 'd' end,
                     case when has_table_privilege(roles.role, r.oid, 'TRUNCATE') then 'D' end,
                     case when has_table_privilege(roles.role, r.oid, 'REFERENCES') then 'x' end,
                     case when has_table_privilege(roles.role, r.oid, 'TRIGGER') then 't' end)
            end
       from relations as r cross join roles
     union all
     select 'column ' || r.nspname || '.' || r.relname || '.' || a.attname, roles.role,
            concat(case when has_column_privilege(roles.role, r.oid, a.attnum, 'INSERT') then 'a' end,
                   case when has_column_privilege(roles.role, r.oid, a.attnum, 'SELECT') then 'r' end,
                   case when has_column_privilege(roles.role, r.oid, a.attnum, 'UPDATE') then 'w' end,
                   case when has_column_privilege(roles.role, r.oid, a.attnum, 'REFERENCES') then 'x' end)
       from relations as r join pg_catalog.pg_attribute as a on a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped
       cross join roles
      where r.relkind <> 'S' and r.nspname <> 'auth'
     union all
     select 'function ' || p.oid::regprocedure::text, roles.role,
            case when has_function_privilege(roles.role, p.oid, 'EXECUTE') then 'X' else '' end
       from pg_catalog.pg_proc as p join pg_catalog.pg_namespace as n on n.oid = p.pronamespace
       cross join roles
      where (n.nspname in ('public', 'private') or (n.nspname = 'auth' and p.proname in ('uid', 'role', 'email', 'jwt')))
        and not exists (select from pg_catalog.pg_depend as d
                         where d.classid = 'pg_catalog.pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`,
    [API_ROLES, AUTH_TABLES],
  );
  const privileges: Record<string, string> = {};
  for (const row of rows) privileges[`${row.object}: ${row.role}`] = row.privileges;
  return sortKeys(privileges);
}
