/**
 * PostgREST's error responses: always {code, message, details, hint}, and one table (mapSQLtoHTTP in
 * PostgREST's Error.hs) from a Postgres SQLSTATE to an HTTP status. Everything the REST half
 * refuses goes through RestError, so statuses and bodies are decided here and nowhere else.
 */
import type { ServerResponse } from 'node:http';
import { isDatabaseError } from '../db/database.ts';
import { DatabaseUnavailableError, isConnectionLoss } from '../db/unavailable.ts';
import type { TokenFailure } from '../gateway/identify-caller.ts';
import { sendJson, type HeaderMap } from '../http/respond.ts';

export class RestError extends Error {
  override name = 'RestError';
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  readonly headers: HeaderMap;
  constructor(
    status: number,
    code: string,
    message: string,
    details: string | null = null,
    hint: string | null = null,
    headers: HeaderMap = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
    this.headers = headers;
  }
}

/**
 * The HTTP status for a Postgres error. `authed` is false for the anonymous role: a missing
 * privilege then means "sign in" (401) rather than "not allowed" (403).
 */
export function statusForSqlState(code: string, message: string, authed: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409, // foreign_key_violation
    '23505': 409, // unique_violation
    '25006': 405, // read_only_sql_transaction
    '53400': 500, // configuration_limit_exceeded
    '57P01': 503, // admin_shutdown
    P0001: 400, // a plain RAISE
    '42P01': 404, // undefined_table
    '42P17': 500, // infinite recursion (e.g. in a policy)
    '42501': authed ? 403 : 401, // insufficient_privilege
  };
  const known = exact[code];
  if (known !== undefined) return known;
  // pg-safeupdate's refusal is the client's fault; any other cardinality violation is the server's.
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  const ptStatus = /^PT(\d{3})$/.exec(code);
  if (ptStatus) return Number(ptStatus[1]);
  const codeClass = code.slice(0, 2);
  if (['08', '53'].includes(codeClass)) return 503;
  if (['0L', '0P', '28'].includes(codeClass)) return 403;
  // The classes of faults on the server's side; any other is the request's.
  return /^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/.test(code) ? 500 : 400;
}

interface RaisedPgrst {
  code: string;
  message: string;
  details?: string;
  hint?: string;
}

/**
 * `RAISE SQLSTATE 'PGRST' USING message = '{"code":…,"message":…}', detail = '{"status":…,
 * "headers":{…}}'` lets SQL choose the whole response, as PostgREST documents.
 */
function fromRaisedPgrst(message: string, detail: string | undefined): RestError {
  try {
    const body = JSON.parse(message) as RaisedPgrst;
    const control = JSON.parse(detail ?? '') as { status: number; headers?: HeaderMap };
    if (
      typeof body.code !== 'string' ||
      typeof body.message !== 'string' ||
      typeof control.status !== 'number'
    ) {
      throw new Error('missing keys');
    }
    return new RestError(
      control.status,
      body.code,
      body.message,
      body.details ?? null,
      body.hint ?? null,
      control.headers ?? {},
    );
  } catch {
    return new RestError(
      500,
      'PGRST121',
      'Could not parse JSON in the "RAISE SQLSTATE \'PGRST\'" error',
      `Invalid JSON value for MESSAGE: '${message}'`,
      "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.",
    );
  }
}

/** A thrown database (or driver) error as PostgREST would report it; undefined if it is neither. */
export function fromDatabaseError(error: unknown, authed: boolean): RestError | undefined {
  if (isDatabaseError(error)) {
    if (error.code === 'PGRST') return fromRaisedPgrst(error.message, error.detail);
    // An internal error (class XX: a PGlite or Postgres fault) says nothing a client can act on
    // and may say things about the server; it is logged, and the client gets the code alone.
    if (error.code.startsWith('XX')) {
      console.error(`database internal error ${error.code}: ${error.message}`);
      return new RestError(500, error.code, 'Internal database error');
    }
    const status = statusForSqlState(error.code, error.message, authed);
    const headers: HeaderMap = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
    return new RestError(
      status,
      error.code,
      error.message,
      error.detail ?? null,
      error.hint ?? null,
      headers,
    );
  }
  if (error instanceof DatabaseUnavailableError || isConnectionLoss(error)) {
    return new RestError(503, 'PGRST000', 'Database connection error. Retrying the connection.');
  }
  return undefined;
}

export const restErrorBody = (error: RestError) => ({
  code: error.code,
  details: error.details,
  hint: error.hint,
  message: error.message,
});

export function sendRestError(res: ServerResponse, error: RestError): void {
  const headers = { 'Proxy-Status': `PostgREST; error=${error.code}`, ...error.headers };
  sendJson(res, error.status, restErrorBody(error), headers);
}

export const parseError = (message: string, details: string) =>
  new RestError(400, 'PGRST100', message, details);

export const invalidPath = () => new RestError(404, 'PGRST125', 'Invalid path specified in request URL');

export const invalidBody = (message: string) => new RestError(400, 'PGRST102', message);

export const schemaNotExposed = (schema: string) =>
  new RestError(
    406,
    'PGRST106',
    `Invalid schema: ${schema}`,
    null,
    'Only the following schemas are exposed: public',
  );

export const mediaTypeUnavailable = (types: string[]) =>
  new RestError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`);

export const notSingular = (rows: number) =>
  new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );

export const tableNotFound = (table: string) =>
  new RestError(404, 'PGRST205', `Could not find the table 'public.${table}' in the schema cache`);

export const columnNotFound = (table: string, column: string) =>
  new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);

/** What Postgres itself says for an unknown column in a select, filter or order. */
export const undefinedColumn = (table: string, column: string) =>
  new RestError(400, '42703', `column ${table}.${column} does not exist`);

export const missingWhereClause = (statement: 'UPDATE' | 'DELETE') =>
  new RestError(400, '21000', `${statement} requires a WHERE clause`);

export const rangeNotSatisfiable = (offset: number, total: number) =>
  new RestError(
    416,
    'PGRST103',
    'Requested range not satisfiable',
    `An offset of ${offset} was requested, but there are only ${total} rows.`,
  );

/** PostgREST's answer to a bearer token that does not verify (JwtDecodeErr / JwtClaimsErr). */
export function tokenRefusal(failure: TokenFailure): RestError {
  const invalid = (code: string, message: string, details: string | null = null) =>
    new RestError(401, code, message, details, null, {
      'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
    });
  switch (failure.reason) {
    case 'empty':
      return invalid('PGRST301', 'Empty JWT is sent in Authorization header');
    case 'malformed':
      return failure.parts === undefined
        ? invalid('PGRST301', "JWT couldn't be decoded")
        : invalid('PGRST301', `Expected 3 parts in JWT; got ${failure.parts}`);
    case 'algorithm':
      return invalid('PGRST301', 'Wrong or unsupported encoding algorithm', failure.detail);
    case 'signature':
      return invalid(
        'PGRST301',
        'No suitable key or wrong key type',
        'None of the keys was able to decode the JWT',
      );
    case 'expired':
      return invalid('PGRST303', 'JWT expired');
    case 'not_yet_valid':
      return invalid('PGRST303', 'JWT not yet valid');
    case 'audience':
      return invalid('PGRST303', 'JWT not in audience');
    case 'role':
      // What Postgres answers when PostgREST switches to a role that does not exist.
      return new RestError(401, '22023', failure.detail, null, null, { 'WWW-Authenticate': 'Bearer' });
  }
}
