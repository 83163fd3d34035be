import { useEffect, useState, type RefObject } from 'react';

/**
 * On narrow screens the idea demo's three tools sit in one sideways-scrolling row, a tool wide.
 * As the demo moves to another tool, the row scrolls (itself, never the page) to show it, so the
 * action stays where the visitor is looking; on wide screens the row does not scroll and this does
 * nothing. The visitor may still swipe; the row only moves again at the next change of tool.
 * It also tells whether the row scrolls now, so the player can make it keyboard-scrollable then.
 */
export function useActivePanelInView(
  rowRef: RefObject<HTMLElement | null>,
  activePanelRef: RefObject<HTMLElement | null>,
  reducedMotion: boolean,
): boolean {
  const [scrollable, setScrollable] = useState(false);

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    const measure = () => setScrollable(row.scrollWidth > row.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [rowRef]);

  useEffect(() => {
    const row = rowRef.current;
    const panel = activePanelRef.current;
    if (!row || !panel || !scrollable) return;
    // Centred, as the row snaps: the neighbours peek in at the sides, saying there is more.
    const rowBox = row.getBoundingClientRect();
    const panelBox = panel.getBoundingClientRect();
    const left = row.scrollLeft + panelBox.left - rowBox.left - (rowBox.width - panelBox.width) / 2;
    row.scrollTo({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [rowRef, activePanelRef, reducedMotion, scrollable]);

  return scrollable;
}
