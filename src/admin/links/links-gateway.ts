/**
 * The calls behind a forgotten password and a mailed link, over supabase-js (the same on a hosted
 * project and the local backend). Each resolves with the words to show, or null on success.
 */
import { passwordWeakness } from '../../lib/auth/password-rules.ts';
import { createBrowserClient } from '../../lib/db/browser-client.ts';
import type { EmailLink } from './email-link.ts';
import { FORGOT_TEXT, PASSWORD_TEXT } from './strings.ts';

const auth = () => createBrowserClient().auth;

/** Where a reset link leads: this admin page, wherever the site runs. */
const adminUrl = () => `${window.location.origin}/admin`;

export async function requestReset(email: string): Promise<string | null> {
  const { error } = await auth().resetPasswordForEmail(email, { redirectTo: adminUrl() });
  // GoTrue answers an unknown address 200 and a known one asked again too soon 429: one message for both.
  if (!error || error.code === 'over_email_send_rate_limit') return null;
  return error.status === 429 ? FORGOT_TEXT.tooMany : FORGOT_TEXT.failed;
}

/** Signs in with the link: the account's email, or null when the link no longer works. */
export async function followLink(link: EmailLink): Promise<string | null> {
  const { data, error } = await auth().verifyOtp({ token_hash: link.tokenHash, type: link.type });
  return error ? null : (data.user?.email ?? null);
}

const WEAKNESS_TEXT = {
  length: PASSWORD_TEXT.tooShort,
  too_long: PASSWORD_TEXT.tooLong,
  guessable: PASSWORD_TEXT.guessable,
} as const;

/** What is wrong with a new password before it is sent, or undefined. */
export function passwordProblem(password: string, email: string): string | undefined {
  const weakness = passwordWeakness(password, email);
  return weakness && WEAKNESS_TEXT[weakness];
}

export async function savePassword(password: string): Promise<string | null> {
  const { error } = await auth().updateUser({ password });
  if (!error) return null;
  if (error.code === 'same_password') return PASSWORD_TEXT.same;
  if (error.code === 'weak_password') {
    const reasons = 'reasons' in error && Array.isArray(error.reasons) ? error.reasons : [];
    return reasons.includes('length') ? PASSWORD_TEXT.tooShort : PASSWORD_TEXT.guessable;
  }
  return PASSWORD_TEXT.failed;
}
