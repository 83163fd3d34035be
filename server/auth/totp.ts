/**
 * Time-based one-time passwords as GoTrue checks them (pquerna/otp, RFC 6238): a 20-byte secret
 * written in unpadded base32, 30-second steps, 6 digits, HMAC-SHA1, and one step of skew either
 * way, so a code typed just as it changes still counts. The codes themselves are otpauth's.
 */
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted before and after the current one (GoTrue's Skew: 1). */
export const TOTP_SKEW_STEPS = 1;
/** pquerna/otp's default SecretSize. */
const SECRET_BYTES = 20;

export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

/**
 * The 30-second step (seconds since the epoch / 30) whose code `code` is, within one step of
 * `epochSeconds`; null when it is none of them. The step, not just a yes, so a caller can refuse
 * a step it accepted before (RFC 6238 section 5.2).
 */
export function totpStepOf(secret: string, code: string, epochSeconds: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const timestamp = epochSeconds * 1000;
  const options = { algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS } as const;
  const delta = TOTP.validate({
    ...options,
    secret: Secret.fromBase32(secret),
    token: code,
    timestamp,
    window: TOTP_SKEW_STEPS,
  });
  return delta === null ? null : TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp }) + delta;
}

/**
 * Go's url escaping (net/url shouldEscape), which GoTrue's URI goes through: letters, digits and
 * -_.~ stay, and so do the reserved characters `keep` names; every other UTF-8 byte becomes %XX.
 */
function goEscape(text: string, keep: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(text)) {
    const char = String.fromCharCode(byte);
    out +=
      /[A-Za-z0-9\-_.~]/.test(char) || keep.includes(char)
        ? char
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** What Go's URL.String() keeps in a path (encodePath: only ? of the reserved characters goes). */
const GO_PATH_KEEPS = '$&+,/:;=@';
/** What url.PathEscape keeps, which pquerna/otp's EncodeQuery uses for the query's values. */
const GO_PATH_SEGMENT_KEEPS = '$&+:=@';

/**
 * The otpauth:// address an authenticator app reads from the QR code, byte for byte as GoTrue
 * returns it (pquerna/otp v1.4.0's totp.Generate: the label issuer:account as Go escapes a path,
 * the query sorted by key with each value PathEscape'd).
 */
export function totpUri(secret: string, issuer: string, accountName: string): string {
  const query = Object.entries({
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    issuer,
    period: String(TOTP_PERIOD_SECONDS),
    secret,
  }).map(([key, value]) => `${key}=${goEscape(value, GO_PATH_SEGMENT_KEEPS)}`);
  return `otpauth://totp/${goEscape(`${issuer}:${accountName}`, GO_PATH_KEEPS)}?${query.join('&')}`;
}
