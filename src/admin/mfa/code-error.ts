/**
 * What a refused code means to the admin (docs/product.md#admin-second-factor): GoTrue's error
 * codes for a wrong code, an expired challenge and too many tries, each with its own message. A
 * hosted project's MFA verification attempt hook rejects only a locked factor
 * (supabase/migrations/20261127090100_mfa_verification_attempt_hook.sql), so its rejection is
 * too many tries as well.
 */
import { CODE_MESSAGES } from './strings.ts';

/** Six digits; spaces an app shows in the middle ("123 456") are dropped before the check. */
export function normalizeCode(typed: string): string | null {
  const code = typed.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

export function codeErrorMessage(error: { code?: string | undefined; status?: number | undefined }): string {
  if (
    error.status === 429 ||
    error.code === 'over_request_rate_limit' ||
    error.code === 'mfa_verification_rejected'
  ) {
    return CODE_MESSAGES.tooMany;
  }
  switch (error.code) {
    case 'mfa_verification_failed':
      return CODE_MESSAGES.wrong;
    case 'mfa_challenge_expired':
      return CODE_MESSAGES.expired;
    default:
      return CODE_MESSAGES.failed;
  }
}
