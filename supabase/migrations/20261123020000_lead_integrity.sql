-- Migration: leads that cannot lie to the staff who read them (docs/product.md#email-address-rule).
--
-- 1. A real email address only. The first rule (no spaces, one @, a dot after it) let through
--    `victim@example.org?bcc=attacker%40evil.example&body=…`, which the admin's reply link turned
--    into a mailto: with a hidden Bcc. The rule now, the same as the forms' (src/lib/email-address.ts):
--    a local part of ASCII letters, digits and ! $ * + = ^ _ ` { | } ~ . - (none of ? & / # % < > " '
--    and no space), an @, then labels of letters, digits and hyphens separated by dots, the last
--    one at least two letters. The CHECK is added NOT VALID: new and changed rows must pass, and a
--    hosted project that already holds a row the old rule let in still migrates; it replaces the
--    old `*_email_format` CHECKs, which it includes. To find those
--    rows (then correct or delete each, and VALIDATE the constraint):
--      select id, email from public.contact_messages
--       where not (email ~ '^[A-Za-z0-9!$*+=^_`{|}~.-]+@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$');
--      (the same for public.onboarding_requests), then
--      alter table public.contact_messages validate constraint contact_messages_email_address;
--
-- 2. The submit time is the server's. The form sends last_submission_time (the form's insert has
--    it, so the column stays insertable), but a visitor could back-date it to 1999 or forward to
--    2099 and staff see it as "Form submitted". A BEFORE INSERT trigger sets it to now() for the
--    API roles; service_role and the owner (imports, operator tooling) keep what they send.
--
-- 3. The per-email limit counts within one client IP. Counted across all IPs, anyone could lock a
--    person's address out of the contact form for an hour by sending five messages with it from
--    anywhere. The per-IP limits stay as they were.

alter table public.contact_messages drop constraint contact_messages_email_format;
alter table public.onboarding_requests drop constraint onboarding_requests_email_format;

alter table public.contact_messages
  add constraint contact_messages_email_address
  check (email ~ '^[A-Za-z0-9!$*+=^_`{|}~.-]+@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$')
  not valid;

alter table public.onboarding_requests
  add constraint onboarding_requests_email_address
  check (email ~ '^[A-Za-z0-9!$*+=^_`{|}~.-]+@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$')
  not valid;

create function private.stamp_submission_time()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if coalesce(current_setting('role', true), '') in ('anon', 'authenticated') then
    new.last_submission_time := pg_catalog.now();
  end if;
  return new;
end
$$;

revoke execute on function private.stamp_submission_time() from public, anon, authenticated;

create trigger stamp_submission_time
  before insert on public.onboarding_requests
  for each row execute function private.stamp_submission_time();

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
  already_stored boolean;
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

  -- After the locks, so a retry waits for its first attempt and then sees its row.
  execute pg_catalog.format('select exists (select 1 from %I.%I where id = $1)', tg_table_schema, tg_table_name)
    into already_stored
    using new.id;
  if already_stored then
    return null;
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

  insert into private.submission_log (form, client_ip, email) values (tg_table_name, request_ip, request_email);
  return new;
end
$$;

revoke execute on function private.enforce_submission_limits() from public, anon, authenticated;
