/**
 * The query string of a /rest/v1 request, parsed with PostgREST's grammar: `select`, horizontal
 * filters (`col=op.value`, `not.`, logic trees `or=(…)` / `and=(…)`), `order`, `limit`, `offset`,
 * `columns` and `on_conflict`. Only syntax is checked here; names are checked against the schema
 * when the statement is planned. Anything unsupported is refused with PGRST100, never ignored.
 */
import { parseError } from './errors.ts';
import { checkIdentifier, checkLogicDepth, checkSelectSize } from './limits.ts';

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'in',
] as const;
export type Operator = (typeof OPERATORS)[number];

export interface FilterCondition {
  kind: 'filter';
  column: string;
  negated: boolean;
  operator: Operator;
  /** A list for `in`; otherwise the literal text (for `is`: null, true, false or unknown). */
  value: string | string[];
}

export interface LogicCondition {
  kind: 'logic';
  operator: 'and' | 'or';
  negated: boolean;
  children: Condition[];
}

export type Condition = FilterCondition | LogicCondition;

export interface SelectItem {
  /** A column name, or '*' for all of them. */
  column: string;
  alias?: string;
}

export interface OrderTerm {
  column: string;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export interface QueryParams {
  select: SelectItem[];
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  /** `columns=`: the body keys a POST or PATCH may use. */
  columns?: string[];
  onConflict?: string[];
}

/** Parameters that are not filters. `apikey` may carry the key, as the gateway allows. */
const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey']);
const IS_VALUES = new Set(['null', 'true', 'false', 'unknown']);

/**
 * Where the item that starts at `from` ends: the first comma outside double quotes and
 * parentheses, or a parenthesis that closes one opened before `from`, or the end of the text.
 */
function itemEnd(text: string, from: number): number {
  let depth = 0;
  let quoted = false;
  for (let i = from; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (quoted && char === '\\') i += 1;
    else if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === '(') depth += 1;
    else if (char === ')' && depth === 0) return i;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) return i;
  }
  return text.length;
}

/** Splits on commas outside double quotes and parentheses, in one pass over slices of the text. */
function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (;;) {
    let end = itemEnd(text, start);
    // An unmatched ')' belongs to the item it is in; the caller's checks refuse it.
    while (end < text.length && text.charAt(end) === ')') end = itemEnd(text, end + 1);
    parts.push(text.slice(start, end));
    if (end >= text.length) return parts;
    start = end + 1;
  }
}

/** "a\"b" → a"b; anything not wrapped in double quotes comes back unchanged. */
function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}

/** A column name or alias, unquoted; a control character in it is refused. */
function name(text: string, where: string): string {
  return checkIdentifier(unquote(text), where);
}

function parseList(text: string, source: string): string[] {
  const inner = /^\((.*)\)$/s.exec(text);
  if (!inner) {
    throw parseError(
      `failed to parse filter (${source})`,
      'The list of an "in" filter must be wrapped in parentheses, as in in.(a,b)',
    );
  }
  if (inner[1] === '') return [];
  return splitTopLevel(inner[1] ?? '').map(unquote);
}

function parseFilter(column: string, expression: string, inLogicTree: boolean): FilterCondition {
  let rest = expression;
  const negated = rest.startsWith('not.');
  if (negated) rest = rest.slice('not.'.length);
  const dot = rest.indexOf('.');
  const operator = dot < 0 ? rest : rest.slice(0, dot);
  if (dot < 0 || !(OPERATORS as readonly string[]).includes(operator)) {
    throw parseError(
      `failed to parse filter (${expression})`,
      `unexpected "${operator}" expecting "not" or an operator (${OPERATORS.join(', ')})`,
    );
  }
  const raw = rest.slice(dot + 1);
  const op = operator as Operator;
  if (op === 'in') {
    return { kind: 'filter', column, negated, operator: op, value: parseList(raw, expression) };
  }
  if (op === 'is' && !IS_VALUES.has(raw.toLowerCase())) {
    throw parseError(
      `failed to parse filter (${expression})`,
      'The "is" operator accepts null, true, false or unknown',
    );
  }
  const literal = inLogicTree ? unquote(raw) : raw;
  // PostgREST lets `*` stand for `%` in like patterns, since `%` is awkward in URLs.
  const value =
    op === 'like' || op === 'ilike'
      ? literal.replaceAll('*', '%')
      : op === 'is'
        ? literal.toLowerCase()
        : literal;
  return { kind: 'filter', column, negated, operator: op, value };
}

