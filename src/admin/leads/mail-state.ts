/**
 * A mail's delivery state in words, beside it in the conversation and the person's timeline: a
 * failed try that will be retried stays queued with its error and next attempt (lead_mails' contract).
 */
import type { LeadMail } from '../../lib/db/lead-answers.ts';
import { THREAD_TEXT } from './answer-strings.ts';

export type MailState = Pick<LeadMail, 'status' | 'sent_at' | 'last_error' | 'next_attempt_at'>;

const STATES = THREAD_TEXT.states;

export function mailStateText(mail: MailState): string {
  const reason = mail.last_error ?? THREAD_TEXT.unknownReason;
  switch (mail.status) {
    case 'sent':
      return mail.sent_at ? STATES.sent(mail.sent_at) : STATES.queued;
    case 'expired':
      return STATES.expired;
    case 'failed':
      return STATES.failed(reason);
    default:
      return mail.last_error ? STATES.retrying(reason, mail.next_attempt_at) : STATES.queued;
  }
}

/** Whether the conversation should be read again: something still waits to be sent. */
export const awaitsSending = (mails: readonly Pick<LeadMail, 'status'>[]) =>
  mails.some((mail) => mail.status === 'queued');
