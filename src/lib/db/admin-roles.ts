/**
 * public.admin_roles: a row makes its user staff, with a role (docs/product.md#staff-roles). The
 * dashboard asks for its own row, to decide whether to let the user in and which tabs to show.
 */
import { isStaffRole, type StaffRole } from '../../../supabase/functions/_shared/staff-roles.ts';
import { createBrowserClient } from './browser-client.ts';
import type { ProviderError } from './provider-error.ts';

/** Whether the user has an admin row, or why the question went unanswered. */
export interface AdminRowResult {
  found: boolean;
  role?: StaffRole;
  error: ProviderError | null;
}

/** select from admin_roles where user_id = the user, `.single()`. */
export async function findAdminRow(userId: string): Promise<AdminRowResult> {
  const { data, error } = await createBrowserClient()
    .from('admin_roles')
    .select('user_id, role')
    .eq('user_id', userId)
    .single();
  return { found: Boolean(data), ...(isStaffRole(data?.role) && { role: data.role }), error };
}