/** `and(`, `or(`, `not.and(`, `not.or(` where an item starts: a nested logic tree. */
const NESTED_TREE = /(not\.)?(and|or)\(/y;

/**
 * A logic tree, read in one pass (docs/product.md#request-bounds-of-the-rest-api): each character
 * is looked at once, at its own level, so a 16 KB tree costs what its size costs whatever its depth
 * (which checkLogicDepth bounds).
 */
function parseLogicTree(
  operator: 'and' | 'or',
  negated: boolean,
  text: string,
  source: string,
): LogicCondition {
  const refuse = (details: string) => parseError(`failed to parse logic tree (${source})`, details);
  const SHAPE = 'A logic tree is a parenthesised, comma-separated list of conditions';
  let at = 0;

  const item = (): Condition => {
    NESTED_TREE.lastIndex = at;
    const nested = NESTED_TREE.exec(text);
    if (nested) {
      at += nested[0].length - 1;
      return tree(nested[2] as 'and' | 'or', nested[1] !== undefined);
    }
    const end = itemEnd(text, at);
    const condition = text.slice(at, end);
    at = end;
    if (condition === '') throw refuse(SHAPE);
    const dot = condition.indexOf('.');
    if (dot <= 0) throw refuse(`"${condition}" is not a condition of the form column.operator.value`);
    return parseFilter(name(condition.slice(0, dot), 'logic tree'), condition.slice(dot + 1), true);
  };

  const tree = (treeOperator: 'and' | 'or', treeNegated: boolean): LogicCondition => {
    if (text.charAt(at) !== '(') throw refuse(SHAPE);
    at += 1;
    const children: Condition[] = [];
    for (;;) {
      children.push(item());
      const next = text.charAt(at);
      at += 1;
      if (next === ')') return { kind: 'logic', operator: treeOperator, negated: treeNegated, children };
      if (next !== ',') throw refuse(SHAPE);
    }
  };

  const parsed = tree(operator, negated);
  if (at !== text.length) throw refuse(SHAPE);
  return parsed;
}

function parseSelect(text: string): SelectItem[] {
  if (text.trim() === '') return [{ column: '*' }];
  const items = splitTopLevel(text);
  checkSelectSize(items.length);
  return items.map((item) => {
    const unsupported = /[()]/.test(item)
      ? 'Embedded resources and aggregates are not supported by this server; select columns of this table only'
      : item.includes('->')
        ? 'JSON path selection is not supported by this server'
        : item.startsWith('...')
          ? 'Spreading embedded resources is not supported by this server'
          : item.includes('::')
            ? 'Casts in select are not supported by this server'
            : undefined;
    if (unsupported) throw parseError(`failed to parse select parameter (${text})`, unsupported);
    const colon = item.indexOf(':');
    const column = name(colon < 0 ? item : item.slice(colon + 1), 'select parameter');
    if (column === '') {
      throw parseError(`failed to parse select parameter (${text})`, `"${item}" names no column`);
    }
    return colon < 0 ? { column } : { column, alias: name(item.slice(0, colon), 'select parameter') };
  });
}

function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text).map((item) => {
    const [column, ...modifiers] = item.split('.');
    const term: OrderTerm = { column: name(column ?? '', 'order') };
    for (const modifier of modifiers) {
      if ((modifier === 'asc' || modifier === 'desc') && !term.direction && !term.nulls) {
        term.direction = modifier;
      } else if ((modifier === 'nullsfirst' || modifier === 'nullslast') && !term.nulls) {
        term.nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      } else {
        throw parseError(
          `failed to parse order (${text})`,
          `unexpected "${modifier}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
        );
      }
    }
    if (term.column === '') {
      throw parseError(`failed to parse order (${text})`, 'An order term needs a column');
    }
    return term;
  });
}

function parseCount(name: string, text: string): number {
  if (!/^\d+$/.test(text)) {
    throw parseError(`failed to parse ${name} parameter (${text})`, `${name} must be a non-negative integer`);
  }
  return Number(text);
}

function parseNames(text: string): string[] {
  return splitTopLevel(text)
    .map((item) => name(item.trim(), 'column list'))
    .filter((item) => item !== '');
}

export function parseQueryParams(search: URLSearchParams): QueryParams {
  const params: QueryParams = { select: [{ column: '*' }], conditions: [], order: [] };
  for (const [key, value] of search) {
    if (key === 'select') params.select = parseSelect(value);
    else if (key === 'order') params.order = params.order.concat(parseOrder(value));
    else if (key === 'limit') params.limit = parseCount('limit', value);
    else if (key === 'offset') params.offset = parseCount('offset', value);
    else if (key === 'columns') params.columns = parseNames(value);
    else if (key === 'on_conflict') params.onConflict = parseNames(value);
    else if (RESERVED.has(key)) continue;
    else {
      const logic = /^(not\.)?(and|or)$/.exec(key);
      if (logic) checkLogicDepth(`${key}=${value}`, value);
      params.conditions.push(
        logic
          ? parseLogicTree(logic[2] as 'and' | 'or', logic[1] !== undefined, value, `${key}=${value}`)
          : parseFilter(name(key, 'filter'), value, false),
      );
    }
  }
  return params;
}
