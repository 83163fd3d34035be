/**
 * How text a visitor typed appears in a mail we send (docs/product.md#lead-notices). The fields
 * block and the headers are ours: one `Label: value` line per field, and nothing typed may add a
 * line to either, or it could show a forged `Email:` above the real one, or a header. So:
 *
 * - a value shown in a field or a subject is one line (`oneLine`): each line break shows as ⏎;
 * - free text (a message, comments) is quoted below the fields (`quotedBlock`), every line
 *   indented, so a typed "Email: …" line never starts at the margin as our fields do;
 * - everywhere, control characters (U+0000–U+001F, U+007F–U+009F) and the bidi controls that
 *   reorder what follows (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) become spaces.
 *   Not every format character: ZWJ joins emoji and ZWNJ is part of spelling in Persian.
 *
 * Shared by the Edge Function (Deno) and server/lead-desk/ (Node), so it imports nothing.
 */

/** Every mandatory line break in Unicode: CRLF, LF, VT, FF, CR, NEL, U+2028, U+2029. */
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/u;
const HIDDEN = /[\p{Cc}\p{Bidi_Control}]/gu;
/** What a field shows where the visitor broke a line. */
export const LINE_BREAK_MARK = '⏎';
/** Where each line of quoted free text starts. */
export const QUOTE_INDENT = '    ';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function visibleLines(value: unknown): string[] {
  return text(value)
    .split(LINE_BREAK)
    .map((line) => line.replace(HIDDEN, ' ').trimEnd());
}

/** The value on one line, spaces collapsed: for a field of the fields block or a header. */
export function oneLine(value: unknown): string {
  return visibleLines(value)
    .map((line) => line.replace(/\s+/gu, ' ').trim())
    .filter((line) => line !== '')
    .join(` ${LINE_BREAK_MARK} `);
}

/**
 * Free text as indented lines, its own line breaks kept; blank lines at either end dropped and
 * runs of them kept as one. Empty when nothing visible was typed.
 */
export function quotedBlock(value: unknown): string[] {
  const lines: string[] = [];
  for (const line of visibleLines(value)) {
    if (line.trim() === '') {
      if (lines.length > 0 && lines.at(-1) !== '') lines.push('');
    } else {
      lines.push(`${QUOTE_INDENT}${line}`);
    }
  }
  if (lines.at(-1) === '') lines.pop();
  return lines;
}
