import { expect, it } from 'vitest';
import { applyMark, insertImage, type Edit } from '../../../../src/admin/blog/markdown-marks.ts';

/** The text with the selection shown as [ and ]. */
function shown({ text, selectionStart, selectionEnd }: Edit): string {
  return `${text.slice(0, selectionStart)}[${text.slice(selectionStart, selectionEnd)}]${text.slice(selectionEnd)}`;
}

const edit = (text: string, selectionStart: number, selectionEnd = selectionStart): Edit => ({
  text,
  selectionStart,
  selectionEnd,
});

it.each([
  ['bold', edit('Say hi now', 4, 6), 'Say **[hi]** now'],
  ['bold', edit('Say ', 4), 'Say **[bold text]**'],
  ['italic', edit('a word', 2, 6), 'a _[word]_'],
  ['link', edit('see the guide', 4, 13), 'see [[the guide]](https://)'],
  ['heading', edit('Intro\nPlan', 8), 'Intro\n[## Plan]'],
  ['bulletList', edit('one\ntwo', 0, 7), '[- one\n- two]'],
  ['numberedList', edit('one\ntwo\nthree', 1, 5), '[1. one\n2. two]\nthree'],
  ['quote', edit('said', 2), '[> said]'],
] as const)('%s: %j becomes %s', (mark, before, after) => {
  expect(shown(applyMark(mark, before))).toBe(after);
});

it.each([
  [edit('', 0), '![[]](/i.png)\n'],
  [edit('Intro', 5), 'Intro\n\n![[]](/i.png)\n'],
  [edit('Intro\n\nMore', 7), 'Intro\n\n![[]](/i.png)\nMore'],
])('an image goes on its own line, the cursor where its alt text goes: %j', (before, after) => {
  expect(shown(insertImage('/i.png', before))).toBe(after);
});
