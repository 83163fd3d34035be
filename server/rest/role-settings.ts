/**
 * A role's own settings (`ALTER ROLE anon SET statement_timeout = '3s'`), applied in each request's
 * transaction as PostgREST applies them. They never apply by themselves here: the backend stays
 * connected as itself and only switches role with set_config('role', …), which reads no role
 * settings. Read once per database, at the first request: they change only with a migration,
 * which needs a restart anyway.
 */
import type { Database } from '../db/database.ts';

export interface RoleSettings {
  /** Setting name and value, in the order Postgres would apply them (database-specific last). */
  settings: [string, string][];
  /** The role's statement_timeout in milliseconds, when it has one. */
  statementTimeoutMs?: number;
}

const NONE: RoleSettings = { settings: [] };
const cache = new WeakMap<Database, Promise<Map<string, RoleSettings>>>();

const UNIT_MS: Record<string, number> = {
  us: 0.001,
  ms: 1,
  s: 1_000,
  min: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/** A time setting as Postgres reads it: a number with an optional unit, milliseconds by default. */
export function durationMs(value: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(us|ms|s|min|h|d)?\s*$/.exec(value);
  if (!match) return undefined;
  const ms = Number(match[1]) * (UNIT_MS[match[2] ?? 'ms'] ?? 1);
  // 0 means "no timeout" in Postgres.
  return ms > 0 ? ms : undefined;
}

async function load(db: Database): Promise<Map<string, RoleSettings>> {
  const { rows } = await db.query<{ role: string; config: string[] }>(
    `select r.rolname as role, s.setconfig as config
       from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
      where s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
      order by s.setdatabase`,
  );
  const byRole = new Map<string, RoleSettings>();
  for (const { role, config } of rows) {
    const entry = byRole.get(role) ?? { settings: [] };
    for (const item of config) {
      const equals = item.indexOf('=');
      if (equals > 0) entry.settings.push([item.slice(0, equals), item.slice(equals + 1)]);
    }
    byRole.set(role, entry);
  }
  for (const entry of byRole.values()) {
    const timeout = entry.settings.findLast(([name]) => name === 'statement_timeout');
    const ms = timeout && durationMs(timeout[1]);
    if (ms !== undefined) entry.statementTimeoutMs = ms;
  }
  return byRole;
}

export async function roleSettings(db: Database, role: string): Promise<RoleSettings> {
  let settings = cache.get(db);
  if (!settings) {
    settings = load(db);
    cache.set(db, settings);
    // A failed read (database down) is tried again by the next request.
    settings.catch(() => cache.delete(db));
  }
  return (await settings).get(role) ?? NONE;
}
