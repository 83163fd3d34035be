/**
 * Timers on a clock that moves only when the test says (`advance`), for the server's background work;
 * the test waits (expect.poll) for asynchronous work to set its next timers before moving it again.
 */
import type { Timers } from '../../server/lead-desk/repeat.ts';

export interface VirtualTimers extends Timers {
  /** Moves the clock by `ms`, running every timer that comes due on the way. */
  advance(ms: number): void;
  /** How far off each pending timer is, soonest first. */
  pending(): number[];
  /** The virtual time: milliseconds since the timers were made. */
  now(): number;
}

export function virtualTimers(): VirtualTimers {
  let now = 0;
  let nextId = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  return {
    setTimeout(run, ms) {
      nextId += 1;
      timers.set(nextId, { at: now + ms, run });
      const handle = { id: nextId, unref: () => undefined };
      return handle;
    },
    clearTimeout(handle) {
      timers.delete((handle as { id: number }).id);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const [id, timer] = [...timers].reduce<
          [number, { at: number; run: () => void }] | [undefined, undefined]
        >(
          (soonest, entry) => (soonest[1] === undefined || entry[1].at < soonest[1].at ? entry : soonest),
          [undefined, undefined],
        );
        if (id === undefined || timer.at > until) break;
        timers.delete(id);
        now = timer.at;
        timer.run();
      }
      now = until;
    },
    now: () => now,
    pending: () => [...timers.values()].map((timer) => timer.at - now).sort((a, b) => a - b),
  };
}
