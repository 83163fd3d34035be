/**
 * public.contact_messages: what the contact form sends, and what the admin's Messages tab reads
 * and counts. The list, export and status calls shared with the requests are in lead-tables.ts.
 */
import type { Tables, TablesInsert } from './database.types.ts';
import { NEW_MESSAGE_STATUS } from './constants.ts';
import { countWithStatus } from './lead-tables.ts';
import { submitOnce, type SubmissionOutcome } from './submissions.ts';

const TABLE = 'contact_messages';

/** A message as the dashboard reads it (`select *`). */
export type ContactMessage = Tables<'contact_messages'>;

/** The columns a visitor sends (the database fills in the rest). */
export type ContactMessageFields = Pick<TablesInsert<'contact_messages'>, 'name' | 'email' | 'message'>;

/** The id is the submission's own (submissions.ts), so a retry stores one row. */
export function submitContactMessage(
  fields: ContactMessageFields,
  submissionId: string,
): Promise<SubmissionOutcome> {
  // No .select(): visitors may insert but not read rows back, so the answer is return=minimal.
  return submitOnce((rest) => rest.from(TABLE).insert({ ...fields, id: submissionId }));
}

/** The Messages tab's count: messages nobody has read yet. */
export function countUnreadMessages(): Promise<number | null> {
  return countWithStatus(TABLE, NEW_MESSAGE_STATUS);
}
