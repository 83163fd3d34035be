/**
 * False while React hydrates the static HTML, true from the render right after. Islands read
 * browser-only values (stored mode, motion preference) and start entrance movements only once it
 * is true, so their first render equals the HTML. React's own contract: the server snapshot is
 * used while hydrating. Controls are not disabled meanwhile on islands below the fold: their
 * directive (client:near, client:approach) replays an early click once hydrated, and the ROI
 * calculator reads what was typed; only the request form, hydrated at load, waits with its controls.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
