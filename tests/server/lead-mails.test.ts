/**
 * Mails to visitors end to end on the local server's side (docs/architecture.md#flow-5-a-lead-notice-from-row-to-inbox):
 * a visitor's lead queues its acknowledgement, staff queue a reply with reply_to_lead as a signed-in
 * client, and the lead desk mails each over real SMTP to a local sink. The backoff and the timers
 * are injected: nothing waits in real time.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ACKNOWLEDGEMENTS, REPLY_SUBJECTS } from '../../src/data/lead-acknowledgements.ts';
import { startLeadDesk } from '../../server/lead-desk/lead-desk.ts';
import { createVisitorMailSender } from '../../server/lead-desk/notice-sender.ts';
import { readLeadDeskSettings, type VisitorMailSettings } from '../../server/lead-desk/settings.ts';
import { smtpVisitorSender } from '../../server/lead-desk/smtp.ts';
import { NO_USABLE_ADDRESS } from '../../supabase/functions/_shared/visitor-mail.ts';
import { publicClient, signInStaff, startTestBackend, type TestBackend } from '../support/backend.ts';
import { contactRow, requestRow } from '../support/lead-rows.ts';
import { readRawMail } from '../support/raw-mail.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { virtualTimers } from '../support/virtual-timers.ts';

const TEAM = 'hello@kindred.example';
const NOTICES = {
  SMTP_URL: 'smtp://mail.example.org:587',
  NOTIFY_EMAIL_TO: 'leads@kindred.example',
  NOTIFY_EMAIL_FROM: 'Kindred <notices@kindred.example>',
};

let backend: TestBackend;
let sink: SmtpSink;
/** A lead-desk staff member's signed-in client. */
let staff: SupabaseClient;

beforeAll(async () => {
  [backend, sink] = await Promise.all([startTestBackend(), startSmtpSink()]);
  staff = (await signInStaff(backend)).admin;
});

afterAll(async () => {
  await sink?.stop();
  await backend?.close();
});

beforeEach(async () => {
  await backend.db.query('delete from public.lead_mails');
  sink.received.length = 0;
});

const settings = (): VisitorMailSettings => ({
  smtpUrl: `smtp://staff:secret@127.0.0.1:${sink.port}`,
  from: 'Kindred <notices@kindred.example>',
  replyTo: TEAM,
});

/** A sender over real SMTP to the sink, retrying at once after a failure; close() ends its connection. */
function smtpMailSender() {
  const smtp = smtpVisitorSender(settings());
  const sender = createVisitorMailSender({
    db: backend.db,
    send: smtp.send,
    senders: settings(),
    backoff: () => 0,
  });
  return { ...sender, close: smtp.close };
}

/** A visitor's lead through the REST API, as the public forms store it; its id. */
async function visitorSends(table: 'contact_messages' | 'onboarding_requests', row: Record<string, unknown>) {
  const { error } = await publicClient(backend).from(table).insert(row);
  expect(error).toBeNull();
  const { rows } = await backend.db.query<{ id: string }>(`select id from public.${table} where email = $1`, [
    row.email,
  ]);
  return rows[0]?.id ?? '';
}

async function mails() {
  const { rows } = await backend.db.query<{
    id: string;
    kind: string;
    status: string;
    attempts: number;
    last_error: string | null;
  }>('select id, kind, status, attempts, last_error from public.lead_mails order by created_at');
  return rows;
}

const headerNames = (raw: string) =>
  readRawMail(raw)
    .headers.map((line) => line.slice(0, line.indexOf(':')))
    .sort();
const header = (raw: string, name: string) =>
  readRawMail(raw)
    .headers.find((line) => line.startsWith(`${name}: `))
    ?.slice(name.length + 2);

