-- Migration: lead_notes, the staff's internal notes on a contact message or an access request
-- (docs/product.md#lead-notes).
--
-- Admins only, through private.is_admin() in every policy. A note belongs to exactly one lead
-- (CHECK) and goes with it: both foreign keys cascade, so erasing or expiring a lead leaves no
-- note behind. author_id and author_email are the database's: a BEFORE INSERT trigger writes the
-- signed-in user whatever the client sends, and updates may change the body only (column grant),
-- so nobody can post or edit a note in another admin's name. An author edits and deletes only
-- their own notes; every admin reads them all.

create table public.lead_notes (
  id uuid primary key default gen_random_uuid(),
  contact_message_id uuid references public.contact_messages (id) on delete cascade,
  onboarding_request_id uuid references public.onboarding_requests (id) on delete cascade,
  body text not null,
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  -- Shown beside the note; kept when the account goes, so a note still says who wrote it.
  author_email text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint lead_notes_one_lead check (num_nonnulls(contact_message_id, onboarding_request_id) = 1),
  constraint lead_notes_body_required check (body ~ '[^[:space:]]'),
  constraint lead_notes_body_length check (char_length(body) <= 2000)
);

comment on table public.lead_notes is
  'Internal notes on one lead (a contact message or an access request), visible to admins only.';

create index lead_notes_contact_message_id_idx on public.lead_notes (contact_message_id, created_at desc);
create index lead_notes_onboarding_request_id_idx
  on public.lead_notes (onboarding_request_id, created_at desc);
create index lead_notes_author_id_idx on public.lead_notes (author_id);

alter table public.lead_notes enable row level security;

revoke all on table public.lead_notes from public, anon, authenticated;
grant select on table public.lead_notes to authenticated;
grant insert (contact_message_id, onboarding_request_id, body) on table public.lead_notes to authenticated;
grant update (body) on table public.lead_notes to authenticated;
grant delete on table public.lead_notes to authenticated;
grant all on table public.lead_notes to service_role;

create policy "Admins can read every note"
  on public.lead_notes for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can add notes as themselves"
  on public.lead_notes for insert to authenticated
  with check ((select private.is_admin()) and author_id = (select auth.uid()));

create policy "Admins can edit their own notes"
  on public.lead_notes for update to authenticated
  using ((select private.is_admin()) and author_id = (select auth.uid()))
  with check ((select private.is_admin()) and author_id = (select auth.uid()));

create policy "Admins can delete their own notes"
  on public.lead_notes for delete to authenticated
  using ((select private.is_admin()) and author_id = (select auth.uid()));

-- Security definer to read the author's address from auth.users, which API roles cannot read.
-- service_role and the owner (imports, operator tooling) keep what they send.
create function private.stamp_lead_note_author()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if coalesce(current_setting('role', true), '') in ('anon', 'authenticated') then
    new.author_id := (select auth.uid());
    new.author_email := (select users.email from auth.users as users where users.id = new.author_id);
    new.created_at := pg_catalog.now();
  end if;
  new.updated_at := new.created_at;
  return new;
end
$$;

create function private.stamp_lead_note_edit()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.body is distinct from old.body then
    new.updated_at := pg_catalog.now();
  end if;
  return new;
end
$$;

revoke execute on function private.stamp_lead_note_author() from public, anon, authenticated;
revoke execute on function private.stamp_lead_note_edit() from public, anon, authenticated;

create trigger stamp_author
  before insert on public.lead_notes
  for each row execute function private.stamp_lead_note_author();

create trigger stamp_edit
  before update on public.lead_notes
  for each row execute function private.stamp_lead_note_edit();
