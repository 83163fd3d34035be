/**
 * The display mode as islands see it (SPEC section 4): a nanostore mirroring the page's mode
 * script (src/components/site/ModeScript.astro), which applies, stores and announces every change,
 * whether a static button, an island or another tab made it. Islands change the mode by asking
 * that script, so there is one writer.
 */
import { atom } from 'nanostores';
import { MODE_CHANGE_EVENT, MODE_REQUEST_EVENT, parseMode, type Mode } from './mode.ts';

/** The mode the mode script applied before any island loaded (faith where there is no page). */
function appliedMode(): Mode {
  return typeof document === 'undefined' ? 'faith' : parseMode(document.documentElement.dataset.mode);
}

export const $mode = atom<Mode>(appliedMode());

if (typeof window !== 'undefined') {
  window.addEventListener(MODE_CHANGE_EVENT, (event) => {
    const { detail } = event as CustomEvent<unknown>;
    $mode.set(parseMode(typeof detail === 'string' ? detail : null));
  });
}

export function setMode(mode: Mode): void {
  window.dispatchEvent(new CustomEvent(MODE_REQUEST_EVENT, { detail: mode }));
}
