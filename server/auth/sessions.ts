/**
 * auth.sessions and auth.refresh_tokens as GoTrue uses them. A session starts at sign-in with one
 * refresh token; every refresh revokes the token used and issues its child (parent = the old
 * token), so a stolen token that is replayed after the reuse interval is detected and the whole
 * session's family revoked (models/refresh_token.go, api/token_refresh.go).
 */
import { randomBytes } from 'node:crypto';
import { insertedId, type Queryable } from '../db/database.ts';

/** 24 random bytes: opaque, unguessable, and short enough for GoTrue's varchar(255) column. */
const REFRESH_TOKEN_BYTES = 24;

export interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  parent: string | null;
  session_id: string | null;
  /** Seconds since the token was last updated (revoked, for a used one), measured by the database. */
  age_seconds: number;
}

export interface SessionRow {
  id: string;
  user_id: string;
  /** When the session began, in epoch seconds: the `amr` timestamp of its password claim. */
  created_epoch: number;
  /** aal1, or aal2 once a second factor was verified in it. */
  aal: string | null;
}

function newToken(): string {
  return randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
}

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export async function startSession(
  db: Queryable,
  userId: string,
  client: ClientInfo,
): Promise<{ sessionId: string; refreshToken: string }> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, ip, user_agent)
     values (gen_random_uuid(), $1::uuid, now(), now(), 'aal1', nullif($2, '')::inet, $3)
     returning id::text`,
    [userId, client.ip, client.userAgent ?? null],
  );
  const sessionId = insertedId(rows, 'auth.sessions');
  const refreshToken = await insertToken(db, userId, sessionId, null);
  return { sessionId, refreshToken };
}

async function insertToken(
  db: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, parent, session_id, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, $2, false, $3, $4::uuid, now(), now())`,
    [token, userId, parent, sessionId],
  );
  return token;
}

/** The token row, locked against a concurrent refresh of the same token. */
export async function findRefreshToken(db: Queryable, token: string): Promise<RefreshTokenRow | undefined> {
  const { rows } = await db.query<RefreshTokenRow>(
    `select id::text, token, user_id, revoked, parent, session_id::text,
            extract(epoch from (now() - updated_at))::float8 as age_seconds
       from auth.refresh_tokens where token = $1 for update`,
    [token],
  );
  return rows[0];
}

export async function findSession(db: Queryable, sessionId: string): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>(
    `select id::text, user_id::text, extract(epoch from created_at)::bigint::float8 as created_epoch,
            aal::text as aal
       from auth.sessions where id = $1::uuid`,
    [sessionId],
  );
  return rows[0];
}

/** The newest unrevoked token of the session (GoTrue's FindCurrentlyActiveRefreshToken). */
export async function activeToken(db: Queryable, sessionId: string): Promise<RefreshTokenRow | undefined> {
  const { rows } = await db.query<RefreshTokenRow>(
    `select id::text, token, user_id, revoked, parent, session_id::text, 0::float8 as age_seconds
       from auth.refresh_tokens where session_id = $1::uuid and revoked = false order by id desc limit 1`,
    [sessionId],
  );
  return rows[0];
}

/** Revokes `used` and issues its child in the same session (GrantRefreshTokenSwap). */
export async function rotateToken(db: Queryable, used: RefreshTokenRow, sessionId: string): Promise<string> {
  await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::bigint', [
    used.id,
  ]);
  return insertToken(db, used.user_id, sessionId, used.token);
}

/**
 * A verified second factor hands out a new refresh token (GoTrue's GrantRefreshTokenSwap on the
 * session's current token), so the token issued at aal1 is spent, and without the reuse interval
 * GoTrue moves its refresh counter on by two for: an aal1 token replayed after the code must not
 * come back with the session's new aal2, so it counts as a stolen token's reuse.
 */
export async function swapActiveToken(db: Queryable, userId: string, sessionId: string): Promise<string> {
  // Revoked as long ago as can be, and the new token is no child of theirs: a replay is a reuse.
  await db.query(
    `update auth.refresh_tokens set revoked = true, updated_at = to_timestamp(0) where session_id = $1::uuid`,
    [sessionId],
  );
  return insertToken(db, userId, sessionId, null);
}

/** A replayed token poisons its whole session (RevokeTokenFamily). */
export async function revokeSessionTokens(db: Queryable, sessionId: string): Promise<void> {
  await db.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1::uuid and revoked = false',
    [sessionId],
  );
}

export async function touchSession(db: Queryable, sessionId: string, client: ClientInfo): Promise<void> {
  await db.query(
    `update auth.sessions set refreshed_at = now() at time zone 'UTC', updated_at = now(),
            ip = nullif($2, '')::inet, user_agent = $3
      where id = $1::uuid`,
    [sessionId, client.ip, client.userAgent ?? null],
  );
}

export type LogoutScope = 'global' | 'local' | 'others';

/** Ends sessions; their refresh tokens go with them (ON DELETE CASCADE), as in GoTrue. */
export async function endSessions(
  db: Queryable,
  userId: string,
  sessionId: string | undefined,
  scope: LogoutScope,
): Promise<void> {
  if (scope === 'local' && sessionId) {
    await db.query('delete from auth.sessions where id = $1::uuid', [sessionId]);
  } else if (scope === 'others' && sessionId) {
    await db.query('delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid', [
      userId,
      sessionId,
    ]);
  } else {
    await db.query('delete from auth.sessions where user_id = $1::uuid', [userId]);
  }
  // Tokens from before sessions existed have no session row; GoTrue clears those on logout too.
  if (scope === 'global' || !sessionId) {
    await db.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where user_id = $1 and revoked = false',
      [userId],
    );
  }
}
