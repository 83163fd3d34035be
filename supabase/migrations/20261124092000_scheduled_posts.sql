-- Migration: scheduled posts (docs/product.md#blog-post-states).
--
-- blog_posts.publish_at is the moment a published post becomes public: null for a draft, in the
-- future for a scheduled post. A post is public when it is published and publish_at is at or
-- before now(), and the database decides that in the read policies, by its own clock: visitors
-- and signed-in non-admins see a scheduled post the moment it is due, through every read (the
-- blog island, the freshness check, the build), with nobody touching the admin. Admins see every
-- post, as before. The list's order and the card's date stay created_at.
--
-- A trigger keeps the column with `published`: a row that becomes published without a
-- publish_at gets now() (the spec's create sends none), and an unpublished row loses it. The
-- API's end users may not put a publish_at in the past (the editor refuses that too); the
-- service role and the database owner may, which is how operators and tests move a post due.

alter table public.blog_posts add column publish_at timestamptz;

comment on column public.blog_posts.publish_at is
  'When a published post becomes public (null for drafts); visitors see it from then on.';

-- Every post published before scheduling existed has been public since it was created. The
-- updated_at trigger is held off so this backfill does not look like an edit of every post (the
-- sitemap's lastmod and the pages' freshness stamps read updated_at).
alter table public.blog_posts disable trigger set_updated_at;
update public.blog_posts set publish_at = created_at where published;
alter table public.blog_posts enable trigger set_updated_at;

alter table public.blog_posts
  add constraint blog_posts_publish_at_when_published check ((publish_at is not null) = published);

grant insert (publish_at) on table public.blog_posts to authenticated;
grant update (publish_at) on table public.blog_posts to authenticated;

-- Same names as before (the rule is still "published posts"), now with "and due".
drop policy "Visitors can read published posts" on public.blog_posts;
create policy "Visitors can read published posts"
  on public.blog_posts for select to anon
  using (published and publish_at <= now());

drop policy "Signed-in users can read published posts and admins all posts" on public.blog_posts;
create policy "Signed-in users can read published posts and admins all posts"
  on public.blog_posts for select to authenticated
  using ((published and publish_at <= now()) or (select private.is_admin()));

-- The error names a pseudo-constraint, as private.guard_status_transition() does, so the editor
-- maps it to its message like the real CHECK constraints.
create function private.keep_publish_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not new.published then
    new.publish_at := null;
  elsif new.publish_at is null then
    new.publish_at := now();
  end if;
  if current_user::text in ('anon', 'authenticated')
    and new.publish_at < now()
    and (tg_op = 'INSERT' or new.publish_at is distinct from old.publish_at) then
    raise exception 'publish_at % is in the past (constraint "blog_posts_publish_at_not_past")',
      new.publish_at
      using
        errcode = 'check_violation',
        constraint = 'blog_posts_publish_at_not_past',
        table = tg_table_name,
        schema = tg_table_schema,
        detail = 'Schedule a post for a moment after now, or publish it now.';
  end if;
  return new;
end
$$;

revoke execute on function private.keep_publish_at() from public, anon, authenticated;

create trigger keep_publish_at
  before insert or update on public.blog_posts
  for each row execute function private.keep_publish_at();
