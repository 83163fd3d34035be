/** SendMail over SMTP with nodemailer, from the operator's SMTP_URL, NOTIFY_EMAIL_TO and NOTIFY_EMAIL_FROM. */
import { createTransport } from 'nodemailer';
import type { SendMail } from './notice-sender.ts';
import type { NoticeSettings } from './settings.ts';

/** A mail server that does not answer fails this send (and it is retried), rather than hanging the queue. */
const SMTP_TIMEOUT_MS = 15_000;

/** smtp:// may upgrade with STARTTLS when offered; smtps:// is TLS from the first byte. */
function transportOptions(smtpUrl: string) {
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

export function smtpSender(settings: NoticeSettings): { send: SendMail; close: () => void } {
  const transport = createTransport(transportOptions(settings.smtpUrl));
  return {
    async send(mail) {
      await transport.sendMail({
        from: settings.from,
        to: settings.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.replyTo && { replyTo: mail.replyTo }),
      });
    },
    close: () => transport.close(),
  };
}
