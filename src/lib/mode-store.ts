/**
 * The display mode shared by every island (SPEC section 4): one nanostore, read from localStorage
 * key `mode` at start (anything but 'secular' means faith), written back on every change, mirrored
 * on the body class (faith-mode / secular-mode) and kept in step across open tabs.
 */
import { atom } from 'nanostores';
import { MODE_STORAGE_KEY, modeBodyClass, parseMode, type Mode } from './mode.ts';

function readStoredMode(): Mode {
  if (typeof localStorage === 'undefined') return 'faith';
  try {
    return parseMode(localStorage.getItem(MODE_STORAGE_KEY));
  } catch {
    // Storage can be blocked by privacy settings; the default mode applies.
    return 'faith';
  }
}

function applyToDocument(mode: Mode): void {
  const other: Mode = mode === 'faith' ? 'secular' : 'faith';
  document.body.classList.remove(modeBodyClass(other));
  document.body.classList.add(modeBodyClass(mode));
  document.documentElement.dataset.mode = mode;
}

export const $mode = atom<Mode>(readStoredMode());

if (typeof window !== 'undefined') {
  $mode.listen((mode) => {
    try {
      localStorage.setItem(MODE_STORAGE_KEY, mode);
    } catch {
      // Not persisted where storage is blocked; the page still switches.
    }
    applyToDocument(mode);
  });
  window.addEventListener('storage', (event) => {
    if (event.key === MODE_STORAGE_KEY) $mode.set(parseMode(event.newValue));
  });
}

export function setMode(mode: Mode): void {
  $mode.set(mode);
}

export function toggleMode(): void {
  $mode.set($mode.get() === 'faith' ? 'secular' : 'faith');
}
