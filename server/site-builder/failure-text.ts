/**
 * A failed build in words: the end of its output for `private.site_build_state.failure` (which
 * holds at most 2000 characters, and which admins read), and one line of it for the server's log.
 * Stack frames say where in Astro the error surfaced, not what to fix, so they are left out.
 */
import { stripVTControlCharacters } from 'node:util';

/** The column's own limit (supabase/migrations/20261125090000_site_rebuilds.sql). */
export const MAX_FAILURE_CHARS = 2000;
/** The log line's reason stays readable on one terminal line or two. */
const MAX_SUMMARY_CHARS = 300;

const STACK_LINE = /^\s+at\s|^\s*Stack trace:\s*$/;
/** Astro prints an error's message, then "Location:" and the file. */
const LOCATION_LINE = /^\s*Location:\s*$/;
const ERROR_WORDS = /\berror\b|\bfailed\b|✗/i;

function meaningfulLines(output: string): string[] {
  return stripVTControlCharacters(output)
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !STACK_LINE.test(line));
}

/** The last lines of the output that fit in MAX_FAILURE_CHARS, whole lines only where possible. */
export function failureText(output: string): string {
  const lines = meaningfulLines(output);
  const kept: string[] = [];
  let length = 0;
  for (const line of [...lines].reverse()) {
    const added = line.length + (kept.length > 0 ? 1 : 0);
    if (length + added > MAX_FAILURE_CHARS) break;
    kept.unshift(line);
    length += added;
  }
  if (kept.length > 0) return kept.join('\n');
  const last = lines.at(-1) ?? 'the build failed and printed nothing';
  return last.slice(-MAX_FAILURE_CHARS);
}

/** One line that says why: the error's message where Astro marks it, else the last error line. */
export function failureSummary(output: string): string {
  const lines = meaningfulLines(output);
  const location = lines.findIndex((line) => LOCATION_LINE.test(line));
  const chosen =
    (location > 0 ? lines[location - 1] : undefined) ??
    lines.findLast((line) => ERROR_WORDS.test(line)) ??
    lines.at(-1) ??
    'the build failed and printed nothing';
  const line = chosen.trim();
  return line.length > MAX_SUMMARY_CHARS ? `${line.slice(0, MAX_SUMMARY_CHARS - 1)}…` : line;
}
