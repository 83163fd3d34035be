/**
 * The words of answering leads in the dashboard (docs/product.md#answering-leads): a lead's
 * conversation and reply form, the reply templates and the acknowledgement setting, one person's
 * timeline and what erasing them deletes. The browser tests find controls by these names.
 */
import type { DualText } from '../../data/types.ts';
import { formatDateTime, formatShortDate } from '../../lib/dates.ts';
import type { ErasurePreview } from '../../lib/db/lead-answers.ts';
import { countOf } from '../format-count.ts';
import { FORMER_ADMIN } from './desk-strings.ts';

/**
 * How a template names the visitor's organization, in the display mode the visitor used; a lead
 * from before the mode was kept gets the secular word, which reads right to anyone.
 */
export const ORGANIZATION_WORD: DualText = { faith: 'ministry', secular: 'organization' };

export const THREAD_TEXT = {
  heading: 'Conversation',
  none: 'No mail to this visitor yet.',
  loading: 'Loading the conversation…',
  fetchFailed: 'Failed to load the conversation',
  /** "Reply from ana@kindred.org, Mar 4, 2026, 3:05 PM UTC" */
  reply: (sender: string | null, at: string) => `Reply from ${sender ?? FORMER_ADMIN}, ${formatDateTime(at)}`,
  acknowledgement: (at: string) => `Acknowledgement, ${formatDateTime(at)}`,
  /** The acknowledgement's words are the site's, chosen by the visitor's mode when it is sent. */
  acknowledgementBody: 'The automatic acknowledgement, in the visitor’s display mode.',
  states: {
    queued: 'Queued',
    sent: (at: string) => `Sent ${formatDateTime(at)}`,
    retrying: (reason: string, at: string) => `Failed: ${reason} — retrying at ${formatDateTime(at)}`,
    failed: (reason: string) => `Not sent: ${reason}`,
    expired: 'Expired',
  },
  /** When a failed mail recorded no reason. */
  unknownReason: 'unknown error',
} as const;

export const REPLY_TEXT = {
  template: 'Template',
  noTemplate: 'Write your own',
  label: 'Reply',
  send: 'Send reply',
  manageTemplates: 'Edit templates',
  /** Before a template takes the place of text the staff member wrote themselves. */
  replaceDraft: 'Replace what you wrote with this template?',
  empty: 'Write something first.',
  tooLong: (max: number) => `A reply holds at most ${countOf(max, 'character')}.`,
  queued: 'Reply queued',
  queuedDescription: 'It goes out with the next send; the conversation shows when.',
  failed: 'Reply not sent',
  failures: {
    network: 'The server could not be reached. Your text is kept; please try again.',
    refused: 'The reply was refused. Your text is kept.',
  },
} as const;

export const TEMPLATES_TEXT = {
  heading: 'Replies',
  intro: 'Templates fill the reply form; {first_name} and {organization} become the visitor’s own.',
  listLabel: 'Reply templates',
  none: 'No templates yet.',
  loading: 'Loading templates…',
  fetchFailed: 'Failed to load templates',
  newTemplate: 'New template',
  name: 'Name',
  body: 'Text',
  add: 'Add template',
  edit: 'Edit template',
  save: 'Save template',
  delete: 'Delete template',
  confirmDelete: (name: string) => `Delete the template “${name}”?`,
  nameEmpty: 'Give the template a name.',
  nameTooLong: (max: number) => `A name holds at most ${countOf(max, 'character')}.`,
  bodyEmpty: 'Write the template’s text.',
  bodyTooLong: (max: number) => `A template holds at most ${countOf(max, 'character')}.`,
  saveFailed: 'Failed to save template',
  deleteFailed: 'Failed to delete template',
  acknowledgements: 'Send an acknowledgement to each new lead',
  acknowledgementsHint: 'At most one a day per address, in the visitor’s display mode.',
  acknowledgementsFailed: 'Failed to change the acknowledgement setting',
} as const;

/** The nouns of an erasure's preview, in the order it lists them. */
const ERASED_NOUNS = {
  messages: ['message'],
  requests: ['request'],
  notes: ['note'],
  mails: ['mail to the visitor', 'mails to the visitor'],
  notices: ['notice'],
  submission_log: ['rate-limit record'],
} as const satisfies Record<keyof ErasurePreview, readonly [string, string?]>;

export const PERSON_TEXT = {
  open: 'All from this person',
  heading: 'All from this person',
  /** Newest first: what happened last is what the desk acts on next. */
  order: 'Newest first.',
  timelineLabel: 'Timeline',
  loading: 'Loading…',
  fetchFailed: 'Failed to load this person’s timeline',
  kinds: {
    message: 'Message',
    request: 'Access request',
    note: 'Note',
    acknowledgement: 'Acknowledgement',
    reply: 'Reply',
    status_change: 'Status changed',
  } as Record<string, string>,
  /** "Unread → Responded by ana@kindred.org" */
  statusChange: (from: string, to: string, by: string | null) => `${from} → ${to}${by ? ` by ${by}` : ''}`,
  /** Who wrote a note or sent a reply. */
  by: (author: string | null) => `By ${author ?? FORMER_ADMIN}`,
  firstTouch: 'First touch',
  lastTouch: 'Last touch',
  /** A person who came once: their one lead is both. */
  onlyTouch: 'First and last touch',
  /** What the timeline entry belongs to: "on the message of Mar 4, 2026". */
  ofLead: (kind: 'message' | 'request', at: string) => `on the ${kind} of ${formatShortDate(at)}`,
} as const;

export const ERASE_PREVIEW_TEXT = {
  heading: 'Erase person',
  loading: 'Counting what erasing deletes…',
  fetchFailed: 'Could not count what erasing deletes.',
  /** "Deletes 2 messages, 1 request, 3 notes, 2 mails to the visitor, 3 notices, 4 rate-limit records." */
  deletes: (preview: ErasurePreview) => {
    const parts = (Object.keys(ERASED_NOUNS) as (keyof ErasurePreview)[])
      .filter((kind) => preview[kind] > 0)
      .map((kind) => {
        const [noun, plural] = ERASED_NOUNS[kind];
        return countOf(preview[kind], noun, plural);
      });
    return parts.length ? `Deletes ${parts.join(', ')}, for good.` : 'Nothing from this address is left.';
  },
} as const;
