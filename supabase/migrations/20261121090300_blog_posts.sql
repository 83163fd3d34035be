-- Migration: blog_posts, read by everyone when published and managed by admins.
--
-- The slug format is exactly what the blog form's slug rule produces
-- (docs/product.md#admin-blog-form): lowercase letters and digits in groups joined by single
-- hyphens. author_id defaults to the signed-in user and must be that user on insert; seed posts
-- have none.

create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  content text not null,
  excerpt text,
  slug text not null,
  published boolean not null default false,
  author_id uuid default auth.uid(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint blog_posts_slug_unique unique (slug),
  constraint blog_posts_author_id_fkey
    foreign key (author_id) references auth.users (id) on delete set null,
  constraint blog_posts_title_required check (title ~ '[^[:space:]]'),
  constraint blog_posts_title_length check (char_length(title) <= 200),
  constraint blog_posts_content_required check (content ~ '[^[:space:]]'),
  constraint blog_posts_content_length check (char_length(content) <= 100000),
  -- The form saves an empty excerpt as null.
  constraint blog_posts_excerpt_not_blank check (excerpt ~ '[^[:space:]]'),
  constraint blog_posts_excerpt_length check (char_length(excerpt) <= 500),
  constraint blog_posts_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint blog_posts_slug_length check (char_length(slug) <= 200)
);

create index blog_posts_published_created_at_idx
  on public.blog_posts (published, created_at desc);
create index blog_posts_author_id_idx on public.blog_posts (author_id);

alter table public.blog_posts enable row level security;

revoke all on table public.blog_posts from public, anon, authenticated;
-- Whole-row SELECT: the site asks for select=*, which needs every column.
grant select on table public.blog_posts to anon, authenticated;
grant insert (title, content, excerpt, slug, published, author_id)
  on table public.blog_posts to authenticated;
grant update (title, content, excerpt, slug, published) on table public.blog_posts to authenticated;
grant delete on table public.blog_posts to authenticated;
grant all on table public.blog_posts to service_role;

-- Two SELECT policies rather than one for both roles: anon has no EXECUTE on private.is_admin().
create policy "Visitors can read published posts"
  on public.blog_posts for select to anon
  using (published);

create policy "Signed-in users can read published posts and admins all posts"
  on public.blog_posts for select to authenticated
  using (published or (select private.is_admin()));

create policy "Admins can create posts as themselves"
  on public.blog_posts for insert to authenticated
  with check ((select private.is_admin()) and author_id = (select auth.uid()));

create policy "Admins can edit posts"
  on public.blog_posts for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins can delete posts"
  on public.blog_posts for delete to authenticated
  using ((select private.is_admin()));

create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

revoke execute on function private.set_updated_at() from public, anon, authenticated;

create trigger set_updated_at
  before update on public.blog_posts
  for each row execute function private.set_updated_at();
