/**
 * Whether the visitor is engaged with an element: the pointer is over it or focus is inside it.
 * Rotating content pauses meanwhile, so nothing moves under the reader's eyes or cursor. A pointer
 * or focus that arrived before the island hydrated counts too: it is read when the hook mounts.
 */
import { useEffect, useState, type RefObject } from 'react';

export function useEngaged(ref: RefObject<HTMLElement | null>): boolean {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setHovered(element.matches(':hover'));
    setFocused(element.contains(document.activeElement));
    const onEnter = () => setHovered(true);
    const onLeave = () => setHovered(false);
    const onFocusIn = () => setFocused(true);
    // Focus moving between controls inside the element keeps it engaged.
    const onFocusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    element.addEventListener('mouseenter', onEnter);
    element.addEventListener('mouseleave', onLeave);
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('mouseenter', onEnter);
      element.removeEventListener('mouseleave', onLeave);
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [ref]);

  return hovered || focused;
}
