/**
 * The lead desk's mail over SMTP with nodemailer, from the operator's SMTP_URL, NOTIFY_EMAIL_TO and
 * NOTIFY_EMAIL_FROM: the notices to staff, the mails to visitors (rendered whole by
 * _shared/visitor-mail.ts), and Auth's mail.
 */
import { createTransport } from 'nodemailer';
import type { SendAuthMail } from '../auth/mailer.ts';
import { smtpTransportOptions } from '../../supabase/functions/_shared/lead-notice.ts';
import type { SendMail, SendVisitorMail } from './notice-sender.ts';
import type { NoticeSettings, VisitorMailSettings } from './settings.ts';

export function smtpSender(settings: NoticeSettings): { send: SendMail; close: () => void } {
  const transport = createTransport(smtpTransportOptions(settings.smtpUrl));
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

/** Acknowledgements and replies: each mail's addresses and headers are the rendered mail's own. */
export function smtpVisitorSender(settings: VisitorMailSettings): {
  send: SendVisitorMail;
  close: () => void;
} {
  const transport = createTransport(smtpTransportOptions(settings.smtpUrl));
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

/** Auth's invitations and reset links, through the same SMTP server and sender as the notices. */
export function smtpAuthMail(settings: NoticeSettings): SendAuthMail {
  const transport = createTransport(smtpTransportOptions(settings.smtpUrl));
  return async (mail) => {
    await transport.sendMail({ from: settings.from, to: mail.to, subject: mail.subject, html: mail.html });
  };
}
