/**
 * Status codes and headers of a successful PostgREST response (PostgREST's Response.hs and
 * RangeQuery.hs): 200/206/416 and Content-Range for reads, 201 for inserts, 204 or 200 with a
 * representation for updates and deletes, Preference-Applied for what was honoured.
 */
import type { HeaderMap } from '../http/respond.ts';
import { rangeNotSatisfiable, restErrorBody } from './errors.ts';
import type { StatementResult } from './execute.ts';
import { appliedPreferences, type Preferences, type ResponseShape } from './preferences.ts';
import { MAX_ECHOED_QUERY } from './limits.ts';

export interface RestResponse {
  status: number;
  headers: HeaderMap;
  /** '' for none. */
  body: string;
}

export interface ResponseContext {
  table: string;
  shape: ResponseShape;
  preferences: Preferences;
  /** Whether an Accept-Profile / Content-Profile header named the schema. */
  profiled: boolean;
}

/** `first-last/total`, with `*` where there is no range or no count (RangeQuery.contentRangeH). */
export function contentRange(lower: number, upper: number, total: number | null): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total ?? '*'}`;
}

export function contentHeaders(context: Pick<ResponseContext, 'shape' | 'profiled'>): HeaderMap {
  const type = context.shape === 'object' ? 'application/vnd.pgrst.object+json' : 'application/json';
  return {
    'Content-Type': `${type}; charset=utf-8`,
    ...(context.profiled && { 'Content-Profile': 'public' }),
  };
}

function withPreferences(
  headers: HeaderMap,
  preferences: Preferences,
  names: (keyof Preferences)[],
): HeaderMap {
  const applied = appliedPreferences(preferences, names);
  return applied ? { ...headers, 'Preference-Applied': applied } : headers;
}

/**
 * Content-Location as PostgREST reports it (the query's parameters sorted by name), left out
 * when the query is long: echoing a 20 KB query string back only multiplies an attacker's bytes.
 */
function contentLocation(table: string, search: URLSearchParams): HeaderMap {
  const query = canonicalQuery(search);
  return query.length > MAX_ECHOED_QUERY ? {} : { 'Content-Location': `/${table}${query}` };
}

/** The query string PostgREST reports in Content-Location: its parameters sorted by name. */
function canonicalQuery(search: URLSearchParams): string {
  const sorted = new URLSearchParams(
    [...search].filter(([name]) => name !== 'apikey').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  const text = sorted.toString();
  return text === '' ? '' : `?${text}`;
}

export function readResponse(
  context: ResponseContext,
  result: StatementResult,
  offset: number,
  search: URLSearchParams,
  head: boolean,
): RestResponse {
  const upper = offset + result.pageTotal - 1;
  const total = context.preferences.count ? result.total : null;
  if (total !== null && offset > total) {
    return {
      status: 416,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Range': `*/${total}` },
      body: JSON.stringify(restErrorBody(rangeNotSatisfiable(offset, total))),
    };
  }
  const status = total !== null && 1 + upper - offset < total ? 206 : 200;
  const headers = withPreferences(
    {
      'Content-Range': contentRange(offset, upper, total),
      ...contentLocation(context.table, search),
      ...contentHeaders(context),
    },
    context.preferences,
    ['count'],
  );
  return { status, headers, body: head ? '' : result.body };
}

export type Mutation = 'insert' | 'update' | 'delete';

export function mutationResponse(
  context: ResponseContext,
  mutation: Mutation,
  result: StatementResult,
  location: string | undefined,
): RestResponse {
  const { preferences } = context;
  const count = preferences.count ? result.pageTotal : null;
  const range =
    mutation === 'update' ? contentRange(0, result.pageTotal - 1, count) : contentRange(1, 0, count);
  const names: (keyof Preferences)[] =
    mutation === 'insert'
      ? ['resolution', 'return', 'count', 'missing', 'handling']
      : ['return', 'count', 'handling'];
  const base = withPreferences(
    { 'Content-Range': range, ...(location && { Location: location }) },
    preferences,
    names,
  );
  if (preferences.return === 'representation') {
    return {
      status: mutation === 'insert' ? 201 : 200,
      headers: { ...base, ...contentHeaders(context) },
      body: result.body,
    };
  }
  return { status: mutation === 'insert' ? 201 : 204, headers: base, body: '' };
}
