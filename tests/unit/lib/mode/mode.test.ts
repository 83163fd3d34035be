import { expect, it } from 'vitest';
import { modeBodyClass, parseMode } from '../../../../src/lib/mode/mode.ts';

it('parseMode reads only an exact stored secular, anything else is faith', () => {
  const stored = ['secular', 'faith', null, undefined, '', 'Secular', '"secular"'];
  expect(stored.map((value) => parseMode(value))).toEqual(['secular', ...Array(6).fill('faith')]);
});

it('names the body class after the mode', () => {
  expect([modeBodyClass('faith'), modeBodyClass('secular')]).toEqual(['faith-mode', 'secular-mode']);
});
