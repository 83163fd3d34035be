import { isEmailAddress } from '../../lib/forms/email-address.ts';

/**
 * A mailto: link for a lead's address (RFC 6068), or null for text that is no address. The rule
 * lets in ? & # % and quotes (docs/product.md#email-address-rule), so each part is percent-encoded:
 * `victim@example.org?bcc=…&body=…` stays one recipient in the staff member's mail program and
 * starts no query of its own. The @ between the parts is kept, as mail programs show it.
 */
export function mailLink(email: string): string | null {
  if (!isEmailAddress(email)) return null;
  const at = email.indexOf('@');
  return `mailto:${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
}
