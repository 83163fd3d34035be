-- Migration: the lead desk answers (docs/product.md#answering-leads).
--
-- 1. Each lead keeps the display mode its visitor used (display_mode, sent by the form) and a
--    person_id: one uuid per address, compared as erase_person compares them (lower(email)), so
--    every lead of one person carries the same id, in the API and the CSV export alike.
-- 2. public.lead_mails is the outbox of mails to visitors, one row per mail: the acknowledgement
--    a new lead gets, and each reply staff send from the desk. It is drained like lead_notices
--    (claim with a lease, then record sent or failed, by the local server or the lead-notices Edge
--    Function), and a row is also the conversation entry the desk shows: who sent it, when, and
--    its delivery state. A reply is never given up on a passing failure; an acknowledgement still
--    unsent after notice_expiry expires instead of arriving days late. A mail the sender cannot
--    deliver at all (no address a header may carry) is recorded as failed, for good.
-- 3. An acknowledgement is queued by a trigger in the lead's own transaction, and only when the
--    setting allows it: never for a row the submission checks refused or skipped (they are not
--    among the statement's new rows), at most one per person a day, and at most
--    acknowledgement_hourly_cap an hour in all, so a stranger's address typed into a form cannot
--    make us a mailer for anyone.
-- 4. public.reply_to_lead() queues a reply and moves the lead as the spec's own action would (a
--    message to responded, a pending request to contacted), in one transaction, as its caller:
--    the status guard and the undo record see the staff member's own change.
-- 5. public.reply_templates holds the desk's editable reply templates.
-- 6. public.person_timeline() and public.erasure_preview() show one person across the lead
--    tables, and what erasing them would delete; erase_person now counts the person's mails.
-- Everything here is the lead desk's: private.staff_may('leads') (an editor sees none of it).

-- 1. Mode and person -----------------------------------------------------------------------------

alter table public.contact_messages
  add column display_mode text,
  add column person_id uuid generated always as (pg_catalog.md5(pg_catalog.lower(email))::uuid) stored,
  add constraint contact_messages_display_mode_valid check (display_mode in ('faith', 'secular'));

alter table public.onboarding_requests
  add column display_mode text,
  add column person_id uuid generated always as (pg_catalog.md5(pg_catalog.lower(email))::uuid) stored,
  add constraint onboarding_requests_display_mode_valid check (display_mode in ('faith', 'secular'));

comment on column public.contact_messages.display_mode is 'The display mode the visitor used: faith or secular.';
comment on column public.onboarding_requests.display_mode is 'The display mode the visitor used: faith or secular.';
comment on column public.contact_messages.person_id is 'One id per address (md5 of lower(email)), shared by every lead of one person.';
comment on column public.onboarding_requests.person_id is 'One id per address (md5 of lower(email)), shared by every lead of one person.';

create index contact_messages_person_id_idx on public.contact_messages (person_id);
create index onboarding_requests_person_id_idx on public.onboarding_requests (person_id);

grant insert (display_mode) on table public.contact_messages to anon, authenticated;
grant insert (display_mode) on table public.onboarding_requests to anon, authenticated;

-- The settings: acknowledgements on or off, and their hourly cap.
alter table private.lead_desk_settings
  add column acknowledgements boolean not null default true,
  add column acknowledgement_hourly_cap integer not null default 60,
  add constraint lead_desk_settings_acknowledgement_cap_range check (acknowledgement_hourly_cap between 0 and 10000);

-- 2. The outbox of mails to visitors -------------------------------------------------------------

create table public.lead_mails (
  id uuid primary key default gen_random_uuid(),
  contact_message_id uuid references public.contact_messages (id) on delete cascade,
  onboarding_request_id uuid references public.onboarding_requests (id) on delete cascade,
  -- The lead's person (written by the stamp trigger), so the one-a-day rule needs no join.
  person_id uuid not null,
  kind text not null,
  -- A reply's text as staff wrote it; an acknowledgement's words are the site's copy, rendered at send time.
  body text,
  sent_by uuid references auth.users (id) on delete set null,
  -- Shown beside the reply; kept when the account goes, so a reply still says who sent it.
  sent_by_email text,
  status text not null default 'queued',
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  next_attempt_at timestamptz not null default now(),
  claim_token uuid,
  claimed_until timestamptz,
  sent_at timestamptz,
  expired_at timestamptz,
  failed_at timestamptz,

  constraint lead_mails_one_lead check (num_nonnulls(contact_message_id, onboarding_request_id) = 1),
  constraint lead_mails_kind_valid check (kind in ('acknowledgement', 'reply')),
  constraint lead_mails_reply_has_body check ((kind = 'reply') = (body is not null)),
  constraint lead_mails_body_required check (body ~ '[^[:space:]]'),
  constraint lead_mails_body_length check (char_length(body) <= 5000),
  constraint lead_mails_status_valid check (status in ('queued', 'sent', 'expired', 'failed')),
  constraint lead_mails_sent_at_matches_status check ((status = 'sent') = (sent_at is not null)),
  constraint lead_mails_expired_at_matches_status check ((status = 'expired') = (expired_at is not null)),
  constraint lead_mails_failed_at_matches_status check ((status = 'failed') = (failed_at is not null)),
  constraint lead_mails_only_acknowledgements_expire check (status <> 'expired' or kind = 'acknowledgement'),
  constraint lead_mails_last_error_length check (char_length(last_error) <= 1000)
);

comment on table public.lead_mails is
  'Outbox and conversation: each acknowledgement and reply mailed to a visitor, with its delivery state.';

create index lead_mails_contact_message_id_idx on public.lead_mails (contact_message_id, created_at);
create index lead_mails_onboarding_request_id_idx on public.lead_mails (onboarding_request_id, created_at);
create index lead_mails_person_id_idx on public.lead_mails (person_id, kind, created_at);
create index lead_mails_due_idx on public.lead_mails (next_attempt_at) where status = 'queued';
create index lead_mails_sent_by_idx on public.lead_mails (sent_by);

alter table public.lead_mails enable row level security;

-- Staff write replies through reply_to_lead(), which changes the lead's status with the reply; it
-- runs as its caller, so the caller needs the insert. Nobody in a browser updates or deletes a mail.
revoke all on table public.lead_mails from public, anon, authenticated;
grant select on table public.lead_mails to authenticated;
grant insert (contact_message_id, onboarding_request_id, kind, body) on table public.lead_mails to authenticated;
grant all on table public.lead_mails to service_role;

create policy "The lead desk reads the mails"
  on public.lead_mails for select to authenticated
  using ((select private.staff_may('leads')));

create policy "The lead desk sends replies as themselves"
  on public.lead_mails for insert to authenticated
  with check ((select private.staff_may('leads')) and kind = 'reply' and sent_by = (select auth.uid()));

-- Security definer to read the lead's person and the sender's address, which the caller may not
-- read as such. An API caller's row is always theirs, queued, untried; the sender's keep theirs.
create function private.stamp_lead_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.person_id := coalesce(
    (select m.person_id from public.contact_messages as m where m.id = new.contact_message_id),
    (select r.person_id from public.onboarding_requests as r where r.id = new.onboarding_request_id)
  );
  if new.person_id is null then
    raise exception 'no lead with this id' using errcode = 'foreign_key_violation', hint = 'not_found';
  end if;
  if coalesce(pg_catalog.current_setting('role', true), '') in ('anon', 'authenticated') then
    new.sent_by := (select auth.uid());
    new.sent_by_email := (select users.email from auth.users as users where users.id = new.sent_by);
    new.status := 'queued';
    new.attempts := 0;
    new.last_error := null;
    new.created_at := pg_catalog.now();
    new.next_attempt_at := new.created_at;
  end if;
  return new;
end
$$;

revoke execute on function private.stamp_lead_mail() from public, anon, authenticated;

create trigger stamp_lead_mail
  before insert on public.lead_mails
  for each row execute function private.stamp_lead_mail();

-- 3. Acknowledgements ----------------------------------------------------------------------------

-- Security definer: visitors insert leads but hold no right on the outbox. The settings row is
-- locked, so two leads stored at once cannot both pass the daily and hourly checks.
create function private.queue_acknowledgements()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings private.lead_desk_settings;
  sent_this_hour integer;
begin
  select s.* into settings from private.lead_desk_settings as s for update;
  if not coalesce(settings.acknowledgements, false) then
    return null;
  end if;
  select count(*) into sent_this_hour
    from public.lead_mails as mails
   where mails.kind = 'acknowledgement' and mails.created_at > pg_catalog.now() - interval '1 hour';

  insert into public.lead_mails (contact_message_id, onboarding_request_id, person_id, kind)
  select case when tg_table_name = 'contact_messages' then firsts.id end,
         case when tg_table_name = 'onboarding_requests' then firsts.id end,
         firsts.person_id, 'acknowledgement'
    from (
      select distinct on (inserted.person_id) inserted.id, inserted.person_id, inserted.created_at
        from inserted
       where not exists (
         select 1 from public.lead_mails as mails
          where mails.person_id = inserted.person_id and mails.kind = 'acknowledgement'
            and mails.created_at > pg_catalog.now() - interval '1 day'
       )
       order by inserted.person_id, inserted.created_at
    ) as firsts
   order by firsts.created_at
   limit greatest(settings.acknowledgement_hourly_cap - sent_this_hour, 0);
  return null;
end
$$;

revoke execute on function private.queue_acknowledgements() from public, anon, authenticated;

create trigger queue_acknowledgements
  after insert on public.contact_messages
  referencing new table as inserted
  for each statement execute function private.queue_acknowledgements();

create trigger queue_acknowledgements
  after insert on public.onboarding_requests
  referencing new table as inserted
  for each statement execute function private.queue_acknowledgements();

-- The desk's settings: anyone on the lead desk reads them and turns acknowledgements on or off.
-- Each public function of this migration that reads or writes what its caller may not is a security
-- invoker calling a security-definer body in private, which does the check (the linter's rule 0029).
create function private.acknowledgement_settings()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce((select private.staff_may('leads')), false) then
    raise exception 'only the lead desk may read its settings' using errcode = 'insufficient_privilege';
  end if;
  return (select pg_catalog.jsonb_build_object(
    'acknowledgements', s.acknowledgements,
    'acknowledgement_hourly_cap', s.acknowledgement_hourly_cap
  ) from private.lead_desk_settings as s);
end
$$;

create function private.set_acknowledgements(enabled boolean)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not coalesce((select private.staff_may('leads')), false) then
    raise exception 'only the lead desk may change its settings' using errcode = 'insufficient_privilege';
  end if;
  if enabled is null then
    raise exception 'say whether acknowledgements are sent' using errcode = 'invalid_parameter_value';
  end if;
  update private.lead_desk_settings set acknowledgements = enabled where only_row;
  return enabled;
end
$$;

revoke execute on function private.acknowledgement_settings() from public, anon;
revoke execute on function private.set_acknowledgements(boolean) from public, anon;
grant execute on function private.acknowledgement_settings() to authenticated;
grant execute on function private.set_acknowledgements(boolean) to authenticated;

-- Draining, as for lead_notices (20261124091100): claim with a lease, then record the outcome
-- with the claim's token. The claim also gives the lead and, for the thread's headers, the ids of
-- the mails this lead was sent before.
create function public.expire_lead_mails()
returns integer
language sql
security definer
set search_path = ''
as $$
  with expired as (
    update public.lead_mails as mails
       set status = 'expired', expired_at = pg_catalog.now(), claim_token = null, claimed_until = null
     where mails.status = 'queued' and mails.kind = 'acknowledgement'
       and mails.created_at < pg_catalog.now() - (select s.notice_expiry from private.lead_desk_settings as s)
    returning 1
  )
  select count(*)::integer from expired
$$;

create function public.claim_lead_mails(batch_size integer default 10, lease_seconds integer default 300)
returns table (
  id uuid, claim_token uuid, attempts integer, kind text, body text, form text, lead jsonb, earlier uuid[]
)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform public.expire_lead_mails();
  return query
  with due as (
    select mails.id from public.lead_mails as mails
     where mails.status = 'queued' and mails.next_attempt_at <= pg_catalog.now()
       and (mails.claimed_until is null or mails.claimed_until < pg_catalog.now())
     order by mails.created_at
     limit greatest(batch_size, 0)
       for update skip locked
  ), claimed as (
    update public.lead_mails as mails
       set claim_token = pg_catalog.gen_random_uuid(),
           claimed_until = pg_catalog.now() + pg_catalog.make_interval(secs => greatest(lease_seconds, 1)),
           attempts = mails.attempts + 1
      from due
     where mails.id = due.id
    returning mails.*
  )
  select claimed.id, claimed.claim_token, claimed.attempts, claimed.kind, claimed.body,
         case when claimed.contact_message_id is not null then 'contact_messages' else 'onboarding_requests' end,
         coalesce(
           (select pg_catalog.to_jsonb(m) from public.contact_messages as m where m.id = claimed.contact_message_id),
           (select pg_catalog.to_jsonb(r) from public.onboarding_requests as r where r.id = claimed.onboarding_request_id)
         ),
         coalesce(
           (select pg_catalog.array_agg(before.id order by before.sent_at)
              from public.lead_mails as before
             where before.status = 'sent' and before.id <> claimed.id
               and before.contact_message_id is not distinct from claimed.contact_message_id
               and before.onboarding_request_id is not distinct from claimed.onboarding_request_id),
           '{}'
         )
    from claimed
   order by claimed.created_at;
end
$$;

create function public.record_lead_mail_sent(mail_id uuid, token uuid)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with sent as (
    update public.lead_mails as mails
       set status = 'sent', sent_at = pg_catalog.now(), last_error = null,
           claim_token = null, claimed_until = null
     where mails.id = mail_id and mails.claim_token = token and mails.status = 'queued'
    returning 1
  )
  select exists (select 1 from sent)
$$;

-- retry_after_seconds null: the mail cannot be delivered at all (no usable address), so it fails for good.
create function public.record_lead_mail_failure(
  mail_id uuid, token uuid, error text, retry_after_seconds integer
)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with failed as (
    update public.lead_mails as mails
       set last_error = pg_catalog.left(error, 1000),
           status = case when retry_after_seconds is null then 'failed' else 'queued' end,
           failed_at = case when retry_after_seconds is null then pg_catalog.now() end,
           next_attempt_at = pg_catalog.now()
             + pg_catalog.make_interval(secs => greatest(coalesce(retry_after_seconds, 0), 0)),
           claim_token = null, claimed_until = null
     where mails.id = mail_id and mails.claim_token = token and mails.status = 'queued'
    returning 1
  )
  select exists (select 1 from failed)
$$;

revoke execute on function public.expire_lead_mails() from public, anon, authenticated;
revoke execute on function public.claim_lead_mails(integer, integer) from public, anon, authenticated;
revoke execute on function public.record_lead_mail_sent(uuid, uuid) from public, anon, authenticated;
revoke execute on function public.record_lead_mail_failure(uuid, uuid, text, integer)
  from public, anon, authenticated;
grant execute on function public.expire_lead_mails() to service_role;
grant execute on function public.claim_lead_mails(integer, integer) to service_role;
grant execute on function public.record_lead_mail_sent(uuid, uuid) to service_role;
grant execute on function public.record_lead_mail_failure(uuid, uuid, text, integer) to service_role;

-- 4. Replies -------------------------------------------------------------------------------------

-- Security invoker: the insert is held to the policy above and the status change to the caller's
-- column grants and the forward-only guard, as if the desk had made each itself. A message moves to
-- responded from unread or read; a request moves to contacted only from pending (a request further
-- on keeps its status). Returns the queued reply.
create function public.reply_to_lead(lead_table text, lead_id uuid, body text)
returns public.lead_mails
language plpgsql
security invoker
set search_path = ''
as $$
declare
  reply public.lead_mails;
begin
  if lead_table is null or lead_table not in ('contact_messages', 'onboarding_requests') then
    raise exception 'no lead table named "%"', lead_table using errcode = 'invalid_parameter_value';
  end if;
  insert into public.lead_mails (contact_message_id, onboarding_request_id, kind, body)
  values (
    case when lead_table = 'contact_messages' then lead_id end,
    case when lead_table = 'onboarding_requests' then lead_id end,
    'reply', body
  )
  returning * into reply;
  if lead_table = 'contact_messages' then
    update public.contact_messages set status = 'responded' where id = lead_id and status in ('unread', 'read');
  else
    update public.onboarding_requests set status = 'contacted' where id = lead_id and status = 'pending';
  end if;
  return reply;
end
$$;

revoke execute on function public.reply_to_lead(text, uuid, text) from public, anon;
grant execute on function public.reply_to_lead(text, uuid, text) to authenticated;

-- 5. Reply templates -----------------------------------------------------------------------------

create table public.reply_templates (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  body text not null,
  updated_at timestamptz not null default now(),

  constraint reply_templates_name_required check (name ~ '[^[:space:]]'),
  constraint reply_templates_name_length check (char_length(name) <= 80),
  constraint reply_templates_body_required check (body ~ '[^[:space:]]'),
  constraint reply_templates_body_length check (char_length(body) <= 5000)
);

comment on table public.reply_templates is
  'The lead desk''s reply templates; {first_name} and {organization} are filled in per lead.';

alter table public.reply_templates enable row level security;

revoke all on table public.reply_templates from public, anon, authenticated;
grant select, delete on table public.reply_templates to authenticated;
grant insert (name, body), update (name, body) on table public.reply_templates to authenticated;
grant all on table public.reply_templates to service_role;

create policy "The lead desk reads the templates"
  on public.reply_templates for select to authenticated
  using ((select private.staff_may('leads')));
create policy "The lead desk adds templates"
  on public.reply_templates for insert to authenticated
  with check ((select private.staff_may('leads')));
create policy "The lead desk edits templates"
  on public.reply_templates for update to authenticated
  using ((select private.staff_may('leads')))
  with check ((select private.staff_may('leads')));
create policy "The lead desk deletes templates"
  on public.reply_templates for delete to authenticated
  using ((select private.staff_may('leads')));

create function private.stamp_reply_template()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end
$$;

revoke execute on function private.stamp_reply_template() from public, anon, authenticated;

create trigger stamp_reply_template
  before update on public.reply_templates
  for each row execute function private.stamp_reply_template();

insert into public.reply_templates (name, body) values
  ('Thank you, we will be in touch',
   E'Hi {first_name},\n\nThank you for reaching out. We read every message ourselves, and we would love to hear more about your {organization} and what you hope to do next.\n\nWhen would suit you for a short call this week?\n\nWarm regards'),
  ('Your access request',
   E'Hi {first_name},\n\nThank you for requesting access. We have your details and will set up your {organization}''s account together with you, step by step.\n\nCould you tell us two or three times that suit you for a 30-minute onboarding call?\n\nWarm regards');

-- 6. One person ----------------------------------------------------------------------------------

-- Security definer to read the status changes, which are private; refused to anyone not on the
-- lead desk. Oldest first: the leads as rows, then notes, mails and status changes as entries.
create function private.person_timeline(person uuid)
returns table (at timestamptz, kind text, lead_table text, lead_id uuid, entry jsonb)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not coalesce((select private.staff_may('leads')), false) then
    raise exception 'only the lead desk may read a person''s timeline' using errcode = 'insufficient_privilege';
  end if;
  return query
  with leads as (
    select m.created_at, 'contact_messages'::text as lead_table, m.id, pg_catalog.to_jsonb(m) as row
      from public.contact_messages as m where m.person_id = person
    union all
    select r.created_at, 'onboarding_requests', r.id, pg_catalog.to_jsonb(r)
      from public.onboarding_requests as r where r.person_id = person
  )
  select entries.at, entries.kind, entries.lead_table, entries.lead_id, entries.entry from (
    select leads.created_at as at,
           case leads.lead_table when 'contact_messages' then 'message' else 'request' end as kind,
           leads.lead_table, leads.id as lead_id, leads.row as entry
      from leads
    union all
    select n.created_at, 'note', leads.lead_table, leads.id,
           pg_catalog.jsonb_build_object('id', n.id, 'body', n.body, 'author_email', n.author_email)
      from public.lead_notes as n
      join leads on leads.id = coalesce(n.contact_message_id, n.onboarding_request_id)
    union all
    select mails.created_at, mails.kind, leads.lead_table, leads.id,
           pg_catalog.jsonb_build_object(
             'id', mails.id, 'body', mails.body, 'sent_by_email', mails.sent_by_email,
             'status', mails.status, 'sent_at', mails.sent_at, 'last_error', mails.last_error,
             'next_attempt_at', mails.next_attempt_at
           )
      from public.lead_mails as mails
      join leads on leads.id = coalesce(mails.contact_message_id, mails.onboarding_request_id)
    union all
    select changes.changed_at, 'status_change', leads.lead_table, leads.id,
           pg_catalog.jsonb_build_object(
             'from', changes.from_status, 'to', changes.to_status,
             'changed_by_email', (select users.email from auth.users as users where users.id = changes.changed_by)
           )
      from private.lead_status_changes as changes
      join leads on leads.id = coalesce(changes.contact_message_id, changes.onboarding_request_id)
     where changes.undone_at is null
  ) as entries
  order by entries.at, entries.kind;
end
$$;

revoke execute on function private.person_timeline(uuid) from public, anon;
grant execute on function private.person_timeline(uuid) to authenticated;

-- What erase_person(email) would delete, counted by the same rules, for the confirmation.
create function private.erasure_preview(email text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  address text := pg_catalog.lower(pg_catalog.btrim(email));
begin
  if not coalesce((select private.staff_may('erase')), false) then
    raise exception 'only owners may erase a person' using errcode = 'insufficient_privilege';
  end if;
  return (
    with messages as (select m.id from public.contact_messages as m where pg_catalog.lower(m.email) = address),
         requests as (select r.id from public.onboarding_requests as r where pg_catalog.lower(r.email) = address)
    select pg_catalog.jsonb_build_object(
      'messages', (select count(*) from messages),
      'requests', (select count(*) from requests),
      'notes', (select count(*) from public.lead_notes as n
                 where n.contact_message_id in (select id from messages)
                    or n.onboarding_request_id in (select id from requests)),
      'mails', (select count(*) from public.lead_mails as q
                 where q.contact_message_id in (select id from messages)
                    or q.onboarding_request_id in (select id from requests)),
      'notices', (select count(*) from public.lead_notices as q
                   where q.contact_message_id in (select id from messages)
                      or q.onboarding_request_id in (select id from requests)),
      'submission_log', (select count(*) from private.submission_log as l where l.email = address)
    )
  );
end
$$;

revoke execute on function private.erasure_preview(text) from public, anon;
grant execute on function private.erasure_preview(text) to authenticated;

-- As 20261126100000 wrote it, counting the person's mails too (they would go with the leads).
create or replace function private.erase_person(email text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := pg_catalog.lower(pg_catalog.btrim(email));
  notes integer;
  notices integer;
  mails integer;
  messages integer;
  requests integer;
  log_rows integer;
  total integer;
begin
  if not coalesce((select private.is_admin()), false) then
    raise exception 'only admins may erase a person' using errcode = 'insufficient_privilege';
  end if;
  if address is null or address = '' then
    raise exception 'an email address is required' using errcode = 'invalid_parameter_value';
  end if;

  -- Notes, notices and mails would go with their leads (ON DELETE CASCADE); deleted first to count them.
  with gone as (
    delete from public.lead_notes as n
     where n.contact_message_id in (select m.id from public.contact_messages as m where pg_catalog.lower(m.email) = address)
        or n.onboarding_request_id in (select r.id from public.onboarding_requests as r where pg_catalog.lower(r.email) = address)
    returning 1
  ) select count(*) into notes from gone;
  with gone as (
    delete from public.lead_notices as q
     where q.contact_message_id in (select m.id from public.contact_messages as m where pg_catalog.lower(m.email) = address)
        or q.onboarding_request_id in (select r.id from public.onboarding_requests as r where pg_catalog.lower(r.email) = address)
    returning 1
  ) select count(*) into notices from gone;
  with gone as (
    delete from public.lead_mails as q
     where q.contact_message_id in (select m.id from public.contact_messages as m where pg_catalog.lower(m.email) = address)
        or q.onboarding_request_id in (select r.id from public.onboarding_requests as r where pg_catalog.lower(r.email) = address)
    returning 1
  ) select count(*) into mails from gone;
  with gone as (
    delete from public.contact_messages as m where pg_catalog.lower(m.email) = address returning 1
  ) select count(*) into messages from gone;
  with gone as (
    delete from public.onboarding_requests as r where pg_catalog.lower(r.email) = address returning 1
  ) select count(*) into requests from gone;
  -- The limit log stores the address lower-cased and trimmed, as the limit trigger compares it.
  with gone as (
    delete from private.submission_log as l where l.email = address returning 1
  ) select count(*) into log_rows from gone;

  total := notes + notices + mails + messages + requests + log_rows;
  insert into public.lead_erasures (erased_by, rows_erased) values ((select auth.uid()), total);
  return total;
end
$$;

create function public.acknowledgement_settings()
returns jsonb language sql stable security invoker set search_path = ''
as $$ select private.acknowledgement_settings() $$;

create function public.set_acknowledgements(enabled boolean)
returns boolean language sql security invoker set search_path = ''
as $$ select private.set_acknowledgements(enabled) $$;

create function public.person_timeline(person uuid)
returns table (at timestamptz, kind text, lead_table text, lead_id uuid, entry jsonb)
language sql stable security invoker set search_path = ''
as $$ select * from private.person_timeline(person) $$;

create function public.erasure_preview(email text)
returns jsonb language sql stable security invoker set search_path = ''
as $$ select private.erasure_preview(email) $$;

revoke execute on function public.acknowledgement_settings() from public, anon;
revoke execute on function public.set_acknowledgements(boolean) from public, anon;
revoke execute on function public.person_timeline(uuid) from public, anon;
revoke execute on function public.erasure_preview(text) from public, anon;
grant execute on function public.acknowledgement_settings() to authenticated;
grant execute on function public.set_acknowledgements(boolean) to authenticated;
grant execute on function public.person_timeline(uuid) to authenticated;
grant execute on function public.erasure_preview(text) to authenticated;
