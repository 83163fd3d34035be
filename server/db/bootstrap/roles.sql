-- The roles of a hosted Supabase project and their attributes, run by the cluster's superuser
-- (docs/architecture.md#the-database-as-a-hosted-project-has-it). On a Supabase database they
-- exist already and only attributes we rely on are (re)stated; on PGlite and a plain Postgres this
-- makes them. The schema owner's name comes in as the setting bootstrap.owner (server/db/roles.ts):
-- `postgres` where that role is not a superuser, as on Supabase; `schema_owner` where `postgres`
-- is the cluster's own superuser (PGlite, a default initdb), which no ALTER ROLE can demote.
--
-- Every statement is idempotent and runs at every start. Roles are cluster-wide while the
-- migration lock is per database, so "already exists" from a concurrent start is success.

do $$
declare
  owner_name text := pg_catalog.current_setting('bootstrap.owner');
  wanted record;
begin
  for wanted in
    select * from (values
      -- The API roles PostgREST switches to; service_role passes every policy.
      ('anon', 'nologin inherit nobypassrls'),
      ('authenticated', 'nologin inherit nobypassrls'),
      ('service_role', 'nologin inherit bypassrls'),
      -- PostgREST logs in as authenticator, which may only become the three above.
      ('authenticator', 'login noinherit nocreaterole nobypassrls'),
      -- GoTrue logs in as supabase_auth_admin and owns the auth schema's tables.
      ('supabase_auth_admin', 'login noinherit createrole nobypassrls'),
      -- The migrations' role: not a superuser, but past RLS, as Supabase's postgres.
      (owner_name, 'login inherit createrole createdb replication bypassrls nosuperuser')
    ) as roles(name, attributes)
  loop
    if not exists (select from pg_catalog.pg_roles where rolname = wanted.name) then
      begin
        execute pg_catalog.format('create role %I %s', wanted.name, wanted.attributes);
        if wanted.name = 'supabase_auth_admin' then
          -- How server/db/bootstrap/auth.sql tells its own auth schema from GoTrue's.
          comment on role supabase_auth_admin is 'Created by the local backend: it owns the auth schema server/db/bootstrap/auth.sql made.';
        end if;
      exception when duplicate_object or unique_violation then null;
      end;
    end if;
    execute pg_catalog.format('alter role %I %s', wanted.name, wanted.attributes);
  end loop;
end
$$;

-- Memberships as on a hosted project: authenticator becomes the API roles; the owner may act as
-- them and as supabase_auth_admin, and reads everything (pg_read_all_data) for its tools.
do $$
declare
  owner_name text := pg_catalog.current_setting('bootstrap.owner');
  wanted record;
begin
  for wanted in
    select * from (values
      ('anon', 'authenticator'), ('authenticated', 'authenticator'), ('service_role', 'authenticator'),
      ('anon', owner_name), ('authenticated', owner_name), ('service_role', owner_name),
      ('supabase_auth_admin', owner_name), ('pg_read_all_data', owner_name),
      ('pg_signal_backend', owner_name), ('pg_monitor', owner_name)
    ) as memberships(role, member)
  loop
    if not pg_catalog.pg_has_role(wanted.member, wanted.role, 'member') then
      begin
        execute pg_catalog.format('grant %I to %I', wanted.role, wanted.member);
      exception when duplicate_object or unique_violation then null;
      end;
    end if;
  end loop;
end
$$;

-- Supabase's per-role settings, unless the cluster gives the role its own: anon 3 s and
-- authenticated 8 s per statement (applied per request by server/rest/role-settings.ts, enforced
-- on PGlite by its thread), authenticator's own bounds, GoTrue's search path and idle limit.
do $$
declare
  wanted record;
begin
  for wanted in
    select * from (values
      ('anon', 'statement_timeout', '3s'),
      ('authenticated', 'statement_timeout', '8s'),
      ('authenticator', 'statement_timeout', '8s'),
      ('authenticator', 'lock_timeout', '8s'),
      ('supabase_auth_admin', 'search_path', 'auth'),
      -- Supabase's own value, quirk and all: the backslash makes "$user" a schema of that name,
      -- so objects made without a schema land in public. Migrations name their schemas.
      (pg_catalog.current_setting('bootstrap.owner'), 'search_path', '"\$user", public, extensions'),
      ('supabase_auth_admin', 'idle_in_transaction_session_timeout', '60000')
    ) as settings(role, name, value)
  loop
    if not exists (
      select from pg_catalog.pg_db_role_setting as s join pg_catalog.pg_roles as r on r.oid = s.setrole
       where r.rolname = wanted.role and s.setdatabase = 0
         and exists (select from pg_catalog.unnest(s.setconfig) as c where c like wanted.name || '=%')
    ) then
      -- A search_path is a list of names, written as such; every other value is one literal.
      execute pg_catalog.format('alter role %I set %I = %s', wanted.role, wanted.name,
        case when wanted.name = 'search_path' then wanted.value else pg_catalog.quote_literal(wanted.value) end);
    end if;
  end loop;
end
$$;

-- pg-safeupdate refuses UPDATE and DELETE without WHERE in every session that logs in as
-- authenticator, as on a hosted project. Set only where the library is installed: a login would
-- fail on a missing one. PGlite never logs in as authenticator, so it never loads it.
do $$
begin
  if not exists (
    select from pg_catalog.pg_db_role_setting as s join pg_catalog.pg_roles as r on r.oid = s.setrole
     where r.rolname = 'authenticator' and s.setdatabase = 0
       and exists (select from pg_catalog.unnest(s.setconfig) as c where c like 'session\_preload\_libraries=%')
  ) then
    -- Looked for as a file, not loaded: LOAD would hold this session to it from here on.
    begin
      if exists (select from pg_catalog.pg_config() as c
                  where c.name = 'PKGLIBDIR'
                    and (pg_catalog.pg_stat_file(c.setting || '/safeupdate.so', true)).size is not null) then
        alter role authenticator set session_preload_libraries = 'safeupdate';
      end if;
    exception when others then null;
    end;
  end if;
end
$$;

-- The database belongs to the owner, as Supabase's belongs to postgres: its public schema
-- (owned by pg_database_owner) is then the owner's to create in and to grant on.
do $$
declare
  owner_name text := pg_catalog.current_setting('bootstrap.owner');
begin
  if (select datdba::regrole::text from pg_catalog.pg_database where datname = pg_catalog.current_database())
     is distinct from owner_name then
    execute pg_catalog.format('alter database %I owner to %I', pg_catalog.current_database(), owner_name);
  end if;
end
$$;

-- The auth schema, as Supabase's init scripts make it before GoTrue fills it: the API roles may
-- use it (for auth.uid() and the like), GoTrue's role and the owner may create in it.
do $$
declare
  owner_name text := pg_catalog.current_setting('bootstrap.owner');
begin
  if pg_catalog.to_regnamespace('auth') is null then
    begin
      create schema auth;
    exception when duplicate_schema or unique_violation then null;
    end;
  end if;
  grant usage on schema auth to anon, authenticated, service_role;
  grant all on schema auth to supabase_auth_admin;
  execute pg_catalog.format('grant all on schema auth to %I', owner_name);
  -- What GoTrue makes there, the owner may read and write (its security-definer helpers read
  -- auth.users and auth.mfa_factors); the API roles get nothing.
  execute pg_catalog.format('alter default privileges for role supabase_auth_admin in schema auth grant all on tables to %I', owner_name);
  execute pg_catalog.format('alter default privileges for role supabase_auth_admin in schema auth grant all on sequences to %I', owner_name);
  execute pg_catalog.format('alter default privileges for role supabase_auth_admin in schema auth grant all on functions to %I', owner_name);
end
$$;

-- Before this layout every object was the superuser's: ours go to the roles that own them on a
-- hosted project, the auth schema's to supabase_auth_admin, the rest to the owner. Never on a
-- Supabase database (GoTrue's auth.schema_migrations present), where ownership is Supabase's.
do $$
declare
  owner_name text := pg_catalog.current_setting('bootstrap.owner');
  item record;
begin
  if pg_catalog.to_regclass('auth.schema_migrations') is not null then
    return;
  end if;
  for item in
    select n.nspname as schema_name,
           case when n.nspname = 'auth' then 'supabase_auth_admin' else owner_name end as new_owner,
           case c.relkind when 'S' then 'sequence' when 'v' then 'view' when 'm' then 'materialized view'
                          else 'table' end as kind,
           pg_catalog.format('%I.%I', n.nspname, c.relname) as name
      from pg_catalog.pg_class as c join pg_catalog.pg_namespace as n on n.oid = c.relnamespace
     where n.nspname in ('auth', 'public', 'private', 'supabase_migrations')
       and c.relkind in ('r', 'p', 'v', 'm', 'S')
       and (select rolsuper from pg_catalog.pg_roles where oid = c.relowner)
       -- A sequence owned by a column follows its table.
       and not exists (select from pg_catalog.pg_depend as d
                        where d.objid = c.oid and d.deptype in ('a', 'i') and c.relkind = 'S')
    union all
    select n.nspname, case when n.nspname = 'auth' then 'supabase_auth_admin' else owner_name end,
           case p.prokind when 'p' then 'procedure' else 'function' end,
           pg_catalog.format('%s', p.oid::regprocedure)
      from pg_catalog.pg_proc as p join pg_catalog.pg_namespace as n on n.oid = p.pronamespace
     where n.nspname in ('auth', 'public', 'private', 'supabase_migrations')
       and (select rolsuper from pg_catalog.pg_roles where oid = p.proowner)
       and not exists (select from pg_catalog.pg_depend as d
                        where d.classid = 'pg_catalog.pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
    union all
    select n.nspname, case when n.nspname = 'auth' then 'supabase_auth_admin' else owner_name end,
           'type', pg_catalog.format('%I.%I', n.nspname, t.typname)
      from pg_catalog.pg_type as t join pg_catalog.pg_namespace as n on n.oid = t.typnamespace
     where n.nspname in ('auth', 'public', 'private', 'supabase_migrations')
       and t.typtype in ('e', 'd')
       and (select rolsuper from pg_catalog.pg_roles where oid = t.typowner)
  loop
    execute pg_catalog.format('alter %s %s owner to %I', item.kind, item.name, item.new_owner);
  end loop;
  for item in
    select n.nspname from pg_catalog.pg_namespace as n
     where n.nspname in ('private', 'supabase_migrations')
       and (select rolsuper from pg_catalog.pg_roles where oid = n.nspowner)
  loop
    execute pg_catalog.format('alter schema %I owner to %I', item.nspname, owner_name);
  end loop;
end
$$;
