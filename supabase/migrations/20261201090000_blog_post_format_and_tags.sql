-- Migration: a post's format, its tags and its cover image (docs/product.md#post-formats-and-tags,
-- docs/product.md#post-images).
--
-- format: 'plain' (the spec's preformatted text, the default: every existing post and every post
-- saved without choosing stays as it was) or 'markdown' (CommonMark with GFM, rendered without raw
-- HTML: src/lib/blog/markdown.ts). tags: up to 8 lower-case slugs, each at most 40 characters, no
-- repeats; /blog/tag/{tag} lists a tag's posts, so no post may take the slug 'tag'. cover_image:
-- the object's name in the blog-images bucket, shown on the card, atop the post and as its share
-- image, with cover_alt. Every image of a published post has its alt text: the cover's, and each
-- Markdown image's (`![alt](address)`, never `![](address)`). Blog staff write these columns, as
-- they write the others.

alter table public.blog_posts
  add column format text not null default 'plain',
  add column tags text[] not null default '{}',
  add column cover_image text,
  add column cover_alt text;

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
  add constraint blog_posts_slug_not_reserved check (slug <> 'tag'),
  -- The bucket's object names the editor makes: a uuid, the size, the type (src/lib/images/).
  add constraint blog_posts_cover_image_format
    check (cover_image ~ '^[0-9a-f-]{36}-[0-9]{1,5}x[0-9]{1,5}\.(jpg|png|gif|webp)$'),
  add constraint blog_posts_cover_alt_length check (char_length(cover_alt) <= 300),
  add constraint blog_posts_images_have_alt check (
    not published
    or ((cover_image is null or cover_alt ~ '[^[:space:]]')
        and (format <> 'markdown' or content !~ '!\[[[:space:]]*\]\('))
  );

comment on column public.blog_posts.format is 'plain (preformatted text, the default) or markdown.';
comment on column public.blog_posts.tags is 'Up to 8 lower-case slugs; /blog/tag/{tag} lists their posts.';

create index blog_posts_tags_idx on public.blog_posts using gin (tags);

grant insert (format, tags, cover_image, cover_alt), update (format, tags, cover_image, cover_alt)
  on table public.blog_posts to authenticated;
