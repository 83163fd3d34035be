/**
 * The facts of a Supabase database that our code depends on, read from any database that has them:
 * a database built from Supabase's own setup (`npm run db:supabase-snapshot`, which writes them to
 * tests/db/supabase-shape.snapshot.json) or our imitation (server/db/bootstrap/, which
 * tests/db/supabase-shape.test.ts holds equal to that file). Privileges are read as they take
 * effect (has_*_privilege), not as ACL text, so a grant through PUBLIC or ownership counts the same.
 * The schema owner is called postgres whatever its name here (schema_owner on PGlite).
 */
import type { Queryable } from '../../server/db/database.ts';

/** The roles a hosted project has that our code logs in as, switches to or grants to. */
export const SHAPE_ROLES = [
  'anon',
  'authenticated',
  'service_role',
  'authenticator',
  'supabase_auth_admin',
  'postgres',
];
/** Predefined roles whose membership the owner relies on (reading every table for its tools). */
const PREDEFINED_ROLES = ['pg_read_all_data', 'pg_signal_backend', 'pg_monitor'];
/** The auth tables this backend reads and writes, and the helpers our policies call. */
export const AUTH_TABLES = [
  'users',
  'identities',
  'sessions',
  'refresh_tokens',
  'mfa_factors',
  'mfa_challenges',
  'mfa_amr_claims',
];
const AUTH_FUNCTIONS = ['uid', 'role', 'email', 'jwt'];
/** A table's privileges and their ACL letters. */
const TABLE_LETTERS: Record<string, string> = {
  INSERT: 'a',
  SELECT: 'r',
  UPDATE: 'w',
  DELETE: 'd',
  TRUNCATE: 'D',
  REFERENCES: 'x',
  TRIGGER: 't',
};
const LETTERS: Record<string, string> = { ...TABLE_LETTERS, USAGE: 'U', EXECUTE: 'X' };

export interface RoleFacts {
  superuser: boolean;
  inherit: boolean;
  createRole: boolean;
  createDb: boolean;
  login: boolean;
  replication: boolean;
  bypassRls: boolean;
  /** Among the shape's roles and the predefined ones above. */
  memberOf: string[];
  /** Its own settings (ALTER ROLE … SET), in every database. */
  settings: Record<string, string>;
}

export interface ColumnFacts {
  type: string;
  notNull: boolean;
  default: string | null;
  generated: boolean;
}

export interface TableFacts {
  owner: string;
  rowLevelSecurity: boolean;
  columns: Record<string, ColumnFacts>;
  /** Per role, the privileges it holds, as ACL letters (arwdDxt). */
  privileges: Record<string, string>;
}

export interface FunctionFacts {
  owner: string;
  language: string;
  volatility: string;
  securityDefiner: boolean;
  result: string;
  /** With whitespace runs made one space. */
  body: string;
  executableBy: string[];
}

export interface Shape {
  /** What the database was built from (commits of supabase/postgres and supabase/auth). */
  source: Record<string, string>;
  roles: Record<string, RoleFacts>;
  databaseOwner: string;
  /** Per schema (public, auth), per role: U for usage, C for create. */
  schemas: Record<string, Record<string, string>>;
  /** `<role> in <schema>: <tables|sequences|functions>` to what each role gets by default. */
  defaultPrivileges: Record<string, Record<string, string>>;
  authTypes: Record<string, string[]>;
  authTables: Record<string, TableFacts>;
  authFunctions: Record<string, FunctionFacts>;
}

const OBJECT_TYPES: Record<string, string> = { r: 'tables', S: 'sequences', f: 'functions' };

export async function readShape(db: Queryable, source: Record<string, string> = {}): Promise<Shape> {
  const { rows: ownerRows } = await db.query<{ owner: string }>(
    'select datdba::regrole::text as owner from pg_catalog.pg_database where datname = current_database()',
  );
  const owner = ownerRows[0]?.owner ?? 'postgres';
  const canonical = (name: string) => (name === owner ? 'postgres' : name);
  const actual = (name: string) => (name === 'postgres' ? owner : name);
  const roles = SHAPE_ROLES.map(actual);

  return {
    source,
    roles: await readRoles(db, roles, canonical),
    databaseOwner: canonical(owner),
    schemas: await readSchemas(db, roles, canonical),
    defaultPrivileges: await readDefaultPrivileges(db, roles, canonical),
    authTypes: await readAuthTypes(db),
    authTables: await readAuthTables(db, roles, canonical),
    authFunctions: await readAuthFunctions(db, canonical),
  };
}

