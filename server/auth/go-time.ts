/**
 * Timestamps as GoTrue prints them: Go's time.Time JSON (RFC 3339, UTC, trailing zeros of the
 * fraction dropped), formatted in SQL so clients see GoTrue's strings.
 */

/** A timestamptz column as Go's time.Time JSON (e.g. 2024-05-01T10:00:00.5Z), NULL as NULL. */
export function goTime(column: string): string {
  const utc = `(${column} at time zone 'UTC')`;
  return `(to_char(${utc}, 'YYYY-MM-DD"T"HH24:MI:SS') || rtrim(rtrim(to_char(${utc}, '.US'), '0'), '.') || 'Z')`;
}
