/** `npm run loadtest -- …`: which run each option line asks for, and what it refuses. */
import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../scripts/loadtest/options.ts';

describe('parseOptions', () => {
  it.each([
    [[], { scenario: 'load', durationSeconds: 30, connections: 50 }],
    [['--soak'], { scenario: 'soak', durationSeconds: 300, connections: 50 }],
    [['--soak', '--duration', '60'], { scenario: 'soak', durationSeconds: 60, connections: 50 }],
    [['--crash', '--connections=8'], { scenario: 'crash', durationSeconds: 30, connections: 8 }],
    [
      ['--outage', '--duration=12', '--connections', '10'],
      { scenario: 'outage', durationSeconds: 12, connections: 10 },
    ],
  ])('%j', (args, expected) => {
    expect(parseOptions(args)).toEqual(expected);
  });

  it.each([
    [['--fast'], "Unknown option '--fast'"],
    [['--duration'], "Option '--duration <value>' argument missing"],
    [['--duration', '0'], '--duration takes a whole number of at least 1 (got 0)'],
    [['--connections=ten'], '--connections takes a whole number of at least 1 (got ten)'],
    [['--crash', '--outage'], 'choose one of --soak, --crash and --outage'],
  ])('refuses %j', (args, message) => {
    expect(() => parseOptions(args)).toThrow(message);
  });
});
