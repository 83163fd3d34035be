/**
 * The local server's side of the two outboxes, lead_notices (mails to staff) and lead_mails (mails
 * to visitors): the same SQL functions an Edge Function calls on a hosted project
 * (supabase/migrations/20261124091100_lead_notices.sql, 20261130090000_lead_desk_answers.sql), run
 * as the database owner.
 */
import {
  NOTICE_BATCH_SIZE,
  NOTICE_LEASE_SECONDS,
  type ClaimedNotice,
} from '../../supabase/functions/_shared/lead-notice.ts';
import type { Claim, Outbox } from '../../supabase/functions/_shared/outbox-drain.ts';
import type { ClaimedLeadMail } from '../../supabase/functions/_shared/visitor-mail.ts';
import type { Queryable } from '../db/database.ts';

/** Each outbox's SQL: its table's claim, sent and failure functions. */
const SQL = {
  notices: {
    claim: 'select id, claim_token, attempts, form, lead from public.claim_lead_notices($1, $2)',
    sent: 'select public.record_lead_notice_sent($1, $2)',
    failure: 'select public.record_lead_notice_failure($1, $2, $3, $4)',
  },
  mails: {
    claim:
      'select id, claim_token, attempts, kind, body, form, lead, earlier from public.claim_lead_mails($1, $2)',
    sent: 'select public.record_lead_mail_sent($1, $2)',
    failure: 'select public.record_lead_mail_failure($1, $2, $3, $4)',
  },
} as const;

type OutboxName = keyof typeof SQL;

/** An outbox's rows: claimed in batches under a lease; each outcome recorded with the claim's token. */
export type OutboxRows<Item> = Omit<Outbox<Item>, 'send'>;

function outboxRows<Item extends Claim>(db: Queryable, name: OutboxName): OutboxRows<Item> {
  const sql = SQL[name];
  return {
    async claim() {
      return (await db.query<Item>(sql.claim, [NOTICE_BATCH_SIZE, NOTICE_LEASE_SECONDS])).rows;
    },
    async recordSent(item) {
      await db.query(sql.sent, [item.id, item.claim_token]);
    },
    async recordFailure(item, error, retryAfterSeconds) {
      await db.query(sql.failure, [item.id, item.claim_token, error, retryAfterSeconds]);
    },
  };
}

export const noticeRows = (db: Queryable) => outboxRows<ClaimedNotice>(db, 'notices');
export const mailRows = (db: Queryable) => outboxRows<ClaimedLeadMail>(db, 'mails');

/** Expires the notices unsent for too long; how many. */
export async function expireNotices(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ expired: number }>('select public.expire_lead_notices() as expired');
  return rows[0]?.expired ?? 0;
}

/** Expires the acknowledgements unsent for too long (replies never expire); how many. */
export async function expireMails(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ expired: number }>('select public.expire_lead_mails() as expired');
  return rows[0]?.expired ?? 0;
}
