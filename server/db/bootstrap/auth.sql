-- GoTrue's part of the auth schema that this backend reads and writes, made as GoTrue makes it:
-- by supabase_auth_admin, which owns it, with RLS on every table (no policy: only its owner and
-- roles that bypass RLS see rows) and GoTrue's own auth.uid(), auth.role(), auth.email() and
-- auth.jwt(). Each column has GoTrue's name, type, nullability and default, so a row moves
-- between this backend and a Supabase project as it is (tests/db/supabase-shape.test.ts holds it
-- to tests/db/supabase-shape.snapshot.json). Skipped where GoTrue's own schema is present
-- (server/db/connections.ts); idempotent, and brings the older layout of this file up to date.

do $$
declare
  wanted record;
begin
  for wanted in
    select * from (values
      ('aal_level', array['aal1', 'aal2', 'aal3']),
      ('factor_type', array['totp', 'webauthn', 'phone']),
      ('factor_status', array['unverified', 'verified'])
    ) as types(name, labels)
  loop
    if pg_catalog.to_regtype('auth.' || wanted.name) is null then
      execute pg_catalog.format('create type auth.%I as enum (%s)', wanted.name,
        (select pg_catalog.string_agg(pg_catalog.quote_literal(label), ', ') from pg_catalog.unnest(wanted.labels) as label));
    end if;
  end loop;
end
$$;

create table if not exists auth.users (id uuid not null primary key);
create table if not exists auth.identities (id uuid not null default gen_random_uuid() primary key);
create table if not exists auth.sessions (id uuid not null primary key);
create table if not exists auth.refresh_tokens (id bigserial not null primary key);
create table if not exists auth.mfa_factors (id uuid not null primary key);
create table if not exists auth.mfa_challenges (id uuid not null primary key);
create table if not exists auth.mfa_amr_claims (id uuid not null);

-- Every column GoTrue gives these tables that this backend names, plus every NOT NULL one, as
-- GoTrue declares it: added where missing, its type, nullability and default set where they differ.
do $$
declare
  wanted record;
  current record;
