/** A mail header carries RFC 5322 addr-specs only, as structured addresses (the forms accept all but the last two). */
import { describe, expect, it } from 'vitest';
import { headerAddress } from '../../supabase/functions/_shared/reply-address.ts';

const ADDR_SPECS = [
  'ruth@example.org',
  "o'brien@example.org",
  'a%b@example.org',
  'user@ex_ample.com',
  'a@b.c',
  '"a,b"@example.org',
  '"a\\"b"@example.org',
  'ruth@[192.0.2.1]',
  "x+{}|~!#$&'*=?^`/@example.org",
];

const NOT_ADDR_SPECS = [
  'ü@example.org',
  'ruth@exämple.org',
  'a"b@example.org',
  'a(b)@example.org',
  '<img/src/onerror=alert(1)>@example.org',
  'a,b@example.org',
  'ruth@example..org',
  '.ruth@example.org',
  'ruth.@example.org',
  'a@b@example.org"',
  'ruth@example.org>,attacker@evil.example',
  'ruth@example.org\r\nBcc:attacker@evil.example',
];

describe('headerAddress', () => {
  it.each(ADDR_SPECS)('carries %j as a structured address', (text) => {
    expect(headerAddress(text)).toEqual({ name: '', address: text });
  });

  it.each(NOT_ADDR_SPECS)('leaves %j out', (text) => {
    expect(headerAddress(text)).toBeUndefined();
  });

  it('leaves out what is no text', () => {
    expect([headerAddress(null), headerAddress(undefined)]).toEqual([undefined, undefined]);
  });
});
