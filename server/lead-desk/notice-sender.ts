/**
 * Drains the two outboxes: lead_notices (a mail to staff for each new lead) and lead_mails (the
 * acknowledgements and replies to visitors). Each pass claims the due rows, mails each one and
 * records the outcome (supabase/functions/_shared/outbox-drain.ts, as the Edge Function does). A
 * failed send is retried after `backoff(attempts)` seconds; a row recorded as sent is never claimed
 * again, and two servers on one database never hold the same row (the claim's lease). Nothing
 * here waits: the timer that calls drainOnce is the caller's (repeat.ts), so tests call it directly.
 */
import type { Queryable } from '../db/database.ts';
import {
  exponentialBackoff,
  renderNoticeMail,
  type ClaimedNotice,
  type NoticeMail,
} from '../../supabase/functions/_shared/lead-notice.ts';
import {
  drainOutbox,
  type Backoff,
  type DrainOutcome,
} from '../../supabase/functions/_shared/outbox-drain.ts';
import {
  renderVisitorMail,
  type ClaimedLeadMail,
  type VisitorMail,
  type VisitorMailSenders,
} from '../../supabase/functions/_shared/visitor-mail.ts';
import { mailRows, noticeRows } from './outbox.ts';

export type { Backoff, DrainOutcome };

/** Sends one notice or throws; the error's message becomes the notice's last_error. */
export type SendMail = (mail: NoticeMail) => Promise<void>;
/** Sends one mail to a visitor or throws. */
export type SendVisitorMail = (mail: VisitorMail) => Promise<void>;

export interface OutboxSender {
  drainOnce(): Promise<DrainOutcome>;
}

export function createNoticeSender(options: {
  db: Queryable;
  send: SendMail;
  backoff?: Backoff;
}): OutboxSender {
  const { db, send, backoff = exponentialBackoff } = options;
  const outbox = {
    ...noticeRows(db),
    send: (notice: ClaimedNotice) => send(renderNoticeMail(notice.form, notice.lead)),
  };
  return { drainOnce: () => drainOutbox(outbox, backoff) };
}

/** Mails to visitors: a row with no address a header may carry fails for good (Undeliverable). */
export function createVisitorMailSender(options: {
  db: Queryable;
  send: SendVisitorMail;
  senders: VisitorMailSenders;
  backoff?: Backoff;
}): OutboxSender {
  const { db, send, senders, backoff = exponentialBackoff } = options;
  const outbox = { ...mailRows(db), send: (mail: ClaimedLeadMail) => send(renderVisitorMail(mail, senders)) };
  return { drainOnce: () => drainOutbox(outbox, backoff) };
}
