/**
 * The display mode for React islands. During hydration it reports the mode the static HTML was
 * rendered with (faith), so server and client markup agree and React logs no mismatch; right
 * after, it re-renders with the stored mode.
 */
import { useSyncExternalStore } from 'react';
import type { Mode } from './mode.ts';
import { $mode } from './mode-store.ts';

const RENDERED_MODE: Mode = 'faith';

export function useMode(): Mode {
  return useSyncExternalStore(
    (onChange) => $mode.listen(onChange),
    () => $mode.get(),
    () => RENDERED_MODE,
  );
}
