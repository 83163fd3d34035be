/**
 * The lead desk's background work on the local server: mailing the notices of new leads (when
 * SMTP is configured; otherwise only expiring them) and the daily retention run. On a hosted
 * project an Edge Function and pg_cron do the same with the same SQL functions (docs/operations.md#the-lead-desk-notices-notes-erasure-retention).
 */
import type { Queryable } from '../db/database.ts';
import { expireNotices } from './outbox.ts';
import { createNoticeSender, type Backoff, type SendMail } from './notice-sender.ts';
import { repeat, type Timers } from './repeat.ts';
import { applyRetention, writeRetentionMonths } from './retention.ts';
import type { LeadDeskSettings } from './settings.ts';
import { smtpSender } from './smtp.ts';

/** How often the outbox is drained: a notice arrives within about this long of its lead. */
export const NOTICE_INTERVAL_MS = 30_000;
/** Without SMTP, how often stale notices are expired. */
export const EXPIRY_INTERVAL_MS = 60 * 60 * 1000;
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface LeadDeskOptions {
  db: Queryable;
  settings: LeadDeskSettings;
  log: (line: string) => void;
  /** Tests: a sender other than SMTP, a backoff, timers, intervals. */
  sendMail?: SendMail;
  backoff?: Backoff;
  timers?: Timers;
  noticeIntervalMs?: number;
  retentionIntervalMs?: number;
}

export interface LeadDesk {
  stop(): Promise<void>;
}

export async function startLeadDesk(options: LeadDeskOptions): Promise<LeadDesk> {
  const { db, settings, log, timers } = options;
  if (settings.retentionMonths !== undefined) {
    await writeRetentionMonths(db, settings.retentionMonths);
    log(`retention: leads are kept ${settings.retentionMonths} months (RETENTION_MONTHS)`);
  }
  const retention = repeat(
    async () => {
      const deleted = await applyRetention(db);
      if (deleted > 0) log(`retention: deleted ${deleted} lead(s) past the retention period`);
    },
    options.retentionIntervalMs ?? RETENTION_INTERVAL_MS,
    (error) => log(`retention: the run failed: ${(error as Error).message}`),
    timers,
  );

  const smtp = settings.notices && !options.sendMail ? smtpSender(settings.notices) : undefined;
  const send = options.sendMail ?? smtp?.send;
  let notices;
  if (send) {
    if (settings.notices) {
      log(`notices: new leads are emailed to ${settings.notices.to.join(', ')}`);
    }
    const sender = createNoticeSender({ db, send, ...(options.backoff && { backoff: options.backoff }) });
    notices = repeat(
      async () => {
        const { failed } = await sender.drainOnce();
        if (failed > 0) log(`notices: ${failed} could not be sent; each is retried later`);
      },
      options.noticeIntervalMs ?? NOTICE_INTERVAL_MS,
      (error) => log(`notices: the outbox could not be drained: ${(error as Error).message}`),
      timers,
    );
  } else {
    log(
      'notices: SMTP_URL, NOTIFY_EMAIL_TO and NOTIFY_EMAIL_FROM are not set, so new leads are not emailed; ' +
        'their queued notices expire after a few days',
    );
    notices = repeat(
      () => expireNotices(db),
      EXPIRY_INTERVAL_MS,
      (error) => log(`notices: expiring old notices failed: ${(error as Error).message}`),
      timers,
    );
  }

  return {
    async stop() {
      await Promise.all([retention.stop(), notices.stop()]);
      smtp?.close();
    },
  };
}
