import { isEmailAddress } from '../../lib/forms/email-address.ts';

/**
 * A mailto: link for a lead's address, or null when the address is not one the forms accept
 * (rows stored before the rule was tightened): such an address could carry `?bcc=…&body=…` into
 * the staff member's mail program. An address the rule accepts holds no ? & % # or space, so it
 * cannot start a query or a fragment of the link.
 */
export function mailLink(email: string): string | null {
  return isEmailAddress(email) ? `mailto:${email}` : null;
}
