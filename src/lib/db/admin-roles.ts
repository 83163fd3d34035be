/**
 * public.admin_roles: a row makes its user an admin. The dashboard only ever asks for its own row
 * (row-level security shows a user nothing else), to decide whether to let the user in.
 */
import { createBrowserClient } from './browser-client.ts';
import type { ProviderError } from './provider-error.ts';

/** Whether the user has an admin row, or why the question went unanswered. */
export interface AdminRowResult {
  found: boolean;
  error: ProviderError | null;
}

/** select from admin_roles where user_id = the user, `.single()`. */
export async function findAdminRow(userId: string): Promise<AdminRowResult> {
  const { data, error } = await createBrowserClient()
    .from('admin_roles')
    .select('user_id')
    .eq('user_id', userId)
    .single();
  return { found: Boolean(data), error };
}
