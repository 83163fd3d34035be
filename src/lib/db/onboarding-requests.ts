/**
 * public.onboarding_requests: what the request-access form sends, and the row the admin's
 * Requests tab reads. The admin's calls, shared with the messages, are in lead-tables.ts, apart
 * from this module, so the form that imports it never refers to the admin's client.
 */
import type { Tables, TablesInsert } from './database.types.ts';
import { storedAttribution } from '../attribution/lead-attribution.ts';
import { $mode } from '../mode/store.ts';
import { submitOnce, type SubmissionOutcome } from './submissions.ts';

const TABLE = 'onboarding_requests';

/** A request as the dashboard reads it (`select *`). */
export type OnboardingRequest = Tables<'onboarding_requests'>;

/**
 * The id is the submission's own (submissions.ts), so a retry stores one row; the attribution is
 * what this tab's first page view recorded, when it recorded anything; the display mode is the
 * visitor's, which their acknowledgement is worded for.
 */
export function submitOnboardingRequest(
  row: TablesInsert<'onboarding_requests'>,
  submissionId: string,
): Promise<SubmissionOutcome> {
  // No .select(): visitors may insert but not read rows back, so the answer is return=minimal.
  return submitOnce((rest) =>
    rest.from(TABLE).insert({ ...row, ...storedAttribution(), display_mode: $mode.get(), id: submissionId }),
  );
}
