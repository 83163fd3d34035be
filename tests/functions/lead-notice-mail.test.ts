/**
 * The lead-notice mail with forged values in every field: whatever a visitor types, the lines at the margin are ours,
 * the subject is one line, and Reply-To is a lone address or nothing (docs/product.md#lead-notices).
 */
import { describe, expect, it } from 'vitest';
import { renderNoticeMail, type LeadForm } from '../../supabase/functions/_shared/lead-notice.ts';
import { LINE_BREAK_MARK, QUOTE_INDENT } from '../../supabase/functions/_shared/visitor-text.ts';
import { contactRow, requestRow } from '../support/lead-rows.ts';

const RECEIVED = '2026-11-26T09:30:00+00:00';

/** A lead of each form with every field the mail shows filled in. */
const LEADS: Record<LeadForm, Record<string, unknown>> = {
  contact_messages: { ...contactRow('ruth@gracechurch.org'), created_at: RECEIVED },
  onboarding_requests: {
    ...requestRow('ruth@riverside.example'),
    main_goal: 'Volunteer scheduling, Donor management',
    phone: '+1 (555) 010-0200',
    comments: 'We run two pantries.',
    created_at: RECEIVED,
  },
};

/** What is at the margin of each form's mail: its field labels, the free text's label, the closing line. */
const MARGIN: Record<LeadForm, string[]> = {
  contact_messages: [
    'Name',
    'Email',
    'Received',
    'Message:',
    'Open the admin dashboard to answer it and change its status.',
  ],
  onboarding_requests: [
    ...['Name', 'Email', 'Organization', 'Type', 'Size', 'Interests', 'Phone', 'Received', 'Comments:'],
    'Open the admin dashboard to follow it up.',
  ],
};

/** The review's example, its lines broken by `mark`. */
const forged = (mark: string) => `Ruth Miller${mark}Email: ceo@bank.example${mark}Received: 1999-01-01`;
const MARKS = { LF: '\n', CRLF: '\r\n', CR: '\r', 'U+2028': '\u2028', NEL: '\u0085' };
const FORGERIES = Object.entries(MARKS).map(([name, mark]) => [name, forged(mark)] as const);

/** Every column of each form that a visitor fills in, or that the mail shows. */
const SHOWN = {
  contact_messages: 'name email message created_at',
  onboarding_requests:
    'first_name last_name email organization_name organization_type organization_size main_goal phone comments created_at',
};
const COLUMNS = Object.entries(SHOWN).flatMap(([form, columns]) =>
  columns.split(' ').map((column) => [form as LeadForm, column] as const),
);

/** The label of a field line (`Name: …` is `Name`), or the whole line. */
const labelOf = (line: string) => /^([A-Z][a-z]+): /.exec(line)?.[1] ?? line;
const marginLines = (text: string) =>
  text.split('\n').filter((line) => line !== '' && !line.startsWith(QUOTE_INDENT));
/** The fields block: the lines before the first blank one. */
const fieldsBlock = (text: string) => text.split('\n\n')[0]?.split('\n') ?? [];

describe('renderNoticeMail with forged values', () => {
  describe.each(COLUMNS)('%s.%s', (form, column) => {
    it.each(FORGERIES)('keeps the margin ours when its lines are broken by %s', (_name, forged) => {
      const mail = renderNoticeMail(form, { ...LEADS[form], [column]: forged });
      expect(marginLines(mail.text).map(labelOf)).toEqual(MARGIN[form]);
      const fieldLabels = MARGIN[form].filter((line) => /^[A-Z][a-z]+$/.test(line));
      expect(fieldsBlock(mail.text).map(labelOf)).toEqual(fieldLabels);
      expect(mail.text).not.toMatch(/^Email: ceo@bank\.example/m);
      expect(mail.text).not.toMatch(/^Received: 1999/m);
      expect(mail.subject).not.toMatch(/[\r\n\p{Cc}\u2028\u2029]/u);
    });
  });

  it('shows a forged name on its own line, its breaks marked, in the fields and the subject', () => {
    const mail = renderNoticeMail('contact_messages', { ...LEADS.contact_messages, name: forged('\n') });
    const shown = `Ruth Miller ${LINE_BREAK_MARK} Email: ceo@bank.example ${LINE_BREAK_MARK} Received: 1999-01-01`;
    expect(fieldsBlock(mail.text)).toEqual([
      `Name: ${shown}`,
      'Email: ruth@gracechurch.org',
      `Received: ${RECEIVED}`,
    ]);
    expect(mail.subject).toBe(`New contact message from ${shown}`);
  });

  it('quotes forged comments as an indented block below the fields', () => {
    const mail = renderNoticeMail('onboarding_requests', {
      ...LEADS.onboarding_requests,
      comments: forged('\r\n'),
    });
    const quoted = forged('\n').replace(/^/gm, QUOTE_INDENT);
    expect(mail.text.split('\n\n').slice(1)).toEqual([
      `Comments:\n${quoted}`,
      'Open the admin dashboard to follow it up.',
    ]);
  });

  it('keeps header lines out of the subject', () => {
    const mail = renderNoticeMail('onboarding_requests', {
      ...LEADS.onboarding_requests,
      last_name: 'Okafor\r\nBcc: victim@example.org',
      organization_name: 'Food Bank\u202e)gro.elpmaxe@mitciv :ccB(',
    });
    expect(mail.subject).toBe(
      `New access request from Ruth Okafor ${LINE_BREAK_MARK} Bcc: victim@example.org (Food Bank )gro.elpmaxe@mitciv :ccB()`,
    );
  });

  it('sets Reply-To only to a lone address, as a structured one', () => {
    const { replyTo } = renderNoticeMail('contact_messages', LEADS.contact_messages);
    expect(replyTo).toEqual({ name: '', address: 'ruth@gracechurch.org' });
    for (const email of ['ruth@gracechurch.org\nBcc: victim@example.org', 'a@b.org, c@d.org']) {
      const mail = renderNoticeMail('contact_messages', { ...LEADS.contact_messages, email });
      expect(mail).not.toHaveProperty('replyTo');
    }
  });
});

it('renderNoticeMail: renders a contact message (the fields, the message quoted, the closing line) and a request without the optional fields it did not fill', () => {
  const mail = renderNoticeMail('contact_messages', LEADS.contact_messages);
  expect(mail).toEqual({
    subject: 'New contact message from Ruth Miller',
    text: `Name: Ruth Miller
Email: ruth@gracechurch.org
Received: ${RECEIVED}

Message:
${QUOTE_INDENT}Could you tell us more about volunteer scheduling?

Open the admin dashboard to answer it and change its status.`,
    replyTo: { name: '', address: 'ruth@gracechurch.org' },
  });
  const unfilled = { main_goal: '', phone: null, comments: null };
  const request = renderNoticeMail('onboarding_requests', { ...LEADS.onboarding_requests, ...unfilled });
  expect(request.subject).toBe('New access request from Ruth Okafor (Riverside Food Bank)');
  expect(request.text).toBe(`Name: Ruth Okafor
Email: ruth@riverside.example
Organization: Riverside Food Bank
Type: secular
Size: 11-50 employees
Received: ${RECEIVED}

Open the admin dashboard to follow it up.`);
});
