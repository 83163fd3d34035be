/**
 * /rest/v1/<table>: the PostgREST half. Parse (query string, headers, body), plan (SQL for the
 * table as the catalog describes it), execute (one transaction as the caller's role), serialize
 * (status and headers). Every refusal is a RestError, written here in PostgREST's format.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendContext } from '../context.ts';
import type { Caller } from '../gateway/identify-caller.ts';
import type { Identity } from '../gateway/gateway.ts';
import { forwardedFor, NO_TRUSTED_PROXIES, type TrustedProxies } from '../http/client-ip.ts';
import { sendRaw } from '../http/respond.ts';
import {
  invalidBody,
  invalidPath,
  missingWhereClause,
  notSingular,
  RestError,
  sendRestError,
  tableNotFound,
  tokenRefusal,
} from './errors.ts';
import { inRequestTransaction, rollbackWith, runStatement, type RequestSettings } from './execute.ts';
import {
  planAnswerSize,
  planDelete,
  planInsert,
  planRead,
  planUpdate,
  type Payload,
  type Statement,
} from './plan.ts';
import { checkProfile, negotiateShape, parsePreferences, type Preferences } from './preferences.ts';
import { parseQueryParams, type QueryParams } from './query-params.ts';
import { checkOperators } from './operator-policy.ts';
import { answerTooLarge, MAX_ANSWER_BYTES } from './limits.ts';
import { readJsonBody } from './json-body.ts';
import {
  mutationResponse,
  readResponse,
  type Mutation,
  type ResponseContext,
  type RestResponse,
} from './response.ts';
import { describeTable, type TableInfo } from './schema.ts';
import { parseRpc, resolveRoutine, rpcName, rpcReadOnly, rpcResponse, runRpc } from './rpc.ts';

export interface RestOptions {
  proxies?: TrustedProxies;
  /** Bytes one answer may have (MAX_ANSWER_BYTES). */
  maxAnswerBytes?: number;
}

const MUTATIONS: Record<string, Mutation> = { POST: 'insert', PATCH: 'update', DELETE: 'delete' };

/**
 * Cloudflare sets this in front of hosted Supabase, where the submission limits prefer it as the
 * client IP. Here x-forwarded-for is the client IP this server vouches for, so a client-sent one
 * is dropped rather than believed.
 */
const EDGE_CLIENT_IP_HEADER = 'cf-connecting-ip';

/** request.headers as PostgREST sets it: lower-cased names, no cookies, the client's address. */
function requestHeaders(req: IncomingMessage, proxies: TrustedProxies): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === 'cookie' || name === EDGE_CLIENT_IP_HEADER || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  headers['x-forwarded-for'] = forwardedFor(req, proxies);
  return headers;
}