async function readRoles(db: Queryable, roles: string[], canonical: (name: string) => string) {
  const { rows } = await db.query<
    Omit<RoleFacts, 'memberOf' | 'settings'> & {
      name: string;
      member_of: string[];
      settings: string[] | null;
    }
  >(
    `select r.rolname as name, r.rolsuper as superuser, r.rolinherit as inherit, r.rolcreaterole as "createRole",
            r.rolcreatedb as "createDb", r.rolcanlogin as login, r.rolreplication as replication,
            r.rolbypassrls as "bypassRls",
            array(select g.rolname::text from pg_catalog.pg_auth_members as m
                    join pg_catalog.pg_roles as g on g.oid = m.roleid
                   where m.member = r.oid and g.rolname = any($2::text[]) order by 1) as member_of,
            (select s.setconfig from pg_catalog.pg_db_role_setting as s
              where s.setrole = r.oid and s.setdatabase = 0) as settings
       from pg_catalog.pg_roles as r where r.rolname = any($1::text[])`,
    [roles, [...roles, ...PREDEFINED_ROLES]],
  );
  const facts: Record<string, RoleFacts> = {};
  for (const { name, member_of, settings, ...attributes } of rows) {
    facts[canonical(name)] = {
      ...attributes,
      memberOf: member_of.map(canonical).sort(),
      settings: Object.fromEntries(
        (settings ?? []).map((item) => [item.slice(0, item.indexOf('=')), item.slice(item.indexOf('=') + 1)]),
      ),
    };
  }
  return sortKeys(facts);
}

async function readSchemas(db: Queryable, roles: string[], canonical: (name: string) => string) {
  const { rows } = await db.query<{ schema: string; role: string; privileges: string }>(
    `select n.nspname as schema, r.rolname as role,
            case when pg_catalog.has_schema_privilege(r.rolname, n.nspname, 'USAGE') then 'U' else '' end
            || case when pg_catalog.has_schema_privilege(r.rolname, n.nspname, 'CREATE') then 'C' else '' end as privileges
       from pg_catalog.pg_namespace as n cross join pg_catalog.pg_roles as r
      where n.nspname in ('public', 'auth') and r.rolname = any($1::text[])`,
    [roles],
  );
  const schemas: Record<string, Record<string, string>> = {};
  for (const row of rows) (schemas[row.schema] ??= {})[canonical(row.role)] = row.privileges;
  return sortNested(schemas);
}

async function readDefaultPrivileges(db: Queryable, roles: string[], canonical: (name: string) => string) {
  const { rows } = await db.query<{
    role: string;
    schema: string;
    type: string;
    grantee: string;
    privileges: string;
  }>(
    `select d.defaclrole::regrole::text as role, n.nspname as schema, d.defaclobjtype::text as type,
            grantee.rolname as grantee, pg_catalog.string_agg(a.privilege_type, ',' order by a.privilege_type) as privileges
       from pg_catalog.pg_default_acl as d
       join pg_catalog.pg_namespace as n on n.oid = d.defaclnamespace
       cross join lateral pg_catalog.aclexplode(d.defaclacl) as a
       join pg_catalog.pg_roles as grantee on grantee.oid = a.grantee
      where n.nspname in ('public', 'auth') and d.defaclrole::regrole::text = any($1::text[])
        and grantee.rolname = any($1::text[])
      group by 1, 2, 3, 4`,
    [roles],
  );
  const defaults: Record<string, Record<string, string>> = {};
  // MAINTAIN is Postgres 17's (PGlite's); a hosted project on 15 has no such privilege.
  for (const row of rows) {
    const key = `${canonical(row.role)} in ${row.schema}: ${OBJECT_TYPES[row.type] ?? row.type}`;
    (defaults[key] ??= {})[canonical(row.grantee)] = row.privileges
      .split(',')
      .filter((privilege) => privilege !== 'MAINTAIN')
      .map((privilege) => LETTERS[privilege] ?? privilege)
      .sort()
      .join('');
  }
  return sortNested(defaults);
}

