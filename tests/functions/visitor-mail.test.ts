/**
 * The mails to a visitor (supabase/functions/_shared/visitor-mail.ts): each form's acknowledgement
 * in each mode, greeting by a name cleaned of links; replies with the team's Bcc; the thread's
 * headers; and nothing a visitor typed in any header, whatever they typed.
 */
import { describe, expect, it } from 'vitest';
import {
  ACKNOWLEDGEMENTS,
  REPLY_SUBJECTS,
  type AcknowledgementForm,
} from '../../src/data/lead-acknowledgements.ts';
import type { Mode } from '../../src/data/types.ts';
import { Undeliverable } from '../../supabase/functions/_shared/outbox-drain.ts';
import {
  cleanName,
  GREETING_NAME_MAX,
  NO_USABLE_ADDRESS,
  renderVisitorMail,
  type ClaimedMail,
} from '../../supabase/functions/_shared/visitor-mail.ts';
import { contactRow, requestRow } from '../support/lead-rows.ts';

const SENDERS = { from: 'Kindred <notices@kindred.example>', replyTo: 'hello@kindred.example' };
const MAIL_ID = '0b9d3c1e-5a3f-4c59-9a41-6d1f0c2e7a10';
const EARLIER = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];

const LEADS: Record<AcknowledgementForm, Record<string, unknown>> = {
  contact_messages: contactRow('ruth@gracechurch.org'),
  onboarding_requests: { ...requestRow('ruth@riverside.example'), comments: 'We run two pantries.' },
};

function claimed(overrides: Partial<ClaimedMail> & Pick<ClaimedMail, 'form'>): ClaimedMail {
  return {
    id: MAIL_ID,
    kind: 'acknowledgement',
    body: null,
    lead: LEADS[overrides.form],
    earlier: [],
    ...overrides,
  };
}

/** Every header value of the mail: what nodemailer will write as a header. */
function headerValues(mail: ReturnType<typeof renderVisitorMail>): string[] {
  const { text: _text, ...headers } = mail;
  return Object.values(headers).flatMap((value) =>
    typeof value === 'object' && !Array.isArray(value) ? [value.name, value.address] : [value].flat(),
  );
}

const FORMS = Object.keys(ACKNOWLEDGEMENTS) as AcknowledgementForm[];
const MODES: Mode[] = ['faith', 'secular'];

describe('acknowledgements', () => {
  it.each(FORMS.flatMap((form) => MODES.map((mode) => [form, mode] as const)))(
    '%s in %s mode: that mode’s words, greeting by first name, from us with the team’s Reply-To',
    (form, mode) => {
      const copy = ACKNOWLEDGEMENTS[form][mode];
      const mail = renderVisitorMail(
        claimed({ form, lead: { ...LEADS[form], display_mode: mode } }),
        SENDERS,
      );
      expect(mail).toEqual({
        from: SENDERS.from,
        to: { name: '', address: LEADS[form].email },
        replyTo: SENDERS.replyTo,
        subject: copy.subject,
        text: [copy.greeting('Ruth'), ...copy.paragraphs, copy.signOff.join('\n')].join('\n\n'),
        messageId: `<${MAIL_ID}@kindred.example>`,
      });
    },
  );

  it('the modes differ in words, and an old lead without a mode gets the faith wording', () => {
    for (const form of FORMS) {
      expect(ACKNOWLEDGEMENTS[form].faith.paragraphs).not.toEqual(ACKNOWLEDGEMENTS[form].secular.paragraphs);
      const old = renderVisitorMail(claimed({ form, lead: { ...LEADS[form], display_mode: null } }), SENDERS);
      expect(old.text).toContain(ACKNOWLEDGEMENTS[form].faith.paragraphs[0]);
    }
  });

  it('quotes nothing the visitor wrote in free form', () => {
    for (const form of FORMS) {
      const { text } = renderVisitorMail(claimed({ form }), SENDERS);
      for (const column of ['message', 'comments', 'organization_name', 'last_name']) {
        const typed = LEADS[form][column];
        if (typeof typed === 'string') expect(text).not.toContain(typed);
      }
    }
  });

  it.each([
    ['Ruth Miller', 'Ruth'],
    ['https://evil.example/win Ruth', 'Ruth'],
    ['www.evil.example Ruth', 'Ruth'],
    ['evil.com Ruth', 'Ruth'],
    ['ruth@evil.example Ruth', 'Ruth'],
    ['Visit EVIL.COM', 'Visit'],
    ['Ruth\nhttp://evil.example', 'Ruth'],
    ['\u202eRuth', 'Ruth'],
  ])('the name %j greets as %j', (name, first) => {
    const { text } = renderVisitorMail(
      claimed({ form: 'contact_messages', lead: { ...LEADS.contact_messages, name } }),
      SENDERS,
    );
    expect(text.split('\n')[0]).toBe(ACKNOWLEDGEMENTS.contact_messages.faith.greeting(first));
  });

  it.each(['https://evil.example', 'evil.com', '   ', 'a@b.example www.evil.example', ''])(
    'a name %j with nothing left after cleaning greets without one',
    (firstName) => {
      const form = 'onboarding_requests';
      const { text } = renderVisitorMail(
        claimed({ form, lead: { ...LEADS[form], first_name: firstName } }),
        SENDERS,
      );
      expect(text.split('\n')[0]).toBe(ACKNOWLEDGEMENTS[form].faith.greetingWithoutName);
    },
  );

  it('a long name is capped', () => {
    expect([...cleanName('R'.repeat(500))]).toHaveLength(GREETING_NAME_MAX);
    expect(cleanName('Ruth evil.com Miller\r\nBcc: x@evil.example')).toBe('Ruth Miller Bcc:');
  });
});

