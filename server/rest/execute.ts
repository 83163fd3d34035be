/**
 * One REST request = one transaction, opened the way PostgREST opens it: reads are READ ONLY,
 * then the request's role, JWT claims, method, path and headers are set with
 * set_config(…, true) (transaction-local), so RLS policies and triggers see what they see on
 * Supabase. Any error, or a singular response that is not exactly one row, rolls it back.
 */
import type { Database, Queryable } from '../db/database.ts';
import type { JwtClaims } from '../auth/jwt.ts';
import { fromDatabaseError, RestError } from './errors.ts';
import { roleSettings } from './role-settings.ts';

export interface RequestSettings {
  role: string;
  claims: JwtClaims;
  method: string;
  /** The path PostgREST sees, below /rest/v1 (e.g. /contact_messages). */
  path: string;
  /** Lower-cased request headers, without cookie, with x-forwarded-for. */
  headers: Record<string, string>;
  readOnly: boolean;
}

export interface StatementResult {
  /** null unless a count was asked for. */
  total: number | null;
  pageTotal: number;
  /** The JSON text Postgres built; '' when the response has no body. */
  body: string;
}

interface ResultRow {
  total: string | null;
  page_total: string;
  body: string;
}

/** A refusal decided inside the transaction (e.g. PGRST116): thrown so the transaction rolls back. */
class Rollback extends Error {
  readonly refusal: RestError;
  constructor(refusal: RestError) {
    super(refusal.message);
    this.refusal = refusal;
  }
}

export function rollbackWith(refusal: RestError): never {
  throw new Rollback(refusal);
}

export async function runStatement(tx: Queryable, sql: string, params: unknown[]): Promise<StatementResult> {
  const { rows } = await tx.query<ResultRow>(sql, params);
  const row = rows[0] ?? { total: null, page_total: '0', body: '' };
  return {
    total: row.total === null ? null : Number(row.total),
    pageTotal: Number(row.page_total),
    body: row.body,
  };
}

/**
 * Runs `work` inside the request's transaction. Database errors come back as PostgREST would
 * report them; anything else is a bug and is rethrown for the caller's 500.
 */
export async function inRequestTransaction<T>(
  db: Database,
  settings: RequestSettings,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const authed = settings.role !== 'anon';
  try {
    const role = await roleSettings(db, settings.role);
    // The role's own settings (its statement_timeout above all) are applied as PostgREST does.
    const roleConfig = role.settings.map(
      (_, index) => `, set_config($${6 + 2 * index}, $${7 + 2 * index}, true)`,
    );
    return await db.transaction(
      async (tx) => {
        if (settings.readOnly) await tx.query('set transaction read only');
        await tx.query(
          `select set_config('search_path', 'public', true), set_config('role', $1, true),
                  set_config('request.jwt.claims', $2, true), set_config('request.method', $3, true),
                  set_config('request.path', $4, true), set_config('request.headers', $5, true),
                  set_config('request.cookies', '{}', true)${roleConfig.join('')}`,
          [
            settings.role,
            JSON.stringify(settings.claims),
            settings.method,
            settings.path,
            JSON.stringify(settings.headers),
            ...role.settings.flat(),
          ],
        );
        return work(tx);
      },
      { ...(role.statementTimeoutMs !== undefined && { statementTimeoutMs: role.statementTimeoutMs }) },
    );
  } catch (error) {
    if (error instanceof Rollback) throw error.refusal;
    if (error instanceof RestError) throw error;
    throw fromDatabaseError(error, authed) ?? error;
  }
}
