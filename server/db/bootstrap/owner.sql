-- What the schema owner (Supabase's postgres) has on a hosted project before our migrations run,
-- run as that owner: the API roles may use the public schema, and every table, sequence and
-- function the owner makes there is granted to all three by default. Supabase's default, which our
-- migrations undo table by table (revokes, RLS): a table that forgot would be open to the world on
-- a hosted project, so it is open here too and the policy tests see it.

grant usage on schema public to anon, authenticated, service_role;

do $$
begin
  -- Granted to the owner too, as Supabase's setup does, which writes the owner's own rights out.
  execute pg_catalog.format('alter default privileges in schema public grant all on tables to anon, authenticated, service_role, %I', current_user);
  execute pg_catalog.format('alter default privileges in schema public grant all on sequences to anon, authenticated, service_role, %I', current_user);
  execute pg_catalog.format('alter default privileges in schema public grant all on functions to anon, authenticated, service_role, %I', current_user);
end
$$;

-- The Supabase CLI records applied migrations here; so does server/db/migrate.ts.
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);
