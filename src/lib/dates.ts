/**
 * The date formats of the site: docs/product.md#dates: the blog's long US date ("March 4, 2026"),
 * in UTC so the static build, the server and every visitor show the same day; and the admin's list
 * date ("Mar 4, 2026") and full moment ("Mar 4, 2026, 9:05 AM CST"), in the staff member's own time
 * zone (the browser's, or the one given), named, since the admin renders only in their browser.
 */

const LONG = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const SHORT: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = {
  ...SHORT,
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** An admin format in `timeZone`, or the runtime's own zone when none is given. */
function inZone(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', timeZone ? { ...options, timeZone } : options);
}

function toDate(value: string | Date): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`not a date: ${String(value)}`);
  return date;
}

/** "March 4, 2026": blog cards and posts. */
export function formatLongDate(value: string | Date): string {
  return LONG.format(toDate(value));
}

/** "Mar 4, 2026": admin lists, the day in the staff member's zone. */
export function formatShortDate(value: string | Date, timeZone?: string): string {
  return inZone(SHORT, timeZone).format(toDate(value));
}

/** "Mar 4, 2026, 9:05 AM CST": admin details, in the staff member's zone, named; an invalid value shows as given rather than breaking a list. */
export function formatDateTime(value: string, timeZone?: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : inZone(DATE_TIME, timeZone).format(date);
}
