/**
 * An in-memory sliding-window limiter (per key: a client network, or an account on a network),
 * like GoTrue's per-IP limits. It resets with the process, which is fine for a speed bump
 * against password guessing.
 */
import { isIP } from 'node:net';

export interface RateLimiter {
  /** Counts one attempt for `key`; false when the key is over its limit and must be refused. */
  take(key: string): boolean;
  /** Forgets every attempt counted for `key` (a sign-in that succeeded). */
  reset(key: string): void;
}

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
}

/** Above this many tracked keys, stale ones are swept so memory stays bounded. */
const SWEEP_THRESHOLD = 10_000;

export function createRateLimiter({ limit, windowMs, now = Date.now }: RateLimitOptions): RateLimiter {
  const attempts = new Map<string, number[]>();
  const sweep = (cutoff: number) => {
    for (const [key, times] of attempts) {
      if ((times.at(-1) ?? 0) <= cutoff) attempts.delete(key);
    }
  };
  return {
    take(key) {
      const time = now();
      const cutoff = time - windowMs;
      if (attempts.size > SWEEP_THRESHOLD) sweep(cutoff);
      const recent = (attempts.get(key) ?? []).filter((at) => at > cutoff);
      if (recent.length >= limit) {
        attempts.set(key, recent);
        return false;
      }
      recent.push(time);
      attempts.set(key, recent);
      return true;
    },
    reset(key) {
      attempts.delete(key);
    },
  };
}

/** The first four 16-bit groups of an IPv6 address, written in full (2001:db8:0:0 for 2001:db8::1). */
function ipv6Prefix64(address: string): string {
  const [head = '', tail] = address.split('::');
  const groups = head === '' ? [] : head.split(':');
  if (tail !== undefined) {
    const tailGroups = tail === '' ? [] : tail.split(':');
    // A dotted IPv4 tail (::ffff:1.2.3.4) fills two groups.
    const tailSize = tailGroups.length + (tail.includes('.') ? 1 : 0);
    while (groups.length < 8 - tailSize) groups.push('0');
    groups.push(...tailGroups);
  }
  return groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':');
}

/**
 * What the limits count a client address as. IPv4: the address. IPv6: its /64, since one
 * subscriber is usually handed a whole /64 and could otherwise rotate through 2^64 addresses,
 * each with a fresh allowance (express-rate-limit groups IPv6 the same way).
 */
export function clientNetwork(ip: string): string {
  return isIP(ip) === 6 ? `${ipv6Prefix64(ip)}::/64` : ip;
}
