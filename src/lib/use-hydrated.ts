/**
 * False while React hydrates the static HTML, true once the island is live. Islands disable their
 * controls until then, so an early click or keystroke waits instead of being lost.
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
