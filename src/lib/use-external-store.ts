/**
 * useSyncExternalStore with React's server-snapshot contract, on Preact: preact/compat ignores the
 * third argument, so an island would hydrate with the live value over HTML built from the server's
 * and keep the server's attributes. Here the first render (and the server's) reads the server
 * snapshot, and the next one (before paint, see use-hydrated.ts) the live value.
 */
import { useSyncExternalStore } from 'react';
import { useHydrated } from './use-hydrated.ts';

export function useExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  return useSyncExternalStore(subscribe, useHydrated() ? getSnapshot : getServerSnapshot);
}
