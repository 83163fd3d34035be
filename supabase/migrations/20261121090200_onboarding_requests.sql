-- Migration: onboarding_requests, written by the public request-access form and handled by admins.
--
-- Visitors may only insert the form's columns; admins read the list and change the status along
-- the pipeline pending -> contacted -> qualified -> onboarded (or rejected). status_changed_* is
-- kept by a trigger.

create table public.onboarding_requests (
  id uuid primary key default gen_random_uuid(),
  first_name text not null,
  last_name text not null,
  email text not null,
  organization_name text not null,
  organization_type text not null,
  organization_size text not null,
  phone text,
  comments text,
  -- The selected feature interests joined by ', ' (empty when none was picked).
  main_goal text,
  last_submission_time timestamptz,
  status text not null default 'pending',
  created_at timestamptz not null default now(),
  status_changed_at timestamptz,
  status_changed_by uuid,

  constraint onboarding_requests_first_name_required check (first_name ~ '[^[:space:]]'),
  constraint onboarding_requests_first_name_length check (char_length(first_name) <= 100),
  constraint onboarding_requests_last_name_required check (last_name ~ '[^[:space:]]'),
  constraint onboarding_requests_last_name_length check (char_length(last_name) <= 100),
  -- The form's pattern: no spaces, exactly one @, a dot in the domain part.
  constraint onboarding_requests_email_format
    check (email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  constraint onboarding_requests_email_length check (char_length(email) <= 254),
  constraint onboarding_requests_organization_name_required
    check (organization_name ~ '[^[:space:]]'),
  constraint onboarding_requests_organization_name_length
    check (char_length(organization_name) <= 200),
  constraint onboarding_requests_organization_type_valid
    check (organization_type in ('faith', 'secular')),
  constraint onboarding_requests_organization_size_valid
    check (organization_size in (
      '1-10 employees', '11-50 employees', '51-200 employees', '201-500 employees', '500+ employees'
    )),
  -- The form stores an empty phone as null, so a present phone has at least one digit.
  constraint onboarding_requests_phone_format
    check (phone ~ '^[0-9 +().-]+$' and phone ~ '[0-9]'),
  constraint onboarding_requests_phone_length check (char_length(phone) <= 40),
  -- The form stores empty comments as null.
  constraint onboarding_requests_comments_not_blank check (comments ~ '[^[:space:]]'),
  constraint onboarding_requests_comments_length check (char_length(comments) <= 2000),
  constraint onboarding_requests_main_goal_length check (char_length(main_goal) <= 1000),
  constraint onboarding_requests_status_valid
    check (status in ('pending', 'contacted', 'qualified', 'onboarded', 'rejected'))
);

comment on column public.onboarding_requests.status_changed_by is
  'auth.uid() of whoever last changed status; null when done by service_role or the owner.';

create index onboarding_requests_created_at_idx on public.onboarding_requests (created_at desc);

alter table public.onboarding_requests enable row level security;

revoke all on table public.onboarding_requests from public, anon, authenticated;
grant insert (
  first_name, last_name, email, organization_name, organization_type, organization_size,
  phone, comments, main_goal, last_submission_time
) on table public.onboarding_requests to anon, authenticated;
grant select on table public.onboarding_requests to authenticated;
grant update (status) on table public.onboarding_requests to authenticated;
grant all on table public.onboarding_requests to service_role;

create policy "Visitors can send a new pending request"
  on public.onboarding_requests for insert to anon
  with check (status = 'pending');

create policy "Signed-in users can send a new pending request"
  on public.onboarding_requests for insert to authenticated
  with check (status = 'pending');

create policy "Admins can read all requests"
  on public.onboarding_requests for select to authenticated
  using ((select private.is_admin()));

create policy "Admins can update requests"
  on public.onboarding_requests for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- BEFORE triggers fire in name order: the transition guard refuses first, then the stamp.
create trigger guard_status_transition
  before update on public.onboarding_requests
  for each row execute function private.guard_status_transition(
    'pending>contacted', 'pending>qualified', 'contacted>qualified', 'qualified>onboarded',
    'pending>rejected', 'contacted>rejected', 'qualified>rejected'
  );

create trigger stamp_status_change
  before update on public.onboarding_requests
  for each row execute function private.stamp_status_change();
