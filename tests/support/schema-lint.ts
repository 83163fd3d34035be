/**
 * Supabase's database linter (splinter 0001 to 0029, the dashboard's Advisors) restated in our own
 * queries, so a migration that would earn a finding fails tests/db/schema-lint.test.ts first. Each
 * lint returns one `finding` row per offending object, even for things our schema cannot hold yet.
 * 0012 is an Auth setting (the test reads supabase/config.toml); 0005 and 0020 judge a running
 * project's statistics, so 0005 asks what the schema alone shows and 0020 reads planner estimates.
 */
import type { Queryable } from '../../server/db/database.ts';
import {
  API_ROLES,
  apiReads,
  apiTouches,
  EXPOSED_SCHEMAS,
  exposed,
  fromExtension,
  invokerView,
  ours,
  policyAppliesTo,
  policyText,
  textArray,
} from './schema-lint-scope.ts';

export interface SchemaLint {
  /** Splinter's number and name, e.g. `0013_rls_disabled_in_public`. */
  id: string;
  /** Why a finding matters, in one line. */
  why: string;
  /** A query whose rows (`finding`, text) are the offending objects. */
  sql: string;
  /** SQL that makes a bad object (run as the owner, rolled back), and what the lint must call it. */
  probe?: [setup: string, finding: string];
}

/** pg_class `c` with its pg_namespace `n`. */
const CLASSES = '(pg_catalog.pg_class as c join pg_catalog.pg_namespace as n on n.oid = c.relnamespace)';

/** `schema.table` of pg_namespace alias `n` and pg_class alias `c`. */
const relation = (n = 'n', c = 'c') => `pg_catalog.format('%I.%I', ${n}.nspname, ${c}.relname)`;

/** `schema.function(arguments)` of pg_namespace alias `n` and pg_proc alias `p`. */
const routine = `pg_catalog.format('%I.%I(%s)', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid))`;

/** Our relations of the given kinds, not made by an extension: joins pg_class c and pg_namespace n. */
const ourRelations = (kinds: string) => `
  from ${CLASSES}
 where c.relkind in (${kinds}) and ${ours('n')} and not ${fromExtension('pg_class', 'c.oid')}`;

/** Relations of the given kinds that the Data API serves and an API role can read. */
const apiRelations = (kinds: string) => `
  from ${CLASSES}
 where c.relkind in (${kinds}) and ${exposed('n')} and ${apiReads('c.oid')}
   and not ${fromExtension('pg_class', 'c.oid')}`;

/** Policies on our tables: joins pg_policy p, pg_class c and pg_namespace n. */
const ourPolicies = `
  from pg_catalog.pg_policy as p
  join ${CLASSES} on c.oid = p.polrelid
 where ${ours('n')} and not ${fromExtension('pg_class', 'c.oid')}`;

/** Security definer functions of an exposed schema that `role` may execute over /rest/v1/rpc. */
const definerFunctionsFor = (role: string) => `
  select ${routine} as finding
    from pg_catalog.pg_proc as p
    join pg_catalog.pg_namespace as n on n.oid = p.pronamespace
   where p.prosecdef and ${exposed('n')}
     and pg_catalog.has_function_privilege('${role}', p.oid, 'execute')
     and not ${fromExtension('pg_proc', 'p.oid')}`;

/** Our relations that pg_graphql, when installed, lists to `role` (any readable column). */
const graphqlRelationsFor = (role: string) => `
  select ${relation()} as finding ${ourRelations(`'r', 'v', 'm', 'f'`)}
     and ${apiReads('c.oid', [role])}
     and exists (select from pg_catalog.pg_extension where extname = 'pg_graphql')`;

/** A per-row call: the helpers a policy should wrap in `(select ...)` so it runs once per statement. */
const PER_ROW_CALL = String.raw`(auth\.(uid|jwt|role|email)|(pg_catalog\.)?current_setting)\(`;

/** A policy expression that allows everything: `true` or `1 = 1`, however parenthesised. */
const allowsAll = (expression: string) =>
  `pg_catalog.regexp_replace(pg_catalog.lower(${expression}), '[[:space:]()]', '', 'g') in ('true', '1=1')`;

