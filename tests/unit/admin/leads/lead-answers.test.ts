import { describe, expect, it } from 'vitest';
import {
  ERASE_PREVIEW_TEXT,
  ORGANIZATION_WORD,
  THREAD_TEXT,
} from '../../../../src/admin/leads/answer-strings.ts';
import { fillTemplate, organizationWord, type LeadRow } from '../../../../src/admin/leads/fill-template.ts';
import { awaitsSending, mailStateText } from '../../../../src/admin/leads/mail-state.ts';
import { touches } from '../../../../src/admin/leads/person-touch.ts';
import { checkReply } from '../../../../src/admin/leads/reply-body.ts';
import { entryWords } from '../../../../src/admin/leads/timeline-entry.ts';
import { ATTRIBUTION_TEXT } from '../../../../src/admin/strings.ts';
import { ANSWER_LIMITS, type TimelineRow } from '../../../../src/lib/db/lead-answers.ts';
import { formatDateTime } from '../../../../src/lib/dates.ts';

const TEMPLATE = 'Hi {first_name}, tell us about your {organization}. {first_name}!';
const message = (name: string, display_mode: string | null) => ({ name, display_mode }) as LeadRow;
const request = (first_name: string, display_mode: string | null) =>
  ({ first_name, display_mode }) as LeadRow;

describe('fillTemplate', () => {
  it.each([
    [
      'a message in faith mode: the first word of the name',
      message('  Nia  Okafor ', 'faith'),
      'Nia',
      'faith',
    ],
    ['a request in secular mode: its first name', request('Ruth Ann', 'secular'), 'Ruth Ann', 'secular'],
  ] as const)('%s', (_case, row, name, mode) => {
    expect(fillTemplate(TEMPLATE, row)).toBe(
      `Hi ${name}, tell us about your ${ORGANIZATION_WORD[mode]}. ${name}!`,
    );
  });

  it('says organization to a lead from before the mode was kept', () => {
    expect(organizationWord(null)).toBe(ORGANIZATION_WORD.secular);
    expect(ORGANIZATION_WORD).toEqual({ faith: 'ministry', secular: 'organization' });
  });
});

describe('mailStateText', () => {
  const mail = { status: 'queued', sent_at: null, last_error: null, next_attempt_at: '2026-03-04T15:05:00Z' };
  it.each([
    ['queued', mail, 'Queued'],
    [
      'sent',
      { ...mail, status: 'sent', sent_at: '2026-03-04T15:06:00Z' },
      `Sent ${formatDateTime('2026-03-04T15:06:00Z')}`,
    ],
    [
      'failed once, retried later',
      { ...mail, last_error: 'connection refused' },
      `Failed: connection refused — retrying at ${formatDateTime(mail.next_attempt_at)}`,
    ],
    [
      'failed for good',
      { ...mail, status: 'failed', last_error: 'no valid address' },
      'Not sent: no valid address',
    ],
    [
      'failed for good without a reason',
      { ...mail, status: 'failed' },
      `Not sent: ${THREAD_TEXT.unknownReason}`,
    ],
    ['expired', { ...mail, status: 'expired' }, 'Expired'],
  ])('%s', (_case, state, text) => {
    expect(mailStateText(state)).toBe(text);
  });

  it('asks again only while something waits', () => {
    expect(awaitsSending([{ status: 'sent' }, { status: 'queued' }])).toBe(true);
    expect(awaitsSending([{ status: 'sent' }, { status: 'failed' }])).toBe(false);
  });
});

describe('checkReply', () => {
  it('trims, refuses blank and counts code points up to the CHECK limit', () => {
    expect(checkReply('  Thanks!\n')).toEqual({ ok: true, text: 'Thanks!' });
    expect(checkReply(' \n')).toMatchObject({ ok: false });
    expect(checkReply('🎉'.repeat(ANSWER_LIMITS.reply))).toMatchObject({ ok: true });
    expect(checkReply('x'.repeat(ANSWER_LIMITS.reply + 1))).toEqual({
      ok: false,
      message: 'A reply holds at most 5,000 characters.',
    });
  });
});

