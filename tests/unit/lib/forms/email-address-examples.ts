/**
 * Addresses both sides of the email rule must agree on: the forms' check and the database's CHECK
 * (docs/product.md#email-address-rule). Every one can be stored as text, so the database test sends
 * each; a lone surrogate cannot, and is tried in the unit test only.
 */

/** Addresses people have, which an earlier, narrower rule refused; the request form's browser test sends one. */
export const PEOPLES_ADDRESSES = [
  "o'brien@example.org",
  'a%b@example.org',
  'ü@example.org',
  'user@ex_ample.com',
  'a@b.c',
] as const;

export const EMAIL_ADDRESS_EXAMPLES = {
  accepted: [
    'ruth@example.org',
    'Ruth.Miller+news@grace-church.example.org',
    ...PEOPLES_ADDRESSES,
    'a"b@example.org',
    '<img/src/onerror=alert(1)>@example.org',
    // Accepted as the product states the rule; the admin's mailto: link percent-encodes it.
    'victim@example.org?bcc=attacker%40evil.example&body=hi',
    'ruth@example..org',
  ],
  refused: [
    'a b@example.org',
    'ruth@example.org ',
    'ruth@example',
    'ruth@@example.org',
    'a@b@example.org',
    '@example.org',
    'ruth@.org',
    'ruth@example.',
    // Control and format characters count as spaces: they show as nothing.
    'a\tb@example.org',
    'a\u0001b@example.org',
    'ruth@example.org\n',
    'a\u00a0b@example.org',
    'a\u00adb@example.org',
    'a\u200bb@example.org',
    'a\u202eb@example.org',
    'a\u2028b@example.org',
    'a\ufeffb@example.org',
    'a\u{e0041}b@example.org',
  ],
} as const;
