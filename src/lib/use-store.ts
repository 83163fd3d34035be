/**
 * A nanostore's value in an island. The first render shows the store's initial value, the one the
 * static HTML was built with (no store changes on the server), then the live value; so a second
 * island hydrating after the first has changed a shared store still matches its HTML.
 */
import { useCallback } from 'react';
import type { ReadableAtom } from 'nanostores';
import { useExternalStore } from './use-external-store.ts';

export function useStore<T>(store: ReadableAtom<T>): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  return useExternalStore(
    subscribe,
    () => store.get(),
    // Computed stores have no initial value; theirs derives from stores that render theirs.
    () => (store.init === undefined ? store.get() : store.init),
  );
}
