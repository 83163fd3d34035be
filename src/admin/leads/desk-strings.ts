/**
 * The words of the lead desk in the dashboard: notes, the email notice of a lead, erasing a
 * person, and the tab title's count (docs/product.md#lead-notes, docs/product.md#lead-notices,
 * docs/product.md#erasure-and-retention). The browser tests find controls by these names.
 */
import { formatDateTime } from '../../lib/dates.ts';
import { EXPIRED_NOTICES_SHOWN_DAYS } from '../../lib/db/lead-desk.ts';

import { countOf, formatCount } from '../format-count.ts';

/** Who wrote a note or sent a reply, when the account is gone. */
export const FORMER_ADMIN = 'A former admin';

export const NOTES_TEXT = {
  heading: 'Notes',
  newNote: 'New note',
  add: 'Add note',
  adding: 'Adding…',
  edit: 'Edit note',
  save: 'Save note',
  delete: 'Delete note',
  editLabel: 'Edit this note',
  none: 'No notes yet.',
  loading: 'Loading notes…',
  /** "admin@kindred.org, Mar 4, 2026, 3:05 PM UTC (edited)" */
  byline: (author: string | null, createdAt: string, edited: boolean) =>
    `${author ?? FORMER_ADMIN}, ${formatDateTime(createdAt)}${edited ? ' (edited)' : ''}`,
  confirmDelete: 'Delete this note?',
  tooLong: (max: number) => `A note holds at most ${countOf(max, 'character')}.`,
  empty: 'Write something first.',
  fetchFailed: 'Failed to load notes',
  saveFailed: 'Failed to save note',
  deleteFailed: 'Failed to delete note',
  csvHeader: 'Notes',
} as const;

export const NOTICE_TEXT = {
  label: 'Email notice',
  none: 'None',
  sent: (at: string) => `Sent ${formatDateTime(at)}`,
  queued: 'Waiting to be sent',
  retrying: (attempts: number, nextTry: string, error: string | null) =>
    `Not sent after ${countOf(attempts, 'attempt')}` +
    `${error ? ` (${error})` : ''}; next try ${formatDateTime(nextTry)}`,
  expired: (at: string) => `Expired unsent ${formatDateTime(at)} (no mail server was reachable in time)`,
} as const;

export const NOTICE_HEALTH_TEXT = {
  failing: (count: number, error: string | null) =>
    `${countOf(count, 'email notice')} of new leads could not be sent yet` +
    `${error ? ` (last error: ${error})` : ''}; each is retried.`,
  expired: (count: number) =>
    `${countOf(count, 'email notice')} expired unsent in the last ${EXPIRED_NOTICES_SHOWN_DAYS} days: ` +
    'no mail server was reachable in time, so check those leads in the lists.',
} as const;

export const ERASE_TEXT = {
  button: 'Erase person',
  confirm: (email: string) => `Erase everything from ${email}? What is listed is deleted for good.`,
  done: 'Person erased',
  doneDescription: (rows: number) => `${countOf(rows, 'row')} deleted.`,
  failed: 'Failed to erase',
  failedDescription: 'Nothing was deleted. Please try again.',
} as const;

/** The tab's title with the number of new leads first: "(3) Admin | Kindred". */
export function titleWithCount(baseTitle: string, count: number | null): string {
  return count ? `(${formatCount(count)}) ${baseTitle}` : baseTitle;
}
