/**
 * An in-memory sliding-window limiter (per key, usually the client IP), like GoTrue's per-IP
 * limits. It resets with the process, which is fine for a speed bump against password guessing.
 */

export interface RateLimiter {
  /** Counts one attempt for `key`; false when the key is over its limit and must be refused. */
  take(key: string): boolean;
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
  };
}
