/**
 * Lead notices end to end on the local server's side (docs/architecture.md#flow-5-a-lead-notice-from-row-to-inbox),
 * over real SMTP to a local sink. The backoff and the timers are injected: nothing waits in real time.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openConnections, type Connections } from '../../server/db/connections.ts';
import type { Database } from '../../server/db/database.ts';
import { migrate } from '../../server/db/migrate.ts';
import { startLeadDesk } from '../../server/lead-desk/lead-desk.ts';
import { createNoticeSender } from '../../server/lead-desk/notice-sender.ts';
import { exponentialBackoff } from '../../supabase/functions/_shared/lead-notice.ts';
import { smtpSender } from '../../server/lead-desk/smtp.ts';
import { contactRow, requestRow } from '../support/lead-rows.ts';
import { readRawMail } from '../support/raw-mail.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { virtualTimers } from '../support/virtual-timers.ts';

let connections: Connections;
/** The schema owner's login, as the lead desk runs. */
let db: Database;
let sink: SmtpSink;

/** Inserts as a visitor does through the REST API: authenticator as role anon, one transaction. */
async function visitorSends(table: 'contact_messages' | 'onboarding_requests', row: Record<string, unknown>) {
  await connections.api.transaction(async (tx) => {
    await tx.query(`select set_config('role', 'anon', true)`);
    const columns = Object.keys(row);
    await tx.query(
      `insert into public.${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    );
  });
}

async function noticeStates() {
  const { rows } = await db.query<{ status: string; attempts: number; last_error: string | null }>(
    'select status, attempts, last_error from public.lead_notices order by created_at',
  );
  return rows;
}

beforeAll(async () => {
  connections = await openConnections({});
  db = connections.owner;
  await migrate(connections, { seed: false });
  sink = await startSmtpSink();
});

afterAll(async () => {
  await sink.stop();
  await connections.close();
});

beforeEach(async () => {
  await db.query('delete from public.lead_notices');
  sink.received.length = 0;
});

const settings = () => ({
  smtpUrl: `smtp://staff:secret@127.0.0.1:${sink.port}`,
  to: ['leads@kindred.example', 'pastor@kindred.example'],
  from: 'Kindred <notices@kindred.example>',
});

/** Every header nodemailer writes for a notice; a visitor's text adds none. */
const EXPECTED_HEADERS =
  'Content-Type From To Reply-To Subject Message-ID Content-Transfer-Encoding Date MIME-Version';

/** A sender over real SMTP to the sink; close() ends its connection. */
function smtpNoticeSender(backoff?: (attempts: number) => number) {
  const smtp = smtpSender(settings());
  return { ...createNoticeSender({ db, send: smtp.send, ...(backoff && { backoff }) }), close: smtp.close };
}

describe('lead notices over SMTP', () => {
  it('a new contact message reaches every recipient once, rendered from the lead; a Reply-To only for an address a header may carry, the notice sent either way', async () => {
    const sender = smtpNoticeSender();
    for (const email of ['ruth@gracechurch.org', "o'brien@example.org", 'ü@example.org']) {
      await visitorSends('contact_messages', contactRow(email));
      expect(await sender.drainOnce()).toEqual({ sent: 1, failed: 0 });
    }
    expect(await sender.drainOnce()).toEqual({ sent: 0, failed: 0 });
    sender.close();

    expect(sink.received).toHaveLength(3);
    expect(sink.received[0]).toMatchObject({
      from: 'notices@kindred.example',
      to: settings().to,
      raw: expect.stringContaining('Subject: New contact message from Ruth Miller'),
    });
    for (const line of [
      'Reply-To: ruth@gracechurch.org',
      'Could you tell us more about volunteer scheduling?',
    ]) {
      expect(sink.received[0]?.raw).toContain(line);
    }
    const [, carried, left] = sink.received;
    expect(carried?.raw).toContain("Reply-To: o'brien@example.org");
    expect(left?.raw).not.toMatch(/^Reply-To:/im);
    expect(left?.raw).toContain('Subject: New contact message from Ruth Miller');
    expect(await noticeStates()).toEqual(
      Array.from({ length: 3 }, () => ({ status: 'sent', attempts: 1, last_error: null })),
    );
  });

  it('a name with forged lines arrives on one line, adding no field and no header', async () => {
    const sender = smtpNoticeSender();
    await visitorSends('contact_messages', {
      ...contactRow('ruth@gracechurch.org'),
      name: 'Ruth Miller\r\nBcc: victim@example.org\nEmail: ceo@bank.example\nReceived: 1999-01-01',
    });
    expect(await sender.drainOnce()).toEqual({ sent: 1, failed: 0 });
    sender.close();

    const mail = readRawMail(sink.received[0]?.raw ?? '');
    expect(mail.headers.map((line) => line.slice(0, line.indexOf(':'))).sort()).toEqual(
      EXPECTED_HEADERS.split(' ').sort(),
    );
    expect(mail.body.split('\n\n')[0]?.split('\n')).toEqual([
      'Name: Ruth Miller ⏎ Bcc: victim@example.org ⏎ Email: ceo@bank.example ⏎ Received: 1999-01-01',
      'Email: ruth@gracechurch.org',
      expect.stringMatching(/^Received: \d{4}-\d\d-\d\dT/),
    ]);
  });

  it('a notice queued while the mail server is down is retried and delivered once it is back', async () => {
    const sender = smtpNoticeSender(() => 0);
    await sink.stop();
    try {
      await visitorSends('onboarding_requests', requestRow('ruth@riverside.example'));
      expect(await sender.drainOnce()).toEqual({ sent: 0, failed: 1 });
      const [failed] = await noticeStates();
      expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
      expect(failed?.last_error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await sink.restart();
    }
    expect(await sender.drainOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await sender.drainOnce()).toEqual({ sent: 0, failed: 0 });
    sender.close();
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]?.raw).toContain(
      'Subject: New access request from Ruth Okafor (Riverside Food Bank)',
    );
    expect(await noticeStates()).toEqual([{ status: 'sent', attempts: 2, last_error: null }]);
  });

  it('a failure waits out its backoff: not retried before it is due', async () => {
    const sender = createNoticeSender({
      db,
      send: () => Promise.reject(new Error('421 try again later')),
      backoff: exponentialBackoff,
    });
    await visitorSends('contact_messages', contactRow('late@example.org'));
    expect(await sender.drainOnce()).toEqual({ sent: 0, failed: 1 });
    expect(await sender.drainOnce()).toEqual({ sent: 0, failed: 0 });
    const { rows } = await db.query<{ wait: number }>(
      `select round(extract(epoch from next_attempt_at - now()))::int as wait from public.lead_notices`,
    );
    expect(rows[0]?.wait).toBeGreaterThan(50);
    expect(rows[0]?.wait).toBeLessThanOrEqual(60);
  });
});

it.each([
  [1, 60],
  [2, 120],
  [3, 240],
  [7, 3600],
  [30, 3600],
])('exponentialBackoff: after %d failed attempt(s) waits %d s', (attempts, seconds) => {
  expect(exponentialBackoff(attempts)).toBe(seconds);
});

describe('startLeadDesk', () => {
  it('without SMTP settings says so once, sends nothing and expires stale notices on its timer', async () => {
    const lines: string[] = [];
    const timers = virtualTimers();
    await visitorSends('contact_messages', contactRow('stale@example.org'));
    await db.query(`update public.lead_notices set created_at = now() - interval '4 days'`);
    const desk = await startLeadDesk({ db, settings: {}, log: (line) => lines.push(line), timers });
    await expect.poll(async () => (await noticeStates()).map((notice) => notice.status)).toEqual(['expired']);
    await desk.stop();
    expect(lines.filter((line) => line.startsWith('notices:'))).toEqual([
      'notices: SMTP_URL, NOTIFY_EMAIL_TO and NOTIFY_EMAIL_FROM are not set, so new leads are not emailed; ' +
        'their queued notices expire after a few days',
    ]);
    expect(sink.received).toEqual([]);
  });

  it('writes RETENTION_MONTHS into the setting and drains the outbox on each tick', async () => {
    const lines: string[] = [];
    const timers = virtualTimers();
    const desk = await startLeadDesk({
      db,
      settings: { notices: settings(), retentionMonths: 18 },
      log: (line) => lines.push(line),
      timers,
      noticeIntervalMs: 1,
    });
    const { rows } = await db.query('select retention_months from private.lead_desk_settings');
    expect(rows).toEqual([{ retention_months: 18 }]);
    // Retention's timer and the notices'.
    await expect.poll(() => timers.pending()).toHaveLength(2);
    await visitorSends('contact_messages', contactRow('tick@example.org'));
    timers.advance(Math.max(...timers.pending()));
    await expect.poll(() => sink.received.length).toBe(1);
    await desk.stop();
    expect(lines).toContain(
      'notices: new leads are emailed to leads@kindred.example, pastor@kindred.example',
    );
    expect(lines).toContain('retention: leads are kept 18 months (RETENTION_MONTHS)');
    await db.query('update private.lead_desk_settings set retention_months = 24');
  });
});
