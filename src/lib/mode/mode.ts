/**
 * The display mode (docs/product.md#where-the-mode-is-kept): faith or secular, stored under
 * localStorage key `mode`. The Mode type itself lives with the copy it selects, in src/data/types.ts.
 */
import type { Mode } from '../../data/types.ts';

export const MODE_STORAGE_KEY = 'mode';

/**
 * The mode every page's HTML is built in. Islands render it during hydration (so their first render
 * equals the HTML) and the stored mode right after; mode-dependent words are rendered for both
 * modes and the body class shows one, so they are right before any script runs.
 */
export const RENDERED_MODE: Mode = 'faith';

/** Any stored value other than 'secular' (missing, corrupt, 'faith') means faith. */
export function parseMode(stored: string | null | undefined): Mode {
  return stored === 'secular' ? 'secular' : 'faith';
}

export function otherMode(mode: Mode): Mode {
  return mode === 'faith' ? 'secular' : 'faith';
}

export function modeBodyClass(mode: Mode): string {
  return `${mode}-mode`;
}