begin
  for wanted in
    select * from (values
      ('users', 'instance_id', 'uuid', false, null),
      ('users', 'aud', 'character varying(255)', false, null),
      ('users', 'role', 'character varying(255)', false, null),
      ('users', 'email', 'character varying(255)', false, null),
      ('users', 'encrypted_password', 'character varying(255)', false, null),
      ('users', 'email_confirmed_at', 'timestamp with time zone', false, null),
      ('users', 'invited_at', 'timestamp with time zone', false, null),
      ('users', 'confirmation_token', 'character varying(255)', false, null),
      ('users', 'confirmation_sent_at', 'timestamp with time zone', false, null),
      ('users', 'recovery_token', 'character varying(255)', false, null),
      ('users', 'recovery_sent_at', 'timestamp with time zone', false, null),
      ('users', 'last_sign_in_at', 'timestamp with time zone', false, null),
      ('users', 'raw_app_meta_data', 'jsonb', false, null),
      ('users', 'raw_user_meta_data', 'jsonb', false, null),
      ('users', 'is_super_admin', 'boolean', false, null),
      ('users', 'created_at', 'timestamp with time zone', false, null),
      ('users', 'updated_at', 'timestamp with time zone', false, null),
      ('users', 'phone', 'text', false, 'NULL::character varying'),
      ('users', 'phone_confirmed_at', 'timestamp with time zone', false, null),
      ('users', 'banned_until', 'timestamp with time zone', false, null),
      ('users', 'is_sso_user', 'boolean', true, 'false'),
      ('users', 'deleted_at', 'timestamp with time zone', false, null),
      ('users', 'is_anonymous', 'boolean', true, 'false'),
      ('identities', 'provider_id', 'text', true, null),
      ('identities', 'user_id', 'uuid', true, null),
      ('identities', 'identity_data', 'jsonb', true, null),
      ('identities', 'provider', 'text', true, null),
      ('identities', 'last_sign_in_at', 'timestamp with time zone', false, null),
      ('identities', 'created_at', 'timestamp with time zone', false, null),
      ('identities', 'updated_at', 'timestamp with time zone', false, null),
      ('sessions', 'user_id', 'uuid', true, null),
      ('sessions', 'created_at', 'timestamp with time zone', false, null),
      ('sessions', 'updated_at', 'timestamp with time zone', false, null),
      ('sessions', 'factor_id', 'uuid', false, null),
      ('sessions', 'aal', 'auth.aal_level', false, null),
      ('sessions', 'not_after', 'timestamp with time zone', false, null),
      ('sessions', 'refreshed_at', 'timestamp without time zone', false, null),
      ('sessions', 'user_agent', 'text', false, null),
      ('sessions', 'ip', 'inet', false, null),
      ('refresh_tokens', 'instance_id', 'uuid', false, null),
      ('refresh_tokens', 'token', 'character varying(255)', false, null),
      ('refresh_tokens', 'user_id', 'character varying(255)', false, null),
      ('refresh_tokens', 'revoked', 'boolean', false, null),
      ('refresh_tokens', 'created_at', 'timestamp with time zone', false, null),
      ('refresh_tokens', 'updated_at', 'timestamp with time zone', false, null),
      ('refresh_tokens', 'parent', 'character varying(255)', false, null),
      ('refresh_tokens', 'session_id', 'uuid', false, null),
      ('mfa_factors', 'user_id', 'uuid', true, null),
      ('mfa_factors', 'friendly_name', 'text', false, null),
      ('mfa_factors', 'factor_type', 'auth.factor_type', true, null),
      ('mfa_factors', 'status', 'auth.factor_status', true, null),
      ('mfa_factors', 'created_at', 'timestamp with time zone', true, null),
      ('mfa_factors', 'updated_at', 'timestamp with time zone', true, null),
      ('mfa_factors', 'secret', 'text', false, null),
      ('mfa_factors', 'phone', 'text', false, null),
      ('mfa_factors', 'last_challenged_at', 'timestamp with time zone', false, null),
      ('mfa_challenges', 'factor_id', 'uuid', true, null),
      ('mfa_challenges', 'created_at', 'timestamp with time zone', true, null),
      ('mfa_challenges', 'verified_at', 'timestamp with time zone', false, null),
      ('mfa_challenges', 'ip_address', 'inet', true, null),
      ('mfa_challenges', 'otp_code', 'text', false, null),
      ('mfa_amr_claims', 'session_id', 'uuid', true, null),
      ('mfa_amr_claims', 'created_at', 'timestamp with time zone', true, null),
      ('mfa_amr_claims', 'updated_at', 'timestamp with time zone', true, null),
      ('mfa_amr_claims', 'authentication_method', 'text', true, null)
    ) as columns(table_name, column_name, column_type, not_null, column_default)
  loop
    select pg_catalog.format_type(a.atttypid, a.atttypmod) as column_type, a.attnotnull as not_null,
           pg_catalog.pg_get_expr(d.adbin, d.adrelid) as column_default
      into current
      from pg_catalog.pg_attribute as a
      left join pg_catalog.pg_attrdef as d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where a.attrelid = pg_catalog.format('auth.%I', wanted.table_name)::regclass
       and a.attname = wanted.column_name and not a.attisdropped;
    if not found then
      execute pg_catalog.format('alter table auth.%I add column %I %s%s%s', wanted.table_name,
        wanted.column_name, wanted.column_type,
        case when wanted.column_default is null then '' else ' default ' || wanted.column_default end,
        case when wanted.not_null then ' not null' else '' end);
      continue;
    end if;
    -- Compared as the catalog prints them: an enum here is auth.aal_level, there aal_level.
    if pg_catalog.regexp_replace(current.column_type, '^auth\.', '')
       <> pg_catalog.regexp_replace(wanted.column_type, '^auth\.', '') then
      -- The old default is of the old type (the older layout's 'aal1'::text): it goes first.
      execute pg_catalog.format('alter table auth.%I alter column %I drop default', wanted.table_name,
        wanted.column_name);
      current.column_default := null;
      execute pg_catalog.format('alter table auth.%I alter column %I type %s using %I::text::%s',
        wanted.table_name, wanted.column_name, wanted.column_type, wanted.column_name, wanted.column_type);
    end if;
    if current.column_default is distinct from wanted.column_default then
      execute pg_catalog.format('alter table auth.%I alter column %I %s', wanted.table_name,
        wanted.column_name,
        case when wanted.column_default is null then 'drop default' else 'set default ' || wanted.column_default end);
    end if;
    if current.not_null <> wanted.not_null then
      execute pg_catalog.format('alter table auth.%I alter column %I %s not null', wanted.table_name,
        wanted.column_name, case when wanted.not_null then 'set' else 'drop' end);
    end if;
  end loop;
end
$$;

-- GoTrue's generated column: the identity's address, lower-cased, for look-ups.
do $$
begin
  if not exists (select from pg_catalog.pg_attribute
                  where attrelid = 'auth.identities'::regclass and attname = 'email' and not attisdropped) then
    alter table auth.identities
      add column email text generated always as (pg_catalog.lower(identity_data ->> 'email')) stored;
  end if;
end
$$;

-- GoTrue's keys, unique constraints and indexes on these tables, named as GoTrue names them.
do $$
begin
  if not exists (select from pg_catalog.pg_constraint where conrelid = 'auth.mfa_amr_claims'::regclass and contype = 'p') then
    alter table auth.mfa_amr_claims add constraint amr_id_pk primary key (id);
  end if;
  if not exists (select from pg_catalog.pg_constraint where conrelid = 'auth.mfa_amr_claims'::regclass and contype = 'u') then
    alter table auth.mfa_amr_claims
      add constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method);
  end if;
  if not exists (select from pg_catalog.pg_constraint where conrelid = 'auth.identities'::regclass and contype = 'u') then
    alter table auth.identities add constraint identities_provider_id_provider_unique unique (provider_id, provider);
  end if;
  if not exists (select from pg_catalog.pg_constraint where conrelid = 'auth.refresh_tokens'::regclass and contype = 'u') then
    alter table auth.refresh_tokens add constraint refresh_tokens_token_unique unique (token);
  end if;
  if not exists (select from pg_catalog.pg_constraint where conrelid = 'auth.mfa_factors'::regclass and contype = 'u') then
    alter table auth.mfa_factors add constraint mfa_factors_last_challenged_at_key unique (last_challenged_at);
  end if;
