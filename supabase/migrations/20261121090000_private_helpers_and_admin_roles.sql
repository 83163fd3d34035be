-- Migration: the `private` schema with the helpers every policy and trigger uses, and admin_roles.
--
-- `private` is not in the API's exposed schemas, so nothing here is reachable over /rest/v1; the
-- policies call private.is_admin() as the requesting role, which is why authenticated gets USAGE on
-- the schema and EXECUTE on that one function. A row in admin_roles makes a user an admin; only
-- service_role (operator tooling) writes the table.

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated;

create table public.admin_roles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

comment on table public.admin_roles is 'A row grants its user admin rights in the dashboard.';

alter table public.admin_roles enable row level security;

revoke all on table public.admin_roles from public, anon, authenticated;
grant select (user_id, created_at) on table public.admin_roles to authenticated;
grant all on table public.admin_roles to service_role;

-- The dashboard asks "am I an admin?" by selecting its own row; nobody can list the others.
create policy "Signed-in users can read their own admin row"
  on public.admin_roles for select to authenticated
  using (user_id = (select auth.uid()));

-- Security definer so the check can read admin_roles whatever the caller's own rights on it are.
create function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.admin_roles as roles where roles.user_id = (select auth.uid())
  )
$$;

revoke execute on function private.is_admin() from public, anon;
grant execute on function private.is_admin() to authenticated;

-- Shared by the lead tables: who changed a status and when is recorded by the database, whatever
-- the client sends, and kept unchanged by updates that leave the status alone.
create function private.stamp_status_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    new.status_changed_at := now();
    new.status_changed_by := (select auth.uid());
  else
    new.status_changed_at := old.status_changed_at;
    new.status_changed_by := old.status_changed_by;
  end if;
  return new;
end
$$;

-- Shared by the lead tables: the allowed changes are the trigger's arguments, written 'from>to'.
-- Only the API's end-user roles are held to them; service_role and the database owner may repair
-- any row. The error names a pseudo-constraint "<table>_status_transition" so the UI maps it the
-- same way as the real CHECK constraints.
create function private.guard_status_transition()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  rule_name text := tg_table_name || '_status_transition';
begin
  if new.status is not distinct from old.status
    or current_user::text not in ('anon', 'authenticated')
    or (old.status || '>' || new.status) = any (tg_argv) then
    return new;
  end if;
  raise exception 'status cannot change from "%" to "%" (constraint "%")',
    old.status, new.status, rule_name
    using
      errcode = 'check_violation',
      constraint = rule_name,
      table = tg_table_name,
      schema = tg_table_schema,
      detail = 'Allowed changes: ' || replace(array_to_string(tg_argv, ', '), '>', ' -> ') || '.';
end
$$;

-- Trigger functions run without EXECUTE; nobody should call them directly.
revoke execute on function private.stamp_status_change() from public, anon, authenticated;
revoke execute on function private.guard_status_transition() from public, anon, authenticated;
