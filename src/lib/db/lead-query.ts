/**
 * Pure helpers for the server-side paging, filtering and search of the lead lists: page
 * arithmetic and the PostgREST `or=(…)` filters for a search term and for a source.
 */

export const PAGE_SIZE = 25;
/** Rows per request when exporting a whole filter; well under any PostgREST max-rows setting. */
export const EXPORT_BATCH_SIZE = 500;
export const SEARCH_DEBOUNCE_MS = 300;

/** The inclusive row range of a 1-based page, as `.range(from, to)` takes it. */
export function pageRange(page: number, pageSize: number = PAGE_SIZE): [number, number] {
  const from = (Math.max(1, page) - 1) * pageSize;
  return [from, from + pageSize - 1];
}

export function pageCount(total: number, pageSize: number = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Keeps a page inside the list after it shrank (an update moved rows out of the filter). */
export function clampPage(page: number, total: number, pageSize: number = PAGE_SIZE): number {
  return Math.min(Math.max(1, page), pageCount(total, pageSize));
}

/** The 1-based first and last row numbers shown, for "Showing 1–25 of 312"; null when empty. */
export function shownRows(
  page: number,
  total: number,
  pageSize: number = PAGE_SIZE,
): { from: number; to: number } | null {
  if (total <= 0) return null;
  const [from, to] = pageRange(clampPage(page, total, pageSize), pageSize);
  return { from: from + 1, to: Math.min(to + 1, total) };
}

/**
 * One `ilike` condition that matches the term literally (anywhere in the column, or the whole
 * value): LIKE's own wildcards and escape are escaped, `*` (PostgREST's stand-in for `%`) is
 * dropped from the term or wraps it, and the value is double-quoted so commas and parentheses in
 * the term cannot break the filter syntax.
 */
function ilikeCondition(column: string, term: string, anywhere: boolean): string {
  const literal = term.replace(/[\\%_]/g, '\\$&').replaceAll('*', '');
  const pattern = anywhere ? `*${literal}*` : literal;
  return `${column}.ilike."${pattern.replace(/["\\]/g, '\\$&')}"`;
}

function containsCondition(column: string, term: string): string {
  return ilikeCondition(column, term, true);
}

export interface SearchColumns {
  /** Columns any of which may contain the whole term. */
  columns: readonly string[];
  /** A first and a last name column, so "Ana Lima" finds first_name Ana, last_name Lima. */
  fullName?: readonly [string, string];
}

/**
 * The argument of `.or()` for a search box, or null when the term is blank (no filter). The
 * term is trimmed and inner whitespace collapsed.
 */
export function searchFilter(term: string, search: SearchColumns): string | null {
  const clean = term.trim().replace(/\s+/g, ' ');
  if (clean.replaceAll('*', '') === '') return null;
  const conditions = search.columns.map((column) => containsCondition(column, clean));
  const space = clean.indexOf(' ');
  if (search.fullName && space > 0) {
    const [firstColumn, lastColumn] = search.fullName;
    const first = containsCondition(firstColumn, clean.slice(0, space));
    const last = containsCondition(lastColumn, clean.slice(space + 1));
    conditions.push(`and(${first},${last})`);
  }
  return conditions.join(',');
}

/**
 * The argument of `.or()` for the source filter (docs/product.md#lead-attribution), or null when
 * it is blank: a lead's source is its utm_source, else its referrer's host; matched whole, with
 * any case, as the leads overview groups them.
 */
export function sourceFilter(source: string): string | null {
  const clean = source.trim();
  if (clean.replaceAll('*', '') === '') return null;
  const utm = ilikeCondition('utm_source', clean, false);
  return `${utm},and(utm_source.is.null,${ilikeCondition('referrer_host', clean, false)})`;
}
