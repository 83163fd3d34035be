/**
 * Edge Function `lead-notices`: drains the two outboxes on a hosted Supabase project, as
 * server/lead-desk/ does on the local server, through the same SQL functions
 * (supabase/migrations/20261124091100_lead_notices.sql, 20261130090000_lead_desk_answers.sql), the
 * same loop (../_shared/outbox-drain.ts) and the same mails (../_shared/lead-notice.ts for the
 * notices to staff, ../_shared/visitor-mail.ts for the acknowledgements and replies to visitors).
 * Call it every minute with pg_cron and pg_net (docs/deploy.md#a-supabase-project); each call
 * claims the due rows, mails them and records each outcome, so overlapping calls never send one
 * twice. Secrets: SMTP_URL (smtps://…:465: Edge Functions cannot reach ports 25 and 587),
 * NOTIFY_EMAIL_TO, NOTIFY_EMAIL_FROM, and LEAD_REPLY_TO for the mails to visitors (without it they
 * stay queued, acknowledgements expire, and the answer says so); SUPABASE_URL and
 * SUPABASE_SERVICE_ROLE_KEY are set by the platform. Its answer holds counts only, never a lead.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createTransport } from 'nodemailer';
import {
  exponentialBackoff,
  NOTICE_BATCH_SIZE,
  NOTICE_LEASE_SECONDS,
  renderNoticeMail,
  smtpTransportOptions,
  type ClaimedNotice,
} from '../_shared/lead-notice.ts';
import { drainOutbox, type Claim, type DrainOutcome } from '../_shared/outbox-drain.ts';
import { LEAD_REPLY_TO_UNSET, renderVisitorMail, type ClaimedLeadMail } from '../_shared/visitor-mail.ts';

/** The part of Deno's global this function uses (declared so the project's tsc checks the file). */
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): void;
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setting(name: string): string {
  const value = Deno.env.get(name)?.trim();
  if (!value) throw new Error(`the secret ${name} is not set`);
  return value;
}

async function call<T>(db: SupabaseClient, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await db.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

/** One outbox's rows through its SQL functions: lead_notices (`notice`) or lead_mails (`mail`). */
function outboxRows<Item extends Claim>(db: SupabaseClient, table: 'notice' | 'mail') {
  const idArgument = `${table}_id`;
  return {
    claim: async () =>
      (await call<Item[] | null>(db, `claim_lead_${table}s`, {
        batch_size: NOTICE_BATCH_SIZE,
        lease_seconds: NOTICE_LEASE_SECONDS,
      })) ?? [],
    recordSent: async (item: Item) => {
      await call(db, `record_lead_${table}_sent`, { [idArgument]: item.id, token: item.claim_token });
    },
    recordFailure: async (item: Item, error: string, retryAfterSeconds: number | null) => {
      await call(db, `record_lead_${table}_failure`, {
        [idArgument]: item.id,
        token: item.claim_token,
        error,
        retry_after_seconds: retryAfterSeconds,
      });
    },
  };
}

async function drain(): Promise<{ notices: DrainOutcome; mails: DrainOutcome | string }> {
  const db = createClient(setting('SUPABASE_URL'), setting('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const transport = createTransport(smtpTransportOptions(setting('SMTP_URL')));
  const to = setting('NOTIFY_EMAIL_TO')
    .split(',')
    .map((address) => address.trim());
  const from = setting('NOTIFY_EMAIL_FROM');
  const replyTo = Deno.env.get('LEAD_REPLY_TO')?.trim();
  try {
    const notices = await drainOutbox(
      {
        ...outboxRows<ClaimedNotice>(db, 'notice'),
        async send(notice) {
          const mail = renderNoticeMail(notice.form, notice.lead);
          await transport.sendMail({
            from,
            to,
            subject: mail.subject,
            text: mail.text,
            replyTo: mail.replyTo,
          });
        },
      },
      exponentialBackoff,
    );
    if (!replyTo) {
      await call(db, 'expire_lead_mails');
      return { notices, mails: LEAD_REPLY_TO_UNSET };
    }
    const mails = await drainOutbox(
      {
        ...outboxRows<ClaimedLeadMail>(db, 'mail'),
        async send(mail) {
          await transport.sendMail(renderVisitorMail(mail, { from, replyTo }));
        },
      },
      exponentialBackoff,
    );
    return { notices, mails };
  } finally {
    transport.close();
  }
}

Deno.serve(async (request) => {
  if (request.method !== 'POST') return json({ error: 'POST to drain the outbox' }, 405);
  try {
    return json(await drain());
  } catch (error) {
    return json({ error: error instanceof Error ? error.message : String(error) }, 500);
  }
});
