/**
 * SQL for one PostgREST request, shaped as PostgREST shapes it: the statement runs in a CTE and
 * one outer SELECT returns the total, the page size and the JSON body built by Postgres
 * (json_agg), so values are formatted exactly as Postgres formats them. Identifiers are checked
 * against the table's columns and quoted; values are always bound parameters.
 */
import { undefinedColumn, columnNotFound } from './errors.ts';
import type { Condition, OrderTerm, QueryParams, SelectItem } from './query-params.ts';
import type { Preferences, ResponseShape } from './preferences.ts';
import type { TableInfo } from './schema.ts';
import { boundedLimit, checkExpandedSelect } from './limits.ts';
import { quoteIdent } from '../db/identifier.ts';

export interface Statement {
  sql: string;
  params: unknown[];
}

/** Collects bound values and hands out their $n placeholders. */
class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const SQL_OPERATORS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
};

function tableRef(table: TableInfo): string {
  return `"public".${quoteIdent(table.name)}`;
}

function column(table: TableInfo, name: string): string {
  if (!table.columns.includes(name)) throw undefinedColumn(table.name, name);
  return `${tableRef(table)}.${quoteIdent(name)}`;
}

/** A filter value as the column's type: bound as text, cast on the server as PostgREST's unknown literal is. */
function typedValue(table: TableInfo, name: string, value: string, params: Params): string {
  return `${params.add(value)}::text::${table.types.get(name)}`;
}

function conditionSql(table: TableInfo, condition: Condition, params: Params): string {
  let sql: string;
  if (condition.kind === 'logic') {
    const joiner = condition.operator === 'and' ? ' and ' : ' or ';
    sql = `(${condition.children.map((child) => conditionSql(table, child, params)).join(joiner)})`;
  } else {
    const target = column(table, condition.column);
    const { operator, value } = condition;
    if (operator === 'is') sql = `${target} is ${value as string}`;
    else if (operator === 'in') {
      const list = value as string[];
      sql =
        list.length === 0
          ? 'false'
          : `${target} in (${list.map((item) => typedValue(table, condition.column, item, params)).join(', ')})`;
    } else if (operator === 'like' || operator === 'ilike' || operator === 'match' || operator === 'imatch') {
      sql = `${target} ${SQL_OPERATORS[operator]} ${params.add(value)}::text`;
    } else {
      sql = `${target} ${SQL_OPERATORS[operator]} ${typedValue(table, condition.column, value as string, params)}`;
    }
  }
  return condition.negated ? `not ${sql.startsWith('(') ? sql : `(${sql})`}` : sql;
}

function whereSql(table: TableInfo, conditions: Condition[], params: Params): string {
  return conditions.length === 0
    ? ''
    : ` where ${conditions.map((c) => conditionSql(table, c, params)).join(' and ')}`;
}

