/**
 * /rest/v1/rpc/<function>: PostgREST's function calls. POST takes a JSON object of named
 * arguments; GET and HEAD take them from the query string (and run read-only, as PostgREST runs
 * every GET). The call is planned as PostgREST's callPlanToQuery plans it: the arguments become a
 * record (json_to_record, typed by the parameters), the function is called with named arguments
 * as the request's role, and Postgres builds the JSON answer: a scalar result as a JSON value, a
 * set or table result as an array, void as 204 with no body. `limit` and `offset` page a set;
 * filters, `order` and `select` on a result are refused with PGRST100 rather than ignored.
 */
import type { IncomingMessage } from 'node:http';
import type { HeaderMap } from '../http/respond.ts';
import { invalidBody, invalidPath, notSingular, parseError, RestError } from './errors.ts';
import { runStatement, rollbackWith, type StatementResult } from './execute.ts';
import { answerTooLarge, boundedLimit, checkIdentifier } from './limits.ts';
import { readJsonBody } from './json-body.ts';
import { quoteIdent } from '../db/identifier.ts';
import { appliedPreferences, type Preferences, type ResponseShape } from './preferences.ts';
import { contentHeaders, contentRange, type RestResponse } from './response.ts';
import {
  describeRoutines,
  pickRoutine,
  routineNotFound,
  type ArgumentSource,
  type Routine,
} from './routines.ts';
import type { Queryable } from '../db/database.ts';

const RPC_PATH = /^\/rpc\/([^/]+)\/?$/;

/** The function named by an /rpc/<name> path, or undefined when the path is not a call. */
export function rpcName(path: string): string | undefined {
  const segment = RPC_PATH.exec(path)?.[1];
  if (segment === undefined) return undefined;
  try {
    return checkIdentifier(decodeURIComponent(segment), 'function name');
  } catch (error) {
    throw error instanceof URIError ? invalidPath() : error;
  }
}

export interface RpcCall {
  name: string;
  source: ArgumentSource;
  /** The arguments by name; for a whole-body call, the body itself. */
  args: Record<string, unknown>;
  limit?: number;
  offset?: number;
  head: boolean;
}

/** Query parameters that are never arguments (`apikey` may carry the key, as the gateway allows). */
const PAGING = new Set(['limit', 'offset']);
const UNSUPPORTED = new Set(['select', 'order', 'columns', 'on_conflict', 'and', 'or']);
/** A value PostgREST would read as a filter (`op.value`, `not.op.value`) rather than an argument. */
const FILTER_VALUE =
  /^(not\.)?(eq|neq|gt|gte|lt|lte|like|ilike|match|imatch|is|isdistinct|in|cs|cd|ov|sl|sr|nxr|nxl|adj|fts|plfts|phfts|wfts)(\([a-z]+\))?\./;

function nonNegativeInteger(name: string, value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw parseError(`"failed to parse ${name} parameter (${value})"`, value);
  return Number(value);
}

function unsupported(name: string): RestError {
  return parseError(
    `"${name}" on a function's result is not supported by this server`,
    'Call the function without it, or write the filtering or ordering into the function.',
  );
}

/** Arguments from the query string: every parameter but paging and `apikey`, each a text value. */
function queryArguments(search: URLSearchParams): Pick<RpcCall, 'args' | 'limit' | 'offset'> {
  const args: Record<string, unknown> = {};
  const paging: { limit?: number; offset?: number } = {};
  for (const [name, value] of search) {
    if (name === 'apikey') continue;
    if (PAGING.has(name)) paging[name as 'limit' | 'offset'] = nonNegativeInteger(name, value);
    else if (UNSUPPORTED.has(name) && !(name === 'select' && value === '*')) throw unsupported(name);
    else if (FILTER_VALUE.test(value)) throw unsupported('a filter');
    else if (name !== 'select') args[checkIdentifier(name, 'argument name')] = value;
  }
  return { args, ...paging };
}

/** A POST body: one JSON object of named arguments; an empty body is `{}`, as in PostgREST. */
async function bodyArguments(req: IncomingMessage): Promise<Record<string, unknown>> {
  const value = await readJsonBody(req, {});
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidBody('A function call takes one JSON object of named arguments');
  }
  return value as Record<string, unknown>;
}

export async function parseRpc(req: IncomingMessage, url: URL, name: string): Promise<RpcCall> {
  const method = req.method ?? 'GET';
  if (method === 'POST') {
    const { args: _ignored, ...paging } = queryArguments(url.searchParams);
    if (Object.keys(_ignored).length > 0) throw unsupported('a query-string argument with a body');
    return { name, source: 'body', args: await bodyArguments(req), ...paging, head: false };
  }
  if (method === 'GET' || method === 'HEAD') {
    return { name, source: 'query', ...queryArguments(url.searchParams), head: method === 'HEAD' };
  }
  throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
}

