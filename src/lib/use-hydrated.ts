/**
 * False while React hydrates the static HTML, true from the render right after. Islands disable
 * their controls until then, so an early click or keystroke waits instead of being lost, and read
 * browser-only values (stored mode, motion preference) only once it is true, so their first render
 * equals the HTML. React's own contract: the server snapshot is used while hydrating.
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
