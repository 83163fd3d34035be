/**
 * A TOTP code computed the way an authenticator app does (RFC 6238: HMAC-SHA1 over the 30-second
 * step, 6 digits), written apart from server/auth/totp.ts so the tests check the server against
 * an independent reading of the standard, at any moment they choose.
 */
import { createHmac } from 'node:crypto';

function secretBytes(base32: string): Buffer {
  const bits = [...base32.toUpperCase()]
    .map((char) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.indexOf(char).toString(2).padStart(5, '0'))
    .join('');
  const whole = bits.slice(0, bits.length - (bits.length % 8));
  return Buffer.from(whole.match(/.{8}/g)?.map((byte) => parseInt(byte, 2)) ?? []);
}

/** The code an app shows at `epochSeconds` for `secret` (base32, as enrolment returns it). */
export function authenticatorCode(secret: string, epochSeconds: number): string {
  const step = Buffer.alloc(8);
  step.writeBigUInt64BE(BigInt(Math.floor(epochSeconds / 30)));
  const mac = createHmac('sha1', secretBytes(secret)).update(step).digest();
  const start = (mac.at(-1) ?? 0) & 0xf;
  const number = (mac.readUInt32BE(start) & 0x7fffffff) % 1_000_000;
  return number.toString().padStart(6, '0');
}

/** A code that is not the one shown at `epochSeconds`, nor one step either side. */
export function wrongCode(secret: string, epochSeconds: number): string {
  const near = [-30, 0, 30].map((offset) => authenticatorCode(secret, epochSeconds + offset));
  for (let guess = 0; ; guess += 1) {
    const code = String(guess).padStart(6, '0');
    if (!near.includes(code)) return code;
  }
}
