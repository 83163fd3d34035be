/**
 * The mails to a visitor from the lead_mails outbox (docs/architecture.md#flow-5-a-lead-notice-from-row-to-inbox):
 * the acknowledgement of a new lead, worded for the display mode the visitor used, and a reply the
 * desk wrote. Runtime-neutral like lead-notice.ts, for both senders. The outbox never holds the
 * visitor's text: the mail is rendered from the lead row at send time. No visitor text reaches a
 * header: the To is a structured address (./reply-address.ts) or the mail cannot be sent at all,
 * the subjects are the site's copy, and the thread's ids are ours (mail ids and the sender's
 * domain). The body quotes nothing the visitor wrote in free form; an acknowledgement greets by
 * a first name only after every word that looks like a link is removed, so a stranger's address
 * typed into a form cannot make our mail carry someone's link.
 */
import { ACKNOWLEDGEMENTS, REPLY_SUBJECTS } from '../../../src/data/lead-acknowledgements.ts';
import type { Mode } from '../../../src/data/types.ts';
import type { LeadForm } from './lead-notice.ts';
import { Undeliverable, type Claim } from './outbox-drain.ts';
import { headerAddress, type MailAddress } from './reply-address.ts';
import { LINE_BREAK_MARK, oneLine } from './visitor-text.ts';

export type LeadMailKind = 'acknowledgement' | 'reply';

/** One row of claim_lead_mails(), as this renderer needs it. */
export interface ClaimedMail {
  id: string;
  kind: LeadMailKind;
  /** A reply's text as staff wrote it; null for an acknowledgement. */
  body: string | null;
  form: LeadForm;
  /** The lead row as it is now. */
  lead: Record<string, unknown>;
  /** The ids of the mails this lead was sent before, oldest first. */
  earlier: readonly string[];
}

/** One row of claim_lead_mails() as a sender holds it. */
export interface ClaimedLeadMail extends Claim, ClaimedMail {}

/** The operator's addresses: NOTIFY_EMAIL_FROM and LEAD_REPLY_TO. */
export interface VisitorMailSenders {
  from: string;
  replyTo: string;
}

/** nodemailer's options for one mail to a visitor, used as they are on both runtimes. */
export interface VisitorMail {
  from: string;
  to: MailAddress;
  replyTo: string;
  /** Replies only: the team's own copy in its mailbox. */
  bcc?: string;
  subject: string;
  text: string;
  messageId: string;
  /** Replies and acknowledgements after an earlier mail: the thread so far, oldest first. */
  references?: string[];
  inReplyTo?: string;
}

/** The longest name a greeting shows, in characters. */
export const GREETING_NAME_MAX = 40;

/** The reason recorded when the visitor's address cannot be written to (the mail fails for good). */
export const NO_USABLE_ADDRESS =
  'the visitor’s email address cannot be used in a mail header (it is not a plain RFC 5322 address), so no mail can be sent to it';

/** What the Edge Function's answer says of the mails to visitors when it does not send them. */
export const LEAD_REPLY_TO_UNSET =
  'not sent: the secret LEAD_REPLY_TO is not set, so acknowledgements and replies stay queued';

/** Each form's column the greeting's name comes from. */
const NAME_COLUMN: Record<LeadForm, string> = { contact_messages: 'name', onboarding_requests: 'first_name' };

/** A scheme, a www. host, an address, or a dot between letters or digits as in evil.com. */
const LOOKS_LIKE_LINK = /:\/\/|^www\.|@|[\p{L}\p{N}]\.[\p{L}\p{N}]/iu;

/** What the visitor typed as their name, on one line, without any word that looks like a link, capped. */
export function cleanName(value: unknown): string {
  const words = oneLine(value)
    .split(' ')
    .filter((word) => word !== '' && word !== LINE_BREAK_MARK && !LOOKS_LIKE_LINK.test(word));
  return [...words.join(' ')].slice(0, GREETING_NAME_MAX).join('').trim();
}

/** The first word of the cleaned name, for a `Hello Ruth,` greeting; empty when none is left. */
export function greetingName(form: LeadForm, lead: Record<string, unknown>): string {
  return cleanName(lead[NAME_COLUMN[form]]).split(' ')[0] ?? '';
}

/** The lead's display mode: faith when the row has none (leads stored before the column). */
export function leadMode(lead: Record<string, unknown>): Mode {
  return lead.display_mode === 'secular' ? 'secular' : 'faith';
}

/** A domain a Message-ID may carry: letters, digits, dots and hyphens. */
const MESSAGE_ID_DOMAIN = /^[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/;

/** The domain of NOTIFY_EMAIL_FROM (`Name <a@domain>` or `a@domain`), for the mails' Message-IDs. */
export function senderDomain(from: string): string {
  const address = /<([^<>]*)>\s*$/.exec(from)?.[1] ?? from;
  const domain = address.slice(address.lastIndexOf('@') + 1).trim();
  if (!address.includes('@') || !MESSAGE_ID_DOMAIN.test(domain)) {
    throw new Error('NOTIFY_EMAIL_FROM has no address with a domain for the Message-ID');
  }
  return domain;
}

export const messageId = (id: string, domain: string) => `<${id}@${domain}>`;

function acknowledgementText(
  form: LeadForm,
  lead: Record<string, unknown>,
): { subject: string; text: string } {
  const copy = ACKNOWLEDGEMENTS[form][leadMode(lead)];
  const name = greetingName(form, lead);
  const text = [
    name ? copy.greeting(name) : copy.greetingWithoutName,
    ...copy.paragraphs,
    copy.signOff.join('\n'),
  ];
  return { subject: copy.subject, text: text.join('\n\n') };
}

/**
 * The mail for one claimed row. Throws Undeliverable when the visitor's address is not one a
 * header may carry: no retry can change that, so the sender records the mail as failed for good.
 */
export function renderVisitorMail(mail: ClaimedMail, senders: VisitorMailSenders): VisitorMail {
  const to = headerAddress(mail.lead.email);
  if (!to) throw new Undeliverable(NO_USABLE_ADDRESS);
  const domain = senderDomain(senders.from);
  const { subject, text } =
    mail.kind === 'reply'
      ? { subject: REPLY_SUBJECTS[mail.form], text: mail.body ?? '' }
      : acknowledgementText(mail.form, mail.lead);
  const references = mail.earlier.map((id) => messageId(id, domain));
  return {
    from: senders.from,
    to,
    replyTo: senders.replyTo,
    ...(mail.kind === 'reply' && { bcc: senders.replyTo }),
    subject,
    text,
    messageId: messageId(mail.id, domain),
    ...(references.length > 0 && { references, inReplyTo: references.at(-1) }),
  };
}
