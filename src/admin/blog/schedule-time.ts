/**
 * A post's scheduled moment in the admin's own time zone (docs/product.md#scheduled-posts): the
 * editor shows and takes wall-clock time there, the database stores the instant in UTC. The time
 * zone is a parameter, so the conversions are tested for any zone and any clock change.
 */

/** The browser's time zone, the one a `datetime-local` input's wall-clock time is meant in. */
export function adminTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A `datetime-local` value to the minute: "2026-03-04T15:05". */
const INPUT_VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const MINUTE_MS = 60_000;
const HALF_DAY_MS = 12 * 60 * MINUTE_MS;

function wallClockParts(instant: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** The wall-clock time of `instant` in `timeZone`, as a `datetime-local` input holds it. */
export function toZonedInputValue(instant: Date, timeZone: string): string {
  const { year, month, day, hour, minute } = wallClockParts(instant, timeZone);
  return `${year}-${month}-${day}T${hour}:${minute}`;
}

/** How far `timeZone` is ahead of UTC at `instantMs`, to the minute. */
function offsetMs(instantMs: number, timeZone: string): number {
  const { year, month, day, hour, minute } = wallClockParts(new Date(instantMs), timeZone);
  const wallAsUtc = Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute));
  return wallAsUtc - Math.floor(instantMs / MINUTE_MS) * MINUTE_MS;
}

/**
 * The instant a `datetime-local` value names in `timeZone`, or null when it names none: not a
 * value of that shape, a date that does not exist (February 30), or a time the clocks skip when
 * they go forward. A time that occurs twice when they go back is taken at its first occurrence.
 */
export function fromZonedInputValue(value: string, timeZone: string): Date | null {
  const match = INPUT_VALUE.exec(value);
  if (!match) return null;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = match.slice(1).map(Number);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Clocks change at most once within a day, so the zone's offsets half a day either side are
  // every offset this wall time can have; each names one candidate instant.
  const candidates = [-HALF_DAY_MS, HALF_DAY_MS]
    .map((shift) => wallAsUtc - offsetMs(wallAsUtc + shift, timeZone))
    .filter((candidate) => toZonedInputValue(new Date(candidate), timeZone) === value)
    .sort((a, b) => a - b);
  return candidates[0] === undefined ? null : new Date(candidates[0]);
}

/** "Mar 4, 2026, 3:05 PM EST": a scheduled moment as the admin reads it, with the zone named. */
export function formatZonedDateTime(instant: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(instant));
}
