-- Migration: lead_notices, the outbox of "a new lead arrived" emails (docs/architecture.md#flow-5-a-lead-notice-from-row-to-inbox).
--
-- An AFTER INSERT trigger on each lead table queues one notice per lead in the same transaction
-- as the lead, so a lead is never stored without its notice, and a mail server that is down delays
-- notices without losing any. The row holds no visitor data: only which lead it announces (both
-- foreign keys cascade, so erasing or expiring a lead removes its notice) and the delivery state;
-- the mail is rendered from the lead row when it is sent.
--
-- Draining, by whichever sender runs (the local server, or an Edge Function on a hosted project):
--   1. public.claim_lead_notices(batch_size, lease_seconds) takes up to batch_size due notices
--      (queued, next_attempt_at passed, no live claim) with FOR UPDATE SKIP LOCKED, stamps each
--      with a fresh claim_token and a lease, counts the attempt, and returns them with the lead
--      as JSON. Two senders on one database never get the same notice while a lease runs.
--   2. The sender mails each one, then calls public.record_lead_notice_sent(id, token) or
--      public.record_lead_notice_failure(id, token, error, retry_after_seconds). Both need the
--      claim's token, so a sender whose lease ran out cannot overwrite a newer claim; a notice
--      recorded as sent is never claimed again.
--   3. Notices still unsent after private.lead_desk_settings.notice_expiry (3 days by default)
--      expire (status 'expired', expired_at) instead of being sent late: without SMTP settings
--      they would otherwise pile up for a flood the day mail is configured.
--      public.expire_lead_notices() does it; claiming calls it first.
-- Only service_role (and the owner) may call these; admins read the notices to see failures.

create table private.lead_desk_settings (
  -- One row: the primary key can only be true.
  only_row boolean primary key default true,
  retention_months integer not null default 24,
  notice_expiry interval not null default interval '3 days',

  constraint lead_desk_settings_one_row check (only_row),
  constraint lead_desk_settings_retention_months_range check (retention_months between 1 and 1200),
  constraint lead_desk_settings_notice_expiry_positive check (notice_expiry > interval '0')
);

comment on table private.lead_desk_settings is
  'How long leads are kept (retention_months) and how long an unsent notice waits (notice_expiry).';

insert into private.lead_desk_settings default values;

create table public.lead_notices (
  id uuid primary key default gen_random_uuid(),
  contact_message_id uuid references public.contact_messages (id) on delete cascade,
  onboarding_request_id uuid references public.onboarding_requests (id) on delete cascade,
  status text not null default 'queued',
  attempts integer not null default 0,
  last_error text,
  created_at timestamptz not null default now(),
  next_attempt_at timestamptz not null default now(),
  claim_token uuid,
  claimed_until timestamptz,
  sent_at timestamptz,
  expired_at timestamptz,

  constraint lead_notices_one_lead check (num_nonnulls(contact_message_id, onboarding_request_id) = 1),
  constraint lead_notices_status_valid check (status in ('queued', 'sent', 'expired')),
  constraint lead_notices_sent_at_matches_status check ((status = 'sent') = (sent_at is not null)),
  constraint lead_notices_expired_at_matches_status check ((status = 'expired') = (expired_at is not null)),
  constraint lead_notices_last_error_length check (char_length(last_error) <= 1000)
);

comment on table public.lead_notices is
  'Outbox: one email notice per new lead, with its delivery state. Holds no visitor data.';

create unique index lead_notices_contact_message_id_idx on public.lead_notices (contact_message_id);
create unique index lead_notices_onboarding_request_id_idx on public.lead_notices (onboarding_request_id);
create index lead_notices_due_idx on public.lead_notices (next_attempt_at) where status = 'queued';

alter table public.lead_notices enable row level security;

revoke all on table public.lead_notices from public, anon, authenticated;
grant select on table public.lead_notices to authenticated;
grant all on table public.lead_notices to service_role;

create policy "Admins can read the notices"
  on public.lead_notices for select to authenticated
  using ((select private.is_admin()));

-- Security definer: visitors insert leads but hold no right on the outbox. One statement-level
-- trigger per table, reading the statement's new rows (a transition table): a multi-row insert
-- queues its notices with one INSERT, not one per row. Rows the submission-limit trigger skipped
-- (a retry) are not among them, so they queue nothing.
create function private.queue_contact_message_notices()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.lead_notices (contact_message_id) select inserted.id from inserted;
  return null;
end
$$;

create function private.queue_onboarding_request_notices()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.lead_notices (onboarding_request_id) select inserted.id from inserted;
  return null;
end
$$;

revoke execute on function private.queue_contact_message_notices() from public, anon, authenticated;
revoke execute on function private.queue_onboarding_request_notices() from public, anon, authenticated;

create trigger queue_lead_notices
  after insert on public.contact_messages
  referencing new table as inserted
  for each statement execute function private.queue_contact_message_notices();

create trigger queue_lead_notices
  after insert on public.onboarding_requests
  referencing new table as inserted
  for each statement execute function private.queue_onboarding_request_notices();

create function public.expire_lead_notices()
returns integer
language sql
security definer
set search_path = ''
as $$
  with expired as (
    update public.lead_notices as notices
       set status = 'expired', expired_at = pg_catalog.now(), claim_token = null, claimed_until = null
     where notices.status = 'queued'
       and notices.created_at < pg_catalog.now() - (select s.notice_expiry from private.lead_desk_settings as s)
    returning 1
  )
  select count(*)::integer from expired
$$;

create function public.claim_lead_notices(batch_size integer default 10, lease_seconds integer default 300)
returns table (id uuid, claim_token uuid, attempts integer, form text, lead jsonb)
language plpgsql
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform public.expire_lead_notices();
  return query
  with due as (
    select notices.id from public.lead_notices as notices
     where notices.status = 'queued' and notices.next_attempt_at <= pg_catalog.now()
       and (notices.claimed_until is null or notices.claimed_until < pg_catalog.now())
     order by notices.created_at
     limit greatest(batch_size, 0)
       for update skip locked
  ), claimed as (
    update public.lead_notices as notices
       set claim_token = pg_catalog.gen_random_uuid(),
           claimed_until = pg_catalog.now() + pg_catalog.make_interval(secs => greatest(lease_seconds, 1)),
           attempts = notices.attempts + 1
      from due
     where notices.id = due.id
    returning notices.*
  )
  select claimed.id, claimed.claim_token, claimed.attempts,
         case when claimed.contact_message_id is not null then 'contact_messages' else 'onboarding_requests' end,
         coalesce(
           (select pg_catalog.to_jsonb(m) from public.contact_messages as m where m.id = claimed.contact_message_id),
           (select pg_catalog.to_jsonb(r) from public.onboarding_requests as r where r.id = claimed.onboarding_request_id)
         )
    from claimed
   order by claimed.created_at;
end
$$;

create function public.record_lead_notice_sent(notice_id uuid, token uuid)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with sent as (
    update public.lead_notices as notices
       set status = 'sent', sent_at = pg_catalog.now(), last_error = null,
           claim_token = null, claimed_until = null
     where notices.id = notice_id and notices.claim_token = token and notices.status = 'queued'
    returning 1
  )
  select exists (select 1 from sent)
$$;

create function public.record_lead_notice_failure(
  notice_id uuid, token uuid, error text, retry_after_seconds integer
)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with failed as (
    update public.lead_notices as notices
       set last_error = pg_catalog.left(error, 1000),
           next_attempt_at = pg_catalog.now() + pg_catalog.make_interval(secs => greatest(retry_after_seconds, 0)),
           claim_token = null, claimed_until = null
     where notices.id = notice_id and notices.claim_token = token and notices.status = 'queued'
    returning 1
  )
  select exists (select 1 from failed)
$$;

revoke execute on function public.expire_lead_notices() from public, anon, authenticated;
revoke execute on function public.claim_lead_notices(integer, integer) from public, anon, authenticated;
revoke execute on function public.record_lead_notice_sent(uuid, uuid) from public, anon, authenticated;
revoke execute on function public.record_lead_notice_failure(uuid, uuid, text, integer)
  from public, anon, authenticated;
grant execute on function public.expire_lead_notices() to service_role;
grant execute on function public.claim_lead_notices(integer, integer) to service_role;
grant execute on function public.record_lead_notice_sent(uuid, uuid) to service_role;
grant execute on function public.record_lead_notice_failure(uuid, uuid, text, integer) to service_role;
