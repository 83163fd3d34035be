/** Admin-only date display beyond the lists' short date: the full moment, in UTC like dates.ts. */

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** "Mar 4, 2026, 3:05 PM UTC"; an invalid value shows as given rather than breaking the list. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : DATE_TIME.format(date);
}
