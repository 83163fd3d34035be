/**
 * Edge Function `lead-notices`: drains the lead_notices outbox on a hosted Supabase project, as
 * server/lead-desk/ does on the local server, through the same SQL functions
 * (supabase/migrations/20261124091100_lead_notices.sql) and the same mail (../_shared/lead-notice.ts).
 * Call it every minute with pg_cron and pg_net (docs/deploy.md#a-supabase-project); each
 * call claims the due notices, mails them and records each outcome, so overlapping calls never
 * send one twice. Secrets: SMTP_URL (smtps://…:465: Edge Functions cannot reach ports 25 and
 * 587), NOTIFY_EMAIL_TO, NOTIFY_EMAIL_FROM; SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set by
 * the platform. Its answer holds counts only, never a lead.
 */
import { createClient } from '@supabase/supabase-js';
import { createTransport } from 'nodemailer';
import {
  exponentialBackoff,
  NOTICE_BATCH_SIZE,
  NOTICE_LEASE_SECONDS,
  renderNoticeMail,
  smtpTransportOptions,
  type LeadForm,
} from '../_shared/lead-notice.ts';

/** The part of Deno's global this function uses (declared so the project's tsc checks the file). */
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Response | Promise<Response>): void;
};

interface ClaimedRow {
  id: string;
  claim_token: string;
  attempts: number;
  form: LeadForm;
  lead: Record<string, unknown>;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setting(name: string): string {
  const value = Deno.env.get(name)?.trim();
  if (!value) throw new Error(`the secret ${name} is not set`);
  return value;
}

async function drain(): Promise<{ sent: number; failed: number }> {
  const db = createClient(setting('SUPABASE_URL'), setting('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const transport = createTransport(smtpTransportOptions(setting('SMTP_URL')));
  const to = setting('NOTIFY_EMAIL_TO')
    .split(',')
    .map((address) => address.trim());
  const from = setting('NOTIFY_EMAIL_FROM');

  const { data, error } = await db.rpc('claim_lead_notices', {
    batch_size: NOTICE_BATCH_SIZE,
    lease_seconds: NOTICE_LEASE_SECONDS,
  });
  if (error) throw new Error(`claim_lead_notices: ${error.message}`);
  const outcome = { sent: 0, failed: 0 };
  for (const notice of (data ?? []) as ClaimedRow[]) {
    const mail = renderNoticeMail(notice.form, notice.lead);
    try {
      await transport.sendMail({ from, to, subject: mail.subject, text: mail.text, replyTo: mail.replyTo });
    } catch (sendError) {
      outcome.failed += 1;
      await db.rpc('record_lead_notice_failure', {
        notice_id: notice.id,
        token: notice.claim_token,
        error: sendError instanceof Error ? sendError.message : String(sendError),
        retry_after_seconds: exponentialBackoff(notice.attempts),
      });
      continue;
    }
    outcome.sent += 1;
    await db.rpc('record_lead_notice_sent', { notice_id: notice.id, token: notice.claim_token });
  }
  transport.close();
  return outcome;
}

Deno.serve(async (request) => {
  if (request.method !== 'POST') return json({ error: 'POST to drain the outbox' }, 405);
  try {
    return json(await drain());
  } catch (error) {
    return json({ error: error instanceof Error ? error.message : String(error) }, 500);
  }
});
