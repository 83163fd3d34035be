import { describe, expect, it } from 'vitest';
import { codeErrorMessage, normalizeCode } from '../../../../src/admin/mfa/code-error.ts';
import { decideGate, type Assurance, type Gate } from '../../../../src/admin/mfa/gate.ts';
import { CODE_MESSAGES } from '../../../../src/admin/mfa/strings.ts';

describe('decideGate', () => {
  it.each<[string, Assurance, boolean, Gate]>([
    ['no factor, setting off', { current: 'aal1', next: 'aal1' }, false, 'open'],
    ['no factor, setting on', { current: 'aal1', next: 'aal1' }, true, 'mustEnrol'],
    ['a factor, password only', { current: 'aal1', next: 'aal2' }, false, 'needsCode'],
    ['a factor, password only, setting on', { current: 'aal1', next: 'aal2' }, true, 'needsCode'],
    ['a factor, code verified', { current: 'aal2', next: 'aal2' }, false, 'open'],
    ['a factor, code verified, setting on', { current: 'aal2', next: 'aal2' }, true, 'open'],
  ])('%s: %o → %s', (_case, assurance, required, gate) => {
    expect(decideGate(assurance, required)).toBe(gate);
  });
});

describe('normalizeCode', () => {
  it.each([
    ['123456', '123456'],
    [' 123 456 ', '123456'],
    ['12345', null],
    ['1234567', null],
    ['12345a', null],
    ['', null],
  ])('%j → %j', (typed, code) => {
    expect(normalizeCode(typed)).toBe(code);
  });
});

describe('codeErrorMessage', () => {
  it.each([
    [{ status: 422, code: 'mfa_verification_failed' }, CODE_MESSAGES.wrong],
    [{ status: 422, code: 'mfa_challenge_expired' }, CODE_MESSAGES.expired],
    [{ status: 429, code: 'over_request_rate_limit' }, CODE_MESSAGES.tooMany],
    [{ status: 429 }, CODE_MESSAGES.tooMany],
    [{ status: 403, code: 'mfa_verification_rejected' }, CODE_MESSAGES.tooMany],
    [{ status: 500, code: 'unexpected_failure' }, CODE_MESSAGES.failed],
    [{}, CODE_MESSAGES.failed],
  ])('%o → %s', (error, message) => {
    expect(codeErrorMessage(error)).toBe(message);
  });
});
