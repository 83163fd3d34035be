import { describe, expect, it } from 'vitest';
import { modeBodyClass, parseMode } from '../../../../src/lib/mode/mode.ts';

describe.each([
  ['secular', 'secular'],
  ['faith', 'faith'],
  [null, 'faith'],
  [undefined, 'faith'],
  ['', 'faith'],
  ['Secular', 'faith'],
  ['"secular"', 'faith'],
])('parseMode(%o)', (stored, expected) => {
  it(`is ${expected}`, () => expect(parseMode(stored)).toBe(expected));
});

it('names the body class after the mode', () => {
  expect(modeBodyClass('faith')).toBe('faith-mode');
  expect(modeBodyClass('secular')).toBe('secular-mode');
});
