/**
 * The display mode for islands. During hydration it reports the mode the static HTML was rendered
 * with (faith), so the island's first render matches its HTML; right after, it re-renders with the
 * stored mode.
 */
import type { Mode } from './mode.ts';
import { $mode } from './mode-store.ts';
import { useExternalStore } from './use-external-store.ts';

const RENDERED_MODE: Mode = 'faith';

const subscribe = (onChange: () => void) => $mode.listen(onChange);

export function useMode(): Mode {
  return useExternalStore(
    subscribe,
    () => $mode.get(),
    () => RENDERED_MODE,
  );
}
