/**
 * auth.users and auth.identities: the rows GoTrue keeps, and the User JSON it answers with
 * (internal/models/user.go), the user's MFA factors included. Timestamps are formatted in SQL the way Go prints time.Time
 * (RFC 3339, UTC, trailing zeros of the fraction dropped), so clients see GoTrue's strings.
 */
import { insertedId, type Queryable } from '../db/database.ts';
import { factorJson, listFactors, type FactorRow } from './factors.ts';

const AUDIENCE = 'authenticated';
const USER_ROLE = 'authenticated';

const USER_COLUMNS = `
  u.id::text as id, coalesce(u.aud, '') as aud, coalesce(u.role, '') as role,
  coalesce(u.email, '') as email, coalesce(u.phone, '') as phone, u.encrypted_password,
  ${goTime('u.email_confirmed_at')} as email_confirmed_at, ${goTime('u.invited_at')} as invited_at,
  ${goTime('u.confirmation_sent_at')} as confirmation_sent_at,
  ${goTime('u.recovery_sent_at')} as recovery_sent_at,
  ${goTime('u.phone_confirmed_at')} as phone_confirmed_at,
  ${goTime('least(u.email_confirmed_at, u.phone_confirmed_at)')} as confirmed_at,
  ${goTime('u.last_sign_in_at')} as last_sign_in_at,
  u.raw_app_meta_data as app_metadata, u.raw_user_meta_data as user_metadata,
  ${goTime('u.created_at')} as created_at, ${goTime('u.updated_at')} as updated_at,
  ${goTime('u.banned_until')} as banned_until, u.banned_until > now() as is_banned,
  ${goTime('u.deleted_at')} as deleted_at, u.is_anonymous`;

const IDENTITY_COLUMNS = `
  i.id::text as identity_id, i.provider_id as id, i.user_id::text as user_id, i.identity_data,
  i.provider, ${goTime('i.last_sign_in_at')} as last_sign_in_at,
  ${goTime('i.created_at')} as created_at, ${goTime('i.updated_at')} as updated_at`;

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  phone: string;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  invited_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  phone_confirmed_at: string | null;
  confirmed_at: string | null;
  last_sign_in_at: string | null;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  created_at: string;
  updated_at: string;
  banned_until: string | null;
  is_banned: boolean | null;
  deleted_at: string | null;
  is_anonymous: boolean;
}

