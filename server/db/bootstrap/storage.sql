-- The part of Supabase Storage's schema that the local storage server (server/storage/) reads and
-- writes, made as storage-api's own migrations make it (github.com/supabase/storage,
-- migrations/tenant/): 0002-storage-schema.sql (the schema, buckets, objects, RLS on objects,
-- foldername/filename/extension, the API roles' usage and default privileges), 0003 (path_tokens),
-- 0007 (RLS on buckets), 0008 (public), 0011 (updated_at trigger), 0013/0014 (file_size_limit in
-- bytes, allowed_mime_types), 0016 (version), 0018 (owner_id), 0025 (user_metadata), 0046/0049
-- (grant all on buckets and objects to anon, authenticated, service_role and postgres), 0060/0061
-- (the path helpers immutable).
--
-- Run as the schema owner (Supabase's postgres), which owns what it makes here; on a hosted
-- project supabase_storage_admin owns it, and this file is skipped wherever storage-api's own
-- storage.migrations table exists or another role made the schema (server/db/migrate.ts).
-- Run once, on a database without a storage schema (server/db/migrate.ts); a later change to
-- it needs a migration of its own for data dirs made before.

create schema if not exists storage;

grant usage on schema storage to anon, authenticated, service_role;

do $$
begin
  execute pg_catalog.format('alter default privileges in schema storage grant all on tables to anon, authenticated, service_role, %I', current_user);
  execute pg_catalog.format('alter default privileges in schema storage grant all on functions to anon, authenticated, service_role, %I', current_user);
  execute pg_catalog.format('alter default privileges in schema storage grant all on sequences to anon, authenticated, service_role, %I', current_user);
end
$$;

create table if not exists storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[]
);
create unique index if not exists bname on storage.buckets using btree (name);
comment on column storage.buckets.owner is 'Field is deprecated, use owner_id instead';

create table if not exists storage.objects (
  id uuid not null default gen_random_uuid() primary key,
  bucket_id text constraint "objects_bucketId_fkey" references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (pg_catalog.string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects using btree (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);
comment on column storage.objects.owner is 'Field is deprecated, use owner_id instead';

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create or replace function storage.foldername(name text)
returns text[]
language plpgsql
immutable
as $function$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1 : array_length(_parts, 1) - 1];
end
$function$;

create or replace function storage.filename(name text)
returns text
language plpgsql
immutable
as $function$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$function$;

create or replace function storage.extension(name text)
returns text
language plpgsql
immutable
as $function$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$function$;

create or replace function storage.update_updated_at_column()
returns trigger
language plpgsql
as $function$
begin
  new.updated_at = now();
  return new;
end;
$function$;

drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at
  before update on storage.objects
  for each row execute function storage.update_updated_at_column();
