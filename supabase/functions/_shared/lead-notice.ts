/**
 * What both senders of lead notices share: the local server (server/lead-desk/) and the Edge
 * Function of a hosted project (../lead-notices/index.ts), so it lives where the Supabase CLI
 * bundles it and imports nothing from outside _shared/. The mail is rendered from the lead row at send time, so the
 * outbox never holds a copy of what the visitor wrote; plain text only, so nothing a visitor typed
 * becomes markup in a staff member's mail program; the reply address is the visitor's, when a
 * header may carry it (./reply-address.ts).
 */
import { headerAddress, type MailAddress } from './reply-address.ts';

export type LeadForm = 'contact_messages' | 'onboarding_requests';

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

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
/** Line breaks and control characters would let a name forge extra header lines. */
const oneLine = (value: unknown): string =>
  text(value)
    .replace(/\p{Cc}+/gu, ' ')
    .trim();

function field(label: string, value: unknown): string | null {
  const shown = text(value).trim();
  return shown ? `${label}: ${shown}` : null;
}

export function renderNoticeMail(form: LeadForm, lead: Record<string, unknown>): NoticeMail {
  const email = oneLine(lead.email);
  const replyAddress = headerAddress(lead.email);
  const replyTo = replyAddress ? { replyTo: replyAddress } : {};
  if (form === 'contact_messages') {
    return {
      subject: `New contact message from ${oneLine(lead.name)}`,
      text: [
        field('Name', lead.name),
        field('Email', email),
        field('Received', lead.created_at),
        '',
        text(lead.message),
        '',
        'Open the admin dashboard to answer it and change its status.',
      ]
        .filter((line) => line !== null)
        .join('\n'),
      ...replyTo,
    };
  }
  const name = `${oneLine(lead.first_name)} ${oneLine(lead.last_name)}`.trim();
  return {
    subject: `New access request from ${name} (${oneLine(lead.organization_name)})`,
    text: [
      field('Name', name),
      field('Email', email),
      field('Organization', lead.organization_name),
      field('Type', lead.organization_type),
      field('Size', lead.organization_size),
      field('Interests', lead.main_goal),
      field('Phone', lead.phone),
      field('Comments', lead.comments),
      field('Received', lead.created_at),
      '',
      'Open the admin dashboard to follow it up.',
    ]
      .filter((line) => line !== null)
      .join('\n'),
    ...replyTo,
  };
}
