-- Migration: the public bucket the blog's images live in, and who may change it.
--
-- Its size limit and types are src/data/blog-images.ts's (tests/db/blog-images.test.ts holds the two
-- together). Public: anyone reads an image at /storage/v1/object/public/blog-images/<path>, which
-- Storage serves without asking RLS. Staff who write posts (private.staff_may('blog'),
-- 20261129090000_staff_roles.sql) upload, replace, delete and list the bucket's objects; nobody
-- else sees its rows, so a visitor cannot list what is there.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('blog-images', 'blog-images', true, 5242880, array['image/jpeg', 'image/png', 'image/gif', 'image/webp'])
on conflict (id) do nothing;

create policy "Blog staff can list blog images"
  on storage.objects for select to authenticated
  using (bucket_id = 'blog-images' and (select private.staff_may('blog')));

create policy "Blog staff can upload blog images"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'blog-images' and (select private.staff_may('blog')));

create policy "Blog staff can replace blog images"
  on storage.objects for update to authenticated
  using (bucket_id = 'blog-images' and (select private.staff_may('blog')))
  with check (bucket_id = 'blog-images' and (select private.staff_may('blog')));

create policy "Blog staff can delete blog images"
  on storage.objects for delete to authenticated
  using (bucket_id = 'blog-images' and (select private.staff_may('blog')));
