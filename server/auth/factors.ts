/**
 * auth.mfa_factors, auth.mfa_challenges and auth.mfa_amr_claims as GoTrue uses them
 * (internal/models/factor.go, challenge.go, amr.go, sessions.go). Times the clock decides (a
 * challenge's age, an unverified factor's, an amr entry's timestamp) are written from the injected
 * clock, so tests move time without waiting.
 */
import { insertedId, type Queryable } from '../db/database.ts';
import { goTime } from './users.ts';

export type FactorStatus = 'unverified' | 'verified';
export type AssuranceLevel = 'aal1' | 'aal2';

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: FactorStatus;
  secret: string | null;
  created_at: string;
  updated_at: string;
  last_challenged_at: string | null;
}

export interface ChallengeRow {
  id: string;
  factor_id: string;
  created_epoch: number;
  verified: boolean;
  ip_address: string;
}

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** The methods that make a session aal2 (AMRClaim.IsAAL2Claim). */
const SECOND_FACTOR_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

const FACTOR_COLUMNS = `
  f.id::text as id, f.user_id::text as user_id, f.friendly_name, f.factor_type::text as factor_type,
  f.status::text as status, f.secret, ${goTime('f.created_at')} as created_at,
  ${goTime('f.updated_at')} as updated_at, ${goTime('f.last_challenged_at')} as last_challenged_at`;

/** A factor as GoTrue's Factor marshals it (the secret is never sent). */
export function factorJson(factor: FactorRow): Record<string, unknown> {
  return {
    id: factor.id,
    created_at: factor.created_at,
    updated_at: factor.updated_at,
    status: factor.status,
    ...(factor.friendly_name ? { friendly_name: factor.friendly_name } : {}),
    factor_type: factor.factor_type,
    phone: null,
    last_challenged_at: factor.last_challenged_at,
  };
}

export async function listFactors(db: Queryable, userIds: string[]): Promise<FactorRow[]> {
  if (userIds.length === 0) return [];
  const { rows } = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors f where f.user_id = any($1::uuid[])
      order by f.created_at, f.id`,
    [userIds],
  );
  return rows;
}

export async function findOwnedFactor(
  db: Queryable,
  userId: string,
  factorId: string,
): Promise<FactorRow | undefined> {
  const { rows } = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors f where f.id = $1::uuid and f.user_id = $2::uuid`,
    [factorId, userId],
  );
  return rows[0];
}

/** Unverified factors older than GoTrue's factor_expiry_duration and never challenged go. */
export async function deleteExpiredFactors(db: Queryable, expirySeconds: number, nowSeconds: number) {
  await db.query(
    `delete from auth.mfa_factors f where f.status <> 'verified'
        and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)
        and f.created_at + make_interval(secs => $1) < to_timestamp($2)`,
    [expirySeconds, nowSeconds],
  );
}

export async function insertTotpFactor(
  db: Queryable,
  factor: { userId: string; friendlyName: string; secret: string; nowSeconds: number },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values (gen_random_uuid(), $1::uuid, $2, 'totp', 'unverified', to_timestamp($4), to_timestamp($4), $3)
     returning id::text`,
    [factor.userId, factor.friendlyName, factor.secret, factor.nowSeconds],
  );
  return insertedId(rows, 'auth.mfa_factors');
}

export async function insertChallenge(
  db: Queryable,
  factorId: string,
  ip: string,
  nowSeconds: number,
): Promise<string> {
  // GoTrue's last_challenged_at is unique: two factors challenged in one microsecond would clash,
  // so the column only ever moves forward from the database's clock. Written first: the update
  // locks the factor's row, so parallel challenges of one factor queue here. After the insert it
  // deadlocked them on Postgres, each holding the key-share lock its insert's foreign key takes
  // and waiting for the others' to update a unique column.
  await db.query('update auth.mfa_factors set last_challenged_at = clock_timestamp() where id = $1::uuid', [
    factorId,
  ]);
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
     values (gen_random_uuid(), $1::uuid, to_timestamp($2), $3::inet)
     returning id::text`,
    [factorId, nowSeconds, ip],
  );
  return insertedId(rows, 'auth.mfa_challenges');
}

