/** What a lead's email notice says in its details: sent, waiting, failing (and when it tries again) or expired. */
import type { LeadNotice } from '../../lib/db/lead-desk.ts';
import { NOTICE_TEXT } from './desk-strings.ts';

export function noticeSummary(notice: LeadNotice | null): string {
  if (!notice) return NOTICE_TEXT.none;
  if (notice.status === 'sent' && notice.sent_at) return NOTICE_TEXT.sent(notice.sent_at);
  if (notice.status === 'expired' && notice.expired_at) return NOTICE_TEXT.expired(notice.expired_at);
  if (notice.last_error)
    return NOTICE_TEXT.retrying(notice.attempts, notice.next_attempt_at, notice.last_error);
  return NOTICE_TEXT.queued;
}
