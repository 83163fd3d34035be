import { expect, it } from 'vitest';
import { codeErrorMessage, normalizeCode } from '../../../../src/admin/mfa/code-error.ts';
import { decideGate, type Assurance, type Gate } from '../../../../src/admin/mfa/gate.ts';
import { CODE_MESSAGES } from '../../../../src/admin/mfa/strings.ts';

const [NONE, PASSWORD, CODE] = [
  { current: 'aal1', next: 'aal1' },
  { current: 'aal1', next: 'aal2' },
  { current: 'aal2', next: 'aal2' },
] as const;
it.each<[string, Assurance, boolean, Gate]>([
  ['no factor, setting off', NONE, false, 'open'],
  ['no factor, setting on', NONE, true, 'mustEnrol'],
  ['a factor, password only', PASSWORD, false, 'needsCode'],
  ['a factor, password only, setting on', PASSWORD, true, 'needsCode'],
  ['a factor, code verified', CODE, false, 'open'],
  ['a factor, code verified, setting on', CODE, true, 'open'],
])('decideGate: %s: %o → %s', (_case, assurance, required, gate) => {
  expect(decideGate(assurance, required)).toBe(gate);
});

it('normalizeCode keeps six digits, spaces dropped, and nothing else', () => {
  const typed = ['123456', ' 123 456 ', '12345', '1234567', '12345a', ''];
  expect(typed.map((text) => normalizeCode(text))).toEqual(['123456', '123456', null, null, null, null]);
});

it.each([
  [{ status: 422, code: 'mfa_verification_failed' }, CODE_MESSAGES.wrong],
  [{ status: 422, code: 'mfa_challenge_expired' }, CODE_MESSAGES.expired],
  [{ status: 429, code: 'over_request_rate_limit' }, CODE_MESSAGES.tooMany],
  [{ status: 429 }, CODE_MESSAGES.tooMany],
  [{ status: 403, code: 'mfa_verification_rejected' }, CODE_MESSAGES.tooMany],
  [{ status: 500, code: 'unexpected_failure' }, CODE_MESSAGES.failed],
  [{}, CODE_MESSAGES.failed],
])('codeErrorMessage: %o → %s', (error, message) => {
  expect(codeErrorMessage(error)).toBe(message);
});
