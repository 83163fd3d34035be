/** server/auth/totp.ts against RFC 6238's SHA-1 test vectors and the test's own authenticator. */
import { describe, expect, it } from 'vitest';
import { newTotpSecret, totpStepOf, totpUri } from '../../server/auth/totp.ts';
import { authenticatorCode } from '../support/totp-code.ts';

/** RFC 6238 appendix B's SHA-1 seed, "12345678901234567890", in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('totpStepOf', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('at %i s takes %s (RFC 6238, last 6 digits) as that step', (time, code) => {
    expect(totpStepOf(RFC_SECRET, code, time)).toBe(Math.floor(time / 30));
  });

  it('agrees with the tests’ authenticator on a fresh secret', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totpStepOf(secret, authenticatorCode(secret, 1_800_000_000), 1_800_000_000)).toBe(60_000_000);
  });

  const now = 1_800_000_015;
  const step = Math.floor(now / 30);
  it('accepts the current step and one step either side, naming which, nothing further, and nothing but six digits', () => {
    expect(totpStepOf(RFC_SECRET, authenticatorCode(RFC_SECRET, now), now)).toBe(step);
    expect(totpStepOf(RFC_SECRET, authenticatorCode(RFC_SECRET, now - 30), now)).toBe(step - 1);
    expect(totpStepOf(RFC_SECRET, authenticatorCode(RFC_SECRET, now + 30), now)).toBe(step + 1);
    expect(totpStepOf(RFC_SECRET, authenticatorCode(RFC_SECRET, now - 60), now)).toBeNull();
    expect(totpStepOf(RFC_SECRET, authenticatorCode(RFC_SECRET, now + 60), now)).toBeNull();
    expect(totpStepOf(RFC_SECRET, `${authenticatorCode(RFC_SECRET, now)}0`, now)).toBeNull();
    expect(totpStepOf(RFC_SECRET, 'abcdef', now)).toBeNull();
  });
});

it('the otpauth URI: is GoTrue’s byte for byte: : and @ stay in the label and the issuer, the query is sorted; + kept, a space as %20, a comma kept in the path but not in the query, as Go escapes', () => {
  expect(totpUri('JBSWY3DPEHPK3PXP', 'localhost:4321', 'a@example.org')).toBe(
    'otpauth://totp/localhost:4321:a@example.org?algorithm=SHA1&digits=6&issuer=localhost:4321&period=30&secret=JBSWY3DPEHPK3PXP',
  );
  expect(totpUri('JBSWY3DPEHPK3PXP', 'Kindred, Inc', 'a+b@example.org')).toBe(
    'otpauth://totp/Kindred,%20Inc:a+b@example.org?algorithm=SHA1&digits=6&issuer=Kindred%2C%20Inc&period=30&secret=JBSWY3DPEHPK3PXP',
  );
});
