/**
 * An error as the backend answered it, in the shape the admin's checks read (the dashboard's auth
 * gateway and admin-roles.ts hand it out; src/admin/auth/provider-error.ts makes one from
 * supabase-js's auth errors).
 */
export interface ProviderError {
  /** The provider's words for people; '' when it gave none (a failed fetch, an empty answer). */
  message: string;
  code?: string | undefined;
  /** The HTTP status, where the provider answered (0 or absent: no answer, e.g. offline). */
  status?: number | undefined;
}
