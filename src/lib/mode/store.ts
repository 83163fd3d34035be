/**
 * The display mode shared by every island (docs/product.md#display-modes): one nanostore persisted to
 * localStorage key `mode` (anything but 'secular' reads as faith), followed across tabs, and
 * mirrored on the body class. Islands read it with `useStore` from @nanostores/react and change it
 * through setMode. Before any island loads, the page's inline mode script
 * (src/components/site/ModeScript.astro) has already applied the stored mode to the body, and the
 * mode's title to the tab where the page names itself differently in each mode.
 */
import { persistentAtom } from '@nanostores/persistent';
import { MODE_STORAGE_KEY, modeBodyClass, otherMode, parseMode, RENDERED_MODE } from './mode.ts';
import type { Mode } from '../../data/types.ts';

/** Where storage is blocked, the store keeps the mode in memory for the page's life. */
export const $mode = persistentAtom<Mode>(MODE_STORAGE_KEY, 'faith', {
  encode: (mode) => mode,
  decode: parseMode,
});

/** The tab title a page gives each mode, written on <html> by Base.astro (data-faith-title, ...). */
function applyTitle(mode: Mode): void {
  const title = document.documentElement.dataset[`${mode}Title`];
  if (title && document.title !== title) document.title = title;
}

function applyToDocument(mode: Mode): void {
  applyTitle(mode);
  const { classList } = document.body;
  // Touch the class only when it changes: every write restyles the page and is seen by observers.
  if (classList.contains(modeBodyClass(mode))) return;
  classList.remove(modeBodyClass(otherMode(mode)));
  classList.add(modeBodyClass(mode));
}

// Subscribing mounts the store, which also starts following other tabs (storage events).
if (typeof document !== 'undefined') $mode.subscribe(applyToDocument);

export function setMode(mode: Mode): void {
  $mode.set(mode);
}

/** The `ssr` option of useStore: hydration renders the HTML's mode, the next render the store's. */
export const renderedMode = (): Mode => RENDERED_MODE;
