/**
 * The two date formats of SPEC section 9: the blog's long US date ("March 4, 2026") and the
 * admin lists' month abbreviation, day, year ("Mar 4, 2026"). Always in UTC, so the static build,
 * the server and every visitor show the same day for the same timestamp.
 */

const LONG = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const SHORT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function toDate(value: string | Date): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(value)}`);
  return date;
}

/** "March 4, 2026": blog cards and posts. */
export function formatLongDate(value: string | Date): string {
  return LONG.format(toDate(value));
}

/** "Mar 4, 2026": admin lists. */
export function formatShortDate(value: string | Date): string {
  return SHORT.format(toDate(value));
}
