import { expect, it } from 'vitest';
import { messageForPeople, type CodedError } from '../../../../src/lib/db/server-message.ts';

it.each<[string, CodedError | null, string | null]>([
  ["PostgREST's refusal", { code: '23505', message: 'duplicate key value' }, 'duplicate key value'],
  [
    "Supabase Auth's refusal",
    { code: 'invalid_credentials', message: 'Invalid login credentials' },
    'Invalid login credentials',
  ],
  ['a message with spaces around it', { code: 'x', message: '  Too many requests  ' }, 'Too many requests'],
  ['a failed fetch (postgrest-js)', { code: '', message: 'TypeError: Failed to fetch' }, null],
  ['a failed fetch (auth-js)', { message: 'Failed to fetch' }, null],
  ['a body without a message, printed as JSON', { code: 'x', message: '{}' }, null],
  ['a JSON string body', { code: 'x', message: '"oops"' }, null],
  ['no message', { code: 'x', message: '   ' }, null],
  ["a library's own words", { message: 'Auth session or user missing' }, null],
  ['no error', null, null],
])('%s is %j', (_name, error, expected) => {
  expect(messageForPeople(error)).toBe(expected);
});
