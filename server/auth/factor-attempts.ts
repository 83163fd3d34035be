/**
 * What the database decides about one code typed for a factor
 * (supabase/migrations/20261127090000_mfa_factor_attempts.sql): a step accepted once is never
 * accepted again (RFC 6238 section 5.2), and a factor with 10 wrong codes in 15 minutes refuses
 * every code, from any network, until the oldest of them is 15 minutes old. The state is a table,
 * so it outlives this process and is shared by every server on the database.
 */
import type { Queryable } from '../db/database.ts';

/** The rule private.record_mfa_attempt applies; stated here for the tests and the docs. */
export const FACTOR_LOCKOUT = { maxFailures: 10, windowSeconds: 15 * 60 } as const;

export type CodeAttempt =
  { outcome: 'accepted' } | { outcome: 'wrong' | 'replayed' } | { outcome: 'locked'; message: string };

interface AttemptRow {
  outcome: CodeAttempt['outcome'];
  message: string | null;
}

/**
 * Records one code for `factorId`: `step` is the 30-second step the code was right for
 * (totpStepOf), null when it was wrong. Run it in the transaction that acts on the answer.
 */
export async function recordCodeAttempt(
  db: Queryable,
  { factorId, step, nowSeconds }: { factorId: string; step: number | null; nowSeconds: number },
): Promise<CodeAttempt> {
  const { rows } = await db.query<AttemptRow>(
    'select outcome, message from private.record_mfa_attempt($1::uuid, $2, $3::bigint, to_timestamp($4))',
    [factorId, step !== null, step, nowSeconds],
  );
  const row = rows[0];
  if (!row) throw new Error('private.record_mfa_attempt returned no row');
  if (row.outcome !== 'locked') return { outcome: row.outcome };
  return { outcome: 'locked', message: row.message ?? '' };
}