function tableName(path: string): string {
  const segment = /^\/([^/]+)\/?$/.exec(path)?.[1];
  try {
    if (segment !== undefined) return decodeURIComponent(segment);
  } catch {
    // A malformed escape is an invalid path too.
  }
  throw invalidPath();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JSON body of a POST (object or array of objects) or PATCH (object), as PostgREST accepts it. */
async function readPayload(req: IncomingMessage, query: QueryParams, mutation: Mutation): Promise<Payload> {
  const value = await readJsonBody(req);
  const rows = mutation === 'insert' && Array.isArray(value) ? value : [value];
  if (!rows.every(isRecord)) throw invalidBody('Empty or invalid json');
  if (query.columns === undefined && rows.length > 1) {
    const keys = (row: Record<string, unknown>) => Object.keys(row).sort().join('\u0000');
    const first = keys(rows[0] ?? {});
    if (rows.some((row) => keys(row) !== first)) throw invalidBody('All object keys must match');
  }
  return rows;
}

/** Location for return=headers-only: the primary key of the (first) inserted row as filters. */
function locationOf(table: TableInfo, body: string): string | undefined {
  if (table.primaryKey.length === 0 || body === '') return undefined;
  const parsed = JSON.parse(body) as unknown;
  const row = Array.isArray(parsed) ? parsed[0] : parsed;
  if (!isRecord(row)) return undefined;
  const filters = new URLSearchParams(table.primaryKey.map((name) => [name, `eq.${String(row[name])}`]));
  return `/${table.name}?${filters.toString()}`;
}

interface Parsed {
  table: string;
  method: string;
  query: QueryParams;
  preferences: Preferences;
  context: ResponseContext;
  payload?: Payload;
}

async function parseRequest(req: IncomingMessage, url: URL, path: string): Promise<Parsed> {
  const method = req.method ?? 'GET';
  const table = tableName(path);
  if (!['GET', 'HEAD', 'POST', 'PATCH', 'DELETE'].includes(method)) {
    throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  }
  const profiled = checkProfile(req);
  const shape = negotiateShape(req);
  const preferences = parsePreferences(req);
  const query = parseQueryParams(url.searchParams);
  const mutation = MUTATIONS[method];
  if ((mutation === 'update' || mutation === 'delete') && query.conditions.length === 0) {
    // Supabase runs pg-safeupdate: an unfiltered PATCH or DELETE would touch every row.
    throw missingWhereClause(mutation === 'update' ? 'UPDATE' : 'DELETE');
  }
  const payload =
    mutation === 'insert' || mutation === 'update' ? await readPayload(req, query, mutation) : undefined;
  return {
    table,
    method,
    query,
    preferences,
    context: { table, shape, preferences, profiled },
    ...(payload && { payload }),
  };
}

function plan(parsed: Parsed, info: TableInfo): Statement {
  const { query, preferences, context } = parsed;
  const mutation = MUTATIONS[parsed.method];
  if (!mutation) {
    return planRead({ table: info, query, shape: context.shape, count: preferences.count !== undefined });
  }
  const returnRows =
    preferences.return === 'representation' ||
    (mutation === 'insert' && preferences.return === 'headers-only');
  const input = { table: info, query, preferences, shape: context.shape, returnRows };
  if (mutation === 'delete') return planDelete(input);
  const payload = parsed.payload ?? [];
  return mutation === 'insert' ? planInsert(input, payload) : planUpdate(input, payload[0] ?? {});
}

async function execute(
  ctx: BackendContext,
  parsed: Parsed,
  settings: RequestSettings,
  url: URL,
  answerLimit: number,
): Promise<RestResponse> {
  return inRequestTransaction(ctx.db.api, settings, async (tx) => {
    const info = await describeTable(tx, parsed.table);
    if (!info) throw tableNotFound(parsed.table);
    const statement = plan(parsed, info);
    if (!MUTATIONS[parsed.method]) {
      const size = planAnswerSize({ table: info, query: parsed.query });
      const { rows } = await tx.query<{ bytes: string }>(size.sql, size.params);
      const surelyTooLarge = answerTooLarge(Number(rows[0]?.bytes ?? 0), {
        atLeast: true,
        limit: answerLimit,
      });
      if (surelyTooLarge) rollbackWith(surelyTooLarge);
    }
    const result = await runStatement(tx, statement.sql, statement.params);
    const tooLarge = answerTooLarge(Buffer.byteLength(result.body), { limit: answerLimit });
    if (tooLarge) rollbackWith(tooLarge);
    if (parsed.context.shape === 'object' && result.pageTotal !== 1) {
      rollbackWith(notSingular(result.pageTotal));
    }
    const mutation = MUTATIONS[parsed.method];
    if (!mutation) {
      const head = parsed.method === 'HEAD';
      return readResponse(parsed.context, result, parsed.query.offset ?? 0, url.searchParams, head);
    }
    // Preference-Applied names resolution only where PostgREST could honour it (a key to conflict on).
    const keyed = info.primaryKey.length > 0 || parsed.query.onConflict !== undefined;
    const { resolution: _resolution, ...unresolved } = parsed.preferences;
    const context = keyed ? parsed.context : { ...parsed.context, preferences: unresolved };
    const location = parsed.preferences.return === 'headers-only' ? locationOf(info, result.body) : undefined;
    return mutationResponse(context, mutation, result, location);
  });
}

/** The request as PostgREST hands it to the database (role, claims, request.* settings); Storage's too. */
export function requestSettings(
  req: IncomingMessage,
  caller: Caller,
  path: string,
  proxies: TrustedProxies,
): RequestSettings {
  const method = req.method ?? 'GET';
  return {
    role: caller.role,
    claims: caller.claims,
    method,
    path,
    headers: requestHeaders(req, proxies),
    readOnly: method === 'GET' || method === 'HEAD',
  };
}

/**
 * A call of /rpc/<name>. Which overload is called, and so whether the call may run read-only,
 * is known only from the catalog, so the lookup runs in a read-only transaction of its own (as
 * the request's role) before the call's.
 */
async function executeRpc(
  ctx: BackendContext,
  req: IncomingMessage,
  url: URL,
  name: string,
  settings: RequestSettings,
): Promise<RestResponse> {
  const call = await parseRpc(req, url, name);
  const profiled = checkProfile(req);
  const shape = negotiateShape(req);
  const preferences = parsePreferences(req);
  const resolved = await inRequestTransaction(ctx.db.api, { ...settings, readOnly: true }, (tx) =>
    resolveRoutine(tx, call),
  );
  const readOnly = rpcReadOnly(settings.method, resolved.routine);
  return inRequestTransaction(ctx.db.api, { ...settings, readOnly }, async (tx) => {
    const result = await runRpc(tx, call, resolved, { shape, count: preferences.count !== undefined });
    const offset = call.offset ?? 0;
    return rpcResponse(resolved.routine, result, { shape, preferences, profiled, head: call.head, offset });
  });
}

export function createRestHandler(ctx: BackendContext, options: RestOptions = {}) {
  const proxies = options.proxies ?? NO_TRUSTED_PROXIES;
  const answerLimit = options.maxAnswerBytes ?? MAX_ANSWER_BYTES;

  /** Answers a request whose path starts with /rest/v1; `path` is the rest of it. */
  return async function handleRest(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    path: string,
    identity: Identity,
  ): Promise<void> {
    if (identity.tokenFailure) return sendRestError(res, tokenRefusal(identity.tokenFailure));
    try {
      const settings = requestSettings(req, identity.caller, path, proxies);
      const routine = rpcName(path);
      let response: RestResponse;
      if (routine !== undefined) response = await executeRpc(ctx, req, url, routine, settings);
      else {
        const parsed = await parseRequest(req, url, path);
        checkOperators(parsed.query.conditions, identity.caller.role);
        response = await execute(ctx, parsed, settings, url, answerLimit);
      }
      sendRaw(res, response.status, response.body, response.headers);
    } catch (error) {
      if (error instanceof RestError) sendRestError(res, error);
      else throw error;
    }
  };
}
