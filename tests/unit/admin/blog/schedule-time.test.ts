import { describe, expect, it } from 'vitest';
import {
  formatZonedDateTime,
  fromZonedInputValue,
  toZonedInputValue,
} from '../../../../src/admin/blog/schedule-time.ts';

describe('fromZonedInputValue and toZonedInputValue', () => {
  it.each([
    ['UTC', '2026-03-04T15:05', '2026-03-04T15:05:00.000Z'],
    ['America/New_York', '2026-01-15T09:00', '2026-01-15T14:00:00.000Z'],
    ['America/New_York', '2026-07-15T09:00', '2026-07-15T13:00:00.000Z'],
    ['Europe/Paris', '2026-12-31T23:30', '2026-12-31T22:30:00.000Z'],
    ['Asia/Kolkata', '2026-06-01T00:00', '2026-05-31T18:30:00.000Z'],
    ['Pacific/Auckland', '2026-04-05T01:00', '2026-04-04T12:00:00.000Z'],
    ['Australia/Lord_Howe', '2026-10-04T03:00', '2026-10-03T16:00:00.000Z'],
  ])('in %s, %s is %s, and back', (zone, wallClock, instant) => {
    expect(fromZonedInputValue(wallClock, zone)?.toISOString()).toBe(instant);
    expect(toZonedInputValue(new Date(instant), zone)).toBe(wallClock);
  });

  it('refuses a time the clocks skip when they go forward, and takes one that occurs twice when they go back at its first occurrence', () => {
    expect(fromZonedInputValue('2026-03-08T02:30', 'America/New_York')).toBeNull();
    expect(fromZonedInputValue('2026-03-29T02:00', 'Europe/Paris')).toBeNull();
    expect(fromZonedInputValue('2026-11-01T01:30', 'America/New_York')?.toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it.each(['', '2026-03-04', '2026-03-04 15:05', '2026-02-30T10:00', '2026-03-04T24:00', 'soon'])(
    'refuses %j',
    (value) => {
      expect(fromZonedInputValue(value, 'UTC')).toBeNull();
    },
  );
});

it.each([
  ['America/New_York', 'Mar 4, 2026, 10:05 AM EST'],
  ['UTC', 'Mar 4, 2026, 3:05 PM UTC'],
])('formatZonedDateTime: names the moment and the zone in %s', (zone, text) => {
  expect(formatZonedDateTime('2026-03-04T15:05:00Z', zone)).toBe(text);
});
