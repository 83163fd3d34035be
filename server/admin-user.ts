/**
 * Makes sure an admin account exists, through the public Auth admin API and the REST API with the
 * secret key. Because it only speaks Supabase's HTTP API, the same code serves `npm start`
 * (ADMIN_EMAIL/ADMIN_PASSWORD) against the local backend and `npm run admin:create` against the
 * local backend or a hosted Supabase project. The same API removes a user's second factors when
 * their device is lost.
 */
import type { StaffRole } from '../supabase/functions/_shared/staff-roles.ts';
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';

export interface AdminTarget {
  url: string;
  secretKey: string;
}

export interface EnsureAdminResult {
  userId: string;
  /** false when the account existed already and only its password and role were brought in line. */
  created: boolean;
}

const USERS_PAGE_SIZE = 200;

async function findUserByEmail(client: SupabaseClient, email: string): Promise<User | undefined> {
  for (let page = 1; ; page += 1) {
    const { data, error } = await client.auth.admin.listUsers({ page, perPage: USERS_PAGE_SIZE });
    if (error) throw new Error(`could not list users: ${error.message}`);
    const match = data.users.find((user) => user.email?.toLowerCase() === email);
    if (match) return match;
    if (data.users.length < USERS_PAGE_SIZE) return undefined;
  }
}

async function createOrUpdateUser(client: SupabaseClient, email: string, password: string) {
  const created = await client.auth.admin.createUser({ email, password, email_confirm: true });
  if (!created.error) return { userId: created.data.user.id, created: true };
  if (created.error.code !== 'email_exists') {
    throw new Error(`could not create the admin user: ${created.error.message}`);
  }
  const existing = await findUserByEmail(client, email);
  if (!existing) throw new Error(`the user ${email} exists but could not be found in the user list`);
  const updated = await client.auth.admin.updateUserById(existing.id, { password, email_confirm: true });
  if (updated.error) throw new Error(`could not update the admin user's password: ${updated.error.message}`);
  return { userId: existing.id, created: false };
}

function adminClient(target: AdminTarget): SupabaseClient {
  return createClient(target.url, target.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/**
 * The user exists with this password and is staff with `role`: an owner unless told otherwise, as
 * the operator's account (ADMIN_EMAIL, admin:create) is the one that invites everyone else.
 */
export async function ensureAdmin(
  target: AdminTarget,
  email: string,
  password: string,
  role: StaffRole = 'owner',
): Promise<EnsureAdminResult> {
  const client = adminClient(target);
  const result = await createOrUpdateUser(client, email.trim().toLowerCase(), password);
  const granted = await client.from('admin_roles').upsert({ user_id: result.userId, role });
  if (granted.error) throw new Error(`could not grant the ${role} role: ${granted.error.message}`);
  return result;
}

export interface RemoveFactorsResult {
  userId: string;
  /** How many factors were removed (0: the user had none). */
  removed: number;
}

/**
 * A lost device: removes every second factor of the user with the Auth admin API
 * (auth.admin.mfa.listFactors / deleteFactor), so the next password sign-in is aal1 again and the
 * admin can enrol a new device.
 */
export async function removeFactors(target: AdminTarget, email: string): Promise<RemoveFactorsResult> {
  const client = adminClient(target);
  const user = await findUserByEmail(client, email.trim().toLowerCase());
  if (!user) throw new Error(`no user has the email ${email}`);
  const listed = await client.auth.admin.mfa.listFactors({ userId: user.id });
  if (listed.error) throw new Error(`could not list the factors: ${listed.error.message}`);
  for (const factor of listed.data.factors) {
    const deleted = await client.auth.admin.mfa.deleteFactor({ userId: user.id, id: factor.id });
    if (deleted.error) throw new Error(`could not remove factor ${factor.id}: ${deleted.error.message}`);
  }
  return { userId: user.id, removed: listed.data.factors.length };
}
