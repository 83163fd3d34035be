import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatShortDate } from '../../../src/lib/dates.ts';

describe.each([
  ['2026-03-04T10:00:00+00:00', 'March 4, 2026', 'Mar 4, 2026'],
  ['2026-12-31T23:59:59.999+00:00', 'December 31, 2026', 'Dec 31, 2026'],
  ['2026-01-01T00:30:00-05:00', 'January 1, 2026', 'Jan 1, 2026'],
  [new Date(Date.UTC(2025, 8, 9)), 'September 9, 2025', 'Sep 9, 2025'],
])('%s', (value, long, short) => {
  it(`is ${long} on the blog`, () => expect(formatLongDate(value)).toBe(long));
  it(`is ${short} in the admin of a staff member in UTC`, () =>
    expect(formatShortDate(value, 'UTC')).toBe(short));
});

it("shows admin dates in the staff member's own zone, named, and a bad value as given; the blog refuses what is not a date", () => {
  expect(() => formatLongDate('soon')).toThrow(RangeError);
  expect(formatDateTime('2026-03-04T15:05:00+00:00', 'UTC')).toBe('Mar 4, 2026, 3:05 PM UTC');
  expect(formatDateTime('2026-03-04T15:05:00+00:00', 'America/Chicago')).toBe('Mar 4, 2026, 9:05 AM CST');
  // Late in Chicago is already the next day in UTC: the list shows the staff member's day.
  expect(formatShortDate('2026-03-05T03:00:00Z', 'America/Chicago')).toBe('Mar 4, 2026');
  expect(formatDateTime('not a date')).toBe('not a date');
});