async function readAuthTypes(db: Queryable) {
  const { rows } = await db.query<{ name: string; labels: string[] }>(
    `select t.typname as name, array(select e.enumlabel::text from pg_catalog.pg_enum as e
                                     where e.enumtypid = t.oid order by e.enumsortorder) as labels
       from pg_catalog.pg_type as t where t.typnamespace = 'auth'::regnamespace and t.typtype = 'e'`,
  );
  return sortKeys(Object.fromEntries(rows.map((row) => [row.name, row.labels])));
}

async function readAuthTables(db: Queryable, roles: string[], canonical: (name: string) => string) {
  const tables: Record<string, TableFacts> = {};
  const { rows } = await db.query<{ name: string; owner: string; rls: boolean }>(
    `select c.relname as name, c.relowner::regrole::text as owner, c.relrowsecurity as rls
       from pg_catalog.pg_class as c
      where c.relnamespace = 'auth'::regnamespace and c.relkind in ('r', 'p') and c.relname = any($1::text[])`,
    [AUTH_TABLES],
  );
  for (const table of rows) {
    const { rows: columns } = await db.query<{ name: string } & ColumnFacts>(
      `select a.attname as name, pg_catalog.format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as "notNull",
              case when a.attgenerated = '' then pg_catalog.pg_get_expr(d.adbin, d.adrelid) end as default,
              a.attgenerated <> '' as generated
         from pg_catalog.pg_attribute as a
         left join pg_catalog.pg_attrdef as d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = pg_catalog.format('auth.%I', $1::text)::regclass and a.attnum > 0 and not a.attisdropped`,
      [table.name],
    );
    const { rows: privileges } = await db.query<{ role: string; privilege: string }>(
      `select r.rolname as role, p.privilege
         from pg_catalog.pg_roles as r cross join pg_catalog.unnest($2::text[]) as p(privilege)
        where r.rolname = any($3::text[])
          and pg_catalog.has_table_privilege(r.rolname, pg_catalog.format('auth.%I', $1::text), p.privilege)`,
      [table.name, Object.keys(TABLE_LETTERS), roles],
    );
    const byRole: Record<string, string> = Object.fromEntries(roles.map((role) => [canonical(role), '']));
    for (const { role, privilege } of privileges) byRole[canonical(role)] += TABLE_LETTERS[privilege] ?? '';
    tables[table.name] = {
      owner: canonical(table.owner),
      rowLevelSecurity: table.rls,
      columns: sortKeys(
        Object.fromEntries(
          columns.map(({ name, ...facts }) => [
            name,
            // Printed with or without the schema depending on the reader's search_path: without.
            {
              ...facts,
              type: facts.type.replace(/^auth\./, ''),
              default: facts.default?.replace(/\bauth\./g, '') ?? null,
            },
          ]),
        ),
      ),
      privileges: sortKeys(
        Object.fromEntries(Object.entries(byRole).map(([role, held]) => [role, [...held].sort().join('')])),
      ),
    };
  }
  return sortKeys(tables);
}

async function readAuthFunctions(db: Queryable, canonical: (name: string) => string) {
  const { rows } = await db.query<
    Omit<FunctionFacts, 'executableBy'> & { name: string; executable_by: string[] }
  >(
    `select p.proname as name, p.proowner::regrole::text as owner, l.lanname as language,
            p.provolatile::text as volatility, p.prosecdef as "securityDefiner",
            pg_catalog.pg_get_function_result(p.oid) as result,
            pg_catalog.regexp_replace(pg_catalog.btrim(p.prosrc), '\\s+', ' ', 'g') as body,
            array(select r.rolname::text from pg_catalog.pg_roles as r
                   where r.rolname in ('anon', 'authenticated', 'service_role')
                     and pg_catalog.has_function_privilege(r.rolname, p.oid, 'EXECUTE') order by 1) as executable_by
       from pg_catalog.pg_proc as p join pg_catalog.pg_language as l on l.oid = p.prolang
      where p.pronamespace = 'auth'::regnamespace and p.proname = any($1::text[])`,
    [AUTH_FUNCTIONS],
  );
  return sortKeys(
    Object.fromEntries(
      rows.map(({ name, executable_by, owner, ...facts }) => [
        name,
        { ...facts, owner: canonical(owner), executableBy: executable_by },
      ]),
    ),
  );
}

export function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

const sortNested = (records: Record<string, Record<string, string>>) =>
  sortKeys(Object.fromEntries(Object.entries(records).map(([key, grants]) => [key, sortKeys(grants)])));
