/**
 * CSV for spreadsheet programs: RFC 4180 quoting and CRLF line ends, a UTF-8 byte-order mark so
 * Excel reads accents correctly, and formula injection neutralised (OWASP's advice): a cell that
 * starts with = + - @ (after spaces too, or full-width), a tab or a carriage return gets a leading
 * apostrophe, so a lead who types
 * `=HYPERLINK(…)` into a form cannot make a staff member's spreadsheet run it.
 */

export const CSV_BOM = '\uFEFF';
const LINE_END = '\r\n';
/**
 * A formula start, also after leading spaces (a spreadsheet trims them) and in its full-width
 * forms (＝ ＋ － ＠, which some spreadsheets read as the ASCII ones).
 */
const FORMULA_START = /^(?:[\t\r]|[\s\u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20])/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/** One cell: empty for null, neutralised, then quoted when it holds a quote, comma or line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function csvRecord(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',') + LINE_END;
}

/** The whole file: BOM, header record, one record per row. */
export function buildCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const header = csvRecord(columns.map((column) => column.header));
  const body = rows.map((row) => csvRecord(columns.map((column) => column.value(row)))).join('');
  return CSV_BOM + header + body;
}

/** "contact-messages-unread-2026-11-21.csv": what was exported and when (UTC day). */
export function csvFileName(base: string, filter: string | null, now: Date): string {
  const day = now.toISOString().slice(0, 10);
  return `${[base, filter, day].filter(Boolean).join('-')}.csv`;
}
