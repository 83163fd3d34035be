import { expect, it } from 'vitest';
import { buildCsv, CSV_BOM } from '../../../../src/admin/leads/csv.ts';
import { titleWithCount } from '../../../../src/admin/leads/desk-strings.ts';
import { checkNoteBody, NOTE_BODY_MAX } from '../../../../src/admin/leads/note-body.ts';
import { noticeSummary } from '../../../../src/admin/leads/notice-summary.ts';
import { withNotesColumn } from '../../../../src/admin/leads/notes-csv.ts';
import type { LeadNote, LeadNotice } from '../../../../src/lib/db/lead-desk.ts';

const TOO_LONG = `A note holds at most ${NOTE_BODY_MAX.toLocaleString('en-US')} characters.`;
const EMOJI = '🎉'.repeat(NOTE_BODY_MAX);
it.each([
  ['trims the text', '  Called back.\n', { ok: true, body: 'Called back.' }],
  ['refuses blank text', ' \n\t', { ok: false, message: 'Write something first.' }],
  ['takes exactly the limit', 'x'.repeat(NOTE_BODY_MAX), { ok: true, body: 'x'.repeat(NOTE_BODY_MAX) }],
  ['refuses one more', 'x'.repeat(NOTE_BODY_MAX + 1), { ok: false, message: TOO_LONG }],
  ['counts an emoji as one character, as Postgres does', EMOJI, { ok: true, body: EMOJI }],
])('checkNoteBody: %s', (_case, text, expected) => {
  expect(checkNoteBody(text)).toEqual(expected);
});

it.each([
  [null, 'Admin | Kindred'],
  [0, 'Admin | Kindred'],
  [3, '(3) Admin | Kindred'],
  [12500, '(12,500) Admin | Kindred'],
])('titleWithCount: %s new leads: %s', (count, title) => {
  expect(titleWithCount('Admin | Kindred', count)).toBe(title);
});

const QUEUED = { status: 'queued', attempts: 0, last_error: null, sent_at: null, expired_at: null } as const;
const NOTICE: LeadNotice = { ...QUEUED, next_attempt_at: '2026-11-23T10:00:00Z' };

const at = (time: string) => `2026-11-23T${time}:00Z`;
it.each<[string, LeadNotice | null, string]>([
  ['no notice', null, 'None'],
  ['queued', NOTICE, 'Waiting to be sent'],
  [
    'sent',
    { ...NOTICE, status: 'sent', attempts: 1, sent_at: at('10:05') },
    'Sent Nov 23, 2026, 10:05 AM UTC',
  ],
  [
    'failing',
    { ...NOTICE, attempts: 2, last_error: 'connect ECONNREFUSED', next_attempt_at: at('10:07') },
    'Not sent after 2 attempts (connect ECONNREFUSED); next try Nov 23, 2026, 10:07 AM UTC',
  ],
  [
    'expired',
    { ...NOTICE, status: 'expired', expired_at: '2026-11-26T10:00:00Z' },
    'Expired unsent Nov 26, 2026, 10:00 AM UTC (no mail server was reachable in time)',
  ],
])('noticeSummary: %s', (_case, notice, text) => {
  expect(noticeSummary(notice)).toBe(text);
});

const note = (leadId: string, body: string, created_at: string): LeadNote => ({
  ...{ id: `${leadId}-${created_at}`, contact_message_id: leadId, onboarding_request_id: null, body },
  ...{ author_id: 'u1', author_email: 'staff@kindred.example', created_at, updated_at: created_at },
});

it('withNotesColumn: adds a Notes column holding each row’s notes in order, one per line, formula-safe', () => {
  const columns = withNotesColumn<{ id: string; name: string }>(
    [{ header: 'Name', value: (row) => row.name }],
    [
      note('a', 'Called back.', '2026-11-20T09:00:00Z'),
      note('a', '=1+1 is not a formula here', '2026-11-21T09:00:00Z'),
      note('b', 'Sent pricing.', '2026-11-22T09:00:00Z'),
    ],
  );
  const csv = buildCsv(
    columns,
    ['Ana', 'Ben', 'Cy'].map((name) => ({ id: name[0]?.toLowerCase() ?? '', name })),
  );
  expect(csv).toBe(
    CSV_BOM +
      'Name,Notes\r\n' +
      'Ana,"2026-11-20T09:00:00Z staff@kindred.example: Called back.\n2026-11-21T09:00:00Z staff@kindred.example: =1+1 is not a formula here"\r\n' +
      'Ben,2026-11-22T09:00:00Z staff@kindred.example: Sent pricing.\r\n' +
      'Cy,\r\n',
  );
});
