/**
 * The local server's side of the lead_notices outbox: the same SQL functions an Edge Function
 * calls on a hosted project (supabase/migrations/20261124091100_lead_notices.sql), run as the
 * database owner.
 */
import type { LeadForm } from '../../supabase/functions/_shared/lead-notice.ts';
import type { Queryable } from '../db/database.ts';

/** A notice this sender now holds: its token proves the claim when the outcome is recorded. */
export interface ClaimedNotice {
  id: string;
  claimToken: string;
  /** Counting this one. */
  attempts: number;
  form: LeadForm;
  /** The lead row as it is now, to render the mail from. */
  lead: Record<string, unknown>;
}

export async function claimNotices(
  db: Queryable,
  batchSize: number,
  leaseSeconds: number,
): Promise<ClaimedNotice[]> {
  const { rows } = await db.query<ClaimedNotice>(
    'select id, claim_token as "claimToken", attempts, form, lead from public.claim_lead_notices($1, $2)',
    [batchSize, leaseSeconds],
  );
  return rows;
}

export async function recordSent(db: Queryable, notice: ClaimedNotice): Promise<void> {
  await db.query('select public.record_lead_notice_sent($1, $2)', [notice.id, notice.claimToken]);
}

export async function recordFailure(
  db: Queryable,
  notice: ClaimedNotice,
  error: string,
  retryAfterSeconds: number,
): Promise<void> {
  await db.query('select public.record_lead_notice_failure($1, $2, $3, $4)', [
    notice.id,
    notice.claimToken,
    error,
    retryAfterSeconds,
  ]);
}

export async function expireNotices(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ expired: number }>('select public.expire_lead_notices() as expired');
  return rows[0]?.expired ?? 0;
}
