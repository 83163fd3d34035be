/**
 * Whether the visitor asks for reduced motion; live, so a change in system settings applies at once.
 * The static HTML is rendered without a preference (nothing moves before hydration anyway), so
 * hydration reads that, and the next render the real one.
 */
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => matchMedia(QUERY).matches,
    () => false,
  );
}
