/**
 * public.contact_messages: what the contact form sends, and the row the admin's Messages tab
 * reads. The admin's calls, shared with the requests, are in lead-tables.ts, apart from this
 * module, so the contact dialog that imports it never refers to the admin's client.
 */
import type { Tables, TablesInsert } from './database.types.ts';
import type { ContactMessageInsert } from '../forms/contact-form.ts';
import { storedAttribution } from '../attribution/lead-attribution.ts';
import { $mode } from '../mode/store.ts';
import { submitOnce, type SubmissionOutcome } from './submissions.ts';

const TABLE = 'contact_messages';

/** A message as the dashboard reads it (`select *`). */
export type ContactMessage = Tables<'contact_messages'>;

/** The columns a visitor sends (contact-form.ts, from the description), held to the insert type. */
export type ContactMessageFields = ContactMessageInsert & Partial<TablesInsert<'contact_messages'>>;

/**
 * The id is the submission's own (submissions.ts), so a retry stores one row; the attribution is
 * what this tab's first page view recorded, when it recorded anything; the display mode is the
 * visitor's, which their acknowledgement is worded for.
 */
export function submitContactMessage(
  fields: ContactMessageFields,
  submissionId: string,
): Promise<SubmissionOutcome> {
  // No .select(): visitors may insert but not read rows back, so the answer is return=minimal.
  return submitOnce((rest) =>
    rest
      .from(TABLE)
      .insert({ ...fields, ...storedAttribution(), display_mode: $mode.get(), id: submissionId }),
  );
}
