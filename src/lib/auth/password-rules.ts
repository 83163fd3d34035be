/**
 * What makes a staff password acceptable, in one place for the admin's forms and the local
 * backend (docs/product.md#passwords). The length is `minimum_password_length` in
 * supabase/config.toml too, which a hosted project enforces; tests/unit/lib/auth/password-rules.test.ts
 * holds the two equal. A hosted project has no list of common passwords (its paid plans check
 * leaked ones instead), so the list is ours: the form refuses them there, the local backend here.
 */
import { COMMON_PASSWORDS } from './common-passwords.ts';

export const MIN_PASSWORD_LENGTH = 10;
/** bcrypt ignores everything past 72 bytes, so GoTrue refuses longer passwords. */
export const MAX_PASSWORD_BYTES = 72;

export type PasswordWeakness = 'length' | 'too_long' | 'guessable';

const common = new Set(COMMON_PASSWORDS);

/** Why a password is refused, or undefined when it is fine. `email` is the account's address. */
export function passwordWeakness(password: string, email = ''): PasswordWeakness | undefined {
  // Go counts bytes, not characters; so do we, to accept and refuse what GoTrue does.
  const bytes = new TextEncoder().encode(password).length;
  if (bytes > MAX_PASSWORD_BYTES) return 'too_long';
  if (bytes < MIN_PASSWORD_LENGTH) return 'length';
  const folded = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const mailbox = address.split('@')[0] ?? '';
  if (common.has(folded) || (address !== '' && (folded === address || folded === mailbox)))
    return 'guessable';
  return undefined;
}
