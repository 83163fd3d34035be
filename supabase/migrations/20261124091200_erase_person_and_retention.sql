-- Migration: erasing a person on request, and deleting old leads (docs/product.md#erasure-and-retention).
--
-- 1. public.erase_person(email) deletes, for one address compared case-insensitively, every
--    contact message, access request and note on them, their queued notices and the
--    submission-limit log rows that still hold the address, then records that an erasure
--    happened in public.lead_erasures (when, by whom, how many rows) without the address, and
--    returns the number of rows deleted. Callable over REST (`rpc/erase_person`) by admins only:
--    anon has no EXECUTE, and the function refuses any caller private.is_admin() does not accept.
--
-- 2. private.apply_lead_retention() deletes leads older than
--    private.lead_desk_settings.retention_months (24 by default; the local server writes
--    RETENTION_MONTHS there at start) with their notes and notices (the foreign keys cascade),
--    expires stale notices, and returns how many leads it deleted. Where pg_cron exists (hosted
--    Supabase) this migration schedules it daily at 03:17 UTC; elsewhere (PGlite, plain
--    Postgres) it schedules nothing and the local server runs the same function on a timer.

create table public.lead_erasures (
  id uuid primary key default gen_random_uuid(),
  erased_at timestamptz not null default now(),
  erased_by uuid references auth.users (id) on delete set null,
  rows_erased integer not null,

  constraint lead_erasures_rows_erased_not_negative check (rows_erased >= 0)
);

comment on table public.lead_erasures is
  'One row per erase_person call: when, by whom and how many rows; never the address.';

alter table public.lead_erasures enable row level security;

revoke all on table public.lead_erasures from public, anon, authenticated;
grant select on table public.lead_erasures to authenticated;
grant all on table public.lead_erasures to service_role;

create policy "Admins can read the erasures"
  on public.lead_erasures for select to authenticated
  using ((select private.is_admin()));

create function public.erase_person(email text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text := pg_catalog.lower(pg_catalog.btrim(email));
  notes integer;
  notices integer;
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

  -- Notes and notices would go with their leads (ON DELETE CASCADE); deleted first to count them.
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
    delete from public.contact_messages as m where pg_catalog.lower(m.email) = address returning 1
  ) select count(*) into messages from gone;
  with gone as (
    delete from public.onboarding_requests as r where pg_catalog.lower(r.email) = address returning 1
  ) select count(*) into requests from gone;
  -- The limit log stores the address lower-cased and trimmed, as the limit trigger compares it.
  with gone as (
    delete from private.submission_log as l where l.email = address returning 1
  ) select count(*) into log_rows from gone;

  total := notes + notices + messages + requests + log_rows;
  insert into public.lead_erasures (erased_by, rows_erased) values ((select auth.uid()), total);
  return total;
end
$$;

revoke execute on function public.erase_person(text) from public, anon;
grant execute on function public.erase_person(text) to authenticated, service_role;

create function private.apply_lead_retention()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  cutoff timestamptz := pg_catalog.now()
    - pg_catalog.make_interval(months => (select s.retention_months from private.lead_desk_settings as s));
  messages integer;
  requests integer;
begin
  with gone as (delete from public.contact_messages as m where m.created_at < cutoff returning 1)
  select count(*) into messages from gone;
  with gone as (delete from public.onboarding_requests as r where r.created_at < cutoff returning 1)
  select count(*) into requests from gone;
  perform public.expire_lead_notices();
  return messages + requests;
end
$$;

revoke execute on function private.apply_lead_retention() from public, anon, authenticated;

-- pg_cron: preloaded on hosted Supabase (creating the extension there is allowed); absent on
-- PGlite, and on a plain Postgres without it in shared_preload_libraries creating it fails, so
-- any failure leaves the schedule to the local server's timer and says so.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron') then
    return;
  end if;
  begin
    create extension if not exists pg_cron;
  exception when others then
    raise notice 'pg_cron is not usable here (%); old leads are deleted by the server''s timer', sqlerrm;
    return;
  end;
  execute $cron$select cron.schedule('lead-retention', '17 3 * * *', 'select private.apply_lead_retention()')$cron$;
end
$$;
