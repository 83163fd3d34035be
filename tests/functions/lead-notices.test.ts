/**
 * The lead-notices Edge Function under real Deno, as hosted (docs/architecture.md#flow-5-a-lead-notice-from-row-to-inbox):
 * each notice is mailed once over verified smtps://, and a mail server that is down loses nothing;
 * with LEAD_REPLY_TO it also mails each visitor's acknowledgement.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACKNOWLEDGEMENTS } from '../../src/data/lead-acknowledgements.ts';
import { publicClient, startTestBackend, type TestBackend } from '../support/backend.ts';
import { startEdgeFunction, type EdgeFunction } from '../support/edge-function.ts';
import { contactRow, requestRow } from '../support/lead-rows.ts';
import { SMTP_SINK_CA_PATH, startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';

const TO = ['leads@kindred.example', 'pastor@kindred.example'];
const TEAM = 'hello@kindred.example';

let backend: TestBackend;
let service: SupabaseClient;
let sink: SmtpSink;
let edge: EdgeFunction;

beforeAll(async () => {
  [backend, sink] = await Promise.all([startTestBackend(), startSmtpSink({ tls: true })]);
  service = createClient(backend.url, backend.keys.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, storageKey: 'lead-notices-service' },
  });
  edge = await startEdgeFunction('lead-notices', {
    secrets: {
      SUPABASE_URL: backend.url,
      SUPABASE_SERVICE_ROLE_KEY: backend.keys.secretKey,
      SMTP_URL: `smtps://staff:secret@127.0.0.1:${sink.port}`,
      NOTIFY_EMAIL_TO: TO.join(', '),
      NOTIFY_EMAIL_FROM: 'Kindred <notices@kindred.example>',
      LEAD_REPLY_TO: TEAM,
    },
    caFile: SMTP_SINK_CA_PATH,
  });
});

afterAll(async () => {
  await edge?.stop();
  await sink?.stop();
  await backend?.close();
});

beforeEach(() => {
  sink.received.length = 0;
});

/** What pg_net's net.http_post sends by default: a JSON body of {} and the project's key. */
async function drain(): Promise<{ status: number; body: unknown }> {
  const response = await fetch(edge.url, {
    method: 'POST',
    headers: { Authorization: `Bearer ${backend.keys.publishableKey}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  return { status: response.status, body: await response.json() };
}

async function visitorSends(table: 'contact_messages' | 'onboarding_requests', row: Record<string, unknown>) {
  const { error } = await publicClient(backend).from(table).insert(row);
  expect(error).toBeNull();
}

async function notices() {
  const { data, error } = await service
    .from('lead_notices')
    .select('status, attempts, last_error, contact_message_id, onboarding_request_id')
    .order('created_at');
  expect(error).toBeNull();
  return data ?? [];
}

/** The notices received: the mails to the team's NOTIFY_EMAIL_TO (the others are acknowledgements). */
const noticeMails = () => sink.received.filter((mail) => mail.to.join() === TO.join());
const subjects = () =>
  noticeMails()
    .map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1])
    .sort();

const NOTHING_DUE = { sent: 0, failed: 0 };

describe('lead-notices under Deno', () => {
  it('mails each new lead once, to every recipient, and records it as sent', async () => {
    await visitorSends('contact_messages', contactRow('ruth@gracechurch.org'));
    await visitorSends('onboarding_requests', requestRow('ruth@riverside.example'));

    expect(await drain()).toEqual({
      status: 200,
      body: { notices: { sent: 2, failed: 0 }, mails: { sent: 2, failed: 0 } },
    });

    expect(subjects()).toEqual([
      'New access request from Ruth Okafor (Riverside Food Bank)',
      'New contact message from Ruth Miller',
    ]);
    for (const mail of noticeMails()) expect(mail.from).toBe('notices@kindred.example');
    const acknowledgement = sink.received.find((mail) => mail.to.join() === 'ruth@gracechurch.org');
    expect(acknowledgement?.raw).toContain(`Subject: ${ACKNOWLEDGEMENTS.contact_messages.faith.subject}`);
    expect(acknowledgement?.raw).toContain(`Reply-To: ${TEAM}`);
    expect(await notices()).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 1, last_error: null }),
      expect.objectContaining({ status: 'sent', attempts: 1, last_error: null }),
    ]);

    expect(await drain()).toEqual({ status: 200, body: { notices: NOTHING_DUE, mails: NOTHING_DUE } });
    expect(sink.received).toHaveLength(4);
  });

  it('keeps a notice while the mail server is down and sends it once the retry is due', async () => {
    await sink.stop();
    try {
      await visitorSends('contact_messages', contactRow('naomi@harbourchurch.example'));
      expect(await drain()).toEqual({
        status: 200,
        body: { notices: { sent: 0, failed: 1 }, mails: { sent: 0, failed: 1 } },
      });
    } finally {
      await sink.restart();
    }
    const waiting = (await notices()).filter((notice) => notice.status === 'queued');
    expect(waiting).toEqual([
      expect.objectContaining({ attempts: 1, last_error: expect.stringMatching(/ECONNREFUSED/) }),
    ]);

    // Not before its backoff: a server that just failed is not asked again at once.
    expect(await drain()).toEqual({ status: 200, body: { notices: NOTHING_DUE, mails: NOTHING_DUE } });
    // The minute passes (exponentialBackoff(1) is 60 s): the notice is due again.
    const due = await service
      .from('lead_notices')
      .update({ next_attempt_at: new Date().toISOString() })
      .eq('status', 'queued');
    expect(due.error).toBeNull();

    expect(await drain()).toEqual({
      status: 200,
      body: { notices: { sent: 1, failed: 0 }, mails: NOTHING_DUE },
    });
    expect(subjects()).toEqual(['New contact message from Ruth Miller']);
    expect(sink.received[0]?.raw).toContain('Reply-To: naomi@harbourchurch.example');
    expect((await notices()).map(({ status, attempts }) => ({ status, attempts }))).toEqual([
      { status: 'sent', attempts: 1 },
      { status: 'sent', attempts: 1 },
      { status: 'sent', attempts: 2 },
    ]);
  });
});
