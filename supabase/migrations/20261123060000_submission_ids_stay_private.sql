-- Migration: a submission id answers only to the client that sent it (docs/product.md#submission-limits).
--
-- The forms send their own uuid as the row's id so that a retry stores one row (see the
-- submission_limits migration). Until now any insert naming a stored id was skipped, and an
-- anonymous insert with `Prefer: count=exact` (Content-Range */0 against */1) told anyone who held
-- a lead's id whether that lead still existed, for example after it was erased.
--
-- Now a skip needs the same submission from the same client: the id, the client IP and the email
-- of an accepted submission still in private.submission_log (its window, an hour by default). Any
-- other insert naming a stored id is stored as a new lead under a fresh id, counted and limited
-- like any other, so every outsider's answer is the one a new id gets. A retry that comes back
-- from another network, or after the window, is stored a second time: a duplicate lead staff can
-- see, rather than a lost one. service_role keeps the primary key's conflict (409), as before.

alter table private.submission_log add column submission_id uuid;

comment on column private.submission_log.submission_id is
  'The id the accepted submission was stored under, so a retry from the same client is skipped.';

create index submission_log_submission_id_idx on private.submission_log (form, submission_id);

create or replace function private.enforce_submission_limits()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits private.submission_limits;
  request_ip text := private.submission_client_ip();
  request_email text := lower(btrim(new.email));
  id_taken boolean;
begin
  if coalesce(current_setting('role', true), '') not in ('anon', 'authenticated') then
    return new;
  end if;
  select * into limits from private.submission_limits as l where l.form = tg_table_name;
  -- No limit row, or no email (the NOT NULL constraint refuses the row after this trigger).
  if not found or request_email is null then
    return new;
  end if;

  -- Two-key locks (their own key space): one class for IPs, one for emails, taken in that order.
  perform pg_catalog.pg_advisory_xact_lock(7001, pg_catalog.hashtext(tg_table_name || ' ' || request_ip));
  perform pg_catalog.pg_advisory_xact_lock(7002, pg_catalog.hashtext(tg_table_name || ' ' || request_email));

  -- After the locks, so a retry waits for its first attempt and then sees its log entry.
  if exists (
    select 1 from private.submission_log as log
     where log.form = tg_table_name and log.submission_id = new.id
       and log.client_ip = request_ip and log.email = request_email
  ) then
    return null;
  end if;

  -- A stored id this client did not send: a new lead under a new id, so the answer says nothing.
  execute pg_catalog.format('select exists (select 1 from %I.%I where id = $1)', tg_table_schema, tg_table_name)
    into id_taken
    using new.id;
  if id_taken then
    new.id := pg_catalog.gen_random_uuid();
  end if;

  delete from private.submission_log
   where ctid in (
     select log.ctid from private.submission_log as log
      where log.form = tg_table_name and log.submitted_at <= now() - limits.window_length
        for update skip locked
   );

  perform private.refuse_submission_over_limit('IP address', limits.per_ip_max, limits.window_length, array(
    select log.submitted_at from private.submission_log as log
     where log.form = tg_table_name and log.client_ip = request_ip
       and log.submitted_at > now() - limits.window_length
     order by log.submitted_at desc
     limit limits.per_ip_max));
  -- Per email from this IP only: another client's submissions never lock this address out.
  perform private.refuse_submission_over_limit('email address', limits.per_email_max, limits.window_length, array(
    select log.submitted_at from private.submission_log as log
     where log.form = tg_table_name and log.email = request_email and log.client_ip = request_ip
       and log.submitted_at > now() - limits.window_length
     order by log.submitted_at desc
     limit limits.per_email_max));

  insert into private.submission_log (form, client_ip, email, submission_id)
  values (tg_table_name, request_ip, request_email, new.id);
  return new;
end
$$;

revoke execute on function private.enforce_submission_limits() from public, anon, authenticated;
