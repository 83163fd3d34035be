-- Migration: the admin's leads overview (docs/product.md#leads-overview), counted in the database.
--
-- public.leads_overview() answers one JSON object:
--   weeks:   the last 12 weeks, oldest first, each {week_start (the Monday, UTC, as a date),
--            messages, requests}: how many contact messages and access requests arrived that week,
--            the current week included (so far);
--   sources: the 8 most frequent sources of the last 30 days, most leads first, each {source,
--            leads}, both lead tables together. A lead's source is its utm_source, else its
--            referrer's host, else null (direct or unknown).
-- Admins only: anon has no EXECUTE; a signed-in user who is not an admin gets 42501 (HTTP 403).
-- The function runs as the caller (SECURITY INVOKER), so it also counts only what RLS lets the
-- caller read; the explicit private.is_admin() check makes a non-admin's call a refusal rather
-- than a page of zeros. Called through REST as POST /rest/v1/rpc/leads_overview.

create function public.leads_overview()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  this_week timestamptz := pg_catalog.date_trunc('week', pg_catalog.now(), 'UTC');
  first_week timestamptz := this_week - interval '11 weeks';
  sources_since timestamptz := pg_catalog.now() - interval '30 days';
  weeks jsonb;
  sources jsonb;
begin
  if not coalesce((select private.is_admin()), false) then
    raise exception 'Only admins may read the leads overview' using errcode = '42501';
  end if;

  select pg_catalog.jsonb_agg(
           pg_catalog.jsonb_build_object(
             'week_start', (week.starts at time zone 'UTC')::date,
             'messages', (select pg_catalog.count(*) from public.contact_messages as m
                           where m.created_at >= week.starts and m.created_at < week.starts + interval '1 week'),
             'requests', (select pg_catalog.count(*) from public.onboarding_requests as r
                           where r.created_at >= week.starts and r.created_at < week.starts + interval '1 week'))
           order by week.starts)
    into weeks
    from pg_catalog.generate_series(first_week, this_week, interval '1 week') as week (starts);

  select coalesce(pg_catalog.jsonb_agg(
           pg_catalog.jsonb_build_object('source', ranked.source, 'leads', ranked.leads)
           order by ranked.leads desc, ranked.source nulls last), '[]'::jsonb)
    into sources
    from (
      select leads.source, pg_catalog.count(*) as leads
        from (
          select coalesce(m.utm_source, m.referrer_host) as source from public.contact_messages as m
           where m.created_at >= sources_since
          union all
          select coalesce(r.utm_source, r.referrer_host) from public.onboarding_requests as r
           where r.created_at >= sources_since
        ) as leads
       group by leads.source
       order by pg_catalog.count(*) desc, leads.source nulls last
       limit 8
    ) as ranked;

  return pg_catalog.jsonb_build_object('weeks', weeks, 'sources', sources);
end
$$;

comment on function public.leads_overview() is
  'Admins only: leads per week for the last 12 weeks and the top 8 sources of the last 30 days.';

revoke execute on function public.leads_overview() from public, anon, service_role;
grant execute on function public.leads_overview() to authenticated;
