-- Migration: a post's format and its tags (docs/product.md#post-formats-and-tags).
--
-- format: 'plain' (the spec's preformatted text, the default: every existing post and every post
-- saved without choosing stays as it was) or 'markdown' (CommonMark with GFM, rendered without raw
-- HTML: src/lib/blog/markdown.ts). tags: up to 8 lower-case slugs, each at most 40 characters, no
-- repeats; /blog/tag/{tag} lists a tag's posts, so no post may take the slug 'tag'. Blog staff
-- write both columns, as they write the others.

alter table public.blog_posts
  add column format text not null default 'plain',
  add column tags text[] not null default '{}';

-- Tag rules the UI also applies: one function, so the CHECK names one constraint per rule.
create function private.tags_well_formed(tags text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select not exists (
    select 1 from pg_catalog.unnest(tags) as tag
     where tag is null or tag !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or pg_catalog.char_length(tag) > 40
  )
  and pg_catalog.cardinality(tags) = (select count(distinct tag) from pg_catalog.unnest(tags) as tag)
$$;

revoke execute on function private.tags_well_formed(text[]) from public, anon;
grant execute on function private.tags_well_formed(text[]) to authenticated, service_role;

-- A post that took the slug before it was reserved keeps its content under another one.
update public.blog_posts set slug = 'tag-post' where slug = 'tag';

alter table public.blog_posts
  add constraint blog_posts_format_valid check (format in ('plain', 'markdown')),
  add constraint blog_posts_tags_count check (pg_catalog.cardinality(tags) <= 8),
  add constraint blog_posts_tags_format check (private.tags_well_formed(tags)),
  add constraint blog_posts_slug_not_reserved check (slug <> 'tag');

comment on column public.blog_posts.format is 'plain (preformatted text, the default) or markdown.';
comment on column public.blog_posts.tags is 'Up to 8 lower-case slugs; /blog/tag/{tag} lists their posts.';

create index blog_posts_tags_idx on public.blog_posts using gin (tags);

grant insert (format, tags), update (format, tags) on table public.blog_posts to authenticated;
