import { describe, expect, it } from 'vitest';
import { median, pickMedianRun } from '../../scripts/bench/stats.ts';

it('median: is the middle value, or the mean of the middle two, and nothing of an empty list', () => {
  expect([median([3]), median([5, 1, 3]), median([4, 1, 3, 2])]).toEqual([3, 3, 2.5]);
  expect(() => median([])).toThrow('median of nothing');
});

describe('pickMedianRun', () => {
  it('picks the run nearest both the median FCP and the median TTI, as Lighthouse does', () => {
    const runs = [
      { id: 'fast', fcpMs: 900, ttiMs: 1500 },
      { id: 'typical', fcpMs: 1000, ttiMs: 2100 },
      { id: 'slow start', fcpMs: 1400, ttiMs: 2000 },
      { id: 'slow end', fcpMs: 1050, ttiMs: 3000 },
      { id: 'slowest', fcpMs: 1600, ttiMs: 3200 },
    ];
    // Medians: FCP 1050, TTI 2100.
    expect(pickMedianRun(runs).id).toBe('typical');
  });

  it('breaks a tie with the lower TTI, and refuses an empty list', () => {
    const [later, earlier] = [
      { id: 'later', fcpMs: 1000, ttiMs: 2200 },
      { id: 'earlier', fcpMs: 1000, ttiMs: 2000 },
    ];
    expect(pickMedianRun([later, earlier])).toBe(earlier);
    expect(() => pickMedianRun([])).toThrow('no Lighthouse runs to pick from');
  });
});
