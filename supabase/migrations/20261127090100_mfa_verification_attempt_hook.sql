-- Migration: the MFA verification attempt hook, for a hosted project's Auth.
--
-- Supabase Auth (GoTrue) checks a TOTP code with one step of skew, keeps no record of used codes,
-- and limits verifications per client IP only. Where the project's plan offers the MFA
-- verification attempt hook, it calls a Postgres function after each check, in a transaction of
-- its own that commits before it answers, as supabase_auth_admin, with the event
--   {"metadata": {"uuid": ..., "time": ..., "name": "mfa-verification", "ip_address": ...},
--    "user_id": ..., "factor_id": ..., "factor_type": "totp" or "phone", "valid": true or false}
-- and reads back {"decision": "continue"} or {"decision": "reject", "message": ...}. A rejection
-- is answered 403 mfa_verification_rejected with the message, and signs the user out of every
-- session (internal/api/mfa.go, internal/hooks/v0hooks in supabase/auth).
--
-- This hook applies the local server's lockout with the same function and table
-- (private.record_mfa_attempt, 20261127090000_mfa_factor_attempts.sql): each wrong code is
-- counted, and while a factor has 10 wrong codes in 15 minutes every verification is rejected,
-- the right code too. GoTrue does not tell the hook which step a code was for, so the replay
-- record stays a rule of the local server. The hook does nothing until it is enabled in the
-- Dashboard (Authentication, Hooks: Postgres function public.mfa_verification_attempt).
--
-- Security invoker: it runs as supabase_auth_admin, whose only right on the lockout is to call
-- private.record_mfa_attempt. Only supabase_auth_admin may execute it, the grants the Dashboard
-- also applies when a hook is enabled: the default grant of new public functions to anon,
-- authenticated and service_role is revoked, so the Data API cannot call it.

create function public.mfa_verification_attempt(event jsonb)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  attempt record;
begin
  select * into attempt
    from private.record_mfa_attempt(
      (event ->> 'factor_id')::uuid,
      coalesce((event ->> 'valid')::boolean, false),
      null,
      pg_catalog.now()
    );
  if attempt.outcome = 'locked' then
    return pg_catalog.jsonb_build_object('decision', 'reject', 'message', attempt.message);
  end if;
  return pg_catalog.jsonb_build_object('decision', 'continue');
end
$$;

comment on function public.mfa_verification_attempt(jsonb) is
  'Supabase Auth''s MFA verification attempt hook: rejects while the factor has 10 wrong codes in 15 minutes.';

revoke execute on function public.mfa_verification_attempt(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.mfa_verification_attempt(jsonb) to supabase_auth_admin;
