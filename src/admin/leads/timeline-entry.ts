/**
 * One entry of a person's timeline in words (docs/product.md#answering-leads): what it is, its
 * text, and the line under it (a mail's delivery state, a note's author, a status change). The
 * entry's jsonb is read field by field, since the database function's row type cannot say more.
 */
import { jsonObject } from '../../lib/db/json-object.ts';
import type { TimelineRow } from '../../lib/db/lead-answers.ts';
import { MESSAGE_STATUS_SET } from '../../lib/leads/message-statuses.ts';
import { REQUEST_STATUS_SET } from '../../lib/leads/request-statuses.ts';
import { statusLabel } from '../../lib/leads/status-set.ts';
import { PERSON_TEXT, THREAD_TEXT } from './answer-strings.ts';
import { mailStateText } from './mail-state.ts';

function field(entry: TimelineRow['entry'], key: string): string | null {
  const value = jsonObject(entry)?.[key];
  return typeof value === 'string' ? value : null;
}

export interface EntryWords {
  kind: string;
  /** What was written: a message, a request's organization, a note, a reply. */
  text: string | null;
  /** Under the text: who, or how the mail fares. */
  detail: string | null;
}

export function entryWords(row: TimelineRow): EntryWords {
  const { entry } = row;
  const kind = PERSON_TEXT.kinds[row.kind] ?? row.kind;
  const label = (status: string | null) =>
    row.lead_table === 'contact_messages'
      ? statusLabel(MESSAGE_STATUS_SET, status ?? '')
      : statusLabel(REQUEST_STATUS_SET, status ?? '');
  switch (row.kind) {
    case 'message':
      return { kind, text: field(entry, 'message'), detail: field(entry, 'name') };
    case 'request':
      return {
        kind,
        text: field(entry, 'organization_name'),
        detail: [field(entry, 'first_name'), field(entry, 'last_name')].filter(Boolean).join(' ') || null,
      };
    case 'note':
      return { kind, text: field(entry, 'body'), detail: PERSON_TEXT.by(field(entry, 'author_email')) };
    case 'acknowledgement':
    case 'reply': {
      const state = mailStateText({
        status: field(entry, 'status') ?? 'queued',
        sent_at: field(entry, 'sent_at'),
        last_error: field(entry, 'last_error'),
        next_attempt_at: field(entry, 'next_attempt_at') ?? row.at,
      });
      return row.kind === 'reply'
        ? {
            kind,
            text: field(entry, 'body'),
            detail: `${PERSON_TEXT.by(field(entry, 'sent_by_email'))} · ${state}`,
          }
        : { kind, text: THREAD_TEXT.acknowledgementBody, detail: state };
    }
    case 'status_change':
      return {
        kind,
        text: PERSON_TEXT.statusChange(
          label(field(entry, 'from')),
          label(field(entry, 'to')),
          field(entry, 'changed_by_email'),
        ),
        detail: null,
      };
    default:
      return { kind, text: null, detail: null };
  }
}

/** A key for React: the entry's own id where it has one (leads, notes, mails), else lead and moment. */
export function entryKey(row: TimelineRow): string {
  return `${row.kind}:${field(row.entry, 'id') ?? `${row.lead_id}@${row.at}`}`;
}

/** Newest first (what happened last is what the desk acts on next); ties keep the database's order. */
export function newestFirst(rows: readonly TimelineRow[]): TimelineRow[] {
  return rows.toReversed();
}
