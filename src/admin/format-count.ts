/**
 * How the admin writes a count: "10,040" in the page's US English, and with its noun, "1 row",
 * "9 rows". Every admin string module counts through these, so no screen formats a number its own way.
 */
const NUMBER = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return NUMBER.format(value);
}

/** The count and its noun, singular for exactly one. */
export function countOf(value: number, noun: string, plural = `${noun}s`): string {
  return `${formatCount(value)} ${value === 1 ? noun : plural}`;
}
