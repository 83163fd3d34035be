/**
 * The backend's secret key (the service role) for browser tests: creating users through the Auth
 * admin API, and operator changes such as moving a scheduled post due.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';

export function secretClient(baseURL: string) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: run the browser tests through playwright.config.ts');
  const { secretKey } = JSON.parse(readFileSync(join(dataDir, 'keys.json'), 'utf8')) as { secretKey: string };
  return createClient(baseURL, secretKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

/** A confirmed user who is not an admin. */
export async function createMember(baseURL: string, email: string, password: string): Promise<string> {
  const { data, error } = await secretClient(baseURL).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
  });
  if (error) throw new Error(`cannot create ${email}: ${error.message}`);
  return data.user.id;
}

/** A confirmed user with an admin_roles row: for a test that changes the account itself. */
export async function createAdmin(baseURL: string, email: string, password: string): Promise<string> {
  const id = await createMember(baseURL, email, password);
  const { error } = await secretClient(baseURL).from('admin_roles').insert({ user_id: id });
  if (error) throw new Error(`cannot make ${email} an admin: ${error.message}`);
  return id;
}
