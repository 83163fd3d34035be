-- Migration: contact_messages, written by the public contact form and handled by admins.
--
-- Visitors may only insert name, email and message (no RETURNING, so no SELECT is needed); admins
-- read the list and move a message unread -> read -> responded. responded_at and the status_changed_*
-- columns are kept by triggers, so the client cannot forge them.

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  message text not null,
  status text not null default 'unread',
  created_at timestamptz not null default now(),
  responded_at timestamptz,
  status_changed_at timestamptz,
  status_changed_by uuid,

  constraint contact_messages_name_required check (name ~ '[^[:space:]]'),
  constraint contact_messages_name_length check (char_length(name) <= 120),
  -- The form's pattern: no spaces, exactly one @, a dot in the domain part.
  constraint contact_messages_email_format
    check (email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  constraint contact_messages_email_length check (char_length(email) <= 254),
  constraint contact_messages_message_required check (message ~ '[^[:space:]]'),
  constraint contact_messages_message_length check (char_length(message) <= 5000),
  constraint contact_messages_status_valid check (status in ('unread', 'read', 'responded')),
  constraint contact_messages_responded_at_matches_status
    check ((status = 'responded') = (responded_at is not null))
);

comment on column public.contact_messages.status_changed_by is
  'auth.uid() of whoever last changed status; null when done by service_role or the owner.';

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

alter table public.contact_messages enable row level security;

revoke all on table public.contact_messages from public, anon, authenticated;
grant insert (name, email, message) on table public.contact_messages to anon, authenticated;
grant select on table public.contact_messages to authenticated;
grant update (status, responded_at) on table public.contact_messages to authenticated;
grant all on table public.contact_messages to service_role;

create policy "Visitors can send a new unread message"
  on public.contact_messages for insert to anon
  with check (status = 'unread' and responded_at is null);

create policy "Signed-in users can send a new unread message"
  on public.contact_messages for insert to authenticated
  with check (status = 'unread' and responded_at is null);

create policy "Admins can read all messages"
  on public.contact_messages for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can update messages"
  on public.contact_messages for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- responded_at follows the status: stamped when a message becomes responded, kept while it stays
-- responded, cleared otherwise.
create function private.keep_contact_message_responded_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status <> 'responded' then
    new.responded_at := null;
  elsif old.status = 'responded' then
    new.responded_at := old.responded_at;
  else
    new.responded_at := now();
  end if;
  return new;
end
$$;

revoke execute on function private.keep_contact_message_responded_at()
  from public, anon, authenticated;

-- BEFORE triggers fire in name order: the transition guard refuses first, then the stamps.
create trigger guard_status_transition
  before update on public.contact_messages
  for each row execute function private.guard_status_transition(
    'unread>read', 'unread>responded', 'read>responded'
  );

create trigger keep_responded_at
  before update on public.contact_messages
  for each row execute function private.keep_contact_message_responded_at();

create trigger stamp_status_change
  before update on public.contact_messages
  for each row execute function private.stamp_status_change();
