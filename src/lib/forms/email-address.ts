/**
 * What the site accepts as an email address (docs/product.md#email-address-rule): no spaces, one
 * @, and a dot in the domain part with something on either side of it. The database's CHECK
 * states the same two patterns (supabase/migrations/20261127100000_email_rule_as_specified.sql),
 * so the forms never accept an address the database refuses.
 *
 * The rule is wide on purpose: o'brien@example.org, a%b@example.org and ü@example.org are real
 * addresses. Keeping an address out of places where its characters mean something is the job of
 * whoever builds that place: a mailto: link percent-encodes it (src/admin/ui/mail-link.ts), and a
 * mail header takes only an RFC 5322 addr-spec (supabase/functions/_shared/reply-address.ts).
 */

/** One @, with something before it, and something, a dot and something after it. */
export const EMAIL_ADDRESS_SHAPE = /^[^@]+@[^@]+\.[^@]+$/u;

/**
 * What "no spaces" refuses, as code point ranges: JavaScript's \s (Unicode's spaces, line
 * breaks and the byte order mark), control characters (Cc) and format characters (Cf: soft
 * hyphens, zero-width spaces and joiners, direction overrides, tags), as of Unicode 17. Written out
 * rather than as \s\p{Cc}\p{Cf} because a browser's Unicode tables may be older or newer than
 * Node's or Postgres', and the two sides must refuse the same characters.
 */
export const SPACE_LIKE_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x0020],
  [0x007f, 0x00a0],
  [0x00ad, 0x00ad],
  [0x0600, 0x0605],
  [0x061c, 0x061c],
  [0x06dd, 0x06dd],
  [0x070f, 0x070f],
  [0x0890, 0x0891],
  [0x08e2, 0x08e2],
  [0x1680, 0x1680],
  [0x180e, 0x180e],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x2064],
  [0x2066, 0x206f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
  [0xfff9, 0xfffb],
  [0x110bd, 0x110bd],
  [0x110cd, 0x110cd],
  [0x13430, 0x1343f],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0001, 0xe0001],
  [0xe0020, 0xe007f],
];

const hex = (codePoint: number, digits: number) => codePoint.toString(16).padStart(digits, '0');

function characterClass(escape: (codePoint: number) => string): string {
  const ranges = SPACE_LIKE_RANGES.map(([from, to]) =>
    from === to ? escape(from) : `${escape(from)}-${escape(to)}`,
  );
  return `[${ranges.join('')}]`;
}

/** The ranges as a Postgres regular expression (\uXXXX, or \UXXXXXXXX past the BMP). */
export const SPACE_LIKE_SQL_CLASS = characterClass((codePoint) =>
  codePoint > 0xffff ? `\\U${hex(codePoint, 8)}` : `\\u${hex(codePoint, 4)}`,
);

const SPACE_LIKE = new RegExp(
  characterClass((codePoint) => `\\u{${hex(codePoint, 4)}}`),
  'u',
);

export function isEmailAddress(text: string): boolean {
  // A lone surrogate is no character at all: the database could not store it as typed.
  return text.isWellFormed() && EMAIL_ADDRESS_SHAPE.test(text) && !SPACE_LIKE.test(text);
}
