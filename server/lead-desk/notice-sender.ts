/**
 * Drains the lead_notices outbox: claims the due notices, mails each one, records the outcome.
 * A failed send is retried after `backoff(attempts)` seconds; a notice recorded as sent is never
 * claimed again, and two servers on one database never hold the same notice (the claim's lease,
 * see outbox.ts). Nothing here waits: the timer that calls drainOnce is the caller's (repeat.ts),
 * so tests call it directly.
 */
import type { Queryable } from '../db/database.ts';
import {
  exponentialBackoff,
  NOTICE_BATCH_SIZE,
  NOTICE_LEASE_SECONDS,
  renderNoticeMail,
  type NoticeMail,
} from '../../supabase/functions/_shared/lead-notice.ts';
import { claimNotices, recordFailure, recordSent } from './outbox.ts';

/** Sends one mail or throws; the error's message becomes the notice's last_error. */
export type SendMail = (mail: NoticeMail) => Promise<void>;

/** Seconds before the next try after `attempts` failed ones. */
export type Backoff = (attempts: number) => number;

export interface DrainOutcome {
  sent: number;
  failed: number;
}

export interface NoticeSender {
  drainOnce(): Promise<DrainOutcome>;
}

export function createNoticeSender(options: {
  db: Queryable;
  send: SendMail;
  backoff?: Backoff;
}): NoticeSender {
  const { db, send, backoff = exponentialBackoff } = options;
  return {
    async drainOnce() {
      const outcome: DrainOutcome = { sent: 0, failed: 0 };
      for (const notice of await claimNotices(db, NOTICE_BATCH_SIZE, NOTICE_LEASE_SECONDS)) {
        try {
          await send(renderNoticeMail(notice.form, notice.lead));
        } catch (error) {
          outcome.failed += 1;
          const reason = error instanceof Error ? error.message : String(error);
          await recordFailure(db, notice, reason, backoff(notice.attempts));
          continue;
        }
        outcome.sent += 1;
        await recordSent(db, notice);
      }
      return outcome;
    },
  };
}
