-- Migration: on a hosted project, changes to the public blog ask the CDN's build hook for a new
-- build (docs/architecture.md#hosted-rebuilds).
--
-- Netlify, Cloudflare Pages and Vercel each give a project one build-hook URL: a POST to it
-- rebuilds the site. Anyone holding the URL can start builds, so it lives in a Vault secret named
-- site_build_hook_url (docs/deploy.md#rebuilds-on-a-hosted-project), never in a table or the repo.
--
-- Two paths reach it, both through pg_net (net.http_post queues the request; pg_net sends it after
-- the transaction commits, so a rolled-back save asks for nothing):
--   - a statement trigger on blog_posts, Supabase's Database Webhook, asks at once when a change
--     of the public blog is waiting and no request went out in the last minute; otherwise it
--     leaves the change pending, so several saves in a row make one build;
--   - a pg_cron job, every minute, records the answer to the last request (from
--     net._http_response) and asks again when a change is pending, a scheduled post has become
--     due since the last request, or the last request failed over ten minutes ago.
-- One request is out at a time. The outcome goes to private.site_build_state as the local builder
-- records its builds: building_since while a request awaits its answer; once the hook accepted
-- it, built_version/built_as_of/built_at name the version asked for and when it was asked;
-- failed_at/failure when it answered an error, did not answer, or no secret is set. The admin
-- reads them through public.site_build_status(). The CDN's own build starts after that answer;
-- its progress is on the CDN's dashboard.
--
-- Where pg_net, pg_cron or Vault are missing (PGlite, plain Postgres, `npm start`), this is a
-- no-op: the extensions are created only when the server offers them, the job is scheduled only
-- when pg_cron exists, and every function returns at once when one of the three is absent, so
-- the local builder's bookkeeping is left alone. Tested with the real extensions where the server
-- has them and stand-ins where not (tests/db/site-build-hook.test.ts).

create table private.site_build_hook (
  id boolean primary key default true check (id),
  -- pg_net's id of the last request, when it was made and the content_version it asked for.
  request_id bigint,
  requested_at timestamptz,
  requested_version bigint check (requested_version >= 0),
  -- True from the request until its answer (or its absence) is recorded.
  awaiting_answer boolean not null default false,
  check (not awaiting_answer or (request_id is not null and requested_at is not null))
);

comment on table private.site_build_hook is
  'One row: the last request to the CDN''s build hook (hosted projects only) and whether its answer is still awaited.';

insert into private.site_build_hook (id) values (true);

-- Like the other private tables: no API role holds a grant, and RLS with no policy stands behind
-- that. The bookkeeping row of 20261125090000 gets the same; its owner (the migrations' role, the
-- local builder, the security-definer functions) is not held by RLS.
alter table private.site_build_hook enable row level security;
revoke all on table private.site_build_hook from public, anon, authenticated, service_role;
alter table private.site_build_state enable row level security;
revoke all on table private.site_build_state from public, anon, authenticated, service_role;

-- The three a build hook needs: pg_net to send, pg_cron to come back each minute, Vault for the URL.
create function private.site_build_hook_available()
returns boolean
language sql
stable
set search_path = ''
as $$
  select pg_catalog.to_regprocedure('net.http_post(text, jsonb, jsonb, jsonb, integer)') is not null
     and pg_catalog.to_regclass('net._http_response') is not null
     and pg_catalog.to_regclass('vault.decrypted_secrets') is not null
     and pg_catalog.to_regnamespace('cron') is not null
$$;

-- Records the answer to the request awaiting one: success makes the version asked for the live
-- one; an error status, a timeout, an unreachable host or five minutes without any answer is a
-- failure, and the last live version stays.
create function private.record_site_build_answer()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook private.site_build_hook;
  answer record;
  problem text;
begin
  select * into hook from private.site_build_hook for update;
  if not hook.awaiting_answer then
    return;
  end if;
  select responses.status_code, responses.timed_out, responses.error_msg, responses.content
    into answer
    from net._http_response as responses
   where responses.id = hook.request_id;
  if not found then
    if hook.requested_at > pg_catalog.now() - interval '5 minutes' then
      return;
    end if;
    problem := 'The build hook did not answer within 5 minutes: pg_net recorded no response. '
      || 'Check that pg_net is enabled (select * from net._http_response order by created desc).';
  elsif answer.timed_out then
    problem := 'The build hook did not answer within 10 seconds.';
  elsif answer.error_msg is not null then
    problem := 'The build hook could not be reached: ' || answer.error_msg;
  elsif coalesce(answer.status_code, 0) not between 200 and 299 then
    problem := pg_catalog.format('The build hook answered HTTP %s: %s', answer.status_code,
      -- The body on one line (an error page is often HTML over many), cut to a readable length.
      pg_catalog.left(pg_catalog.btrim(pg_catalog.regexp_replace(coalesce(answer.content, ''),
        '[[:space:]]+', ' ', 'g')), 500));
  end if;

  update private.site_build_hook set awaiting_answer = false;
  if problem is null then
    update private.site_build_state
       set built_version = hook.requested_version, built_as_of = hook.requested_at,
           built_at = hook.requested_at, building_since = null, failed_at = null, failure = null;
  else
    update private.site_build_state
       set building_since = null, failed_at = pg_catalog.now(), failure = pg_catalog.left(problem, 2000);
  end if;
end
$$;

-- Posts to the hook whose URL is in Vault, or records why it cannot.
create function private.ask_site_build_hook()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook_url text;
  problem text;
  version bigint;
  request bigint;
begin
  select pg_catalog.btrim(secrets.decrypted_secret) into hook_url
    from vault.decrypted_secrets as secrets
   where secrets.name = 'site_build_hook_url'
   limit 1;
  if coalesce(hook_url, '') = '' then
    problem := 'No build hook is set up, so the public site is not rebuilt after changes. Create a '
      || 'build hook at your CDN (Netlify, Cloudflare Pages or Vercel), then run in the Supabase SQL '
      || 'editor: select vault.create_secret(''<the build hook URL>'', ''site_build_hook_url'');';
  elsif hook_url !~ '^https://[^[:space:]]+$' then
    problem := 'The Vault secret site_build_hook_url is not an https:// address. Put the build hook '
      || 'URL from your CDN in it: select vault.update_secret(id, ''<the build hook URL>'') '
      || 'from vault.secrets where name = ''site_build_hook_url'';';
  end if;
  if problem is not null then
    -- failed_at keeps the first time this was found, so the admin sees how long it has lasted.
    update private.site_build_state
       set building_since = null, failure = problem,
           failed_at = case when failure = problem then failed_at else pg_catalog.now() end;
    return;
  end if;

  select content_version into version from private.site_build_state;
  request := net.http_post(url => hook_url, body => '{}'::jsonb, timeout_milliseconds => 10000);
  update private.site_build_hook
     set request_id = request, requested_at = pg_catalog.now(), requested_version = version,
         awaiting_answer = true;
  update private.site_build_state set building_since = pg_catalog.now();
end
$$;

-- One step of the hook's bookkeeping: record the last answer, then ask when something public is
-- waiting. `quiet`: ask only when no request went out in that long (the trigger's coalescing);
-- the job passes none. A failure of any part is recorded for the admin instead of raised: a save
-- must never fail because the CDN's hook or pg_net did.
create function private.run_site_build_hook(quiet interval default interval '0 seconds')
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook private.site_build_hook;
  state private.site_build_state;
begin
  if not private.site_build_hook_available() then
    return;
  end if;
  begin
    perform private.record_site_build_answer();
    select * into hook from private.site_build_hook for update;
    if hook.awaiting_answer or hook.requested_at > pg_catalog.now() - quiet then
      return;
    end if;
    select * into state from private.site_build_state;
    if state.content_version is distinct from hook.requested_version
       or exists (select from public.blog_posts as posts
                   where posts.published and posts.publish_at <= pg_catalog.now()
                     and posts.publish_at > coalesce(hook.requested_at, '-infinity'))
       or state.failed_at <= pg_catalog.now() - interval '10 minutes' then
      perform private.ask_site_build_hook();
    end if;
  exception when others then
    update private.site_build_state
       set building_since = null, failed_at = pg_catalog.now(),
           failure = pg_catalog.left('The build hook could not be asked: ' || sqlerrm, 2000);
  end;
end
$$;

create function private.ask_site_build_after_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.run_site_build_hook(interval '1 minute');
  return null;
end
$$;

-- A statement trigger: it runs after the row triggers of the statement, note_public_blog_change
-- among them, so the version it compares is already counted.
create trigger ask_site_build_after_change
  after insert or update or delete on public.blog_posts
  for each statement execute function private.ask_site_build_after_change();

-- Schedules the job, where pg_cron exists; true when it did. Run again after enabling pg_cron
-- later (cron.schedule replaces a job of the same name).
create function private.schedule_site_build_hook()
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if pg_catalog.to_regprocedure('cron.schedule(text, text, text)') is null then
    return false;
  end if;
  perform cron.schedule('site-build-hook', '* * * * *', 'select private.run_site_build_hook()');
  return true;
end
$$;

revoke execute on function private.site_build_hook_available() from public, anon, authenticated, service_role;
revoke execute on function private.record_site_build_answer() from public, anon, authenticated, service_role;
revoke execute on function private.ask_site_build_hook() from public, anon, authenticated, service_role;
revoke execute on function private.run_site_build_hook(interval) from public, anon, authenticated, service_role;
revoke execute on function private.ask_site_build_after_change() from public, anon, authenticated, service_role;
revoke execute on function private.schedule_site_build_hook() from public, anon, authenticated, service_role;

-- Enables what the server offers; a server that lists an extension but cannot create it (pg_cron
-- outside shared_preload_libraries, say) leaves the hook off rather than failing the migration.
do $$
declare
  wanted text;
begin
  foreach wanted in array array['pg_net', 'pg_cron', 'supabase_vault'] loop
    begin
      if exists (select from pg_catalog.pg_available_extensions where name = wanted) then
        execute pg_catalog.format('create extension if not exists %I', wanted);
      end if;
    exception when others then
      raise notice 'hosted rebuilds: % is not usable here (%); the build hook stays off', wanted, sqlerrm;
    end;
  end loop;
end
$$;

select private.schedule_site_build_hook();
