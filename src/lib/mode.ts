/** The display mode (SPEC section 4): faith or secular, stored under localStorage key `mode`. */

export type Mode = 'faith' | 'secular';

export const MODE_STORAGE_KEY = 'mode';

/** Any stored value other than 'secular' (missing, corrupt, 'faith') means faith. */
export function parseMode(stored: string | null | undefined): Mode {
  return stored === 'secular' ? 'secular' : 'faith';
}

export function modeBodyClass(mode: Mode): string {
  return `${mode}-mode`;
}
