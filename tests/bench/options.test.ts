import { describe, expect, it } from 'vitest';
import { parseBenchOptions } from '../../scripts/bench/options.ts';

const ALL = ['lighthouse', 'bytes', 'interaction', 'serving', 'admin', 'attack'];

describe('parseBenchOptions', () => {
  it.each([
    [[], 5, ALL, undefined],
    [['--runs', '1'], 1, ALL, undefined],
    [['--runs=3', '--only', 'bytes'], 3, ['bytes'], undefined],
    [['--only=lighthouse,serving'], 5, ['lighthouse', 'serving'], undefined],
    [['--only', 'interaction', '--runs', '3'], 3, ['interaction'], undefined],
    [['--only', 'bytes', '--dist', '/tmp/site'], 5, ['bytes'], '/tmp/site'],
  ])('%j', (args, runs, sections, distDir) => {
    const options = parseBenchOptions(args);
    expect(options.runs).toBe(runs);
    expect([...options.sections]).toEqual(sections);
    expect(options.distDir).toBe(distDir);
  });

  it.each([
    [['--runs', '0'], '--runs takes a whole number from 1 to 20 (got "0")'],
    [['--runs', 'five'], '--runs takes a whole number from 1 to 20 (got "five")'],
    [['--runs'], '--runs takes a whole number from 1 to 20 (got "")'],
    [
      ['--only', 'lighthouse,speed'],
      '--only takes a comma-separated list of lighthouse, bytes, interaction, serving, admin, attack (got "lighthouse,speed")',
    ],
    [['--dist'], '--dist takes the directory of a built site'],
    [
      ['--fast'],
      'unknown option "--fast"; usage: npm run bench -- [--runs N] [--only lighthouse,bytes,interaction,serving,admin,attack] [--dist DIR]',
    ],
  ])('%j is refused: %s', (args, message) => {
    expect(() => parseBenchOptions(args)).toThrow(message);
  });
});
