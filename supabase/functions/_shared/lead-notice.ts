/**
 * What both senders of lead notices share: the local server (server/lead-desk/) and the Edge
 * Function of a hosted project (../lead-notices/index.ts), so it lives where the Supabase CLI
 * bundles it and imports nothing from outside _shared/. The mail is rendered from the
 * lead row at send time, so the outbox never holds a copy of what the visitor wrote; plain text
 * only, so nothing a visitor typed becomes markup in a staff member's mail program, and what they
 * typed is shown by visitor-text.ts's rule, so it can never pass for a field or a header of ours;
 * the reply address is the visitor's, when a header may carry it (./reply-address.ts).
 */

import { ACCESS_REQUEST_FIELDS } from './access-request-fields.ts';
import { CONTACT_MESSAGE_FIELDS } from './contact-message-fields.ts';
import type { LeadField } from './lead-field.ts';
import type { Claim } from './outbox-drain.ts';
import { headerAddress, type MailAddress } from './reply-address.ts';
import { oneLine, quotedBlock } from './visitor-text.ts';

export type LeadForm = 'contact_messages' | 'onboarding_requests';

/** One row of claim_lead_notices(). */
export interface ClaimedNotice extends Claim {
  form: LeadForm;
  /** The lead row as it is now, to render the mail from. */
  lead: Record<string, unknown>;
}

/** Notices claimed per drain. */
export const NOTICE_BATCH_SIZE = 20;
/** Longer than any one send may take, so a live claim is never taken over. */
export const NOTICE_LEASE_SECONDS = 300;
const FIRST_RETRY_SECONDS = 60;
const LONGEST_RETRY_SECONDS = 3600;
/** A mail server that does not answer fails the send (it is retried) instead of holding the queue. */
const SMTP_TIMEOUT_MS = 15_000;

/** 1, 2, 4, 8 … minutes after each failed attempt, at most an hour: a server that is down is not hammered. */
export function exponentialBackoff(attempts: number): number {
  return Math.min(LONGEST_RETRY_SECONDS, FIRST_RETRY_SECONDS * 2 ** Math.max(0, attempts - 1));
}

/** nodemailer's options for SMTP_URL: smtp:// may upgrade with STARTTLS; smtps:// is TLS from the first byte. */
export function smtpTransportOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username && {
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    }),
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  };
}

export interface NoticeMail {
  subject: string;
  text: string;
  replyTo?: MailAddress;
}

type Lead = Record<string, unknown>;

/**
 * Each form's own copy around its fields: the subject, any line before the fields and the closing.
 * Which fields the mail shows, under which label, comes from the table's description.
 */
interface NoticeLayout {
  description: readonly LeadField[];
  subject(lead: Lead): string;
  /** A line before the described ones, made of several columns. */
  leading?: readonly [label: string, value: (lead: Lead) => unknown];
  closing: string;
}

const fullName = (lead: Lead) => `${oneLine(lead.first_name)} ${oneLine(lead.last_name)}`;

const LAYOUTS: Record<LeadForm, NoticeLayout> = {
  contact_messages: {
    description: CONTACT_MESSAGE_FIELDS,
    subject: (lead) => `New contact message from ${oneLine(lead.name)}`,
    closing: 'Open the admin dashboard to answer it and change its status.',
  },
  onboarding_requests: {
    description: ACCESS_REQUEST_FIELDS,
    subject: (lead) => `New access request from ${fullName(lead)} (${oneLine(lead.organization_name)})`,
    leading: ['Name', fullName],
    closing: 'Open the admin dashboard to follow it up.',
  },
};

/** The described fields the mail shows as `as`, each with its label and value. */
function noticeFields(layout: NoticeLayout, as: 'line' | 'block', lead: Lead): [string, unknown][] {
  return layout.description.flatMap((field) =>
    field.notice?.as === as ? [[field.notice.label ?? field.label, lead[field.column]]] : [],
  );
}

/**
 * The plain-text mail for a lead: the fields block (our lines only), a blank line, each piece of
 * free text under its label, then the closing line. The subject is one line, so nodemailer is
 * never handed a line break for a header; replies go to the visitor's address when it is a lone one.
 */
export function renderNoticeMail(form: LeadForm, lead: Lead): NoticeMail {
  const layout = LAYOUTS[form];
  const leading: [string, unknown][] = layout.leading ? [[layout.leading[0], layout.leading[1](lead)]] : [];
  const fields = [...leading, ...noticeFields(layout, 'line', lead)].flatMap(([label, value]) => {
    const shown = oneLine(value);
    return shown ? [`${label}: ${shown}`] : [];
  });
  const freeText = noticeFields(layout, 'block', lead).flatMap(([label, value]) => {
    const block = quotedBlock(value);
    return block.length > 0 ? [`${label}:`, ...block, ''] : [];
  });
  const replyTo = headerAddress(lead.email);
  return {
    subject: oneLine(layout.subject(lead)),
    text: [...fields, '', ...freeText, layout.closing].join('\n'),
    ...(replyTo && { replyTo }),
  };
}
