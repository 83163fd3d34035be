import { describe, expect, it } from 'vitest';
import { mailLink } from '../../../../src/admin/ui/mail-link.ts';
import { EMAIL_ADDRESS_EXAMPLES } from '../../lib/forms/email-address-examples.ts';

describe('mailLink', () => {
  it.each(EMAIL_ADDRESS_EXAMPLES.accepted)(
    'writes %j to one recipient, with no query or fragment',
    (email) => {
      const link = new URL(mailLink(email) ?? '');
      expect(link.protocol).toBe('mailto:');
      expect(link.search).toBe('');
      expect(link.hash).toBe('');
      expect(decodeURIComponent(link.pathname)).toBe(email);
    },
  );

  it('keeps the @ and encodes what would start a query', () => {
    expect(mailLink('victim@example.org?bcc=attacker%40evil.example&body=hi')).toBe(
      'mailto:victim@example.org%3Fbcc%3Dattacker%2540evil.example%26body%3Dhi',
    );
    expect(mailLink("o'brien@example.org")).toBe("mailto:o'brien@example.org");
  });

  it.each(EMAIL_ADDRESS_EXAMPLES.refused)('gives no link for %j', (email) => {
    expect(mailLink(email)).toBeNull();
  });
});
