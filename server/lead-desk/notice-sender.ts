/**
 * Drains the lead_notices outbox: claims the due notices, mails each one, records the outcome.
 * A failed send is retried after `backoff(attempts)` seconds; a notice recorded as sent is never
 * claimed again, and two servers on one database never hold the same notice (the claim's lease,
 * see outbox.ts). Nothing here waits: the timer that calls drainOnce is the caller's (repeat.ts),
 * so tests call it directly.
 */
import type { Queryable } from '../db/database.ts';
import { renderNoticeMail, type NoticeMail } from './notice-mail.ts';
import { claimNotices, recordFailure, recordSent } from './outbox.ts';

/** Sends one mail or throws; the error's message becomes the notice's last_error. */
export type SendMail = (mail: NoticeMail) => Promise<void>;

/** Seconds before the next try after `attempts` failed ones. */
export type Backoff = (attempts: number) => number;

export const NOTICE_BATCH_SIZE = 20;
/** Longer than any one send may take, so a live claim is never taken over. */
export const NOTICE_LEASE_SECONDS = 300;
const FIRST_RETRY_SECONDS = 60;
const LONGEST_RETRY_SECONDS = 3600;

/** 1, 2, 4, 8 … minutes, at most an hour: a mail server down for a while is not hammered. */
export const exponentialBackoff: Backoff = (attempts) =>
  Math.min(LONGEST_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));

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
