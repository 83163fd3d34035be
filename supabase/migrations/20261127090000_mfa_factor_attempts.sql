-- Migration: each TOTP factor's wrong codes and last accepted step, in the database.
--
-- GoTrue's TOTP check has two weaknesses the local auth server does not copy:
--   - Replay. It accepts the code of the current 30-second step and of one step either side and
--     records nothing, so one code works twice in the same window, and again from a new sign-in
--     up to 90 seconds on. RFC 6238 section 5.2: a verifier must not accept a step's code twice.
--   - Guessing from many networks. It limits verifications per client IP only; someone holding
--     the password and an IPv6 /48 (65536 /64s) guesses as fast as the server answers.
-- So, per factor, from wherever the codes come:
--   - at most 10 wrong codes in any 15 minutes; once there are 10, every code is refused, the right
--     one too, until the oldest of them is 15 minutes old (a right code does not clear them);
--   - the newest step a code was accepted for is kept, and that step and every earlier one are
--     refused from then on, counted as a wrong code.
--
-- State. One row per factor that was ever tried, in the database rather than in a process, so it
-- survives restarts and several servers on one database share it; it goes with its factor. At
-- most 10 failure times are kept: the rule never needs more.
--
-- Who reaches it. No API role: RLS on, a policy that refuses all, no grant. The local auth server
-- logs in as supabase_auth_admin, as GoTrue does, and reaches the table only through
-- private.record_mfa_attempt(), which applies the whole rule in one step under the row's lock, so
-- parallel guesses cannot slip past the count. supabase_auth_admin gets usage on schema private
-- and execute on that function, and no right on the table. On a hosted project GoTrue calls the
-- same function from the MFA verification attempt hook (the next migration); GoTrue tells the
-- hook no step, so there only the lockout applies.

create table private.mfa_factor_attempts (
  factor_id uuid primary key references auth.mfa_factors (id) on delete cascade,
  -- Wrong codes still inside the window, oldest first.
  failed_at timestamptz[] not null default '{}',
  -- The newest 30-second step (epoch seconds / 30) a code was accepted for; null until then.
  last_step bigint
);

comment on table private.mfa_factor_attempts is
  'Per TOTP factor: wrong codes in the last 15 minutes (10 lock it) and the last accepted step.';

alter table private.mfa_factor_attempts enable row level security;
revoke all on table private.mfa_factor_attempts from public, anon, authenticated, service_role;
create policy "No API role reads or writes the factor attempts"
  on private.mfa_factor_attempts as restrictive for all to public using (false) with check (false);

-- One attempt at a factor's code: `code_valid` whether the code was right for some step within
-- the skew, `code_step` that step (null from GoTrue's hook, which is not told it), `attempted_at`
-- the verifier's clock. Answers
--   accepted: the code counts;
--   wrong or replayed: refused and counted (replayed: right, but for a step already accepted);
--   locked: refused and not counted, with `locked_until` and the message to show.
-- Security definer (owned by the schema owner, past RLS), so its caller needs no right on the table.
create function private.record_mfa_attempt(
  factor uuid,
  code_valid boolean,
  code_step bigint,
  attempted_at timestamptz,
  out outcome text,
  out locked_until timestamptz,
  out message text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  max_failures constant integer := 10;
  lockout_window constant interval := interval '15 minutes';
  recent timestamptz[];
  newest_step bigint;
begin
  -- The factor's row, locked until commit: attempts at one factor queue here.
  insert into private.mfa_factor_attempts (factor_id) values (factor) on conflict (factor_id) do nothing;
  select array(
           select failed from pg_catalog.unnest(attempts.failed_at) as failed
            where failed > attempted_at - lockout_window
            order by failed
         ),
         attempts.last_step
    into recent, newest_step
    from private.mfa_factor_attempts as attempts
   where attempts.factor_id = factor
     for update;

  if pg_catalog.cardinality(recent) >= max_failures then
    outcome := 'locked';
    -- The lock lifts when fewer than max_failures are left inside the window.
    locked_until := recent[pg_catalog.cardinality(recent) - max_failures + 1] + lockout_window;
    message := pg_catalog.format(
      'Too many wrong codes for this factor. Try again in %s.',
      case
        when locked_until - attempted_at <= interval '1 minute' then '1 minute'
        else pg_catalog.ceil(extract(epoch from locked_until - attempted_at) / 60)::integer || ' minutes'
      end
    );
    return;
  end if;

  if code_valid and (code_step is null or newest_step is null or code_step > newest_step) then
    outcome := 'accepted';
    if code_step is not null then
      update private.mfa_factor_attempts as attempts
         set last_step = code_step
       where attempts.factor_id = factor;
    end if;
    return;
  end if;

  outcome := case when code_valid then 'replayed' else 'wrong' end;
  update private.mfa_factor_attempts as attempts
     set failed_at = recent || attempted_at
   where attempts.factor_id = factor;
end
$$;

revoke execute on function private.record_mfa_attempt(uuid, boolean, bigint, timestamptz)
  from public, anon, authenticated, service_role;
grant usage on schema private to supabase_auth_admin;
grant execute on function private.record_mfa_attempt(uuid, boolean, bigint, timestamptz) to supabase_auth_admin;
