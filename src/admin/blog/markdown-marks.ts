/**
 * The editor's toolbar for Markdown posts: each button puts its mark around the selected text, or
 * at the start of each selected line, and hands back where the selection goes, so a click reads as
 * typing the mark would. Plain functions over the textarea's value and selection.
 */

export type MarkName = 'bold' | 'italic' | 'heading' | 'link' | 'bulletList' | 'numberedList' | 'quote';

export const MARK_NAMES: readonly MarkName[] = [
  'bold',
  'italic',
  'heading',
  'link',
  'bulletList',
  'numberedList',
  'quote',
];

export interface Edit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

/** Around the selection: what goes before and after it, and what stands in for an empty one. */
const AROUND: Partial<Record<MarkName, { before: string; after: string; empty: string }>> = {
  bold: { before: '**', after: '**', empty: 'bold text' },
  italic: { before: '_', after: '_', empty: 'italic text' },
  link: { before: '[', after: '](https://)', empty: 'link text' },
};

/** At the start of each selected line; the numbered list counts. */
const LINE_START: Partial<Record<MarkName, (index: number) => string>> = {
  heading: () => '## ',
  bulletList: () => '- ',
  numberedList: (index) => `${index + 1}. `,
  quote: () => '> ',
};

export function applyMark(mark: MarkName, { text, selectionStart, selectionEnd }: Edit): Edit {
  const around = AROUND[mark];
  if (around) {
    const selected = text.slice(selectionStart, selectionEnd) || around.empty;
    const start = selectionStart + around.before.length;
    return {
      text:
        text.slice(0, selectionStart) + around.before + selected + around.after + text.slice(selectionEnd),
      selectionStart: start,
      selectionEnd: start + selected.length,
    };
  }
  const prefix = LINE_START[mark] ?? (() => '');
  // Whole lines: from the start of the first selected one to the end of the last.
  const lineStart = text.lastIndexOf('\n', selectionStart - 1) + 1;
  const newline = text.indexOf('\n', selectionEnd);
  const lineEnd = newline === -1 ? text.length : newline;
  const lines = text.slice(lineStart, lineEnd).split('\n');
  const marked = lines.map((line, index) => prefix(index) + line).join('\n');
  return {
    text: text.slice(0, lineStart) + marked + text.slice(lineEnd),
    selectionStart: lineStart,
    selectionEnd: lineStart + marked.length,
  };
}

/**
 * An uploaded image where the cursor is, on a line of its own, with the cursor between its empty
 * brackets: what is typed there is its alt text, which publishing requires.
 */
export function insertImage(url: string, { text, selectionStart, selectionEnd }: Edit): Edit {
  const before = text.slice(0, selectionStart);
  const after = text.slice(selectionEnd);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after.startsWith('\n') ? '' : '\n';
  const cursor = before.length + lead.length + 2;
  return {
    text: `${before}${lead}![](${url})${trail}${after}`,
    selectionStart: cursor,
    selectionEnd: cursor,
  };
}
