/**
 * Time-based one-time passwords as GoTrue checks them (pquerna/otp, RFC 6238): a 20-byte secret
 * written in unpadded base32, 30-second steps, 6 digits, HMAC-SHA1, and one step of skew either
 * way, so a code typed just as it changes still counts.
 */
import { createHmac, randomBytes } from 'node:crypto';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted before and after the current one (GoTrue's Skew: 1). */
export const TOTP_SKEW_STEPS = 1;
/** pquerna/otp's default SecretSize. */
const SECRET_BYTES = 20;
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error('the TOTP secret is not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

export function newTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** The code of one 30-second step (RFC 4226's dynamic truncation). */
export function totpCodeAt(secret: string, epochSeconds: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(epochSeconds / TOTP_PERIOD_SECONDS)));
  const digest = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/** Whether `code` is the code of the current step or of one step either side. */
export function totpCodeMatches(secret: string, code: string, epochSeconds: number): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  for (let step = -TOTP_SKEW_STEPS; step <= TOTP_SKEW_STEPS; step += 1) {
    if (totpCodeAt(secret, epochSeconds + step * TOTP_PERIOD_SECONDS) === code) return true;
  }
  return false;
}

/** The otpauth:// address an authenticator app reads from the QR code (key.URL() in pquerna/otp). */
export function totpUri(secret: string, issuer: string, accountName: string): string {
  const label = encodeURIComponent(`${issuer}:${accountName}`).replace(/%3A/g, ':');
  const query = new URLSearchParams({
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    issuer,
    period: String(TOTP_PERIOD_SECONDS),
    secret,
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
