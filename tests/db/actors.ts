/**
 * Impersonation as PostgREST does it: as authenticator, set_config('role') and
 * set_config('request.jwt.claims') inside the transaction. Every call here rolls back.
 */
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../server/db/database.ts';
import type { TestUser } from './harness.ts';

/** A signed-in actor's token is aal1 (a password) unless it says aal2 (a verified second factor). */
export type Actor =
  | { role: 'anon' }
  | { role: 'authenticated'; user: TestUser; aal?: 'aal1' | 'aal2' }
  | { role: 'service_role' };

export const anon: Actor = { role: 'anon' };
export const serviceRole: Actor = { role: 'service_role' };

export function signedIn(user: TestUser, aal: 'aal1' | 'aal2' = 'aal1'): Actor {
  return { role: 'authenticated', user, aal };
}

/** The access-token payload GoTrue would issue (only the claims policies could look at). */
function claimsOf(actor: Actor): Record<string, unknown> {
  if (actor.role !== 'authenticated') return { role: actor.role, iss: 'supabase' };
  return {
    sub: actor.user.id,
    role: 'authenticated',
    aud: 'authenticated',
    email: actor.user.email,
    aal: actor.aal ?? 'aal1',
    session_id: randomUUID(),
    is_anonymous: false,
  };
}

/**
 * Switches the current transaction to `actor`: session user authenticator, current user the API
 * role, as in a PostgREST request. Works again after a switch: the connection's own user is the
 * superuser, which may take any session authorization.
 */
export async function become(tx: Queryable, actor: Actor): Promise<void> {
  await tx.query('set local session authorization authenticator');
  await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
    actor.role,
    JSON.stringify(claimsOf(actor)),
  ]);
}

/** Back to the schema owner within the transaction (the database's owner, server/db/bootstrap/roles.sql). */
export async function becomeOwner(tx: Queryable): Promise<void> {
  await tx.query(
    `select set_config('session_authorization', datdba::regrole::text, true)
       from pg_catalog.pg_database where datname = current_database()`,
  );
}

class Rollback extends Error {}

/** Runs `work` after `arrange` (as the owner) and `switchTo`, in a transaction always rolled back. */
async function rolledBack<T>(
  db: Database,
  switchTo: (tx: Queryable) => Promise<void>,
  work: (tx: Queryable) => Promise<T>,
  arrange?: (tx: Queryable) => Promise<unknown>,
): Promise<T> {
  let result: { value: T } | undefined;
  try {
    await db.transaction(async (tx) => {
      await arrange?.(tx);
      await switchTo(tx);
      result = { value: await work(tx) };
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  if (!result) throw new Error('unreachable: the transaction neither finished nor failed');
  return result.value;
}

/**
 * Runs `work` as `actor` in a transaction that is always rolled back; returns or rethrows.
 * `arrange`, if given, runs first as the database owner, inside the same transaction (rows a test
 * needs that no API role may write, such as auth.mfa_factors).
 */
export function asActor<T>(
  db: Database,
  actor: Actor,
  work: (tx: Queryable) => Promise<T>,
  arrange?: (tx: Queryable) => Promise<unknown>,
): Promise<T> {
  return rolledBack(db, (tx) => become(tx, actor), work, arrange);
}

/** Runs `work` as the database owner, like asActor: in a transaction always rolled back. */
export function asOwner<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return rolledBack(db, becomeOwner, work);
}

/**
 * Runs `work` as the auth server's login, supabase_auth_admin (GoTrue's, and the local auth
 * server's: server/db/connections.ts), like asActor: rolled back, `arrange` first as the owner.
 */
export function asAuthAdmin<T>(
  db: Database,
  work: (tx: Queryable) => Promise<T>,
  arrange?: (tx: Queryable) => Promise<unknown>,
): Promise<T> {
  const becomeAuthAdmin = (tx: Queryable) => tx.query('set local session authorization supabase_auth_admin');
  return rolledBack(db, async (tx) => void (await becomeAuthAdmin(tx)), work, arrange);
}

export type Arrange = (tx: Queryable) => Promise<unknown>;

/** Several `arrange` steps, in order. */
export const arrangeAll =
  (...steps: Arrange[]): Arrange =>
  async (tx) => {
    for (const step of steps) await step(tx);
  };

/** A verified TOTP factor of `user`, as an `arrange` step writes it (no API role may). */
export const verifiedFactor =
  (user: TestUser, id: string = randomUUID(), name = 'Phone'): Arrange =>
  (tx) =>
    tx.query(
      `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
       values ($1, $2, $3, 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP')`,
      [id, user.id, name],
    );
