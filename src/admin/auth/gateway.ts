/**
 * The few auth calls the dashboard makes (SPEC section 7), behind an interface so the sign-in and
 * page-load rules in admin-check.ts can be tested without a browser or a backend.
 */

export interface AdminUser {
  id: string;
  email: string;
}

export interface ProviderError {
  message: string;
  code?: string | undefined;
}

export interface AdminRowResult {
  found: boolean;
  error: ProviderError | null;
}

export type AuthEvent = 'SIGNED_IN' | 'SIGNED_OUT' | 'OTHER';

export interface AuthGateway {
  getSession(): Promise<{ user: AdminUser | null; error: ProviderError | null }>;
  signIn(email: string, password: string): Promise<{ user: AdminUser | null; error: ProviderError | null }>;
  /** select from admin_roles where user_id = the user, `.single()`. */
  findAdminRow(userId: string): Promise<AdminRowResult>;
  /** Ends this browser's session only (`scope: 'local'`), as the dashboard's Sign out does. */
  signOut(): Promise<{ error: ProviderError | null }>;
  /** Auth events, this tab's and other tabs'; returns the unsubscribe function. */
  onAuthChange(listener: (event: AuthEvent, user: AdminUser | null) => void): () => void;
}

/** PostgREST's "the result contains 0 rows" under `.single()`: not an error, just no admin row. */
export const NO_ROW_CODE = 'PGRST116';
