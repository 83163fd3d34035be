-- Migration: an admin's second factor (TOTP), enforced by the database.
--
-- Supabase Auth records each user's factors in auth.mfa_factors and puts the session's level in
-- the access token: `aal` is 'aal1' after a password, 'aal2' once a code from the authenticator
-- app was verified in that session. A hosted project has auth.mfa_factors already; the local
-- backend creates the same table in server/db/bootstrap/auth.sql, so this SQL runs unchanged on both.
--
-- The rule lives in private.is_admin(), which every admin policy calls (leads, statuses, posts,
-- and whatever is added later), so they all inherit it. A user with an admin_roles row is an admin
-- for data only when
--   - the token is aal2, or
--   - the user has no verified factor and private.admin_settings.require_admin_mfa is off
-- which is the conditional pattern of Supabase's MFA guide ("Enforce MFA" with RLS): once a
-- factor is verified, a password alone no longer reads leads. admin_roles itself stays readable
-- at aal1 (its own-row policy does not call is_admin), so the dashboard can tell an admin who
-- still has to type a code from someone who is no admin at all.
--
-- The setting. private.admin_settings holds one row; require_admin_mfa (default off) makes every
-- admin enrol a factor before seeing data. Like the submission limits it is changed with one
-- UPDATE, in the Supabase SQL editor or psql / PGlite locally, and applies to the next request:
--   update private.admin_settings set require_admin_mfa = true;
-- Admins read it (never write it) through the view public.admin_mfa_settings, so the dashboard can
-- lead an unenrolled admin to enrolment instead of showing empty lists.

create table private.admin_settings (
  id boolean primary key default true,
  require_admin_mfa boolean not null default false,

  constraint admin_settings_single_row check (id)
);

comment on table private.admin_settings is
  'Settings of the admin dashboard, one row. require_admin_mfa: admins see data only at aal2.';

insert into private.admin_settings default values;

alter table private.admin_settings enable row level security;
revoke all on table private.admin_settings from public, anon, authenticated, service_role;
grant select (require_admin_mfa) on table private.admin_settings to authenticated;

-- Whoever holds an admin_roles row may read the setting, at aal1 too: that is when it matters.
create policy "Admins can read the admin settings"
  on private.admin_settings for select to authenticated
  using (exists (select 1 from public.admin_roles as roles where roles.user_id = (select auth.uid())));

-- security_invoker: the view reads as the caller, so the grant and policy above decide.
create view public.admin_mfa_settings
  with (security_invoker = true)
  as select settings.require_admin_mfa from private.admin_settings as settings;

comment on view public.admin_mfa_settings is
  'The admin dashboard settings an admin may read: whether a second factor is required.';

revoke all on table public.admin_mfa_settings from public, anon, authenticated, service_role;
grant select on table public.admin_mfa_settings to authenticated;

-- Security definer so it reads admin_roles, auth.mfa_factors and the setting whatever the
-- caller's own rights; coalesce so a missing claim or row is a plain false, never null.
create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    exists (select 1 from public.admin_roles as roles where roles.user_id = (select auth.uid()))
    and (
      (select auth.jwt() ->> 'aal') = 'aal2'
      or (
        not coalesce((select settings.require_admin_mfa from private.admin_settings as settings), false)
        and not exists (
          select 1 from auth.mfa_factors as factors
           where factors.user_id = (select auth.uid()) and factors.status = 'verified'
        )
      )
    ),
    false
  )
$$;
