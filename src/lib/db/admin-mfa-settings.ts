/**
 * public.admin_mfa_settings: the one setting an admin may read, require_admin_mfa (on: every
 * admin enrols a second factor before seeing data). Readable at aal1 by whoever has an admin row.
 */
import { createBrowserClient } from './browser-client.ts';

/** Whether admins must enrol a second factor; an unreadable setting counts as off. */
export async function fetchAdminMfaRequired(): Promise<boolean> {
  const { data } = await createBrowserClient()
    .from('admin_mfa_settings')
    .select('require_admin_mfa')
    .maybeSingle();
  return data?.require_admin_mfa === true;
}
