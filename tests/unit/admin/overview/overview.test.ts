/** The overview's chart arithmetic and its check of the database's answer (docs/product.md#leads-overview). */
import { describe, expect, it } from 'vitest';
import { niceCeiling, share } from '../../../../src/admin/overview/chart-scale.ts';
import { parseLeadsOverview } from '../../../../src/lib/db/leads-overview.ts';

describe('niceCeiling', () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 5],
    [17, 20],
    [20, 20],
    [51, 100],
    [1200, 2000],
  ])('%i rounds up to %i', (max, ceiling) => {
    expect(niceCeiling(max)).toBe(ceiling);
  });
});

describe('share', () => {
  it('is a value over the scale, kept within 0 and 1', () => {
    expect(share(5, 20)).toBe(0.25);
    expect(share(30, 20)).toBe(1);
    expect(share(3, 0)).toBe(0);
  });
});

describe('parseLeadsOverview', () => {
  it('reads the shape the migration returns', () => {
    expect(
      parseLeadsOverview({
        weeks: [{ week_start: '2026-11-16', messages: 2, requests: 1 }],
        sources: [
          { source: 'newsletter', leads: 2 },
          { source: null, leads: 1 },
        ],
      }),
    ).toEqual({
      weeks: [{ weekStart: '2026-11-16', messages: 2, requests: 1 }],
      sources: [
        { source: 'newsletter', leads: 2 },
        { source: null, leads: 1 },
      ],
    });
  });

  it.each([
    ['null', null],
    ['an array', []],
    ['a negative count', { weeks: [{ week_start: '2026-11-16', messages: -1, requests: 0 }], sources: [] }],
    ['a source that is a number', { weeks: [], sources: [{ source: 3, leads: 1 }] }],
    ['no sources', { weeks: [] }],
  ])('refuses %s', (_, value) => {
    expect(parseLeadsOverview(value)).toBeNull();
  });
});
