/**
 * Bounds on what one REST request may ask of the server, so that no request costs more than its
 * size suggests (docs/product.md#request-bounds-of-the-rest-api; once, an alias flood answered 11
 * MB; a deep logic tree parsed in quadratic time; a deep JSON body overflowed the stack). Each
 * refusal is a 400 with a sentence that says which bound and how to stay within it; none is a 500.
 */
import { RestError, invalidBody, parseError } from './errors.ts';

/** Rows in one answer, Supabase's default `max_rows`: a client pages beyond it (limit/offset). */
export const MAX_ROWS = 1_000;
/** Items in a `select` list. Our widest table has about a dozen columns. */
export const MAX_SELECT_ITEMS = 50;
/**
 * Columns in a select list once each `*` counts as every column of the table: fifty stars over a
 * table of posts once made the database build about 48 MB before the answer was refused.
 */
export const MAX_SELECT_COLUMNS = 64;
/** Nesting of `and(…)`/`or(…)` inside one logic tree. The site uses one level. */
export const MAX_LOGIC_DEPTH = 8;
/** Nesting of arrays and objects in a JSON body. Our rows are flat objects. */
export const MAX_JSON_DEPTH = 32;
/**
 * Bytes of one answer's body. A post holds up to 100,000 characters, so the site reads posts in
 * pages of 50 (the build halves a page that is still too large).
 */
export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
/** A query string longer than this is not echoed back in Content-Location. */
export const MAX_ECHOED_QUERY = 2_048;

/** The deepest parenthesis nesting outside double quotes, in one pass. */
export function parenthesisDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (quoted && char === '\\') i += 1;
    else if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') deepest = Math.max(deepest, (depth += 1));
    else if (!quoted && char === ')') depth -= 1;
  }
  return deepest;
}

/** Refuses a logic tree nested deeper than MAX_LOGIC_DEPTH, before it is parsed. */
export function checkLogicDepth(source: string, value: string): void {
  // The tree's own parentheses count one level; each and(…)/or(…) inside adds one.
  if (parenthesisDepth(value) > MAX_LOGIC_DEPTH) {
    throw parseError(
      `failed to parse logic tree (${source.slice(0, 100)}${source.length > 100 ? '…' : ''})`,
      `Logic trees may nest at most ${MAX_LOGIC_DEPTH} levels`,
    );
  }
}

export function checkSelectSize(count: number): void {
  if (count > MAX_SELECT_ITEMS) {
    throw parseError(
      'failed to parse select parameter',
      `A select list may name at most ${MAX_SELECT_ITEMS} columns (this one names ${count})`,
    );
  }
}

/** Refuses a select list wider than MAX_SELECT_COLUMNS with each `*` expanded, before it runs. */
export function checkExpandedSelect(columns: number, tableColumns: number): void {
  if (columns > MAX_SELECT_COLUMNS) {
    throw parseError(
      'failed to parse select parameter',
      `A select list may return at most ${MAX_SELECT_COLUMNS} columns, counting each * as the table's ${tableColumns} (this one returns ${columns})`,
    );
  }
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Column names and aliases never hold control characters (a NUL would reach the SQL). */
export function checkIdentifier(name: string, where: string): string {
  if (hasControlCharacter(name)) {
    throw parseError(`failed to parse ${where}`, 'Names may not contain control characters');
  }
  return name;
}

/** The deepest nesting of arrays and objects in JSON text, in one pass, strings skipped. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) deepest = Math.max(deepest, (depth += 1));
    else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return deepest;
}

export function checkJsonDepth(text: string): void {
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw invalidBody(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
}

/** The row bound of a read: the client's limit, never above MAX_ROWS. */
export function boundedLimit(limit: number | undefined): number {
  return Math.min(limit ?? MAX_ROWS, MAX_ROWS);
}

/**
 * The refusal of an answer over `limit` bytes (MAX_ANSWER_BYTES unless a test asks for less), or
 * undefined when it fits. `atLeast`: the size is a lower bound read before the answer is built.
 */
export function answerTooLarge(
  bytes: number,
  { atLeast = false, limit = MAX_ANSWER_BYTES }: { atLeast?: boolean; limit?: number } = {},
): RestError | undefined {
  if (bytes <= limit) return undefined;
  const megabytes = (value: number) => (value / 1048576).toFixed(1).replace(/\.0$/, '');
  return new RestError(
    400,
    '54000',
    `The answer would be ${atLeast ? 'at least ' : ''}${megabytes(bytes)} MB, over the limit of ${megabytes(limit)} MB`,
    null,
    'Select fewer columns, or fewer rows with limit and offset',
  );
}
