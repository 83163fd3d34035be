-- Migration: the admin check fails closed when it cannot see the second factors.
--
-- private.is_admin() lets an admin without a verified factor work at aal1, and finds out whether a
-- factor exists by reading auth.mfa_factors. Supabase turns RLS on for that table with no policy,
-- so only a role past RLS sees its rows: the function's owner, postgres, which bypasses RLS and
-- belongs to the table's owner on a hosted project, as here (server/db/bootstrap/roles.sql).
-- Owned by a role with neither, it would see no factor at all and take every admin for one
-- without, letting aal1 tokens through. Now, when RLS holds it back on that table, only an aal2
-- token makes an admin.

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
        not pg_catalog.row_security_active('auth.mfa_factors'::regclass)
        and not coalesce((select settings.require_admin_mfa from private.admin_settings as settings), false)
        and not exists (
          select 1 from auth.mfa_factors as factors
           where factors.user_id = (select auth.uid()) and factors.status = 'verified'
        )
      )
    ),
    false
  )
$$;
