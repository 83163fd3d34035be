/**
 * The date formats of the site: docs/product.md#dates: the blog's long US date ("March 4, 2026") and admin
 * list date ("Mar 4, 2026"), and the admin's full moment for details. Always in UTC, so the static
 * build, the server and every visitor show the same day for the same timestamp.
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

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
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

/** "Mar 4, 2026, 3:05 PM UTC": admin details; an invalid value shows as given rather than breaking a list. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : DATE_TIME.format(date);
}
