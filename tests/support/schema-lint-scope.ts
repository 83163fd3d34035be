/**
 * What the schema lint (schema-lint.ts) looks at, as SQL fragments its queries share: which
 * schemas the Data API serves, which schemas are ours rather than Postgres's or Supabase's, and
 * what the API's roles may do with a relation.
 */

/**
 * The schemas PostgREST serves: supabase/config.toml's `[api] schemas` (and the hosted project's
 * "Exposed schemas"). tests/db/schema-lint.test.ts holds the two equal.
 */
export const EXPOSED_SCHEMAS: readonly string[] = ['public'];

/** The roles a request runs as before it is trusted with more: the publishable key and a session. */
export const API_ROLES: readonly string[] = ['anon', 'authenticated'];

/**
 * Schemas that Postgres, Supabase's services or extensions own. Their objects are not ours to
 * change, so a lint about our schema does not look there (pg_* and _timescaledb* are matched by
 * prefix in `ours`).
 */
const PLATFORM_SCHEMAS = (
  'auth cron extensions graphql graphql_public information_schema net pgbouncer pgmq ' +
  'pgmq_public pgroonga pgsodium pgsodium_masks pgtle realtime repack storage ' +
  'supabase_functions supabase_migrations tiger topology vault'
).split(' ');

/** A constant list as a SQL text[] literal; only ever called with the constants above. */
export const textArray = (values: readonly string[]): string =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]::text[]`;

/** `ns` (a pg_namespace alias) is served by the Data API. */
export const exposed = (ns: string): string => `${ns}.nspname = any (${textArray(EXPOSED_SCHEMAS)})`;

/** `ns` is one of our schemas: neither Postgres's, nor Supabase's, nor an extension's. */
export const ours = (ns: string): string =>
  `(${ns}.nspname <> all (${textArray(PLATFORM_SCHEMAS)}) and ${ns}.nspname !~ '^(pg_|_timescaledb)')`;

/** The object `oid` of catalog `catalog` was made by an extension's script, not by a migration. */
export const fromExtension = (catalog: string, oid: string): string =>
  `exists (select from pg_catalog.pg_depend as member
            where member.classid = 'pg_catalog.${catalog}'::pg_catalog.regclass
              and member.objid = ${oid} and member.deptype = 'e')`;

/** An API role may read at least one column of relation `oid` (a table-wide grant counts too). */
export const apiReads = (oid: string, roles: readonly string[] = API_ROLES): string =>
  `exists (select from pg_catalog.unnest(${textArray(roles)}) as api (role_name)
            where pg_catalog.has_any_column_privilege(api.role_name, ${oid}, 'select'))`;

/** An API role may read or write relation `oid` in any way. */
export const apiTouches = (oid: string): string =>
  `exists (select from pg_catalog.unnest(${textArray(API_ROLES)}) as api (role_name)
            where pg_catalog.has_any_column_privilege(api.role_name, ${oid}, 'select, insert, update')
               or pg_catalog.has_table_privilege(api.role_name, ${oid}, 'select, insert, update, delete, truncate'))`;

/** View `c` (a pg_class alias) runs as its caller: `with (security_invoker)`, any spelling of true. */
export const invokerView = (c: string): string =>
  `exists (select from pg_catalog.unnest(${c}.reloptions) as opt (setting)
            where pg_catalog.lower(opt.setting) ~ '^security_invoker=(t|tr|tru|true|y|ye|yes|on|1)$')`;

/** A policy's USING and WITH CHECK expressions as Postgres prints them, `p` a pg_policy alias. */
export const policyText = (p: string): string =>
  `coalesce(pg_catalog.pg_get_expr(${p}.polqual, ${p}.polrelid), '') || ' '
     || coalesce(pg_catalog.pg_get_expr(${p}.polwithcheck, ${p}.polrelid), '')`;

/** Policy `p` applies to `role` directly, through a role `role` belongs to, or as PUBLIC. */
export const policyAppliesTo = (p: string, role: string): string =>
  `(0::oid = any (${p}.polroles)
    or exists (select from pg_catalog.unnest(${p}.polroles) as target (role_oid)
                where target.role_oid <> 0 and pg_catalog.pg_has_role(${role}, target.role_oid, 'member')))`;
