/**
 * Calls `poll` every `intervalMs` while the tab is visible, and once at once when it becomes
 * visible again (docs/product.md#admin): the local backend has no Realtime, so an open dashboard
 * asks. A hidden tab asks nothing, and nor does a panel that passes `enabled` false (one not on
 * screen). The interval is a parameter so tests can shorten it, and Playwright's clock can run it
 * without waiting.
 */
import { useEffect, useRef } from 'react';

/** How often an open dashboard looks for new leads. */
export const LEAD_POLL_INTERVAL_MS = 30_000;

export function useVisiblePolling(
  poll: () => void,
  intervalMs: number = LEAD_POLL_INTERVAL_MS,
  enabled = true,
): void {
  const latest = useRef(poll);
  useEffect(() => {
    latest.current = poll;
  }, [poll]);

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      if (timer === undefined) timer = setInterval(() => latest.current(), intervalMs);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        latest.current();
        start();
      } else {
        stop();
      }
    };
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [intervalMs, enabled]);
}
