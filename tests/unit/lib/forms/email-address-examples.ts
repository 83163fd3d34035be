/** Addresses both sides of the email rule must agree on: the forms' check and the database's CHECK. */
export const EMAIL_ADDRESS_EXAMPLES = {
  accepted: [
    'ruth@example.org',
    'Ruth.Miller+news@grace-church.example.org',
    'o_brien~x@sub.example.co',
    'a@b.io',
  ],
  refused: [
    'victim@example.org?bcc=attacker%40evil.example&body=hi',
    'a&b@example.org',
    'a/b@example.org',
    'a#b@example.org',
    "o'brien@example.org",
    'a"b@example.org',
    '<a>@example.org',
    'a b@example.org',
    'ruth@example',
    'ruth@example.c',
    'ruth@example.123',
    'ruth@-example.org',
    'ruth@exa_mple.org',
    'rüth@example.org',
    'ruth@@example.org',
    'ruth@example..org',
  ],
} as const;
