/**
 * The few auth calls the dashboard makes (docs/product.md#calls-to-the-backend), behind an
 * interface so the sign-in and page-load rules in admin-check.ts can be tested without a browser or
 * a backend.
 */
import type { StaffRole } from '../../../supabase/functions/_shared/staff-roles.ts';
import type { AdminRowResult } from '../../lib/db/admin-roles.ts';
import type { ProviderError } from '../../lib/db/provider-error.ts';

// The data layer defines the answers' shapes; the admin's modules and tests read them here too.
export type { AdminRowResult, ProviderError };

export interface AdminUser {
  id: string;
  email: string;
  /** Known once the admin check has read the user's admin_roles row. */
  role?: StaffRole;
}

export type AuthEvent = 'SIGNED_IN' | 'SIGNED_OUT' | 'OTHER';

export interface AuthGateway {
  getSession(): Promise<{ user: AdminUser | null; error: ProviderError | null }>;
  signIn(email: string, password: string): Promise<{ user: AdminUser | null; error: ProviderError | null }>;
  /** select from admin_roles where user_id = the user, `.single()`. */
  findAdminRow(userId: string): Promise<AdminRowResult>;
  /**
   * The dashboard's Sign out, for this browser's session only: the server ends the session first,
   * and only then is it removed here, so a refused sign-out (signOutRefused) keeps it.
   */
  signOut(): Promise<{ error: ProviderError | null }>;
  /** Ends this browser's session whatever the server answers: for a session the checks refused. */
  endLocalSession(): Promise<void>;
  /** Auth events, this tab's and other tabs'; returns the unsubscribe function. */
  onAuthChange(listener: (event: AuthEvent, user: AdminUser | null) => void): () => void;
}

/** PostgREST's "the result contains 0 rows" under `.single()`: not an error, just no admin row. */
export const NO_ROW_CODE = 'PGRST116';

/**
 * Sign-out answers that mean the session is already over on the server (GoTrue: 401 bad or
 * expired token, 403 session or user not found, 404 user not found), as supabase-js's own
 * signOut counts them.
 */
export const ALREADY_SIGNED_OUT_STATUSES: readonly number[] = [401, 403, 404];

/** A sign-out the server did not confirm (no answer, a 5xx, ...): the session must stay. */
export function signOutRefused(error: ProviderError | null): boolean {
  if (error === null) return false;
  return error.status === undefined || !ALREADY_SIGNED_OUT_STATUSES.includes(error.status);
}
