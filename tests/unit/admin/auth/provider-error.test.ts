/** supabase-js's own error classes, as its sign-in and session calls return them. */
import {
  AuthApiError,
  AuthInvalidTokenResponseError,
  AuthRetryableFetchError,
  AuthUnknownError,
  type AuthError,
} from '@supabase/supabase-js';
import { expect, it } from 'vitest';
import { isAnswerWithoutUser, providerError } from '../../../../src/admin/auth/provider-error.ts';

const REFUSAL = new AuthApiError('Invalid login credentials', 400, 'invalid_credentials');

it.each<[string, AuthError, string]>([
  ["the auth server's refusal", REFUSAL, 'Invalid login credentials'],
  ['a request that never reached the server', new AuthRetryableFetchError('Failed to fetch', 0), ''],
  ['a 5xx answer', new AuthRetryableFetchError('Bad Gateway', 502), ''],
  ['an answer whose body was {}', new AuthApiError('{}', 400, undefined), ''],
  ['an answer that was no JSON', new AuthUnknownError('Unexpected token <', null), ''],
  ['an answer without a user', new AuthInvalidTokenResponseError(), ''],
])('%s gives the message %j, with the status kept', (_name, error, message) => {
  expect(providerError(error)).toMatchObject({ message, status: error.status });
});

it('isAnswerWithoutUser is true only for an answer without a user or session', () => {
  const answers = [new AuthInvalidTokenResponseError(), REFUSAL, null];
  expect(answers.map((answer) => isAnswerWithoutUser(answer))).toEqual([true, false, false]);
});