function orderSql(table: TableInfo, order: OrderTerm[]): string {
  if (order.length === 0) return '';
  const terms = order.map((term) => {
    const direction = term.direction ? ` ${term.direction}` : '';
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    return `${column(table, term.column)}${direction}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

function pageSql(query: QueryParams): string {
  return `${query.limit === undefined ? '' : ` limit ${query.limit}`}${query.offset ? ` offset ${query.offset}` : ''}`;
}

/** Each column the select list returns, `*` expanded: its name in the answer and its column. */
function returnedColumns(table: TableInfo, items: SelectItem[]): { key: string; column: string }[] {
  const columns = items.flatMap((item) => {
    if (item.column === '*') return table.columns.map((column) => ({ key: column, column }));
    if (!table.columns.includes(item.column)) throw undefinedColumn(table.name, item.column);
    return [{ key: item.alias ?? item.column, column: item.column }];
  });
  checkExpandedSelect(columns.length, table.columns.length);
  return columns;
}

/** The select list, over `source` (the table, or the CTE holding a mutation's RETURNING rows). */
function selectList(table: TableInfo, items: SelectItem[], source: string): string {
  returnedColumns(table, items);
  return items
    .map((item) => {
      if (item.column === '*') return `${source}.*`;
      const alias = item.alias ? ` as ${quoteIdent(item.alias)}` : '';
      return `${source}.${quoteIdent(item.column)}${alias}`;
    })
    .join(', ');
}

/** Types whose JSON is their text in quotes, and whose length octet_length reads without detoasting. */
const TEXT_TYPES = new Set(['text', 'character varying', 'character', 'bytea']);

/**
 * A lower bound of the JSON a row's column adds to the answer, read without building it: the
 * key and, for text, the stored length (octet_length reads it from the TOAST pointer, without
 * fetching or decompressing the value); any other value is at least one character.
 */
function columnSizeSql(table: TableInfo, key: string, column: string, source: string): string {
  const keyBytes = Buffer.byteLength(JSON.stringify(key)) + 2;
  const type = table.types.get(column) ?? '';
  return TEXT_TYPES.has(type)
    ? `${keyBytes} + coalesce(pg_catalog.octet_length(${source}.${quoteIdent(column)}) + 2, 4)`
    : `${keyBytes + 1}`;
}

function bodySql(shape: ResponseShape): string {
  return shape === 'object'
    ? "coalesce((json_agg(_postgrest_t) -> 0)::text, 'null')"
    : "coalesce(json_agg(_postgrest_t), '[]')::text";
}

export interface ReadPlanInput {
  table: TableInfo;
  query: QueryParams;
  shape: ResponseShape;
  count: boolean;
}

/**
 * The least number of bytes the read's answer will have, from the same rows (same filters, order,
 * page and the caller's own RLS), without building it: a read whose answer could only be refused
 * is refused in milliseconds, before the database spends seconds and memory on it.
 */
export function planAnswerSize({ table, query }: Pick<ReadPlanInput, 'table' | 'query'>): Statement {
  const params = new Params();
  const where = whereSql(table, query.conditions, params);
  const page = pageSql({ ...query, limit: boundedLimit(query.limit) });
  const source = tableRef(table);
  const row = returnedColumns(table, query.select)
    .map(({ key, column }) => columnSizeSql(table, key, column, source))
    .join(' + ');
  const sql = `select coalesce(pg_catalog.sum(pgrst_row), 0)::text as bytes
      from (select 2 + ${row || '0'} as pgrst_row from ${source}${where}${orderSql(table, query.order)}${page}) as pgrst_page`;
  return { sql, params: params.values };
}

export function planRead({ table, query, shape, count }: ReadPlanInput): Statement {
  const params = new Params();
  const where = whereSql(table, query.conditions, params);
  // A read never answers more than MAX_ROWS rows, whatever its limit (Supabase's max_rows).
  const page = pageSql({ ...query, limit: boundedLimit(query.limit) });
  const source = `select ${selectList(table, query.select, tableRef(table))} from ${tableRef(table)}${where}${orderSql(table, query.order)}${page}`;
  const total = count ? `(select pg_catalog.count(*) from ${tableRef(table)}${where})` : 'null::bigint';
  const sql = `with pgrst_source as (${source})
    select ${total}::text as total, pg_catalog.count(*)::text as page_total, ${bodySql(shape)} as body
      from (select * from pgrst_source) _postgrest_t`;
  return { sql, params: params.values };
}

export type Payload = Record<string, unknown>[];

export interface MutationPlanInput {
  table: TableInfo;
  query: QueryParams;
  preferences: Preferences;
  shape: ResponseShape;
  /** Whether the response needs the rows (return=representation or headers-only). */
  returnRows: boolean;
}

/** The columns a payload writes: `columns=` when given, else the keys of its objects. */
export function payloadColumns(table: TableInfo, query: QueryParams, payload: Payload): string[] {
  const keys = query.columns ?? [...new Set(payload.flatMap((row) => Object.keys(row)))];
  for (const key of keys) if (!table.columns.includes(key)) throw columnNotFound(table.name, key);
  return keys;
}

function wrapMutation(mutation: string, input: MutationPlanInput, params: Params): Statement {
  const { table, query, shape, returnRows } = input;
  const returning = returnRows ? ` returning ${tableRef(table)}.*` : ' returning 1';
  const body = returnRows ? bodySql(shape) : "''";
  const projection = returnRows ? selectList(table, query.select, 'pgrst_source') : '1';
  const sql = `with pgrst_source as (${mutation}${returning})
    select null::text as total, pg_catalog.count(*)::text as page_total, ${body} as body
      from (select ${projection} from pgrst_source) _postgrest_t`;
  return { sql, params: params.values };
}

function upsertSql(table: TableInfo, input: MutationPlanInput, columns: string[]): string {
  const { preferences, query } = input;
  const target = query.onConflict ?? table.primaryKey;
  if (!preferences.resolution || target.length === 0) return '';
  for (const name of target) if (!table.columns.includes(name)) throw undefinedColumn(table.name, name);
  const conflict = target.map(quoteIdent).join(', ');
  if (preferences.resolution === 'ignore-duplicates') return ` on conflict (${conflict}) do nothing`;
  const updates = columns.map((name) => `${quoteIdent(name)} = excluded.${quoteIdent(name)}`).join(', ');
  return updates === ''
    ? ` on conflict (${conflict}) do nothing`
    : ` on conflict (${conflict}) do update set ${updates}`;
}

export function planInsert(input: MutationPlanInput, payload: Payload): Statement {
  const { table, query, preferences } = input;
  const params = new Params();
  const columns = payloadColumns(table, query, payload);
  const rowType = `null::${tableRef(table)}`;
  let insert: string;
  if (columns.length === 0) {
    insert = `insert into ${tableRef(table)} default values`;
  } else if (
    preferences.missing === 'default' &&
    payload.some((row) => columns.some((name) => !(name in row)))
  ) {
    // Keys a row leaves out take the column default, which only VALUES (…, DEFAULT) can express.
    const rows = payload.map((row) => {
      const record = `json_populate_record(${rowType}, ${params.add(JSON.stringify(row))}::json)`;
      return `(${columns.map((name) => (name in row ? `(${record}).${quoteIdent(name)}` : 'default')).join(', ')})`;
    });
    insert = `insert into ${tableRef(table)} (${columns.map(quoteIdent).join(', ')}) values ${rows.join(', ')}`;
  } else {
    const list = columns.map(quoteIdent).join(', ');
    insert = `insert into ${tableRef(table)} (${list})
      select ${list} from json_populate_recordset(${rowType}, ${params.add(JSON.stringify(payload))}::json) _`;
  }
  return wrapMutation(`${insert}${upsertSql(table, input, columns)}`, input, params);
}

/** PATCH/DELETE with limit/offset touch only the rows a read with the same order would return. */
function limitedWhere(input: MutationPlanInput, params: Params): string {
  const { table, query } = input;
  const where = whereSql(table, query.conditions, params);
  if (query.limit === undefined && !query.offset) return where;
  return ` where ctid = any(array(select ctid from ${tableRef(table)}${where}${orderSql(table, query.order)}${pageSql(query)}))`;
}

export function planUpdate(input: MutationPlanInput, payload: Record<string, unknown>): Statement {
  const { table, query } = input;
  const params = new Params();
  const columns = payloadColumns(table, query, [payload]);
  if (columns.length === 0) {
    // PostgREST answers an empty PATCH without touching anything.
    const sql = `select null::text as total, '0' as page_total, ${input.shape === 'object' ? "'null'" : "'[]'"} as body`;
    return { sql, params: [] };
  }
  const record = `json_populate_record(null::${tableRef(table)}, ${params.add(JSON.stringify(payload))}::json)`;
  const assignments = columns.map((name) => `${quoteIdent(name)} = _.${quoteIdent(name)}`).join(', ');
  const update = `update ${tableRef(table)} set ${assignments} from (select * from ${record}) _${limitedWhere(input, params)}`;
  return wrapMutation(update, input, params);
}

export function planDelete(input: MutationPlanInput): Statement {
  const params = new Params();
  return wrapMutation(`delete from ${tableRef(input.table)}${limitedWhere(input, params)}`, input, params);
}