interface IdentityRow {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface User extends UserRow {
  factors: FactorRow[];
  identities: IdentityRow[];
}

/** Leaves out the keys Go marks omitempty when they are empty. */
function withoutEmpty(entries: [string, unknown][]): Record<string, unknown> {
  return Object.fromEntries(entries.filter(([, value]) => value !== null && value !== undefined));
}

/** The row's columns are in GoTrue's order already, its email last. */
function identityJson(identity: IdentityRow): Record<string, unknown> {
  const email = identity.identity_data.email;
  return withoutEmpty([
    ...Object.entries(identity),
    ['email', typeof email === 'string' ? email.toLowerCase() : null],
  ]);
}

/** The User object GoTrue sends, keys in GoTrue's order. */
export function userJson(user: User): Record<string, unknown> {
  return withoutEmpty([
    ['id', user.id],
    ['aud', user.aud],
    ['role', user.role],
    ['email', user.email],
    ['email_confirmed_at', user.email_confirmed_at],
    ['invited_at', user.invited_at],
    ['phone', user.phone],
    ['phone_confirmed_at', user.phone_confirmed_at],
    ['confirmation_sent_at', user.confirmation_sent_at],
    ['confirmed_at', user.confirmed_at],
    ['recovery_sent_at', user.recovery_sent_at],
    ['last_sign_in_at', user.last_sign_in_at],
    ['app_metadata', user.app_metadata],
    ['user_metadata', user.user_metadata],
    // Go's omitempty: a user without factors has no `factors` key at all.
    ['factors', user.factors.length > 0 ? user.factors.map(factorJson) : null],
    ['identities', user.identities.map(identityJson)],
    ['created_at', user.created_at],
    ['updated_at', user.updated_at],
    ['banned_until', user.banned_until],
    ['deleted_at', user.deleted_at],
    ['is_anonymous', user.is_anonymous],
  ]);
}

async function withIdentities(db: Queryable, rows: UserRow[]): Promise<User[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const { rows: identities } = await db.query<IdentityRow>(
    `select ${IDENTITY_COLUMNS} from auth.identities i where i.user_id = any($1::uuid[]) order by i.created_at, i.id`,
    [ids],
  );
  const factors = await listFactors(db, ids);
  return rows.map((row) => ({
    ...row,
    factors: factors.filter((factor) => factor.user_id === row.id),
    identities: identities.filter((identity) => identity.user_id === row.id),
  }));
}

/** GoTrue lowercases addresses; we also trim, since a stray space is never part of one. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserById(db: Queryable, id: string): Promise<User | undefined> {
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users u where u.id = $1::uuid`, [
    id,
  ]);
  return (await withIdentities(db, rows))[0];
}

/** A user the caller knows exists (it just wrote or locked the row). */
export async function loadUser(db: Queryable, id: string): Promise<User> {
  const user = await findUserById(db, id);
  if (!user) throw new Error(`user ${id} disappeared inside its own transaction`);
  return user;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<User | undefined> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users u
      where lower(u.email) = $1 and u.is_sso_user = false and u.aud = $2 and u.deleted_at is null`,
    [normalizeEmail(email), AUDIENCE],
  );
  return (await withIdentities(db, rows))[0];
}

export async function listUsers(
  db: Queryable,
  page: number,
  perPage: number,
): Promise<{ users: User[]; total: number }> {
  const { rows } = await db.query<UserRow & { total: string }>(
    `select ${USER_COLUMNS}, count(*) over () as total from auth.users u
      where u.aud = $1 order by u.created_at desc, u.id limit $2 offset $3`,
    [AUDIENCE, perPage, (page - 1) * perPage],
  );
  const total = rows[0] ? Number(rows[0].total) : await countUsers(db);
  const userRows = rows.map(({ total: _total, ...row }) => row);
  return { users: await withIdentities(db, userRows), total };
}

async function countUsers(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: string }>(
    'select count(*)::text as count from auth.users where aud = $1',
    [AUDIENCE],
  );
  return Number(rows[0]?.count ?? 0);
}

export interface NewUser {
  email: string;
  encryptedPassword: string;
  emailConfirmed: boolean;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
}

/** Inserts the user and its email identity, as GoTrue's adminUserCreate does. */
export async function insertUser(db: Queryable, user: NewUser): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
                             raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), $1, $2, $3, $4,
             case when $5::boolean then now() end, $6::jsonb, $7::jsonb, now(), now())
     returning id::text`,
    [
      AUDIENCE,
      USER_ROLE,
      user.email,
      user.encryptedPassword,
      user.emailConfirmed,
      JSON.stringify(user.appMetadata),
      JSON.stringify(user.userMetadata),
    ],
  );
  const id = insertedId(rows, 'auth.users');
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     values ($1, $2::uuid, $3::jsonb, 'email', now(), now())`,
    [
      id,
      id,
      JSON.stringify({
        sub: id,
        email: user.email,
        email_verified: user.emailConfirmed,
        phone_verified: false,
      }),
    ],
  );
  return id;
}

export interface UserChanges {
  email?: string;
  encryptedPassword?: string;
  confirmEmail?: boolean;
  /** Merged into the stored metadata; a null value removes the key (GoTrue's UpdateUserMetaData). */
  userMetadata?: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
}

/** GoTrue's UpdateUserMetaData: keys are merged in, and a key set to null is removed. */
function mergeSql(column: string, param: string): string {
  return `(${column} || ${param}::jsonb) - coalesce((select array_agg(k) from jsonb_each(${param}::jsonb) as e(k, v)
          where v = 'null'::jsonb), '{}'::text[])`;
}

export async function updateUser(db: Queryable, id: string, changes: UserChanges): Promise<void> {
  await db.query(
    `update auth.users set
       email = coalesce($2, email),
       encrypted_password = coalesce($3, encrypted_password),
       email_confirmed_at = case when $4::boolean then coalesce(email_confirmed_at, now()) else email_confirmed_at end,
       raw_user_meta_data = ${mergeSql('raw_user_meta_data', '$5')},
       raw_app_meta_data = ${mergeSql('raw_app_meta_data', '$6')},
       updated_at = now()
     where id = $1::uuid`,
    [
      id,
      changes.email ?? null,
      changes.encryptedPassword ?? null,
      changes.confirmEmail ?? false,
      JSON.stringify(changes.userMetadata ?? {}),
      JSON.stringify(changes.appMetadata ?? {}),
    ],
  );
  if (changes.email !== undefined || changes.confirmEmail) {
    await db.query(
      `update auth.identities set identity_data = identity_data || jsonb_strip_nulls(jsonb_build_object(
           'email', $2::text, 'email_verified', case when $3::boolean then true end)), updated_at = now()
        where user_id = $1::uuid and provider = 'email'`,
      [id, changes.email ?? null, changes.confirmEmail ?? false],
    );
  }
}

export async function deleteUser(db: Queryable, id: string): Promise<void> {
  await db.query('delete from auth.users where id = $1::uuid', [id]);
}

export async function recordSignIn(db: Queryable, id: string): Promise<void> {
  await db.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1::uuid', [
    id,
  ]);
  await db.query(
    "update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = $1::uuid and provider = 'email'",
    [id],
  );
}

/** A timestamptz column as Go's time.Time JSON (e.g. 2024-05-01T10:00:00.5Z), NULL as NULL. */
export function goTime(column: string): string {
  const utc = `(${column} at time zone 'UTC')`;
  return `(to_char(${utc}, 'YYYY-MM-DD"T"HH24:MI:SS') || rtrim(rtrim(to_char(${utc}, '.US'), '0'), '.') || 'Z')`;
}
