import { describe, expect, it } from 'vitest';
import { parseBenchOptions } from '../../scripts/bench/options.ts';

const ALL = ['lighthouse', 'bytes', 'interaction', 'serving', 'admin', 'attack'];

describe('parseBenchOptions', () => {
  it.each([
    [[], 5, ALL, undefined],
    [['--runs=3', '--only', 'bytes'], 3, ['bytes'], undefined],
    [['--only=lighthouse,serving', '--dist', '/tmp/site'], 5, ['lighthouse', 'serving'], '/tmp/site'],
  ])('%j', (args, runs, sections, distDir) => {
    const options = parseBenchOptions(args);
    expect(options.runs).toBe(runs);
    expect([...options.sections]).toEqual(sections);
    expect(options.distDir).toBe(distDir);
  });

  it.each([
    [['--runs', '0'], '--runs takes a whole number from 1 to 20 (got "0")'],
    [['--runs', 'five'], '--runs takes a whole number from 1 to 20 (got "five")'],
    [['--runs'], "Option '--runs <value>' argument missing"],
    [['--only', 'lighthouse,speed'], '--only takes a comma-separated list of lighthouse, bytes, interaction'],
    [['--dist='], '--dist takes the directory of a built site'],
    [['--fast'], "Unknown option '--fast'"],
  ])('%j is refused: %s', (args, message) => {
    expect(() => parseBenchOptions(args)).toThrow(message);
  });
});
