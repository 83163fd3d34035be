-- Migration: onboarding_requests.main_goal is never null.
--
-- docs/product.md#request-access-form defines main_goal as the selected feature interests joined by
-- ', ', so a request with no interest picked stores the empty string. The form used to send null
-- for it; the rows it stored that way are brought in line first, then the column defaults to '' (an
-- insert that leaves it out, as the minimal public rows do, stores '') and refuses null. Visitors
-- keep their insert grant on the column; the length check of the table's migration still applies.

update public.onboarding_requests
   set main_goal = ''
 where main_goal is null;

alter table public.onboarding_requests
  alter column main_goal set default '',
  alter column main_goal set not null;

comment on column public.onboarding_requests.main_goal is
  'The selected feature interests joined by '', ''; '''' when none was picked.';
