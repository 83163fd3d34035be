-- Migration: the private tables that refuse every API role say so in a policy.
--
-- The build bookkeeping (private.site_build_state, private.site_build_hook) and the submission
-- limits (private.submission_limits, private.submission_log) have RLS on and no policy, so no role
-- held by RLS may touch a row; their writers are the owner and security-definer functions, past
-- RLS. Supabase's database linter takes RLS without a policy for a table someone forgot
-- (rls_enabled_no_policy): a policy that refuses all says it was meant. Nothing changes for anyone.

create policy "No API role reads or writes the build bookkeeping"
  on private.site_build_state as restrictive for all to public using (false) with check (false);
create policy "No API role reads or writes the build hook's request"
  on private.site_build_hook as restrictive for all to public using (false) with check (false);
create policy "No API role reads or writes the submission limits"
  on private.submission_limits as restrictive for all to public using (false) with check (false);
create policy "No API role reads or writes the submission log"
  on private.submission_log as restrictive for all to public using (false) with check (false);
