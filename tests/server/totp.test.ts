/** server/auth/totp.ts against RFC 6238's SHA-1 test vectors and the test's own authenticator. */
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  newTotpSecret,
  totpCodeAt,
  totpCodeMatches,
  totpUri,
} from '../../server/auth/totp.ts';
import { authenticatorCode } from '../support/totp-code.ts';

/** RFC 6238 appendix B's SHA-1 seed, "12345678901234567890", in base32. */
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('totpCodeAt', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('at %i s gives %s (RFC 6238, last 6 digits)', (time, code) => {
    expect(totpCodeAt(RFC_SECRET, time)).toBe(code);
  });

  it('agrees with the tests’ authenticator on a fresh secret', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totpCodeAt(secret, 1_800_000_000)).toBe(authenticatorCode(secret, 1_800_000_000));
  });
});

describe('totpCodeMatches', () => {
  const now = 1_800_000_015;
  it('accepts the current step and one step either side, nothing further', () => {
    expect(totpCodeMatches(RFC_SECRET, totpCodeAt(RFC_SECRET, now), now)).toBe(true);
    expect(totpCodeMatches(RFC_SECRET, totpCodeAt(RFC_SECRET, now - 30), now)).toBe(true);
    expect(totpCodeMatches(RFC_SECRET, totpCodeAt(RFC_SECRET, now + 30), now)).toBe(true);
    expect(totpCodeMatches(RFC_SECRET, totpCodeAt(RFC_SECRET, now - 60), now)).toBe(false);
    expect(totpCodeMatches(RFC_SECRET, totpCodeAt(RFC_SECRET, now + 60), now)).toBe(false);
  });

  it('refuses anything but six digits', () => {
    expect(totpCodeMatches(RFC_SECRET, `${totpCodeAt(RFC_SECRET, now)}0`, now)).toBe(false);
    expect(totpCodeMatches(RFC_SECRET, 'abcdef', now)).toBe(false);
  });
});

describe('base32 and the otpauth URI', () => {
  it('round-trips bytes', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
  });

  it('writes the URI authenticator apps read', () => {
    expect(totpUri('JBSWY3DPEHPK3PXP', 'localhost:4321', 'a@example.org')).toBe(
      'otpauth://totp/localhost:4321:a%40example.org?algorithm=SHA1&digits=6&issuer=localhost%3A4321&period=30&secret=JBSWY3DPEHPK3PXP',
    );
  });
});
