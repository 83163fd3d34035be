/**
 * supabase-js's auth errors as the admin checks read them (ProviderError, ./gateway.ts): the
 * message only where the auth server wrote one for people (src/lib/db/server-message.ts), so a
 * failed fetch ("Failed to fetch") or an answer whose body says nothing ("{}") falls back to the
 * product's own words (docs/product.md#admin-sign-in-and-session-check).
 */
import type { AuthError } from '@supabase/supabase-js';
import { messageForPeople } from '../../lib/db/server-message.ts';
import type { ProviderError } from './gateway.ts';

export function providerError(error: AuthError): ProviderError {
  return { message: messageForPeople(error) ?? '', code: error.code, status: error.status };
}

/**
 * A sign-in answer that carries no user or no session: supabase-js reports it as its own error
 * ("Auth session or user missing"); for the dashboard it is an answer without a user.
 */
export function isAnswerWithoutUser(error: AuthError | null): boolean {
  return error?.name === 'AuthInvalidTokenResponseError';
}
