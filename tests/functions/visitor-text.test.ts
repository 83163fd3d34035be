/** Visitor text in our mail: one line in a field or header, an indented block for free text, nothing hidden. */
import { describe, expect, it } from 'vitest';
import {
  LINE_BREAK_MARK,
  oneLine,
  QUOTE_INDENT,
  quotedBlock,
} from '../../supabase/functions/_shared/visitor-text.ts';

/** Every way to break a line that a mail program or a terminal may honour. */
const BREAKS = {
  LF: '\n',
  CRLF: '\r\n',
  CR: '\r',
  VT: '\v',
  FF: '\f',
  NEL: '\u0085',
  'U+2028': '\u2028',
  'U+2029': '\u2029',
};
const LINE_BREAKS = Object.entries(BREAKS);

/** Control and format characters that must never reach a mail: each becomes a space. */
const HIDDEN = Object.entries({
  ...{ NUL: '\u0000', tab: '\t', escape: '\u001b', 'unit separator': '\u001f', delete: '\u007f' },
  ...{ 'C1 control': '\u0090', 'application program command': '\u009f', 'left-to-right embedding': '\u202a' },
  ...{
    'right-to-left override': '\u202e',
    'left-to-right isolate': '\u2066',
    'pop directional isolate': '\u2069',
  },
  ...{ 'left-to-right mark': '\u200e', 'right-to-left mark': '\u200f', 'Arabic letter mark': '\u061c' },
});

describe('oneLine', () => {
  it.each(LINE_BREAKS)(`shows a line break (%s) as ${LINE_BREAK_MARK} on the same line`, (_name, mark) => {
    expect(oneLine(`Ruth Miller${mark}Email: ceo@bank.example`)).toBe(
      `Ruth Miller ${LINE_BREAK_MARK} Email: ceo@bank.example`,
    );
  });

  it.each(HIDDEN)('turns a %s into a space', (_name, character) => {
    expect(oneLine(`Ruth${character}Miller`)).toBe('Ruth Miller');
  });

  it('collapses spaces and blank lines, and drops them at either end', () => {
    expect(oneLine('\n  Ruth   \n\n\n  Miller \r\n')).toBe(`Ruth ${LINE_BREAK_MARK} Miller`);
    expect(oneLine(' \n\t\u202e ')).toBe('');
  });

  it('keeps what joins emoji and spells words (ZWJ and ZWNJ), and shows nothing for what is not text', () => {
    expect(oneLine('👩\u200d👩\u200d👧 می\u200cخواهم')).toBe('👩\u200d👩\u200d👧 می\u200cخواهم');
    expect([null, undefined, { toString: () => 'Email: x' }].map((value) => oneLine(value))).toEqual([
      '',
      '',
      '',
    ]);
  });
});

describe('quotedBlock', () => {
  it('indents every line, so none starts at the margin as our fields do', () => {
    const lines = ['Hello', 'Email: ceo@bank.example', 'Received: 1999-01-01'];
    expect(quotedBlock(lines.join('\r\n'))).toEqual(lines.map((line) => `${QUOTE_INDENT}${line}`));
  });

  it.each(LINE_BREAKS)('starts a new indented line at a line break (%s)', (_name, mark) => {
    expect(quotedBlock(`one${mark}two`)).toEqual([`${QUOTE_INDENT}one`, `${QUOTE_INDENT}two`]);
  });

  it.each(HIDDEN)('turns a %s into a space', (_name, character) => {
    expect(quotedBlock(`a${character}b`)).toEqual([`${QUOTE_INDENT}a b`]);
  });

  it("keeps the visitor's own indentation and one blank line between paragraphs, and is empty when nothing visible was typed", () => {
    const [first, item, last] = ['First', '  - item', 'Last'].map((line) => `${QUOTE_INDENT}${line}`);
    expect(quotedBlock('\n\nFirst\n  - item\n\n\n\nLast  \n\n')).toEqual([first, item, '', last]);
    expect([quotedBlock(' \n\u202e\n'), quotedBlock(null)]).toEqual([[], []]);
  });
});
