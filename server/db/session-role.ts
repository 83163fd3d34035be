/**
 * One connection of the cluster's superuser serving as several logins: each transaction runs as a
 * role by SET LOCAL SESSION AUTHORIZATION, as if that role had logged in (session_user and
 * current_user are it; SET ROLE may switch only to roles it belongs to). PGlite has one connection
 * whose user is its bootstrap superuser, so the local backend reaches its owner, authenticator
 * and supabase_auth_admin this way; on Postgres they log in for real (connections.ts).
 *
 * PGlite does not give the session its user back at COMMIT or ROLLBACK, so every transaction run
 * as a role restores it explicitly before the next caller's statement (pglite.ts,
 * pglite-thread.ts); the tests check it after a failed transaction too.
 */
import type { Database, Queryable } from './database.ts';
import { quoteIdent } from './identifier.ts';

export function sessionRoleStatement(role: string): string {
  return `set local session authorization ${quoteIdent(role)}`;
}

export function restoreSessionStatement(sessionUser: string): string {
  return `set session authorization ${quoteIdent(sessionUser)}`;
}

/** Who the connection logged in as (the user every session authorization is restored to). */
export async function readSessionUser(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ user: string }>('select session_user as "user"');
  const user = rows[0]?.user;
  if (!user) throw new Error('the database did not say which user it is connected as');
  return user;
}

/** `base` as `role` would see it: every statement and transaction runs as that role. */
export function asSessionRole(base: Database, role: string): Database {
  const transaction: Database['transaction'] = (fn, options = {}) =>
    base.transaction(fn, { ...options, sessionRole: role });
  return {
    kind: base.kind,
    query: (sql, params) => transaction((tx) => tx.query(sql, params)),
    exec: (sql) => transaction((tx) => tx.exec(sql)),
    transaction,
    // The base belongs to whoever made the views.
    close: async () => {},
  };
}
