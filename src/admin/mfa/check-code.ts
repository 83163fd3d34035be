/**
 * A typed code against the signed-in user's verified factor: null once the session is aal2, or the
 * words to show under the field. The sign-in gate and a mailed link's screens both ask this way.
 */
import { codeErrorMessage } from './code-error.ts';
import { findVerifiedFactor, verifyCode } from './mfa-gateway.ts';
import { CODE_MESSAGES } from './strings.ts';

export async function checkCode(code: string): Promise<string | null> {
  const factor = await findVerifiedFactor();
  if (!factor.ok || !factor.value) return CODE_MESSAGES.failed;
  const verified = await verifyCode(factor.value, code);
  return verified.ok ? null : codeErrorMessage(verified.error);
}
