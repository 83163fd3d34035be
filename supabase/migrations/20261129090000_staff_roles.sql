-- Migration: staff roles (docs/product.md#staff-roles), a log of staff changes, and owners who
-- manage the staff.
--
-- A row in admin_roles still makes its user staff who passes the admin check; its new `role`
-- says what they may do. Each role grants capabilities (private.role_capabilities):
--   owner      leads, blog, staff, erase
--   admin      leads, blog                (the default: everything the spec gives admins)
--   editor     blog                       (never sees personal data)
--   lead_desk  leads                      (messages, requests, notes, overview)
-- private.staff_may(capability) is the one check every policy and function uses: the caller holds
-- a role with the capability and passes the second-factor rule of 20261126110000. That rule now
-- reads require_admin_mfa for the roles that read leads only; a verified factor asks every role
-- for aal2.
--
-- private.is_admin() keeps its name, since the lead functions call it by name, and now means
-- "may work the lead desk" (staff_may('leads')). The blog's policies and site status move to
-- staff_may('blog'), erasure to staff_may('erase').
--
-- Owners change roles and remove staff through the API; the last owner can be neither removed
-- nor made anything else by staff (the secret key, an operator's, may). Every change to
-- admin_roles is logged in staff_changes, with the invitations the staff-invite function records.

alter table public.admin_roles
  add column role text not null default 'admin'
  constraint admin_roles_role_known check (role in ('owner', 'admin', 'editor', 'lead_desk'));

comment on column public.admin_roles.role is
  'What the staff member may do: owner, admin (the default), editor or lead_desk.';

-- The staff the admins of today are: the people who run it.
update public.admin_roles set role = 'owner' where role <> 'owner';

create function private.role_capabilities(role text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case role
    when 'owner' then array['leads', 'blog', 'staff', 'erase']
    when 'admin' then array['leads', 'blog']
    when 'editor' then array['blog']
    when 'lead_desk' then array['leads']
    else array[]::text[]
  end
$$;

-- Security definer so it reads admin_roles, auth.mfa_factors and the setting whatever the caller's
-- own rights; fails closed where RLS hides the factors from it (20261126110000).
create function private.staff_may(capability text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  with mine as (
    select private.role_capabilities(roles.role) as capabilities
      from public.admin_roles as roles
     where roles.user_id = (select auth.uid())
  )
  select coalesce(
    exists (select 1 from mine where capability = any (mine.capabilities))
    and (
      (select auth.jwt() ->> 'aal') = 'aal2'
      or (
        not pg_catalog.row_security_active('auth.mfa_factors'::regclass)
        and not (
          coalesce((select settings.require_admin_mfa from private.admin_settings as settings), false)
          and exists (select 1 from mine where 'leads' = any (mine.capabilities))
        )
        and not exists (
          select 1 from auth.mfa_factors as factors
           where factors.user_id = (select auth.uid()) and factors.status = 'verified'
        )
      )
    ),
    false
  )
$$;

revoke execute on function private.role_capabilities(text) from public, anon;
revoke execute on function private.staff_may(text) from public, anon;
grant execute on function private.role_capabilities(text) to authenticated, service_role;
-- The secret key holds no role: it is told no in words, not refused the function.
grant execute on function private.staff_may(text) to authenticated, service_role;

create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.staff_may('leads')
$$;

-- The blog: editors, admins and owners.
drop policy "Signed-in users can read published posts and admins all posts" on public.blog_posts;
create policy "Signed-in users can read published posts and blog staff all posts"
  on public.blog_posts for select to authenticated
  using ((published and publish_at <= now()) or (select private.staff_may('blog')));

drop policy "Admins can create posts as themselves" on public.blog_posts;
create policy "Blog staff can create posts as themselves"
  on public.blog_posts for insert to authenticated
  with check ((select private.staff_may('blog')) and author_id = (select auth.uid()));

drop policy "Admins can edit posts" on public.blog_posts;
create policy "Blog staff can edit posts"
  on public.blog_posts for update to authenticated
  using ((select private.staff_may('blog')))
  with check ((select private.staff_may('blog')));

drop policy "Admins can delete posts" on public.blog_posts;
create policy "Blog staff can delete posts"
  on public.blog_posts for delete to authenticated
  using ((select private.staff_may('blog')));

-- The public site's build status is the Blog tab's.
create or replace function private.site_build_status()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  state private.site_build_state;
begin
  if not coalesce((select private.staff_may('blog')), false) then
    raise exception 'Only blog staff may read the site''s build status' using errcode = '42501';
  end if;
  select * into state from private.site_build_state;
  return pg_catalog.jsonb_build_object(
    'up_to_date', state.built_version is not distinct from state.content_version
                  and not exists (select from public.blog_posts as posts
                                   where posts.published and posts.publish_at <= pg_catalog.now()
                                     and posts.publish_at > coalesce(state.built_as_of, '-infinity')),
    'content_changed_at', state.content_changed_at,
    'built_at', state.built_at,
    'building_since', state.building_since,
    'failed_at', state.failed_at,
    'failure', state.failure,
    'next_due_at', (select pg_catalog.min(posts.publish_at) from public.blog_posts as posts
                     where posts.published and posts.publish_at > pg_catalog.now())
  );
end
$$;

-- Erasure: owners. private.erase_person checks the lead desk; the public function adds this.
drop policy "Admins can read the erasures" on public.lead_erasures;
create policy "Owners can read the erasures"
  on public.lead_erasures for select to authenticated
  using ((select private.staff_may('erase')));

create or replace function public.erase_person(email text)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if not coalesce((select private.staff_may('erase')), false) then
    raise exception 'only owners may erase a person' using errcode = 'insufficient_privilege';
  end if;
  return private.erase_person(email);
end
$$;

comment on function public.erase_person(text) is
  'Owners only: erases every row holding the address and records the erasure (private.erase_person does it).';

-- Owners see every staff row, change roles, add and remove staff; everyone else sees their own.
revoke all on table public.admin_roles from authenticated;
grant select (user_id, role, created_at) on table public.admin_roles to authenticated;
grant insert (user_id, role), update (role), delete on table public.admin_roles to authenticated;

drop policy "Signed-in users can read their own admin row" on public.admin_roles;
create policy "Staff read their own row, owners every row"
  on public.admin_roles for select to authenticated
  using (user_id = (select auth.uid()) or (select private.staff_may('staff')));

create policy "Owners can add staff"
  on public.admin_roles for insert to authenticated
  with check ((select private.staff_may('staff')));

create policy "Owners can change roles"
  on public.admin_roles for update to authenticated
  using ((select private.staff_may('staff')))
  with check ((select private.staff_may('staff')));

create policy "Owners can remove staff"
  on public.admin_roles for delete to authenticated
  using ((select private.staff_may('staff')));

-- The error's hint names the rule, which the Staff tab turns into a sentence. Security invoker, so
-- current_user is the API role: staff are held to the rule, the secret key and the platform not.
create function private.keep_an_owner()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user::text <> 'authenticated' or old.role <> 'owner'
     or (tg_op = 'UPDATE' and new.role = 'owner') then
    return coalesce(new, old);
  end if;
  -- Locked, so two owners demoting each other at once cannot both pass.
  perform 1 from public.admin_roles as roles where roles.role = 'owner' for update;
  if not exists (select 1 from public.admin_roles as roles
                  where roles.role = 'owner' and roles.user_id <> old.user_id) then
    raise exception 'the last owner cannot be removed or made anything else'
      using errcode = 'check_violation', hint = 'last_owner';
  end if;
  return coalesce(new, old);
end
$$;

create trigger admin_roles_keep_an_owner
  before update of role or delete on public.admin_roles
  for each row execute function private.keep_an_owner();

-- The log. Written by the trigger below and by the staff-invite function (the secret key), never
-- by a browser; owners read it.
create table public.staff_changes (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor uuid,
  actor_email text,
  subject uuid,
  subject_email text,
  action text not null
    constraint staff_changes_action_known
    check (action in ('added', 'role_changed', 'removed', 'invited', 'invite_resent', 'invite_cancelled')),
  from_role text,
  to_role text
);

comment on table public.staff_changes is
  'Who changed the staff, what and when: roles given, changed and taken away, and invitations.';

create index staff_changes_at_idx on public.staff_changes (at desc);

alter table public.staff_changes enable row level security;
revoke all on table public.staff_changes from public, anon, authenticated;
grant select on table public.staff_changes to authenticated;
grant select, insert on table public.staff_changes to service_role;

create policy "Owners can read the staff changes"
  on public.staff_changes for select to authenticated
  using ((select private.staff_may('staff')));

-- Names kept as they were at the time: the log stays readable after a person's account is gone.
create function private.name_staff_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.actor := coalesce(new.actor, (select auth.uid()));
  new.actor_email := coalesce(new.actor_email,
    (select users.email from auth.users as users where users.id = new.actor));
  new.subject_email := coalesce(new.subject_email,
    (select users.email from auth.users as users where users.id = new.subject));
  return new;
end
$$;

create trigger staff_changes_named
  before insert on public.staff_changes
  for each row execute function private.name_staff_change();

create function private.log_staff_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.staff_changes (subject, action, to_role) values (new.user_id, 'added', new.role);
  elsif tg_op = 'UPDATE' then
    if new.role is distinct from old.role then
      insert into public.staff_changes (subject, action, from_role, to_role)
      values (new.user_id, 'role_changed', old.role, new.role);
    end if;
  -- A row going with its account (a cancelled invitation, a deleted user) is logged by whoever
  -- deleted the account; the row alone going is a removal.
  elsif exists (select 1 from auth.users as users where users.id = old.user_id) then
    insert into public.staff_changes (subject, action, from_role) values (old.user_id, 'removed', old.role);
  end if;
  return null;
end
$$;

create trigger admin_roles_logged
  after insert or update of role or delete on public.admin_roles
  for each row execute function private.log_staff_change();

-- The Staff tab's list, owners only: every staff row with what Auth knows of the person.
create function private.staff_members()
returns table (
  user_id uuid,
  email text,
  role text,
  created_at timestamptz,
  invited_at timestamptz,
  last_sign_in_at timestamptz,
  has_second_factor boolean,
  pending boolean
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce((select private.staff_may('staff')), false) then
    raise exception 'only owners may list the staff' using errcode = 'insufficient_privilege';
  end if;
  return query
    select roles.user_id, users.email::text, roles.role, roles.created_at, users.invited_at,
           users.last_sign_in_at,
           exists (select 1 from auth.mfa_factors as factors
                    where factors.user_id = roles.user_id and factors.status = 'verified'),
           users.invited_at is not null and users.email_confirmed_at is null
      from public.admin_roles as roles
      join auth.users as users on users.id = roles.user_id
     order by roles.role = 'owner' desc, users.email;
end
$$;

revoke execute on function private.staff_members() from public, anon;
grant execute on function private.staff_members() to authenticated;

create function public.staff_members()
returns table (
  user_id uuid,
  email text,
  role text,
  created_at timestamptz,
  invited_at timestamptz,
  last_sign_in_at timestamptz,
  has_second_factor boolean,
  pending boolean
)
language sql
stable
security invoker
set search_path = ''
as $$
  select * from private.staff_members()
$$;

revoke execute on function public.staff_members() from public, anon;
grant execute on function public.staff_members() to authenticated;

comment on function public.staff_members() is
  'Owners only: every staff member with role, last sign-in, two-step sign-in and whether the invitation is pending.';
