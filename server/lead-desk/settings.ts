/**
 * The lead desk's environment (docs/product.md#lead-notices, docs/product.md#erasure-and-retention):
 * where notices of new leads are mailed (SMTP_URL, NOTIFY_EMAIL_TO, NOTIFY_EMAIL_FROM, all three
 * or none), the team's address for mails to visitors (LEAD_REPLY_TO, docs/product.md#answering-leads)
 * and RETENTION_MONTHS. Each is checked here so that a typo stops the server at start
 * with a sentence naming the variable.
 */
import { ConfigError, parseUrl } from '../config-error.ts';

export interface NoticeSettings {
  /** smtp://user:pass@host:port, or smtps:// for TLS from the first byte. */
  smtpUrl: string;
  to: string[];
  from: string;
}

/** Acknowledgements and replies to visitors: through the notices' SMTP server and sender. */
export interface VisitorMailSettings {
  smtpUrl: string;
  from: string;
  /** LEAD_REPLY_TO: the visitors' Reply-To, and the Bcc of each reply. */
  replyTo: string;
}

export interface LeadDeskSettings {
  /** Absent: no SMTP settings, so nothing is sent (the server says so once at start). */
  notices?: NoticeSettings;
  /** Absent: LEAD_REPLY_TO is not set, so mails to visitors stay queued (the server says so). */
  visitorMails?: VisitorMailSettings;
  /** Absent: the database's own setting stands (24 months unless an operator changed it). */
  retentionMonths?: number;
}

type Env = Record<string, string | undefined>;

/** The forms' rule's shape: no spaces, one @, a dot in the domain part. */
const ADDRESS = /^[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+$/;
/** `Name <address>` or a bare address. */
const MAILBOX = /^(?:[^<>]*<([^<>]+)>|([^<>]+))$/;
export const MAX_RETENTION_MONTHS = 1200;

function parseSmtpUrl(value: string): string {
  const url = parseUrl('SMTP_URL', value, ['smtp', 'smtps'], 'smtp://user:password@host:587');
  if (!url.hostname) throw new ConfigError('SMTP_URL names no host (expected smtp://user:password@host:587)');
  return value;
}

function mailboxAddress(mailbox: string): string | undefined {
  const match = MAILBOX.exec(mailbox.trim());
  const address = (match?.[1] ?? match?.[2] ?? '').trim();
  return ADDRESS.test(address) ? address : undefined;
}

function parseRecipients(value: string): string[] {
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !ADDRESS.test(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      `NOTIFY_EMAIL_TO lists email addresses separated by commas (got "${bad}", which is not one)`,
    );
  }
  return entries;
}

function parseSender(value: string): string {
  if (!mailboxAddress(value)) {
    throw new ConfigError(`NOTIFY_EMAIL_FROM must be an email address, or "Name <address>" (got "${value}")`);
  }
  return value.trim();
}

function parseReplyTo(value: string): string {
  if (!mailboxAddress(value)) {
    throw new ConfigError(
      `LEAD_REPLY_TO must be one email address, or "Name <address>": where visitors' answers go (got "${value}")`,
    );
  }
  return value.trim();
}

function parseVisitorMails(env: Env, notices: NoticeSettings | undefined): VisitorMailSettings | undefined {
  const value = env.LEAD_REPLY_TO?.trim() ?? '';
  if (value === '') return undefined;
  if (!notices) {
    throw new ConfigError(
      'LEAD_REPLY_TO needs SMTP_URL and NOTIFY_EMAIL_FROM (with NOTIFY_EMAIL_TO): mails to visitors go through that server and sender',
    );
  }
  return { smtpUrl: notices.smtpUrl, from: notices.from, replyTo: parseReplyTo(value) };
}

function parseNotices(env: Env): NoticeSettings | undefined {
  const values = {
    SMTP_URL: env.SMTP_URL?.trim() ?? '',
    NOTIFY_EMAIL_TO: env.NOTIFY_EMAIL_TO?.trim() ?? '',
    NOTIFY_EMAIL_FROM: env.NOTIFY_EMAIL_FROM?.trim() ?? '',
  };
  const missing = Object.entries(values).filter(([, value]) => value === '');
  if (missing.length === 3) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(
      `SMTP_URL, NOTIFY_EMAIL_TO and NOTIFY_EMAIL_FROM go together: set all three to email new leads, ` +
        `or none (missing: ${missing.map(([name]) => name).join(', ')})`,
    );
  }
  return {
    smtpUrl: parseSmtpUrl(values.SMTP_URL),
    to: parseRecipients(values.NOTIFY_EMAIL_TO),
    from: parseSender(values.NOTIFY_EMAIL_FROM),
  };
}

function parseRetentionMonths(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const months = Number(value);
  if (!/^\d+$/.test(value.trim()) || months < 1 || months > MAX_RETENTION_MONTHS) {
    throw new ConfigError(
      `RETENTION_MONTHS must be a whole number of months from 1 to ${MAX_RETENTION_MONTHS} (got "${value}")`,
    );
  }
  return months;
}

export function readLeadDeskSettings(env: Env): LeadDeskSettings {
  const notices = parseNotices(env);
  const visitorMails = parseVisitorMails(env, notices);
  const retentionMonths = parseRetentionMonths(env.RETENTION_MONTHS);
  return {
    ...(notices && { notices }),
    ...(visitorMails && { visitorMails }),
    ...(retentionMonths !== undefined && { retentionMonths }),
  };
}
