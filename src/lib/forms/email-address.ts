/**
 * What the site accepts as an email address: the same rule as the database's CHECK
 * (supabase/migrations/20261123020000_lead_integrity.sql), so the form never accepts what the
 * database refuses. A local part of ASCII letters, digits and ! $ * + = ^ _ ` { | } ~ . - (none of
 * ? & / # % < > " ' and no space, so an address cannot smuggle parameters into a mailto: link), an
 * @, then dot-separated labels of letters, digits and inner hyphens, the last one at least two
 * letters.
 */
export const EMAIL_ADDRESS_PATTERN =
  /^[A-Za-z0-9!$*+=^_`{|}~.-]+@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

export function isEmailAddress(text: string): boolean {
  return EMAIL_ADDRESS_PATTERN.test(text);
}
