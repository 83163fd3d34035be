-- Migration: every UPDATE of the site's one-row bookkeeping names its row (docs/architecture.md#site-rebuilds).
--
-- Supabase loads pg-safeupdate into every API connection, and it refuses an UPDATE or DELETE
-- without a WHERE clause, in triggers and functions too. The functions of 20261125090000 and
-- 20261125090100 updated private.site_build_state and private.site_build_hook, one row each, with
-- no WHERE, so on a hosted project every admin save of a published post failed ("UPDATE requires
-- a WHERE clause"), and with pg_net, pg_cron and Vault present every save of a draft too. Each
-- statement now says `where id` (the row's key, which is always true); nothing else changes.
-- tests/db/safe-update.test.ts refuses any UPDATE or DELETE without WHERE in the migrated
-- functions and in the migrations themselves.

create or replace function private.note_public_blog_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (tg_op <> 'INSERT' and old.published) or (tg_op <> 'DELETE' and new.published) then
    update private.site_build_state
       set content_version = content_version + 1, content_changed_at = pg_catalog.now()
     where id;
  end if;
  return null;
end
$$;

create or replace function private.record_site_build_answer()
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

  update private.site_build_hook set awaiting_answer = false where id;
  if problem is null then
    update private.site_build_state
       set built_version = hook.requested_version, built_as_of = hook.requested_at,
           built_at = hook.requested_at, building_since = null, failed_at = null, failure = null
     where id;
  else
    update private.site_build_state
       set building_since = null, failed_at = pg_catalog.now(), failure = pg_catalog.left(problem, 2000)
     where id;
  end if;
end
$$;

create or replace function private.ask_site_build_hook()
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
           failed_at = case when failure = problem then failed_at else pg_catalog.now() end
     where id;
    return;
  end if;

  select content_version into version from private.site_build_state;
  request := net.http_post(url => hook_url, body => '{}'::jsonb, timeout_milliseconds => 10000);
  update private.site_build_hook
     set request_id = request, requested_at = pg_catalog.now(), requested_version = version,
         awaiting_answer = true
   where id;
  update private.site_build_state set building_since = pg_catalog.now() where id;
end
$$;

create or replace function private.run_site_build_hook(quiet interval default interval '0 seconds')
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
           failure = pg_catalog.left('The build hook could not be asked: ' || sqlerrm, 2000)
     where id;
  end;
end
$$;
