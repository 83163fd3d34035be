import { describe, expect, it } from 'vitest';
import { isEmailAddress } from '../../../../src/lib/forms/email-address.ts';
import { EMAIL_ADDRESS_EXAMPLES } from './email-address-examples.ts';

describe('isEmailAddress (the same examples the database test uses)', () => {
  it.each(EMAIL_ADDRESS_EXAMPLES.accepted)('accepts %j', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });
  it.each(EMAIL_ADDRESS_EXAMPLES.refused)('refuses %j', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });
});
