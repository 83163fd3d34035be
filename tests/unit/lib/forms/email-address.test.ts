import { describe, expect, it } from 'vitest';
import { isEmailAddress, SPACE_LIKE_RANGES } from '../../../../src/lib/forms/email-address.ts';
import { EMAIL_ADDRESS_EXAMPLES } from './email-address-examples.ts';

describe('isEmailAddress (the same examples the database test uses)', () => {
  it.each(EMAIL_ADDRESS_EXAMPLES.accepted)('accepts %j', (email) => {
    expect(isEmailAddress(email)).toBe(true);
  });
  it.each(EMAIL_ADDRESS_EXAMPLES.refused)('refuses %j', (email) => {
    expect(isEmailAddress(email)).toBe(false);
  });
  it('refuses a lone surrogate, which no database could store as typed', () => {
    expect(isEmailAddress('a\ud800b@example.org')).toBe(false);
  });
});

describe('the characters "no spaces" refuses', () => {
  it("are this engine's white space, control and format characters, no more and no fewer", () => {
    const listed = (codePoint: number) =>
      SPACE_LIKE_RANGES.some(([from, to]) => from <= codePoint && codePoint <= to);
    const spaceLike = /[\s\p{Cc}\p{Cf}]/u;
    const disagreements: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      if (listed(codePoint) !== spaceLike.test(String.fromCodePoint(codePoint))) {
        disagreements.push(codePoint.toString(16));
      }
    }
    // A newer Unicode in Node adds format characters: list them, and in a new migration.
    expect(disagreements).toEqual([]);
  });

  const ends = SPACE_LIKE_RANGES.flat().map((codePoint) => ({ codePoint, hex: codePoint.toString(16) }));
  it.each(ends)('refuses U+$hex inside an address', ({ codePoint }) => {
    expect(isEmailAddress(`a${String.fromCodePoint(codePoint)}b@example.org`)).toBe(false);
  });
});