/** The overload the call names; PGRST202 when there is none. */
export async function resolveRoutine(
  tx: Queryable,
  call: RpcCall,
): Promise<{ routine: Routine; wholeBody: boolean }> {
  const overloads = await describeRoutines(tx, call.name);
  const keys = new Set(Object.keys(call.args));
  if (overloads.length === 0) throw routineNotFound(call.name, [...keys], call.source);
  return pickRoutine(call.name, overloads, keys, call.source);
}

/** Whether the call may run in a read-only transaction: every GET, and a POST to a non-volatile function. */
export function rpcReadOnly(method: string, routine: Routine): boolean {
  return method !== 'POST' || !routine.volatile;
}

function bodySql(routine: Routine, shape: ResponseShape): string {
  const scalar = routine.returns === 'scalar' || routine.returns === 'setof-scalar';
  const value = scalar ? '_postgrest_t.pgrst_scalar' : '_postgrest_t';
  const single = shape === 'object' || routine.returns === 'scalar' || routine.returns === 'composite';
  return single
    ? `coalesce((pg_catalog.json_agg(${value}) -> 0)::text, 'null')`
    : `coalesce(pg_catalog.json_agg(${value}), '[]')::text`;
}

/** SELECT … FROM the call, with its arguments as a typed record when there are any. */
function callSql(call: RpcCall, routine: Routine, wholeBody: boolean): { from: string; params: unknown[] } {
  const fn = `"public".${quoteIdent(routine.name)}`;
  const scalar = routine.returns !== 'composite' && routine.returns !== 'setof-composite';
  const invoke = (args: string) =>
    scalar ? `(select ${fn}(${args}) pgrst_scalar) pgrst_call` : `${fn}(${args}) pgrst_call`;
  if (wholeBody)
    return { from: invoke(`$1::${routine.params[0]?.type ?? 'json'}`), params: [JSON.stringify(call.args)] };
  const given = routine.params.filter((param) => param.name in call.args);
  if (given.length === 0) return { from: invoke(''), params: [] };
  const columns = given.map((param) => `${quoteIdent(param.name)} ${param.type}`).join(', ');
  const named = given
    .map(
      (param) =>
        `${param.variadic ? 'variadic ' : ''}${quoteIdent(param.name)} := pgrst_body.${quoteIdent(param.name)}`,
    )
    .join(', ');
  return {
    from: `pg_catalog.json_to_record($1::json) as pgrst_body (${columns}), lateral ${invoke(named)}`,
    params: [JSON.stringify(call.args)],
  };
}

/** Runs the call and returns its total, page size and JSON body, as a table read does. */
export async function runRpc(
  tx: Queryable,
  call: RpcCall,
  resolved: { routine: Routine; wholeBody: boolean },
  options: { shape: ResponseShape; count: boolean },
): Promise<StatementResult> {
  const { routine, wholeBody } = resolved;
  const { from, params } = callSql(call, routine, wholeBody);
  const set = routine.returns === 'setof-scalar' || routine.returns === 'setof-composite';
  // A set answers at most MAX_ROWS rows, as a table read does (Supabase's max_rows).
  const page = set ? ` limit ${boundedLimit(call.limit)}${call.offset ? ` offset ${call.offset}` : ''}` : '';
  const body = routine.returns === 'void' ? "''" : bodySql(routine, options.shape);
  const total = options.count ? '(select pg_catalog.count(*) from pgrst_all)' : 'null::bigint';
  const sql = `with pgrst_all as materialized (select pgrst_call.* from ${from}),
      pgrst_source as (select * from pgrst_all${page})
    select ${total}::text as total, pg_catalog.count(*)::text as page_total, ${body} as body
      from (select * from pgrst_source) _postgrest_t`;
  const result = await runStatement(tx, sql, params);
  const tooLarge = answerTooLarge(Buffer.byteLength(result.body));
  if (tooLarge) rollbackWith(tooLarge);
  if (options.shape === 'object' && result.pageTotal !== 1) rollbackWith(notSingular(result.pageTotal));
  return result;
}

/** 200 (206 for part of a counted set) with Content-Range, or 204 for a void function. */
export function rpcResponse(
  routine: Routine,
  result: StatementResult,
  context: {
    shape: ResponseShape;
    preferences: Preferences;
    profiled: boolean;
    head: boolean;
    offset: number;
  },
): RestResponse {
  const upper = context.offset + result.pageTotal - 1;
  const total = context.preferences.count ? result.total : null;
  const applied = appliedPreferences(context.preferences, ['count']);
  const headers: HeaderMap = {
    'Content-Range': contentRange(context.offset, upper, total),
    ...(applied && { 'Preference-Applied': applied }),
  };
  if (routine.returns === 'void') return { status: 204, headers, body: '' };
  const status = total !== null && result.pageTotal < total ? 206 : 200;
  return {
    status,
    headers: { ...headers, ...contentHeaders(context) },
    body: context.head ? '' : result.body,
  };
}