describe('replies', () => {
  it.each(FORMS)(
    '%s: the desk’s text, the fixed subject, Bcc to the team, threaded after the earlier mails',
    (form) => {
      const body = 'Hello Ruth,\n\nThanks for writing. Can we call on Tuesday?\n\nNaomi';
      const mail = renderVisitorMail(claimed({ form, kind: 'reply', body, earlier: EARLIER }), SENDERS);
      expect(mail).toEqual({
        from: SENDERS.from,
        to: { name: '', address: LEADS[form].email },
        replyTo: SENDERS.replyTo,
        bcc: SENDERS.replyTo,
        subject: REPLY_SUBJECTS[form],
        text: body,
        messageId: `<${MAIL_ID}@kindred.example>`,
        references: EARLIER.map((id) => `<${id}@kindred.example>`),
        inReplyTo: `<${EARLIER[1]}@kindred.example>`,
      });
    },
  );

  it('an acknowledgement has no Bcc; a first reply has no thread headers', () => {
    expect(
      renderVisitorMail(claimed({ form: 'contact_messages', earlier: EARLIER }), SENDERS),
    ).not.toHaveProperty('bcc');
    const first = renderVisitorMail(
      claimed({ form: 'contact_messages', kind: 'reply', body: 'Hi' }),
      SENDERS,
    );
    expect(first).not.toHaveProperty('references');
    expect(first).not.toHaveProperty('inReplyTo');
  });
});

describe('headers', () => {
  const HOSTILE = 'Ruth\r\nBcc: victim@example.org\nSubject: win\u2028Reply-To: x@evil.example';

  it.each(
    FORMS.flatMap((form) => (['acknowledgement', 'reply'] as const).map((kind) => [form, kind] as const)),
  )('%s %s: no header holds anything typed, even a hostile name or organization', (form, kind) => {
    const lead = {
      ...LEADS[form],
      name: HOSTILE,
      first_name: HOSTILE,
      last_name: HOSTILE,
      organization_name: HOSTILE,
    };
    const mail = renderVisitorMail(
      claimed({ form, kind, body: kind === 'reply' ? 'Hi' : null, lead, earlier: EARLIER }),
      SENDERS,
    );
    for (const value of headerValues(mail)) {
      expect(value).not.toMatch(/[\r\n\u2028]|evil|victim|Ruth|win/);
    }
  });

  it.each(['ruth@evil.example\r\nBcc: victim@example.org', 'ü@example.org', 'a b@example.org', undefined])(
    'the address %j is no header’s: the mail fails for good with the reason',
    (email) => {
      const render = () =>
        renderVisitorMail(
          claimed({ form: 'contact_messages', lead: { ...LEADS.contact_messages, email } }),
          SENDERS,
        );
      expect(render).toThrow(Undeliverable);
      expect(render).toThrow(NO_USABLE_ADDRESS);
    },
  );
});
