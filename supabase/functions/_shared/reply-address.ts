/**
 * A visitor's address as a mail header may carry it (a notice's Reply-To today, an
 * acknowledgement's To later). The forms accept any text without spaces with one @ and a dot after
 * it (docs/product.md#email-address-rule): ü@example.org, a"b@example.org, a(b)@example.org. A
 * header is no place for such text, so an address goes into one only as a structured address,
 * never as text the mailer would parse, and only when it is an RFC 5322 addr-spec (section 3.4.1,
 * without comments, folding white space or the obsolete forms): a dot-atom or a quoted string, an
 * @, and a dot-atom or a domain literal, in printable ASCII. Anything else is left out; the notice's
 * body still shows the address to staff. Shared by both senders, so it imports nothing.
 */

/** nodemailer's structured address: used as it is, never parsed. */
export interface MailAddress {
  name: string;
  address: string;
}

/** atext: printable ASCII but the specials ( ) < > [ ] : ; @ \ , . " and the space. */
const ATEXT = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]";
const DOT_ATOM = `${ATEXT}+(?:\\.${ATEXT}+)*`;
/** qtext (printable ASCII but " and \) or a quoted pair (\ and a printable character or a space). */
const QUOTED_STRING = '"(?:[\\x21\\x23-\\x5b\\x5d-\\x7e]|\\\\[\\x20-\\x7e])*"';
/** dtext: printable ASCII but [ ] and \. */
const DOMAIN_LITERAL = '\\[[\\x21-\\x5a\\x5e-\\x7e]*\\]';
const ADDR_SPEC = new RegExp(`^(?:${DOT_ATOM}|${QUOTED_STRING})@(?:${DOT_ATOM}|${DOMAIN_LITERAL})$`);

/** The address for a header, or undefined when the text is no RFC 5322 addr-spec. */
export function headerAddress(text: unknown): MailAddress | undefined {
  return typeof text === 'string' && ADDR_SPEC.test(text) ? { name: '', address: text } : undefined;
}
