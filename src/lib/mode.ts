/** The display mode (SPEC section 4): faith or secular, stored under localStorage key `mode`. */

export type Mode = 'faith' | 'secular';

export const MODE_STORAGE_KEY = 'mode';

/**
 * The page's mode script (src/components/site/ModeScript.astro) owns the mode: it applies it,
 * stores it and tells the islands. Islands ask it for a change with MODE_REQUEST_EVENT (detail: the
 * mode) and hear every change, whoever made it, with MODE_CHANGE_EVENT (detail: the new mode).
 */
export const MODE_REQUEST_EVENT = 'mode:request';
export const MODE_CHANGE_EVENT = 'mode:change';

/** Static buttons the mode script handles: a toggle, or a button that selects one mode. */
export const MODE_TOGGLE_ATTRIBUTE = 'data-mode-toggle';
export const MODE_SELECT_ATTRIBUTE = 'data-mode-select';

/** Any stored value other than 'secular' (missing, corrupt, 'faith') means faith. */
export function parseMode(stored: string | null | undefined): Mode {
  return stored === 'secular' ? 'secular' : 'faith';
}

export function modeBodyClass(mode: Mode): string {
  return `${mode}-mode`;
}
