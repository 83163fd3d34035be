/**
 * The migrated schema passes our restatement of Supabase's linter (tests/support/schema-lint.ts). So
 * that no lint passes by finding nothing anywhere, each probe adds a bad object (rolled back) it must name.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/database.ts';
import { SCHEMA_LINTS, schemaLintFindings, type SchemaLint } from '../support/schema-lint.ts';
import { EXPOSED_SCHEMAS } from '../support/schema-lint-scope.ts';
import { describeOnEachDatabase } from './harness.ts';

const CONFIG = readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8');

/** The raw value of `key` in `[section]` of supabase/config.toml (its own lines, not subsections). */
function configValue(section: string, key: string): string | undefined {
  const body = CONFIG.split(/^\[/m).find((part) => part.startsWith(`${section}]`));
  return body?.match(new RegExp(`^${key}\\s*=\\s*(.+)$`, 'm'))?.[1]?.trim();
}

function lintById(id: string): SchemaLint {
  const lint = SCHEMA_LINTS.find((candidate) => candidate.id === id);
  if (!lint) throw new Error(`no schema lint ${id}`);
  return lint;
}

class Rollback extends Error {}

/** What lint `id` finds once `setup` has run, as the owner, in a transaction that is rolled back. */
async function findingsAfter(db: Database, setup: string, id: string): Promise<string[]> {
  let found: string[] | undefined;
  try {
    await db.transaction(async (tx: Queryable) => {
      await tx.exec(setup);
      found = await schemaLintFindings(tx, lintById(id));
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  if (!found) throw new Error('unreachable: the probe neither finished nor failed');
  return found;
}

describe('the schema lint', () => {
  it('holds every splinter lint from 0001 to 0029 once (0012, an Auth setting, is read from config.toml)', () => {
    const numbers = SCHEMA_LINTS.map((lint) => lint.id.slice(0, 4));
    const expected = Array.from({ length: 29 }, (_, index) => String(index + 1).padStart(4, '0'));
    expect([...numbers, '0012'].sort()).toEqual(expected);
    for (const lint of SCHEMA_LINTS) expect(lint.why.length).toBeGreaterThan(20);
  });

  it('treats as exposed exactly the schemas supabase/config.toml exposes', () => {
    expect(JSON.parse(configValue('api', 'schemas') ?? 'null')).toEqual(EXPOSED_SCHEMAS);
  });

  it('0012_auth_allow_anonymous_sign_ins: anonymous sign-ins stay off, so authenticated means an account', () => {
    expect(configValue('auth', 'enable_anonymous_sign_ins')).toBe('false');
  });
});

/** A bad object per lint, and what the lint must call it. */
const PROBES: [id: string, setup: string, finding: string][] = [
  [
    '0001_unindexed_foreign_keys',
    `create table public.lint_parents (id int primary key);
     create table public.lint_children (id int primary key, parent_id int references public.lint_parents);`,
    'public.lint_children (lint_children_parent_id_fkey)',
  ],
  [
    '0002_auth_users_exposed',
    `create view public.lint_accounts as select id, email from auth.users;
     grant select on public.lint_accounts to authenticated;`,
    'public.lint_accounts',
  ],
  [
    '0003_auth_rls_initplan',
    `create table public.lint_notes (id int primary key, owner uuid);
     alter table public.lint_notes enable row level security;
     create policy "Own notes" on public.lint_notes for select to authenticated
       using (owner = (select auth.uid()) or owner = auth.uid());`,
    'public.lint_notes: Own notes',
  ],
  ['0004_no_primary_key', 'create table private.lint_log (note text);', 'private.lint_log'],
  [
    '0005_unused_index',
    `create table public.lint_events (id int primary key, kind text, at timestamptz);
     create index lint_events_kind on public.lint_events (kind);
     create index lint_events_kind_at on public.lint_events (kind, at);`,
    'public.lint_events (lint_events_kind)',
  ],
  [
    '0006_multiple_permissive_policies',
    `create table public.lint_posts (id int primary key, published boolean);
     alter table public.lint_posts enable row level security;
     create policy "Published" on public.lint_posts for select to public using (published);
     create policy "Everything" on public.lint_posts for all to authenticated using (true);`,
    'public.lint_posts: authenticated for select (Everything, Published)',
  ],
  [
    '0007_policy_exists_rls_disabled',
    `create table private.lint_drafts (id int primary key);
     create policy "Nobody" on private.lint_drafts for select to authenticated using (false);`,
    'private.lint_drafts',
  ],
  [
    '0008_rls_enabled_no_policy',
    `create table public.lint_closed (id int primary key);
     alter table public.lint_closed enable row level security;`,
    'public.lint_closed',
  ],
  [
    '0009_duplicate_index',
    `create table private.lint_pairs (id int primary key, a int);
     create index lint_pairs_a on private.lint_pairs (a);
     create index lint_pairs_a_again on private.lint_pairs (a);`,
    'private.lint_pairs: lint_pairs_a, lint_pairs_a_again',
  ],
  [
    '0010_security_definer_view',
    `create view public.lint_posts_view as select id, title from public.blog_posts;
     grant select on public.lint_posts_view to anon;`,
    'public.lint_posts_view',
  ],
  [
    '0011_function_search_path_mutable',
    'create function private.lint_answer() returns int language sql as $$ select 42 $$;',
    'private.lint_answer()',
  ],
  [
    '0013_rls_disabled_in_public',
    `create table public.lint_open (id int primary key);
     grant insert on public.lint_open to anon;`,
    'public.lint_open',
  ],
  [
    '0015_rls_references_user_metadata',
    `create table public.lint_teams (id int primary key, team text);
     alter table public.lint_teams enable row level security;
     create policy "Own team" on public.lint_teams for select to authenticated
       using (team = (select auth.jwt() -> 'user_metadata' ->> 'team'));`,
    'public.lint_teams: Own team',
  ],
  [
    '0016_materialized_view_in_api',
    `create materialized view public.lint_counts as select count(*) as posts from public.blog_posts;
     grant select on public.lint_counts to anon;`,
    'public.lint_counts',
  ],
  [
    '0018_unsupported_reg_types',
    'create table private.lint_hooks (id int primary key, handler regprocedure);',
    'private.lint_hooks.handler',
  ],
  [
    '0021_fkey_to_auth_unique',
    `create table private.lint_logins (
       id int primary key, provider_id text, provider text,
       constraint lint_logins_identity_fkey foreign key (provider_id, provider)
         references auth.identities (provider_id, provider));`,
    'private.lint_logins (lint_logins_identity_fkey)',
  ],
  [
    '0023_sensitive_columns_exposed',
    `create table public.lint_logins (id int primary key, "Password" text);
     grant select on public.lint_logins to authenticated;`,
    'public.lint_logins."Password"',
  ],
  [
    '0024_rls_policy_always_true',
    `create table public.lint_inbox (id int primary key);
     alter table public.lint_inbox enable row level security;
     create policy "Anyone" on public.lint_inbox for insert to anon with check ( ( true ) );`,
    'public.lint_inbox: Anyone',
  ],
  [
    '0028_anon_security_definer_function_executable',
    `create function public.lint_delete_all() returns void language sql security definer
       set search_path = '' as $$ select $$;`,
    'public.lint_delete_all()',
  ],
  [
    '0029_authenticated_security_definer_function_executable',
    `create function public.lint_promote(who uuid) returns void language sql security definer
       set search_path = '' as $$ select $$;
     revoke execute on function public.lint_promote(uuid) from public;
     grant execute on function public.lint_promote(uuid) to authenticated;`,
    'public.lint_promote(who uuid)',
  ],
];

describeOnEachDatabase('schema lint of the migrated database', (ctx) => {
  it.each(SCHEMA_LINTS.map((lint) => [lint.id, lint] as const))('%s finds nothing', async (_, lint) => {
    expect(await schemaLintFindings(ctx.db, lint)).toEqual([]);
  });

  it.each(PROBES)('%s finds a deliberately bad object', async (id, setup, finding) => {
    expect(await findingsAfter(ctx.db, setup, id)).toContain(finding);
  });
});
