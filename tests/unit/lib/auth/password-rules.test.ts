/**
 * Staff password rules (docs/product.md#passwords): the length config.toml gives a hosted project,
 * our list of common passwords, and the account's own address.
 */
import { describe, expect, it } from 'vitest';
import { readAuthProjectConfig } from '../../../../server/auth/project-config.ts';
import { MIN_PASSWORD_LENGTH, passwordWeakness } from '../../../../src/lib/auth/password-rules.ts';

describe('passwordWeakness', () => {
  it('asks for the length supabase/config.toml gives a hosted project', () => {
    expect(readAuthProjectConfig().minimumPasswordLength).toBe(MIN_PASSWORD_LENGTH);
  });

  it.each([
    ['x'.repeat(MIN_PASSWORD_LENGTH - 1), '', 'length'],
    ['é'.repeat(5), '', undefined],
    ['x'.repeat(73), '', 'too_long'],
    ['Password123', '', 'guessable'],
    ['Jane.Doe@Example.org', 'jane.doe@example.org', 'guessable'],
    ['jane.doe12', 'jane.doe12@example.org', 'guessable'],
    ['a long passphrase', 'jane@example.org', undefined],
  ] as const)('%j for %j is %s', (password, email, weakness) => {
    expect(passwordWeakness(password, email)).toBe(weakness);
  });
});