/** Column names that hold credentials or identity documents (compared lower-case, '-' as '_'). */
const SENSITIVE_COLUMN = [
  '^(password|passwd|pwd|passphrase|secret|secret_key|private_key|api_?key|auth_key|jwt|otp)$',
  '^((access|refresh|session|bearer|oauth|auth)_)?token$|^session_(id|key|secret)$',
  '^(recovery|backup|verification|auth)_code$|^(two_factor|2fa_secret|2fa_code)$',
  '^(ssn|social_security(_number)?|tax_id|national_id|passport_(number|id)|drivers?_license|license_number)$',
  '^(credit_card|card_number|cvv|cvc|cvn|iban|swift_code|bic|bank_account|account_number|routing_number)$',
  '^(health_record|medical_record|patient_id|insurance_number|(health|medical)_insurance|treatment)$',
  '^(mac_address|macaddr|imei|device_uuid|(pgp|gpg|ssh|license|activation)_key|certificate|facial_recognition)$',
].join('|');

/** reg* types that pg_upgrade cannot carry over, since they store OIDs that differ after it. */
const UNUPGRADABLE_REG_TYPES = textArray(
  'regcollation regconfig regdictionary regnamespace regoper regoperator regproc regprocedure'.split(' '),
);

export const SCHEMA_LINTS: readonly SchemaLint[] = [
  {
    id: '0001_unindexed_foreign_keys',
    why: 'Without an index on its columns, every delete or key change of the referenced row scans the referencing table.',
    probe: [
      `create table public.lint_parents (id int primary key);
     create table public.lint_children (id int primary key, parent_id int references public.lint_parents);`,
      'public.lint_children (lint_children_parent_id_fkey)',
    ],
    sql: `
      select pg_catalog.format('%I.%I (%I)', n.nspname, c.relname, k.conname) as finding
        from pg_catalog.pg_constraint as k
        join ${CLASSES} on c.oid = k.conrelid
       where k.contype = 'f' and ${ours('n')} and not ${fromExtension('pg_class', 'c.oid')}
         -- Covered when a whole-table index leads with the key's columns, in any order.
         and not exists (
           select from pg_catalog.pg_index as i
            where i.indrelid = k.conrelid and i.indisvalid and i.indpred is null
              and (select pg_catalog.array_agg(col order by col)
                     from pg_catalog.unnest((pg_catalog.string_to_array(i.indkey::text, ' ')::int2[])
                                            [1:pg_catalog.cardinality(k.conkey)]) as lead (col))
                = (select pg_catalog.array_agg(col order by col) from pg_catalog.unnest(k.conkey) as key (col)))`,
  },
  {
    id: '0002_auth_users_exposed',
    why: 'A view the API serves that reads auth.users as its owner, or without RLS on it, hands every account to the caller.',
    probe: [
      `create view public.lint_accounts as select id, email from auth.users;
     grant select on public.lint_accounts to authenticated;`,
      'public.lint_accounts',
    ],
    sql: `
      select distinct ${relation('n', 'v')} as finding
        from pg_catalog.pg_depend as d
        join pg_catalog.pg_rewrite as r on r.oid = d.objid
        join pg_catalog.pg_class as v on v.oid = r.ev_class
        join pg_catalog.pg_namespace as n on n.oid = v.relnamespace
        join pg_catalog.pg_class as users on users.oid = d.refobjid
       where d.classid = 'pg_catalog.pg_rewrite'::pg_catalog.regclass
         and d.refobjid = pg_catalog.to_regclass('auth.users')
         and v.relkind in ('v', 'm') and ${exposed('n')} and ${apiReads('v.oid')}
         and (v.relkind = 'm' or not ${invokerView('v')} or not users.relrowsecurity)`,
  },
  {
    id: '0003_auth_rls_initplan',
    why: 'auth.uid(), auth.jwt() or current_setting() outside a (select ...) runs once per row instead of once per query.',
    probe: [
      `create table public.lint_notes (id int primary key, owner uuid);
     alter table public.lint_notes enable row level security;
     create policy "Own notes" on public.lint_notes for select to authenticated
       using (owner = (select auth.uid()) or owner = auth.uid());`,
      'public.lint_notes: Own notes',
    ],
    sql: `
      select pg_catalog.format('%I.%I: %s', n.nspname, c.relname, p.polname) as finding ${ourPolicies}
         and c.relrowsecurity
         and pg_catalog.regexp_count(${policyText('p')}, '${PER_ROW_CALL}', 1, 'i')
           > pg_catalog.regexp_count(${policyText('p')}, 'select[[:space:]]+\\(*${PER_ROW_CALL}', 1, 'i')`,
  },
  {
    id: '0004_no_primary_key',
    why: 'A table without a primary key has no stable row identity for updates, replication or the API.',
    probe: ['create table private.lint_log (note text);', 'private.lint_log'],
    sql: `
      select ${relation()} as finding ${ourRelations(`'r', 'p'`)}
         and not exists (select from pg_catalog.pg_constraint as k where k.conrelid = c.oid and k.contype = 'p')`,
  },
  {
    id: '0005_unused_index',
    why: 'Usage counts belong to a running project; what a schema shows is a btree whose columns lead a wider one, so it is never needed.',
    probe: [
      `create table public.lint_events (id int primary key, kind text, at timestamptz);
     create index lint_events_kind on public.lint_events (kind);
     create index lint_events_kind_at on public.lint_events (kind, at);`,
      'public.lint_events (lint_events_kind)',
    ],
    sql: `
      select pg_catalog.format('%I.%I (%I)', n.nspname, c.relname, ic.relname) as finding
        from pg_catalog.pg_index as a
        join pg_catalog.pg_class as ic on ic.oid = a.indexrelid
        join pg_catalog.pg_am as am on am.oid = ic.relam and am.amname = 'btree'
        join ${CLASSES} on c.oid = a.indrelid
       where ${ours('n')} and not ${fromExtension('pg_class', 'c.oid')}
         and not a.indisunique and a.indpred is null and a.indexprs is null and a.indnatts = a.indnkeyatts
         and exists (
           select from pg_catalog.pg_index as b
             join pg_catalog.pg_class as bc on bc.oid = b.indexrelid and bc.relam = ic.relam
            where b.indrelid = a.indrelid and b.indpred is null and b.indnkeyatts > a.indnkeyatts
              and (pg_catalog.string_to_array(b.indkey::text, ' '))[1:a.indnkeyatts]
                = pg_catalog.string_to_array(a.indkey::text, ' ')
              and (pg_catalog.string_to_array(b.indclass::text, ' '))[1:a.indnkeyatts]
                = pg_catalog.string_to_array(a.indclass::text, ' ')
              and (pg_catalog.string_to_array(b.indoption::text, ' '))[1:a.indnkeyatts]
                = pg_catalog.string_to_array(a.indoption::text, ' '))`,
  },
  {
    id: '0006_multiple_permissive_policies',
    why: 'Two permissive policies for one role and action are both evaluated on every row; one policy with OR is cheaper.',
    probe: [
      `create table public.lint_posts (id int primary key, published boolean);
     alter table public.lint_posts enable row level security;
     create policy "Published" on public.lint_posts for select to public using (published);
     create policy "Everything" on public.lint_posts for all to authenticated using (true);`,
      'public.lint_posts: authenticated for select (Everything, Published)',
    ],
    sql: `
      select pg_catalog.format('%I.%I: %s for %s (%s)', n.nspname, c.relname, api.role_name, action.name,
                               pg_catalog.string_agg(p.polname, ', ' order by p.polname)) as finding
        from pg_catalog.pg_policy as p
        join ${CLASSES} on c.oid = p.polrelid
       cross join pg_catalog.unnest(${textArray(API_ROLES)}) as api (role_name)
       cross join pg_catalog.unnest(case p.polcmd when 'r' then array['select'] when 'a' then array['insert']
                                                  when 'w' then array['update'] when 'd' then array['delete']
                                                  else array['select', 'insert', 'update', 'delete'] end)
                  as action (name)
       where p.polpermissive and ${ours('n')} and not ${fromExtension('pg_class', 'c.oid')}
         and ${policyAppliesTo('p', 'api.role_name')}
       group by n.nspname, c.relname, api.role_name, action.name
      having pg_catalog.count(*) > 1`,
  },
  {
    id: '0007_policy_exists_rls_disabled',
    why: 'Policies on a table without RLS hold nothing back: they look like protection that is not there.',
    probe: [
      `create table private.lint_drafts (id int primary key);
     create policy "Nobody" on private.lint_drafts for select to authenticated using (false);`,
      'private.lint_drafts',
    ],
    sql: `
      select distinct ${relation()} as finding ${ourPolicies} and not c.relrowsecurity`,
  },
  {
    id: '0008_rls_enabled_no_policy',
    why: 'An exposed table with RLS and no policy answers every API role with nothing, which is rarely what was meant.',
    probe: [
      `create table public.lint_closed (id int primary key);
     alter table public.lint_closed enable row level security;`,
      'public.lint_closed',
    ],
    sql: `
      select ${relation()} as finding
        from ${CLASSES}
       where c.relkind in ('r', 'p') and c.relrowsecurity and ${exposed('n')}
         and not ${fromExtension('pg_class', 'c.oid')}
         and not exists (select from pg_catalog.pg_policy as p where p.polrelid = c.oid)`,
  },
  {
    id: '0009_duplicate_index',
    why: 'Two indexes on the same columns cost every write twice and serve reads once.',
    probe: [
      `create table private.lint_pairs (id int primary key, a int);
     create index lint_pairs_a on private.lint_pairs (a);
     create index lint_pairs_a_again on private.lint_pairs (a);`,
      'private.lint_pairs: lint_pairs_a, lint_pairs_a_again',
    ],
    sql: `
      select pg_catalog.format('%I.%I: %s', n.nspname, c.relname,
                               pg_catalog.string_agg(ic.relname, ', ' order by ic.relname)) as finding
        from pg_catalog.pg_index as i
        join pg_catalog.pg_class as ic on ic.oid = i.indexrelid
        join ${CLASSES} on c.oid = i.indrelid
       where ${ours('n')} and not ${fromExtension('pg_class', 'c.oid')}
       group by n.nspname, c.relname, ic.relam, i.indkey::text, i.indclass::text, i.indcollation::text,
                i.indoption::text, coalesce(pg_catalog.pg_get_expr(i.indexprs, i.indrelid), ''),
                coalesce(pg_catalog.pg_get_expr(i.indpred, i.indrelid), '')
      having pg_catalog.count(*) > 1`,
  },
  {
    id: '0010_security_definer_view',
    why: 'A view without security_invoker reads as its owner, so RLS of the caller does not apply to what it shows.',
    probe: [
      `create view public.lint_posts_view as select id, title from public.blog_posts;
     grant select on public.lint_posts_view to anon;`,
      'public.lint_posts_view',
    ],
    sql: `
      select ${relation()} as finding ${apiRelations(`'v'`)} and not ${invokerView('c')}`,
  },
  {
    id: '0011_function_search_path_mutable',
    why: 'A function without its own search_path resolves names through the caller’s, which a caller can point at its own objects.',
    probe: [
      'create function private.lint_answer() returns int language sql as $$ select 42 $$;',
      'private.lint_answer()',
    ],
    sql: `
      select ${routine} as finding
        from pg_catalog.pg_proc as p
        join pg_catalog.pg_namespace as n on n.oid = p.pronamespace
       where p.prokind in ('f', 'p') and ${ours('n')} and not ${fromExtension('pg_proc', 'p.oid')}
         and not exists (select from pg_catalog.unnest(p.proconfig) as config (setting)
                          where config.setting like 'search_path=%')`,
  },
  {
    id: '0013_rls_disabled_in_public',
    why: 'A table the API serves without RLS is readable or writable row for row by whoever holds a grant on it.',
    probe: [
      `create table public.lint_open (id int primary key);
     grant insert on public.lint_open to anon;`,
      'public.lint_open',
    ],
    sql: `
      select ${relation()} as finding
        from ${CLASSES}
       where c.relkind in ('r', 'p') and not c.relrowsecurity and ${exposed('n')} and ${apiTouches('c.oid')}`,
  },
  {
    id: '0014_extension_in_public',
    why: 'An extension in an exposed schema puts its functions and tables in the API, callable by whoever holds EXECUTE.',
    sql: `
      select e.extname::text as finding
        from pg_catalog.pg_extension as e
        join pg_catalog.pg_namespace as n on n.oid = e.extnamespace
       where e.extname <> 'plpgsql' and (n.nspname = 'public' or ${exposed('n')})`,
  },
  {
    id: '0015_rls_references_user_metadata',
    why: 'user_metadata is written by the user it describes, so a policy that trusts it trusts the caller.',
    probe: [
      `create table public.lint_teams (id int primary key, team text);
     alter table public.lint_teams enable row level security;
     create policy "Own team" on public.lint_teams for select to authenticated
       using (team = (select auth.jwt() -> 'user_metadata' ->> 'team'));`,
      'public.lint_teams: Own team',
    ],
    sql: `
      select pg_catalog.format('%I.%I: %s', n.nspname, c.relname, p.polname) as finding ${ourPolicies}
         and ${policyText('p')} ~* '(user_metadata|raw_user_meta_data)'`,
  },
  {
    id: '0016_materialized_view_in_api',
    why: 'A materialized view has no RLS, so the API serves all of it to whoever may select it.',
    probe: [
      `create materialized view public.lint_counts as select count(*) as posts from public.blog_posts;
     grant select on public.lint_counts to anon;`,
      'public.lint_counts',
    ],
    sql: `select ${relation()} as finding ${apiRelations(`'m'`)}`,
  },
  {
    id: '0017_foreign_table_in_api',
    why: 'A foreign table has no RLS, so the API serves all of it to whoever may select it.',
    sql: `select ${relation()} as finding ${apiRelations(`'f'`)}`,
  },
  {
    id: '0018_unsupported_reg_types',
    why: 'A column of a reg* type that stores OIDs blocks pg_upgrade, so the project could not move to a new Postgres.',
    probe: [
      'create table private.lint_hooks (id int primary key, handler regprocedure);',
      'private.lint_hooks.handler',
    ],
    sql: `
      select pg_catalog.format('%I.%I.%I', n.nspname, c.relname, a.attname) as finding
        from pg_catalog.pg_attribute as a
        join ${CLASSES} on c.oid = a.attrelid
        join pg_catalog.pg_type as t on t.oid = a.atttypid
        left join pg_catalog.pg_type as element on element.oid = t.typelem
       where c.relkind in ('r', 'p', 'm') and a.attnum > 0 and not a.attisdropped
         and n.nspname not in ('pg_catalog', 'information_schema')
         and (t.typname = any (${UNUPGRADABLE_REG_TYPES}) or element.typname = any (${UNUPGRADABLE_REG_TYPES}))`,
  },
  {
    id: '0019_insecure_queue_exposed_in_api',
    why: 'With pgmq_public exposed, a queue table without RLS lets any API role read and pop its messages.',
    sql: `
      select ${relation()} as finding
        from ${CLASSES}
       where n.nspname = 'pgmq' and c.relkind in ('r', 'p') and not c.relrowsecurity
         and ${apiReads('c.oid')} and 'pgmq_public' = any (${textArray(EXPOSED_SCHEMAS)})`,
  },
  {
    id: '0020_table_bloat',
    why: 'A table seventy times larger than its live rows need wastes disk and slows every scan; the schema alone has no bloat, so this reads the planner’s estimates.',
    sql: `
      select ${relation()} as finding ${ourRelations(`'r'`)}
         and c.reltuples > 0
         and (select c.relpages::numeric * pg_catalog.current_setting('block_size')::numeric
                     - c.reltuples::numeric * row_bytes > 20 * 1024 * 1024
                 and c.relpages::numeric * pg_catalog.current_setting('block_size')::numeric
                     > 70 * c.reltuples::numeric * row_bytes
                from (select 24 + coalesce(pg_catalog.sum(s.avg_width * (1 - s.null_frac)), 0) as row_bytes
                        from pg_catalog.pg_stats as s
                       where s.schemaname = n.nspname and s.tablename = c.relname) as estimate)`,
  },
  {
    id: '0021_fkey_to_auth_unique',
    why: 'Auth may drop or change its own unique constraints in an upgrade; a foreign key on one blocks that (auth.users.id, the primary key, is fine).',
    probe: [
      `create table private.lint_logins (
       id int primary key, provider_id text, provider text,
       constraint lint_logins_identity_fkey foreign key (provider_id, provider)
         references auth.identities (provider_id, provider));`,
      'private.lint_logins (lint_logins_identity_fkey)',
    ],
    sql: `
      select pg_catalog.format('%I.%I (%I)', n.nspname, c.relname, k.conname) as finding
        from pg_catalog.pg_constraint as k
        join ${CLASSES} on c.oid = k.conrelid
        join pg_catalog.pg_class as target on target.oid = k.confrelid
        join pg_catalog.pg_namespace as target_schema on target_schema.oid = target.relnamespace
        left join pg_catalog.pg_index as key_index on key_index.indexrelid = k.conindid
       where k.contype = 'f' and target_schema.nspname = 'auth' and ${ours('n')}
         and not coalesce(key_index.indisprimary, false)`,
  },
  {
    id: '0022_extension_versions_outdated',
    why: 'An extension older than the version the server ships misses that version’s fixes.',
    sql: `
      select pg_catalog.format('%s %s (%s available)', e.name, e.installed_version, e.default_version) as finding
        from pg_catalog.pg_available_extensions as e
       where e.installed_version is not null and e.installed_version <> e.default_version`,
  },
  {
    id: '0023_sensitive_columns_exposed',
    why: 'A credential or identity-document column in a table the API serves without RLS is one request from a leak.',
    probe: [
      `create table public.lint_logins (id int primary key, "Password" text);
     grant select on public.lint_logins to authenticated;`,
      'public.lint_logins."Password"',
    ],
    sql: `
      select pg_catalog.format('%I.%I.%I', n.nspname, c.relname, a.attname) as finding
        from ${CLASSES}
        join pg_catalog.pg_attribute as a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       where c.relkind in ('r', 'p') and not c.relrowsecurity and ${exposed('n')} and ${apiReads('c.oid')}
         and pg_catalog.replace(pg_catalog.lower(a.attname), '-', '_') ~ '${SENSITIVE_COLUMN}'`,
  },
  {
    id: '0024_rls_policy_always_true',
    why: 'A permissive write policy for an API role that is simply true lets anyone with the role write any row.',
    probe: [
      `create table public.lint_inbox (id int primary key);
     alter table public.lint_inbox enable row level security;
     create policy "Anyone" on public.lint_inbox for insert to anon with check ( ( true ) );`,
      'public.lint_inbox: Anyone',
    ],
    sql: `
      select pg_catalog.format('%I.%I: %s', n.nspname, c.relname, p.polname) as finding ${ourPolicies}
         and c.relrowsecurity and p.polpermissive
         and (${policyAppliesTo('p', "'anon'")} or ${policyAppliesTo('p', "'authenticated'")})
         and (
           (p.polcmd in ('w', 'd', '*')
              and (p.polqual is null or ${allowsAll('pg_catalog.pg_get_expr(p.polqual, p.polrelid)')}))
           or (p.polcmd = 'a' and p.polwithcheck is null)
           or ${allowsAll("coalesce(pg_catalog.pg_get_expr(p.polwithcheck, p.polrelid), '')")})`,
  },
  {
    id: '0025_public_bucket_allows_listing',
    why: 'A broad read policy on storage.objects lets any client list every file of a bucket, not only fetch a known one.',
    sql: `
      select p.polname::text as finding
        from pg_catalog.pg_policy as p
        join ${CLASSES} on c.oid = p.polrelid
       where n.nspname = 'storage' and c.relname = 'objects' and p.polpermissive and p.polcmd in ('r', '*')
         and (${policyAppliesTo('p', "'anon'")} or ${policyAppliesTo('p', "'authenticated'")})
         and (p.polqual is null
              or pg_catalog.regexp_replace(pg_catalog.lower(pg_catalog.pg_get_expr(p.polqual, p.polrelid)),
                                           '[[:space:]()]', '', 'g') ~ '^(true|1=1|bucket_id=''[^'']*''(::text)?)$')`,
  },
  {
    id: '0026_pg_graphql_anon_table_exposed',
    why: 'Where pg_graphql is installed, whatever anon may select is listed in the GraphQL schema to anyone with the publishable key.',
    sql: graphqlRelationsFor('anon'),
  },
  {
    id: '0027_pg_graphql_authenticated_table_exposed',
    why: 'Where pg_graphql is installed, whatever authenticated may select is listed in the GraphQL schema to every account.',
    sql: graphqlRelationsFor('authenticated'),
  },
  {
    id: '0028_anon_security_definer_function_executable',
    why: 'A security definer function in an exposed schema that anon may execute runs as its owner for anyone, past RLS.',
    probe: [
      `create function public.lint_delete_all() returns void language sql security definer
       set search_path = '' as $$ select $$;`,
      'public.lint_delete_all()',
    ],
    sql: definerFunctionsFor('anon'),
  },
  {
    id: '0029_authenticated_security_definer_function_executable',
    why: 'A security definer function in an exposed schema that authenticated may execute runs as its owner for any account, past RLS.',
    probe: [
      `create function public.lint_promote(who uuid) returns void language sql security definer
       set search_path = '' as $$ select $$;
     revoke execute on function public.lint_promote(uuid) from public;
     grant execute on function public.lint_promote(uuid) to authenticated;`,
      'public.lint_promote(who uuid)',
    ],
    sql: definerFunctionsFor('authenticated'),
  },
];

/** What `lint` finds on the database `db` sees, sorted. */
export async function schemaLintFindings(db: Queryable, lint: SchemaLint): Promise<string[]> {
  const { rows } = await db.query<{ finding: string }>(
    `select lint.finding from (${lint.sql}) as lint order by lint.finding`,
  );
  return rows.map((row) => row.finding);
}
