/**
 * Holds the page still behind a modal: the root stops scrolling (wheel, touch, keys) while the
 * modal is open. Where the page had a classic scrollbar its gutter stays reserved, so nothing
 * behind the modal jumps sideways when the bar goes. Locks nest: the page scrolls again when the
 * last one is released.
 */

let locks = 0;
let saved: { overflow: string; scrollbarGutter: string } | null = null;

export function isPageScrollLocked(): boolean {
  return locks > 0;
}

/** Locks the page's scrolling; call the returned function (once) to release it. */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    const hasScrollbar = window.innerWidth > root.clientWidth;
    saved = { overflow: root.style.overflow, scrollbarGutter: root.style.scrollbarGutter };
    if (hasScrollbar) root.style.scrollbarGutter = 'stable';
    root.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0 && saved) {
      root.style.overflow = saved.overflow;
      root.style.scrollbarGutter = saved.scrollbarGutter;
      saved = null;
    }
  };
}