export async function findChallenge(
  db: Queryable,
  factorId: string,
  challengeId: string,
): Promise<ChallengeRow | undefined> {
  const { rows } = await db.query<ChallengeRow>(
    `select id::text, factor_id::text, extract(epoch from created_at)::float8 as created_epoch,
            verified_at is not null as verified, host(ip_address) as ip_address
       from auth.mfa_challenges where id = $1::uuid and factor_id = $2::uuid for update`,
    [challengeId, factorId],
  );
  return rows[0];
}

export async function deleteChallenge(db: Queryable, challengeId: string): Promise<void> {
  await db.query('delete from auth.mfa_challenges where id = $1::uuid', [challengeId]);
}

interface VerifiedCode {
  factor: FactorRow;
  challengeId: string;
  sessionId: string;
  nowSeconds: number;
}

/**
 * What a verified code does in GoTrue's verifyTOTPFactor: the challenge is spent, the factor
 * verified, the session gains the totp claim and aal2, the user's weaker sessions end and any
 * other unverified TOTP factor goes.
 */
export async function recordVerifiedCode(
  db: Queryable,
  { factor, challengeId, sessionId, nowSeconds }: VerifiedCode,
): Promise<void> {
  await db.query('update auth.mfa_challenges set verified_at = to_timestamp($2) where id = $1::uuid', [
    challengeId,
    nowSeconds,
  ]);
  if (factor.status !== 'verified') {
    await db.query(
      "update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1::uuid",
      [factor.id],
    );
  }
  await addAmrClaim(db, sessionId, 'totp', nowSeconds);
  await db.query(`update auth.sessions set aal = 'aal2', factor_id = $2::uuid where id = $1::uuid`, [
    sessionId,
    factor.id,
  ]);
  await db.query(`delete from auth.sessions where user_id = $1::uuid and aal < 'aal2'`, [factor.user_id]);
  await db.query(
    `delete from auth.mfa_factors where user_id = $1::uuid and status = 'unverified' and factor_type = 'totp'`,
    [factor.user_id],
  );
}

/** GoTrue's AddClaimToSession: one row per method, its timestamp renewed on each use. */
export async function addAmrClaim(
  db: Queryable,
  sessionId: string,
  method: string,
  nowSeconds: number,
): Promise<void> {
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1::uuid, to_timestamp($2), to_timestamp($2), $3)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey
     do update set updated_at = excluded.updated_at`,
    [sessionId, nowSeconds, method],
  );
}

/**
 * A factor removed (by its owner or the admin API): the sessions it raised go back to aal1 and
 * lose its claim (Factor.DowngradeSessionsToAAL1).
 */
export async function deleteFactor(db: Queryable, factor: FactorRow): Promise<void> {
  await db.query('delete from auth.mfa_factors where id = $1::uuid', [factor.id]);
  await db.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp'
        and session_id in (select id from auth.sessions where factor_id = $1::uuid)`,
    [factor.id],
  );
  await db.query(
    `update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1::uuid and factor_id = $2::uuid`,
    [factor.user_id, factor.id],
  );
}

/**
 * The session's aal and amr (Session.CalculateAALAndAMR), newest method first. `signedInAt`: the
 * password sign-in's time, for sessions without claims.
 */
export async function sessionAssurance(
  db: Queryable,
  sessionId: string,
  signedInAt: number,
): Promise<{ aal: AssuranceLevel; amr: AmrEntry[] }> {
  const { rows } = await db.query<AmrEntry>(
    `select authentication_method as method, extract(epoch from updated_at)::bigint::float8 as timestamp
       from auth.mfa_amr_claims where session_id = $1::uuid
      order by updated_at desc, authentication_method = 'password'`,
    [sessionId],
  );
  // Sessions begun before claims were recorded still hold their password sign-in.
  const amr = rows.length > 0 ? rows : [{ method: 'password', timestamp: signedInAt }];
  const aal = amr.some((entry) => SECOND_FACTOR_METHODS.has(entry.method)) ? 'aal2' : 'aal1';
  return { aal, amr };
}