describe('mails to visitors over SMTP', () => {
  it('the lead desk mails a secular visitor the secular acknowledgement, with the team’s Reply-To, on its timer', async () => {
    const timers = virtualTimers();
    const lines: string[] = [];
    const desk = await startLeadDesk({
      db: backend.db,
      settings: { visitorMails: settings() },
      sendMail: () => Promise.resolve(),
      log: (line) => lines.push(line),
      timers,
      noticeIntervalMs: 1,
    });
    await expect.poll(() => timers.pending()).toHaveLength(2);
    await visitorSends('contact_messages', {
      ...contactRow('ruth@gracechurch.org'),
      display_mode: 'secular',
    });
    timers.advance(Math.max(...timers.pending()));
    await expect.poll(() => sink.received.length).toBe(1);
    await desk.stop();

    const copy = ACKNOWLEDGEMENTS.contact_messages.secular;
    const [mail] = sink.received;
    expect(mail).toMatchObject({ from: 'notices@kindred.example', to: ['ruth@gracechurch.org'] });
    const raw = mail?.raw ?? '';
    expect(header(raw, 'Subject')).toBe(copy.subject);
    expect(header(raw, 'Reply-To')).toBe(TEAM);
    expect(headerNames(raw)).not.toContain('Bcc');
    const { body } = readRawMail(raw);
    expect(body).toContain(copy.greeting('Ruth'));
    expect(body).toContain(copy.paragraphs[1]);
    expect(body).not.toContain(contactRow('').message);
    expect(await mails()).toEqual([
      expect.objectContaining({ kind: 'acknowledgement', status: 'sent', attempts: 1 }),
    ]);
    expect(lines).toContain(
      `visitor mails: acknowledgements and replies are emailed, with replies to ${TEAM}`,
    );
  });

  it('a reply staff queue is mailed with the Bcc to the team and threaded after the acknowledgement', async () => {
    const sender = smtpMailSender();
    const leadId = await visitorSends('onboarding_requests', requestRow('ruth@riverside.example'));
    expect(await sender.drainOnce()).toEqual({ sent: 1, failed: 0 });

    const body = 'Hello Ruth,\n\nThank you! Could we call you on Tuesday?\n\nNaomi';
    const queued = await staff.rpc('reply_to_lead', {
      lead_table: 'onboarding_requests',
      lead_id: leadId,
      body,
    });
    expect(queued.error).toBeNull();
    expect(await sender.drainOnce()).toEqual({ sent: 1, failed: 0 });
    sender.close();

    const [acknowledgement, reply] = await mails();
    expect(reply).toMatchObject({ kind: 'reply', status: 'sent', attempts: 1, last_error: null });
    const mail = sink.received[1];
    expect(mail?.to.sort()).toEqual([TEAM, 'ruth@riverside.example'].sort());
    const raw = mail?.raw ?? '';
    expect(headerNames(raw)).not.toContain('Bcc');
    expect(header(raw, 'Subject')).toBe(REPLY_SUBJECTS.onboarding_requests);
    expect(header(raw, 'Reply-To')).toBe(TEAM);
    expect(header(raw, 'Message-ID')).toBe(`<${reply?.id}@kindred.example>`);
    expect(header(raw, 'References')).toBe(`<${acknowledgement?.id}@kindred.example>`);
    expect(header(raw, 'In-Reply-To')).toBe(`<${acknowledgement?.id}@kindred.example>`);
    expect(readRawMail(raw).body).toBe(body);
    const { rows } = await backend.db.query('select status from public.onboarding_requests where id = $1', [
      leadId,
    ]);
    expect(rows).toEqual([{ status: 'contacted' }]);
  });

  it('a reply queued while the mail server is down stays queued with the reason, then is sent once it is back', async () => {
    const sender = smtpMailSender();
    const leadId = await visitorSends('contact_messages', contactRow('naomi@harbourchurch.example'));
    expect(await sender.drainOnce()).toEqual({ sent: 1, failed: 0 });
    const queued = await staff.rpc('reply_to_lead', {
      lead_table: 'contact_messages',
      lead_id: leadId,
      body: 'Hi!',
    });
    expect(queued.error).toBeNull();
    await sink.stop();
    try {
      expect(await sender.drainOnce()).toEqual({ sent: 0, failed: 1 });
      expect((await mails())[1]).toMatchObject({
        kind: 'reply',
        status: 'queued',
        attempts: 1,
        last_error: expect.stringMatching(/ECONNREFUSED|connect/i),
      });
    } finally {
      await sink.restart();
    }
    expect(await sender.drainOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await sender.drainOnce()).toEqual({ sent: 0, failed: 0 });
    sender.close();
    expect((await mails())[1]).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(sink.received.map((mail) => header(mail.raw, 'Subject'))).toEqual([
      ACKNOWLEDGEMENTS.contact_messages.faith.subject,
      REPLY_SUBJECTS.contact_messages,
    ]);
  });

  it('an address no header may carry fails for good, with the reason, and nothing is sent', async () => {
    const sender = smtpMailSender();
    await visitorSends('contact_messages', contactRow('ü@example.org'));
    expect(await sender.drainOnce()).toEqual({ sent: 0, failed: 1 });
    expect(await sender.drainOnce()).toEqual({ sent: 0, failed: 0 });
    sender.close();
    expect(await mails()).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 1, last_error: NO_USABLE_ADDRESS }),
    ]);
    expect(sink.received).toEqual([]);
  });
});

describe('without LEAD_REPLY_TO', () => {
  it('the lead desk says so once, leaves the mails queued and expires stale acknowledgements', async () => {
    const timers = virtualTimers();
    const lines: string[] = [];
    await visitorSends('contact_messages', contactRow('old@example.org'));
    await backend.db.query(`update public.lead_mails set created_at = now() - interval '4 days'`);
    await visitorSends('contact_messages', contactRow('new@example.org'));
    const desk = await startLeadDesk({
      db: backend.db,
      settings: {},
      sendMail: () => Promise.resolve(),
      log: (line) => lines.push(line),
      timers,
    });
    await expect.poll(async () => (await mails()).map((mail) => mail.status)).toEqual(['expired', 'queued']);
    await desk.stop();
    expect(lines.filter((line) => line.startsWith('visitor mails:'))).toEqual([
      'visitor mails: LEAD_REPLY_TO is not set, so acknowledgements and replies are not emailed; ' +
        'they stay queued, and acknowledgements expire after a few days',
    ]);
    expect(sink.received).toEqual([]);
  });
});

describe('LEAD_REPLY_TO', () => {
  it('is read with the SMTP settings, as a bare address or "Name <address>"', () => {
    for (const replyTo of [TEAM, 'Kindred team <hello@kindred.example>']) {
      expect(readLeadDeskSettings({ ...NOTICES, LEAD_REPLY_TO: ` ${replyTo} ` }).visitorMails).toEqual({
        smtpUrl: NOTICES.SMTP_URL,
        from: NOTICES.NOTIFY_EMAIL_FROM,
        replyTo,
      });
    }
    expect(readLeadDeskSettings({ ...NOTICES, LEAD_REPLY_TO: ' ' })).not.toHaveProperty('visitorMails');
  });

  it.each([
    [{ ...NOTICES, LEAD_REPLY_TO: 'hello' }, 'LEAD_REPLY_TO must be one email address, or "Name <address>"'],
    [{ ...NOTICES, LEAD_REPLY_TO: 'a@b.org, c@d.org' }, 'LEAD_REPLY_TO must be one email address'],
    [{ LEAD_REPLY_TO: TEAM }, 'LEAD_REPLY_TO needs SMTP_URL and NOTIFY_EMAIL_FROM'],
  ])('refuses %j with a sentence naming it', (env, message) => {
    expect(() => readLeadDeskSettings(env)).toThrow(message);
  });
});
