/**
 * A mail as the SMTP sink received it, read as a mail program reads it: the header lines (folded
 * ones unfolded) and the text body decoded from its transfer encoding. Enough for the single-part
 * plain-text mail nodemailer sends for a lead notice; not a MIME parser.
 */

export interface RawMail {
  /** `Name: value`, one entry per header, in order. */
  headers: string[];
  /** The text body, its line breaks as \n. */
  body: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === '=' ? /^[0-9A-F]{2}/i.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else {
      bytes.push(...new TextEncoder().encode(joined[i]));
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

export function readRawMail(raw: string): RawMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const encoded = raw.slice(split + 4);
  const headers = head.replace(/\r\n[ \t]+/g, ' ').split('\r\n');
  const encoding = headers
    .find((line) => /^content-transfer-encoding:/i.test(line))
    ?.split(':')[1]
    ?.trim()
    .toLowerCase();
  const body =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(encoded)
      : encoding === 'base64'
        ? Buffer.from(encoded, 'base64').toString('utf8')
        : encoded;
  return { headers, body: body.replace(/\r\n/g, '\n').replace(/\n$/, '') };
}
