/**
 * The public forms' writes (contact messages and onboarding requests). Each submission carries an
 * id chosen here, sent as the row's primary key; the database skips an insert whose id this same
 * client already stored (see the submission_limits and submission_ids_stay_private migrations),
 * so a double click or a retry after a lost response stores one row, never two. A plain insert rather than upsert(…, { ignoreDuplicates }):
 * ON CONFLICT would need visitors to be able to read leads.
 *
 * The forms need no sign-in, so this talks to the REST API through postgrest-js alone (as the
 * blog does) and is loaded on first send, so pages carry no database client until someone writes.
 */
import type { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from './database.types.ts';

/**
 * saved: the row is stored (by this call or an earlier one with the same id); rate-limited: the
 * database's submission limits refused it (HTTP 429), nothing was stored; failed: anything else.
 */
export type SubmissionOutcome = 'saved' | 'rate-limited' | 'failed';

/** The status the database's submission limits answer with (see the submission_limits migration). */
const TOO_MANY_REQUESTS = 429;

/** One id per submission: kept across retries of the same filled form, new after a success. */
export function newSubmissionId(): string {
  return crypto.randomUUID();
}

/**
 * Sends one submission through the public REST client, loaded on this first send, and says how it
 * went. `insert` makes the request: a table module names its table and row there, typed.
 */
export async function submitOnce(
  insert: (rest: PostgrestClient<Database>) => PromiseLike<{ error: unknown; status: number }>,
): Promise<SubmissionOutcome> {
  try {
    const { publicRest } = await import('./public-rest.ts');
    const { error, status } = await insert(publicRest());
    if (!error) return 'saved';
    return status === TOO_MANY_REQUESTS ? 'rate-limited' : 'failed';
  } catch {
    return 'failed';
  }
}
