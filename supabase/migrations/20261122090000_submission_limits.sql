-- Migration: rate limits on the public forms, and one row per submission.
--
-- The contact form and the request-access form insert as anon straight into contact_messages and
-- onboarding_requests, so the limits live in the database: they hold on a hosted Supabase project
-- exactly as on the local backend, whatever client calls the API.
--
-- Limits. private.submission_limits holds one row per form: at most per_ip_max accepted
-- submissions from one client IP and at most per_email_max for one email address (compared
-- lower-cased) in any window_length. Defaults: a person may send a few messages (5 contact
-- messages, 3 access requests per hour per email), and an office behind one NAT address sends more
-- than one person does (30 and 20 per hour per IP). A form without a row is not limited. To change
-- them, update the row, in the Supabase SQL editor or in psql / PGlite locally; it takes effect
-- with the next insert:
--   update private.submission_limits
--      set per_ip_max = 60, per_email_max = 10, window_length = interval '1 hour'
--    where form = 'contact_messages';
--
-- Client IP. PostgREST puts the request headers in request.headers. On hosted Supabase requests
-- pass Cloudflare, which sets cf-connecting-ip to the address it was connected from and replaces
-- any value the client sent; the leftmost x-forwarded-for entry is what Supabase's "Securing your
-- API" guide uses, but a client can prepend its own entries to that header (supabase discussion
-- #34647). So cf-connecting-ip is preferred, the leftmost x-forwarded-for entry is the fallback
-- (a self-hosted proxy, and the local backend, which drops a client-sent cf-connecting-ip and
-- puts the client it vouches for leftmost: the socket address unless TRUST_PROXY lists the proxy
-- in front), and a request with neither counts as one shared 'unknown' client. Per-IP limits are a speed bump, not an identity.
--
-- Counting. A BEFORE INSERT trigger logs each accepted submission in private.submission_log and
-- refuses one that would go over a limit. Concurrent inserts for the same IP or email wait for each
-- other (transaction-scoped advisory locks), so two of them cannot both slip under a limit. A
-- refused attempt is not logged: the refusal rolls back its transaction, so nothing is half-saved
-- and a client hammering the form stays refused only until its accepted submissions age out. A
-- submission whose row then fails a CHECK constraint rolls back its log row too. Each accepted
-- insert prunes that form's entries older than its window, so the log cannot grow without bound.
-- Only anon and authenticated are limited; service_role and the database owner are not.
--
-- Refusal. PostgREST's custom error (RAISE SQLSTATE 'PGRST'): HTTP 429, code
-- over_submission_rate_limit, a Retry-After header with the seconds until one more is accepted.
--
-- One row per submission. The form sends its own uuid as the row's id, kept across retries; an
-- insert whose id is already stored is skipped (the trigger returns null), so a double click or a
-- retry after a lost response answers 201 and leaves one row, and is neither counted nor refused.
-- That holds for the limited roles; a service_role insert of a stored id still gets the primary
-- key's conflict (409), as operator tooling expects.
-- Skipping in the trigger rather than with ON CONFLICT is deliberate: ON CONFLICT (id) would need
-- anon to hold SELECT on id and a SELECT policy that shows the new row, i.e. let visitors read
-- leads. The primary key still refuses a second row if the trigger were ever bypassed.

create table private.submission_limits (
  form text primary key,
  per_ip_max integer not null,
  per_email_max integer not null,
  window_length interval not null,

  constraint submission_limits_form_valid check (form in ('contact_messages', 'onboarding_requests')),
  constraint submission_limits_per_ip_max_positive check (per_ip_max >= 1),
  constraint submission_limits_per_email_max_positive check (per_email_max >= 1),
  constraint submission_limits_window_length_positive check (window_length > interval '0')
);

comment on table private.submission_limits is
  'Accepted public submissions allowed per client IP and per email in any window_length, per form.';

insert into private.submission_limits (form, per_ip_max, per_email_max, window_length)
values
  ('contact_messages', 30, 5, interval '1 hour'),
  ('onboarding_requests', 20, 3, interval '1 hour');

create table private.submission_log (
  form text not null,
  client_ip text not null,
  -- Lower-cased, as the limit compares it.
  email text not null,
  submitted_at timestamptz not null default now()
);

comment on table private.submission_log is
  'One row per accepted public submission still inside its window; pruned by the limit trigger.';

create index submission_log_client_ip_idx on private.submission_log (form, client_ip, submitted_at);
create index submission_log_email_idx on private.submission_log (form, email, submitted_at);
create index submission_log_submitted_at_idx on private.submission_log (form, submitted_at);

