/**
 * The lead desk's background work on the local server: mailing the notices of new leads and the
 * acknowledgements and replies to visitors (when SMTP and LEAD_REPLY_TO are configured; otherwise
 * only expiring what would arrive too late) and the daily retention run. On a hosted project an
 * Edge Function and pg_cron do the same with the same SQL functions (docs/operations.md#the-lead-desk-notices-notes-erasure-retention).
 */
import type { Queryable } from '../db/database.ts';
import { expireMails, expireNotices } from './outbox.ts';
import {
  createNoticeSender,
  createVisitorMailSender,
  type Backoff,
  type DrainOutcome,
  type SendMail,
  type SendVisitorMail,
} from './notice-sender.ts';
import { repeat, type Timers } from './repeat.ts';
import { applyRetention, writeRetentionMonths } from './retention.ts';
import type { LeadDeskSettings } from './settings.ts';
import { smtpSender, smtpVisitorSender } from './smtp.ts';

/** How often the outboxes are drained: a notice or an acknowledgement leaves within about this long of its lead. */
export const NOTICE_INTERVAL_MS = 30_000;
/** Without SMTP, how often stale notices and acknowledgements are expired. */
export const EXPIRY_INTERVAL_MS = 60 * 60 * 1000;
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface LeadDeskOptions {
  db: Queryable;
  settings: LeadDeskSettings;
  log: (line: string) => void;
  /** Tests: senders other than SMTP, a backoff, timers, intervals. */
  sendMail?: SendMail;
  sendVisitorMail?: SendVisitorMail;
  backoff?: Backoff;
  timers?: Timers;
  noticeIntervalMs?: number;
  retentionIntervalMs?: number;
}

export interface LeadDesk {
  stop(): Promise<void>;
}

/** One outbox's part of a tick: a failure is logged, and the other outbox still has its turn. */
async function drainLogged(name: string, drain: () => Promise<DrainOutcome>, log: (line: string) => void) {
  try {
    const { failed } = await drain();
    if (failed > 0)
      log(`${name}: ${failed} could not be sent; the lead desk shows why, and retries what it can`);
  } catch (error) {
    log(`${name}: the outbox could not be drained: ${(error as Error).message}`);
  }
}

export async function startLeadDesk(options: LeadDeskOptions): Promise<LeadDesk> {
  const { db, settings, log, timers } = options;
  const backoff = options.backoff && { backoff: options.backoff };
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
  const { visitorMails } = settings;
  const visitorSmtp = visitorMails && !options.sendVisitorMail ? smtpVisitorSender(visitorMails) : undefined;
  const sendVisitor = options.sendVisitorMail ?? visitorSmtp?.send;
  const visitorSender =
    visitorMails && sendVisitor
      ? createVisitorMailSender({ db, send: sendVisitor, senders: visitorMails, ...backoff })
      : undefined;
  if (visitorMails) {
    log(`visitor mails: acknowledgements and replies are emailed, with replies to ${visitorMails.replyTo}`);
  } else {
    log(
      'visitor mails: LEAD_REPLY_TO is not set, so acknowledgements and replies are not emailed; ' +
        'they stay queued, and acknowledgements expire after a few days',
    );
  }

  let outboxes;
  if (send) {
    if (settings.notices) {
      log(`notices: new leads are emailed to ${settings.notices.to.join(', ')}`);
    }
    const notices = createNoticeSender({ db, send, ...backoff });
    outboxes = repeat(
      async () => {
        await drainLogged('notices', () => notices.drainOnce(), log);
        if (visitorSender) await drainLogged('visitor mails', () => visitorSender.drainOnce(), log);
        else await expireMails(db);
      },
      options.noticeIntervalMs ?? NOTICE_INTERVAL_MS,
      (error) => log(`visitor mails: expiring old acknowledgements failed: ${(error as Error).message}`),
      timers,
    );
  } else {
    log(
      'notices: SMTP_URL, NOTIFY_EMAIL_TO and NOTIFY_EMAIL_FROM are not set, so new leads are not emailed; ' +
        'their queued notices expire after a few days',
    );
    outboxes = repeat(
      async () => {
        await expireNotices(db);
        await expireMails(db);
      },
      EXPIRY_INTERVAL_MS,
      (error) =>
        log(`notices: expiring old notices and acknowledgements failed: ${(error as Error).message}`),
      timers,
    );
  }

  return {
    async stop() {
      await Promise.all([retention.stop(), outboxes.stop()]);
      smtp?.close();
      visitorSmtp?.close();
    },
  };
}
