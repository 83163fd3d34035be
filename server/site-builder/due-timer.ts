/**
 * A timer for the next scheduled post (docs/architecture.md#site-rebuilds). A post becomes public
 * by the database's clock without any row changing, so nothing else would tell the builder; it
 * sets this from `msUntilNextDuePost` after each build and each change. It fires a little after
 * the due time, so that the build's read, by the same clock, surely finds the post public.
 * Delays past what a Node timer can hold are waited in steps, asking again after each.
 */
import type { Timers } from '../lead-desk/repeat.ts';

/** After the due time, so that the database's now() is past it when the build reads. */
export const DUE_MARGIN_MS = 1000;
/** The longest delay setTimeout keeps (about 24.8 days); longer ones fire at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

export interface DueTimer {
  /** Replaces the timer: null when no post is scheduled, 0 when one is due already. */
  set(msUntilDue: number | null): void;
  clear(): void;
}

export function dueTimer(
  handlers: {
    /** The post is due: rebuild. */
    onDue: () => void;
    /** The step ran out before the post was due: ask the database again. */
    onRecheck: () => void;
  },
  timers: Timers,
): DueTimer {
  let handle: ReturnType<Timers['setTimeout']> | undefined;
  const clear = () => {
    if (handle) timers.clearTimeout(handle);
    handle = undefined;
  };
  return {
    set(msUntilDue) {
      clear();
      if (msUntilDue === null) return;
      const wait = msUntilDue + DUE_MARGIN_MS;
      const reached = wait <= MAX_TIMER_MS;
      handle = timers.setTimeout(
        () => {
          handle = undefined;
          (reached ? handlers.onDue : handlers.onRecheck)();
        },
        reached ? wait : MAX_TIMER_MS,
      );
      handle.unref?.();
    },
    clear,
  };
}
