-- Migration: what Supabase's database linter (the dashboard's Security and Performance Advisors)
-- found in the schema, fixed (docs/architecture.md#migrations). tests/db/schema-lint.test.ts
-- asks the same questions of the migrated schema and fails when one is found again.
--
-- 1. authenticated_security_definer_function_executable: public.erase_person(text) and
--    public.site_build_status() ran as their owner and sat in the exposed schema. Each body is now
--    in `private`, unchanged (still security definer, still refusing first anyone
--    private.is_admin() does not accept), and the public function of the same name, arguments,
--    result, volatility and grants is a security invoker one that calls it. rpc('erase_person')
--    and rpc('site_build_status') answer as before, errors included: the roles that may call the
--    public function may execute the private one, and hold USAGE on private (authenticated since
--    20261121090000; service_role, which may call erase_person, from here). Neither gains a
--    privilege on any private table.
-- 2. unindexed_foreign_keys: lead_erasures.erased_by had no index, so deleting an account scanned
--    the erasure record to set it null.
-- 3. no_primary_key: private.submission_log had none. An identity column gives each row one; the
--    limit trigger names its columns on insert, so it carries on unchanged.
-- 4. extension_in_public: 20261125090100 created pg_net without a schema, so it landed in the
--    first schema of the migrating role's search_path, public on a hosted project. It belongs in
--    `extensions`. pg_net cannot be moved (not relocatable), so where it sits in public it is
--    dropped and created again in `extensions`; its queue and stored answers go with it, so a build-hook
--    request still awaiting its answer is written off and asked again by the next run. Where
--    pg_net is elsewhere or absent (PGlite, plain Postgres), nothing happens.

-- The bodies as 20261124091200 and 20261125090000 wrote them, under their new schema. (Not
-- `alter function ... set schema`: for a role that is not superuser, as `postgres` on a hosted
-- project, supautils 2.5.0 answers ALTER FUNCTION and ALTER TABLE ... SET SCHEMA with success and
-- moves nothing.)
create function private.erase_person(email text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := pg_catalog.lower(pg_catalog.btrim(email));
  notes integer;
  notices integer;
  messages integer;
  requests integer;
  log_rows integer;
  total integer;
begin
  if not coalesce((select private.is_admin()), false) then
    raise exception 'only admins may erase a person' using errcode = 'insufficient_privilege';
  end if;
  if address is null or address = '' then
    raise exception 'an email address is required' using errcode = 'invalid_parameter_value';
  end if;

  -- Notes and notices would go with their leads (ON DELETE CASCADE); deleted first to count them.
  with gone as (
    delete from public.lead_notes as n
     where n.contact_message_id in (select m.id from public.contact_messages as m where pg_catalog.lower(m.email) = address)
        or n.onboarding_request_id in (select r.id from public.onboarding_requests as r where pg_catalog.lower(r.email) = address)
    returning 1
  ) select count(*) into notes from gone;
  with gone as (
    delete from public.lead_notices as q
     where q.contact_message_id in (select m.id from public.contact_messages as m where pg_catalog.lower(m.email) = address)
        or q.onboarding_request_id in (select r.id from public.onboarding_requests as r where pg_catalog.lower(r.email) = address)
    returning 1
  ) select count(*) into notices from gone;
  with gone as (
    delete from public.contact_messages as m where pg_catalog.lower(m.email) = address returning 1
  ) select count(*) into messages from gone;
  with gone as (
    delete from public.onboarding_requests as r where pg_catalog.lower(r.email) = address returning 1
  ) select count(*) into requests from gone;
  -- The limit log stores the address lower-cased and trimmed, as the limit trigger compares it.
  with gone as (
    delete from private.submission_log as l where l.email = address returning 1
  ) select count(*) into log_rows from gone;

  total := notes + notices + messages + requests + log_rows;
  insert into public.lead_erasures (erased_by, rows_erased) values ((select auth.uid()), total);
  return total;
end
$$;

revoke execute on function private.erase_person(text) from public, anon;
grant execute on function private.erase_person(text) to authenticated, service_role;

create function private.site_build_status()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  state private.site_build_state;
begin
  if not coalesce((select private.is_admin()), false) then
    raise exception 'Only admins may read the site''s build status' using errcode = '42501';
  end if;
  select * into state from private.site_build_state;
  return pg_catalog.jsonb_build_object(
    'up_to_date', state.built_version is not distinct from state.content_version
                  and not exists (select from public.blog_posts as posts
                                   where posts.published and posts.publish_at <= pg_catalog.now()
                                     and posts.publish_at > coalesce(state.built_as_of, '-infinity')),
    'content_changed_at', state.content_changed_at,
    'built_at', state.built_at,
    'building_since', state.building_since,
    'failed_at', state.failed_at,
    'failure', state.failure,
    'next_due_at', (select pg_catalog.min(posts.publish_at) from public.blog_posts as posts
                     where posts.published and posts.publish_at > pg_catalog.now())
  );
end
$$;

revoke execute on function private.site_build_status() from public, anon, service_role;
grant execute on function private.site_build_status() to authenticated;

-- `create or replace` keeps each public function's owner and grants, so the API's callers are the
-- same; only what runs changes.
create or replace function public.erase_person(email text)
returns integer
language sql
security invoker
set search_path = ''
as $$
  select private.erase_person(email)
$$;

comment on function public.erase_person(text) is
  'Admins only: erases every row holding the address and records the erasure (private.erase_person does it).';

create or replace function public.site_build_status()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select private.site_build_status()
$$;

grant usage on schema private to service_role;

create index lead_erasures_erased_by_idx on public.lead_erasures (erased_by);

alter table private.submission_log add column id bigint generated always as identity primary key;

do $$
declare
  written_off boolean;
begin
  if not exists (select from pg_catalog.pg_extension as e
                  where e.extname = 'pg_net' and e.extnamespace = 'public'::regnamespace) then
    return;
  end if;
  create schema if not exists extensions;
  -- No cascade: nothing of ours depends on pg_net's objects (the hook names net.http_post in
  -- plpgsql, resolved when it runs), and anything else that does should stop this, not vanish.
  drop extension pg_net;
  create extension pg_net with schema extensions;
  -- requested_version null makes the next run ask again, since it differs from content_version.
  update private.site_build_hook
     set awaiting_answer = false, requested_version = null
   where id and awaiting_answer
  returning true into written_off;
  if written_off then
    update private.site_build_state set building_since = null where id;
  end if;
end
$$;
