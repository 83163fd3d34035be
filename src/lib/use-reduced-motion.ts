/** Whether the visitor asks for reduced motion; live, so a change in system settings applies at once. */
import { useExternalStore } from './use-external-store.ts';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function useReducedMotion(): boolean {
  return useExternalStore(
    subscribe,
    () => matchMedia(QUERY).matches,
    // Static HTML is rendered without motion preference; nothing moves before hydration anyway.
    () => false,
  );
}
