-- Migration: an admin may undo their own status change of a lead for a minute.
--
-- private.lead_status_changes records every status change of contact_messages and
-- onboarding_requests, with what the row held before (status, responded_at, the status_changed_*
-- stamps), written by an AFTER trigger whoever makes the change. public.undo_lead_status_change()
-- (security invoker, so the API's caller is who runs it) calls private.undo_lead_status_change(),
-- a security-definer body that refuses unless the caller passes private.is_admin() (aal2 rules as
-- for the update itself), the lead's latest change is the caller's own, made to the status the
-- caller names, less than undo_window (a minute) ago, not undone yet, and the lead still holds that status.
-- It then puts the row back as it was before the change and marks the change undone, so a second
-- undo is refused.
--
-- Moving back past the forward-only guard: private.guard_status_transition() holds only the API's
-- end-user roles (anon, authenticated) to the allowed changes, and the body runs as its owner, so
-- the guard lets its update through; a PATCH from the API runs as authenticated and is refused as
-- before. The stamps and the record are told by a transaction-local setting, which only SQL can
-- set: PostgREST calls functions of the exposed schema (`public`) alone, and set_config is in
-- pg_catalog. The record goes with its lead (ON DELETE CASCADE), so erase_person and the retention
-- job remove it with the lead.

create table private.lead_status_changes (
  id bigint generated always as identity primary key,
  contact_message_id uuid references public.contact_messages (id) on delete cascade,
  onboarding_request_id uuid references public.onboarding_requests (id) on delete cascade,
  from_status text not null,
  to_status text not null,
  -- What the row held before the change; responded_at is null for a request (it has none).
  previous_responded_at timestamptz,
  previous_status_changed_at timestamptz,
  previous_status_changed_by uuid,
  -- auth.uid() of who made the change; null for service_role or the owner, whose changes no one undoes.
  changed_by uuid,
  changed_at timestamptz not null default now(),
  undone_at timestamptz,

  constraint lead_status_changes_one_lead check (num_nonnulls(contact_message_id, onboarding_request_id) = 1)
);

comment on table private.lead_status_changes is
  'Each status change of a lead and what the row held before it, so its author can undo it for a minute.';

create index lead_status_changes_contact_message_id_idx
  on private.lead_status_changes (contact_message_id, changed_at desc);
create index lead_status_changes_onboarding_request_id_idx
  on private.lead_status_changes (onboarding_request_id, changed_at desc);

alter table private.lead_status_changes enable row level security;
revoke all on table private.lead_status_changes from public, anon, authenticated, service_role;
create policy "No API role reads or writes the status changes"
  on private.lead_status_changes as restrictive for all to public using (false) with check (false);

-- Security definer: the API's roles may not write the record. responded_at is read through jsonb,
-- as a request's row has no such field.
create function private.record_lead_status_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if pg_catalog.current_setting('private.undoing_status_change', true) = 'on' then
    return null;
  end if;
  insert into private.lead_status_changes (
    contact_message_id, onboarding_request_id, from_status, to_status, previous_responded_at,
    previous_status_changed_at, previous_status_changed_by, changed_by
  ) values (
    case when tg_table_name = 'contact_messages' then new.id end,
    case when tg_table_name = 'onboarding_requests' then new.id end,
    old.status,
    new.status,
    (pg_catalog.to_jsonb(old) ->> 'responded_at')::timestamptz,
    old.status_changed_at,
    old.status_changed_by,
    (select auth.uid())
  );
  return null;
end
$$;

revoke execute on function private.record_lead_status_change() from public, anon, authenticated;

create trigger record_status_change
  after update of status on public.contact_messages
  for each row when (old.status is distinct from new.status)
  execute function private.record_lead_status_change();

create trigger record_status_change
  after update of status on public.onboarding_requests
  for each row when (old.status is distinct from new.status)
  execute function private.record_lead_status_change();

-- As 20261121090000 wrote it, except that an undo keeps the stamps it restores: the row then says
-- who changed its status last and when as it did before the undone change.
create or replace function private.stamp_status_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if pg_catalog.current_setting('private.undoing_status_change', true) = 'on' then
    return new;
  end if;
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

-- Each refusal names its reason in the error's hint, which the dashboard turns into a sentence.
create function private.undo_lead_status_change(lead_table text, lead_id uuid, changed_to text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Long enough for the toast that offers Undo (held while hovered or focused), short enough
  -- that an undo never takes back a decision made minutes ago.
  undo_window constant interval := interval '60 seconds';
  current_status text;
  latest private.lead_status_changes;
begin
  if not coalesce((select private.is_admin()), false) then
    raise exception 'only admins may undo a status change' using errcode = 'insufficient_privilege';
  end if;
  if lead_table is null or lead_table not in ('contact_messages', 'onboarding_requests') then
    raise exception 'no lead table named "%"', lead_table using errcode = 'invalid_parameter_value';
  end if;

  -- The lead is locked, so no change can slip in between these checks and the update.
  if lead_table = 'contact_messages' then
    select m.status into current_status from public.contact_messages as m where m.id = lead_id for update;
  else
    select r.status into current_status from public.onboarding_requests as r where r.id = lead_id for update;
  end if;
  select c.* into latest
    from private.lead_status_changes as c
   where lead_id = case lead_table when 'contact_messages' then c.contact_message_id else c.onboarding_request_id end
   order by c.changed_at desc, c.id desc
   limit 1;

  if current_status is null or latest.id is null then
    raise exception 'no status change of this lead to undo' using errcode = 'no_data_found', hint = 'not_found';
  end if;
  if latest.undone_at is not null then
    raise exception 'this status change was undone already' using errcode = 'P0001', hint = 'already_undone';
  end if;
  if latest.to_status is distinct from changed_to or current_status is distinct from latest.to_status then
    raise exception 'the status changed again since' using errcode = 'P0001', hint = 'changed_again';
  end if;
  if latest.changed_by is distinct from (select auth.uid()) then
    raise exception 'only who made a status change may undo it'
      using errcode = 'insufficient_privilege', hint = 'not_yours';
  end if;
  if latest.changed_at < pg_catalog.now() - undo_window then
    raise exception 'a status change may be undone for % only', undo_window
      using errcode = 'P0001', hint = 'too_late';
  end if;

  perform pg_catalog.set_config('private.undoing_status_change', 'on', true);
  if lead_table = 'contact_messages' then
    update public.contact_messages as m
       set status = latest.from_status,
           responded_at = latest.previous_responded_at,
           status_changed_at = latest.previous_status_changed_at,
           status_changed_by = latest.previous_status_changed_by
     where m.id = lead_id;
  else
    update public.onboarding_requests as r
       set status = latest.from_status,
           status_changed_at = latest.previous_status_changed_at,
           status_changed_by = latest.previous_status_changed_by
     where r.id = lead_id;
  end if;
  perform pg_catalog.set_config('private.undoing_status_change', 'off', true);

  update private.lead_status_changes as c set undone_at = pg_catalog.now() where c.id = latest.id;
  return latest.from_status;
end
$$;

revoke execute on function private.undo_lead_status_change(text, uuid, text) from public, anon, service_role;
grant execute on function private.undo_lead_status_change(text, uuid, text) to authenticated;

create function public.undo_lead_status_change(lead_table text, lead_id uuid, changed_to text)
returns text
language sql
security invoker
set search_path = ''
as $$
  select private.undo_lead_status_change(lead_table, lead_id, changed_to)
$$;

comment on function public.undo_lead_status_change(text, uuid, text) is
  'Admins only: puts a lead back as it was before their own latest status change, for a minute after it; returns the status restored.';

revoke execute on function public.undo_lead_status_change(text, uuid, text) from public, anon, service_role;
grant execute on function public.undo_lead_status_change(text, uuid, text) to authenticated;