-- Not in an exposed schema, and no role but the owner has any right on them; RLS as a second lock.
alter table private.submission_limits enable row level security;
alter table private.submission_log enable row level security;
revoke all on table private.submission_limits, private.submission_log
  from public, anon, authenticated, service_role;

-- The form sends its submission id as the row's id.
grant insert (id) on table public.contact_messages to anon, authenticated;
grant insert (id) on table public.onboarding_requests to anon, authenticated;

-- The client IP as described above, at most 100 characters (the header is client-supplied text).
create function private.submission_client_ip()
returns text
language sql
stable
set search_path = ''
as $$
  select left(coalesce(
    nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
    nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown'
  ), 100)
  from (select nullif(current_setting('request.headers', true), '')::json as headers) as request
$$;

-- Refuses with HTTP 429 through PostgREST's custom error. `subject` names what the limit counts.
create function private.refuse_submission(subject text, maximum integer, window_length interval, retry_after integer)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise sqlstate 'PGRST' using
    message = pg_catalog.json_build_object(
      'code', 'over_submission_rate_limit',
      'message', 'Too many submissions. Please try again later.',
      'details', pg_catalog.format('At most %s submissions per %s every %s.', maximum, subject, window_length),
      'hint', pg_catalog.format('Try again in %s seconds.', retry_after)
    )::text,
    detail = pg_catalog.json_build_object(
      'status', 429,
      'headers', pg_catalog.json_build_object('Retry-After', retry_after::text)
    )::text;
end
$$;

-- Refuses when `recent` (the newest accepted submissions inside the window, newest first, at most
-- `maximum` of them) is already full. The oldest of them is the one whose expiry lets the next
-- submission in, which gives Retry-After.
create function private.refuse_submission_over_limit(
  subject text, maximum integer, window_length interval, recent timestamptz[]
)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if pg_catalog.cardinality(recent) >= maximum then
    perform private.refuse_submission(subject, maximum, window_length,
      greatest(1, ceil(extract(epoch from recent[maximum] + window_length - now())))::integer);
  end if;
end
$$;

-- Security definer so it can read and write the private tables whatever the caller's rights; the
-- caller's API role is the `role` setting PostgREST sets (current_user is the owner in here).
create function private.enforce_submission_limits()
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
  -- (A multi-row insert naming several emails could deadlock with another such insert; the forms
  -- send one row at a time.)
  perform pg_catalog.pg_advisory_xact_lock(7001, pg_catalog.hashtext(tg_table_name || ' ' || request_ip));
  perform pg_catalog.pg_advisory_xact_lock(7002, pg_catalog.hashtext(tg_table_name || ' ' || request_email));

  -- After the locks, so a retry waits for its first attempt and then sees its row.
  execute pg_catalog.format('select exists (select 1 from %I.%I where id = $1)', tg_table_schema, tg_table_name)
    into already_stored
    using new.id;
  if already_stored then
    return null;
  end if;

  -- Rows another transaction is pruning right now are skipped, never waited for; the counts
  -- below ignore expired rows themselves.
  delete from private.submission_log
   where ctid in (
     select log.ctid from private.submission_log as log
      where log.form = tg_table_name and log.submitted_at <= now() - limits.window_length
        for update skip locked
   );

  -- The newest entries inside the window, at most the limit's number, so a check reads no more
  -- index entries than that.
  perform private.refuse_submission_over_limit('IP address', limits.per_ip_max, limits.window_length, array(
    select log.submitted_at from private.submission_log as log
     where log.form = tg_table_name and log.client_ip = request_ip
       and log.submitted_at > now() - limits.window_length
     order by log.submitted_at desc
     limit limits.per_ip_max));
  perform private.refuse_submission_over_limit('email address', limits.per_email_max, limits.window_length, array(
    select log.submitted_at from private.submission_log as log
     where log.form = tg_table_name and log.email = request_email
       and log.submitted_at > now() - limits.window_length
     order by log.submitted_at desc
     limit limits.per_email_max));

  insert into private.submission_log (form, client_ip, email) values (tg_table_name, request_ip, request_email);
  return new;
end
$$;

revoke execute on function private.submission_client_ip() from public, anon, authenticated;
revoke execute on function private.refuse_submission(text, integer, interval, integer)
  from public, anon, authenticated;
revoke execute on function private.refuse_submission_over_limit(text, integer, interval, timestamptz[])
  from public, anon, authenticated;
revoke execute on function private.enforce_submission_limits() from public, anon, authenticated;

create trigger enforce_submission_limits
  before insert on public.contact_messages
  for each row execute function private.enforce_submission_limits();

create trigger enforce_submission_limits
  before insert on public.onboarding_requests
  for each row execute function private.enforce_submission_limits();
