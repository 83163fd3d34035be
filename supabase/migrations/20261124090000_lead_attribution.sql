-- Migration: where each lead came from (docs/product.md#lead-attribution).
--
-- Both public forms send what the visitor's first page view of the session recorded: the five
-- utm_* parameters of its address, the host of the external page that linked to it, and its path.
-- Each column is optional (null when absent) and bounded, so a visitor cannot make a lead row
-- large or odd with a crafted link; the forms drop or trim bad values before sending, and these
-- CHECKs refuse whatever reaches the API another way:
--   utm_*          1 to 200 characters, no control characters, not only spaces;
--   referrer_host  a lower-case DNS host name (letters, digits, hyphens, dots), at most 253;
--   landing_path   a path: starts with /, no ? or # (no query, no fragment), no spaces or
--                  control characters, at most 500.
-- Visitors may insert the seven columns; admins read them with the rest of the row.

alter table public.contact_messages
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add column utm_term text,
  add column utm_content text,
  add column referrer_host text,
  add column landing_path text;

alter table public.onboarding_requests
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add column utm_term text,
  add column utm_content text,
  add column referrer_host text,
  add column landing_path text;

-- One helper per kind of value, so both tables state the same rule once.
create function private.is_utm_value(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null
      or (pg_catalog.char_length(value) between 1 and 200
          and value ~ '[^[:space:]]'
          and value !~ '[[:cntrl:]]')
$$;

create function private.is_host_name(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null
      or (pg_catalog.char_length(value) <= 253
          and value ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$')
$$;

create function private.is_landing_path(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value is null
      or (pg_catalog.char_length(value) <= 500 and value ~ '^/[^?#[:space:][:cntrl:]]*$')
$$;

-- A CHECK runs its functions as the inserting role, so these keep PostgreSQL's default EXECUTE for
-- PUBLIC. They read nothing and say only whether a text fits; the API does not expose `private`.

alter table public.contact_messages
  add constraint contact_messages_utm_values check (
    private.is_utm_value(utm_source) and private.is_utm_value(utm_medium)
    and private.is_utm_value(utm_campaign) and private.is_utm_value(utm_term)
    and private.is_utm_value(utm_content)
  ),
  add constraint contact_messages_referrer_host check (private.is_host_name(referrer_host)),
  add constraint contact_messages_landing_path check (private.is_landing_path(landing_path));

alter table public.onboarding_requests
  add constraint onboarding_requests_utm_values check (
    private.is_utm_value(utm_source) and private.is_utm_value(utm_medium)
    and private.is_utm_value(utm_campaign) and private.is_utm_value(utm_term)
    and private.is_utm_value(utm_content)
  ),
  add constraint onboarding_requests_referrer_host check (private.is_host_name(referrer_host)),
  add constraint onboarding_requests_landing_path check (private.is_landing_path(landing_path));

grant insert (utm_source, utm_medium, utm_campaign, utm_term, utm_content, referrer_host, landing_path)
  on table public.contact_messages to anon, authenticated;
grant insert (utm_source, utm_medium, utm_campaign, utm_term, utm_content, referrer_host, landing_path)
  on table public.onboarding_requests to anon, authenticated;

-- The source filter and the overview group by the source (utm_source, else the referrer's host);
-- these keep the 30-day count an index range scan on a busy table.
create index contact_messages_source_idx
  on public.contact_messages ((coalesce(utm_source, referrer_host)), created_at desc);
create index onboarding_requests_source_idx
  on public.onboarding_requests ((coalesce(utm_source, referrer_host)), created_at desc);