describe('touches', () => {
  const row = (at: string, kind: string, entry: TimelineRow['entry']): TimelineRow => ({
    at,
    kind,
    entry,
    lead_table: 'contact_messages',
    lead_id: at,
  });
  const L = ATTRIBUTION_TEXT.labels;

  it('reads the earliest and the latest lead, whatever comes between or the order given', () => {
    const timeline = [
      row('2026-03-05T00:00:00Z', 'request', { referrer_host: 'google.com', landing_path: '/pricing' }),
      row('2026-03-06T00:00:00Z', 'note', { body: 'x', utm_source: 'not a lead' }),
      row('2026-03-01T00:00:00Z', 'message', {
        utm_source: 'news',
        utm_medium: 'email',
        utm_campaign: 'spring',
      }),
    ];
    expect(touches(timeline)).toEqual({
      first: [
        { label: L.utm_source, value: 'news' },
        { label: L.utm_medium, value: 'email' },
        { label: L.utm_campaign, value: 'spring' },
      ],
      last: [
        { label: L.referrer_host, value: 'google.com' },
        { label: L.landing_path, value: '/pricing' },
      ],
      single: false,
    });
  });

  it('says direct for a lead without attribution, and nothing without a lead', () => {
    const direct = [{ label: L.utm_source, value: ATTRIBUTION_TEXT.none }];
    expect(touches([row('2026-03-01T00:00:00Z', 'message', { utm_source: null })])).toEqual({
      first: direct,
      last: direct,
      single: true,
    });
    expect(touches([])).toBeNull();
  });
});

describe('the erasure preview', () => {
  it('lists each kind it deletes with its count, and says when nothing is left', () => {
    expect(
      ERASE_PREVIEW_TEXT.deletes({
        messages: 2,
        requests: 1,
        notes: 3,
        mails: 2,
        notices: 3,
        submission_log: 4,
      }),
    ).toBe(
      'Deletes 2 messages, 1 request, 3 notes, 2 mails to the visitor, 3 notices, 4 rate-limit records, for good.',
    );
    expect(
      ERASE_PREVIEW_TEXT.deletes({
        messages: 1,
        requests: 0,
        notes: 0,
        mails: 1,
        notices: 0,
        submission_log: 0,
      }),
    ).toBe('Deletes 1 message, 1 mail to the visitor, for good.');
    expect(
      ERASE_PREVIEW_TEXT.deletes({
        messages: 0,
        requests: 0,
        notes: 0,
        mails: 0,
        notices: 0,
        submission_log: 0,
      }),
    ).toBe('Nothing from this address is left.');
  });
});

describe('entryWords', () => {
  const at = '2026-03-04T15:05:00Z';
  const row = (kind: string, entry: TimelineRow['entry'], lead_table = 'contact_messages'): TimelineRow => ({
    at,
    kind,
    entry,
    lead_table,
    lead_id: 'lead',
  });

  it('names a status change by the labels of its lead’s statuses, and who made it', () => {
    expect(
      entryWords(row('status_change', { from: 'unread', to: 'responded', changed_by_email: 'a@k.org' })),
    ).toEqual({ kind: 'Status changed', text: 'Unread → Responded by a@k.org', detail: null });
    expect(
      entryWords(
        row(
          'status_change',
          { from: 'pending', to: 'contacted', changed_by_email: null },
          'onboarding_requests',
        ),
      ).text,
    ).toBe('Pending → Contacted');
  });

  it('gives a reply its sender and delivery state, a request its organization and person', () => {
    expect(
      entryWords(
        row('reply', { body: 'Hi', sent_by_email: 'a@k.org', status: 'sent', sent_at: at, last_error: null }),
      ),
    ).toEqual({ kind: 'Reply', text: 'Hi', detail: `By a@k.org · Sent ${formatDateTime(at)}` });
    expect(
      entryWords(
        row(
          'request',
          { organization_name: 'Hope', first_name: 'Ann', last_name: 'Lee' },
          'onboarding_requests',
        ),
      ),
    ).toEqual({ kind: 'Access request', text: 'Hope', detail: 'Ann Lee' });
  });
});
