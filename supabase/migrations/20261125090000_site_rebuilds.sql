-- Migration: the site rebuilds itself when the public blog changes (docs/architecture.md#site-rebuilds).
--
-- Post pages, the sitemap and the RSS feed are pre-rendered, so a post published, edited,
-- unpublished or deleted in the admin reaches them only through a new build of the site. The
-- database keeps one row of bookkeeping for that:
--
--   content_version     goes up by one with every change to a post that is, or was, published
--                       (a draft's edits change nothing public); content_changed_at says when;
--   built_version       the content_version the live site was built from (or, on a hosted
--                       project, the one the CDN's build hook was last asked to build);
--   built_as_of         the moment that build read the posts (a post due after it is not in it);
--   built_at            when that build finished (or the hook was asked);
--   building_since      set while a rebuild runs, null otherwise;
--   failed_at, failure  the last failed rebuild and its reason, cleared by the next success.
--
-- Whoever builds writes the build columns: the local backend (server/site/) as the database
-- owner, or on a hosted project the build-hook job. A post that becomes due changes no row;
-- builders find the next due time with public.blog_posts.publish_at.
--
-- Admins read the state through public.site_build_status() (POST /rest/v1/rpc/site_build_status)
-- to see whether the public site is up to date, rebuilding, or stuck on a failed build.

create table private.site_build_state (
  id boolean primary key default true check (id),
  content_version bigint not null default 0 check (content_version >= 0),
  content_changed_at timestamptz,
  built_version bigint check (built_version >= 0),
  built_as_of timestamptz,
  built_at timestamptz,
  building_since timestamptz,
  failed_at timestamptz,
  failure text check (pg_catalog.char_length(failure) <= 2000),
  check ((failed_at is null) = (failure is null))
);

comment on table private.site_build_state is
  'One row: which version of the public blog the live site was built from, and the last rebuild''s outcome.';

insert into private.site_build_state (id) values (true);

-- Security definer: the admin's own role may not write private tables, yet its save must count.
create function private.note_public_blog_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (tg_op <> 'INSERT' and old.published) or (tg_op <> 'DELETE' and new.published) then
    update private.site_build_state
       set content_version = content_version + 1, content_changed_at = pg_catalog.now();
  end if;
  return null;
end
$$;

revoke execute on function private.note_public_blog_change() from public, anon, authenticated;

create trigger note_public_blog_change
  after insert or update or delete on public.blog_posts
  for each row execute function private.note_public_blog_change();

-- Admins only, as leads_overview(): anon has no EXECUTE, a signed-in non-admin gets 42501.
-- Security definer so the caller needs no grant on the private table; the check comes first.
create function public.site_build_status()
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

comment on function public.site_build_status() is
  'Admins only: whether the public site is built from the current posts, a rebuild under way, the last failure.';

revoke execute on function public.site_build_status() from public, anon, service_role;
grant execute on function public.site_build_status() to authenticated;
