/** The overview's chart arithmetic and its check of the database's answer (docs/product.md#leads-overview). */
import { describe, expect, it } from 'vitest';
import { niceCeiling, share } from '../../../../src/admin/overview/chart-scale.ts';
import { parseLeadsOverview } from '../../../../src/lib/db/leads-overview.ts';

it('niceCeiling rounds a maximum up to 1, 2 or 5 times a power of ten; share is a value over the scale, within 0 and 1', () => {
  expect([0, 1, 3, 17, 20, 51, 1200].map((max) => niceCeiling(max))).toEqual([1, 1, 5, 20, 20, 100, 2000]);
  expect([share(5, 20), share(30, 20), share(3, 0)]).toEqual([0.25, 1, 0]);
});

describe('parseLeadsOverview', () => {
  it('reads the shape the migration returns', () => {
    const sources = [
      { source: 'newsletter', leads: 2 },
      { source: null, leads: 1 },
    ];
    const answer = { weeks: [{ week_start: '2026-11-16', messages: 2, requests: 1 }], sources };
    expect(parseLeadsOverview(answer)).toEqual({
      weeks: [{ weekStart: '2026-11-16', messages: 2, requests: 1 }],
      sources,
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