end
$$;

do $$
declare
  wanted record;
begin
  for wanted in
    select * from (values
      ('identities', 'user_id', 'users', 'on delete cascade'),
      ('sessions', 'user_id', 'users', 'on delete cascade'),
      ('refresh_tokens', 'session_id', 'sessions', 'on delete cascade'),
      ('mfa_factors', 'user_id', 'users', 'on delete cascade'),
      ('mfa_challenges', 'factor_id', 'mfa_factors', 'on delete cascade'),
      ('mfa_amr_claims', 'session_id', 'sessions', 'on delete cascade')
    ) as keys(table_name, column_name, target, action)
  loop
    if not exists (
      select from pg_catalog.pg_constraint
       where conrelid = pg_catalog.format('auth.%I', wanted.table_name)::regclass and contype = 'f'
         and confrelid = pg_catalog.format('auth.%I', wanted.target)::regclass
    ) then
      execute pg_catalog.format('alter table auth.%I add constraint %I foreign key (%I) references auth.%I (id) %s',
        wanted.table_name, wanted.table_name || '_' || wanted.column_name || '_fkey', wanted.column_name,
        wanted.target, wanted.action);
    end if;
  end loop;
end
$$;

create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);
create index if not exists identities_user_id_idx on auth.identities (user_id);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where (pg_catalog.btrim(friendly_name) <> '');
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);

alter table auth.users enable row level security;
alter table auth.identities enable row level security;
alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;
alter table auth.mfa_factors enable row level security;
alter table auth.mfa_challenges enable row level security;
alter table auth.mfa_amr_claims enable row level security;

-- The helpers policies call, with GoTrue's bodies; every role may run them (PUBLIC, as GoTrue leaves it).
create or replace function auth.uid() returns uuid language sql stable as $$
  select
  coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text language sql stable as $$
  select
  coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text language sql stable as $$
  select
  coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb language sql stable as $$
  select
    coalesce(
        nullif(current_setting('request.jwt.claim', true), ''),
        nullif(current_setting('request.jwt.claims', true), '')
    )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to public;

-- Tables made before the default privileges of server/db/bootstrap/roles.sql get the same grants.
do $$
begin
  execute pg_catalog.format('grant all on all tables in schema auth to %I', pg_catalog.current_setting('bootstrap.owner'));
  execute pg_catalog.format('grant all on all sequences in schema auth to %I', pg_catalog.current_setting('bootstrap.owner'));
end
$$;
