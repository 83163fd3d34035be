/**
 * While a modal drawn in the page (src/components/ui/Dialog.tsx) is open, everything outside it is `inert`: the
 * header, the footer and the rest of the page can be neither focused, clicked nor read by a screen
 * reader. Each ancestor's siblings are marked, up to <body>. The toasts' live region stays live, so
 * its messages are still announced and can be dismissed. Marks set here are removed on unmount.
 */
import { useEffect, type RefObject } from 'react';
import { TOASTER_ATTRIBUTE } from '../../lib/ui/toast.ts';

export function useInertOutside(containerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const marked: Element[] = [];
    for (let node: Element = container; node.parentElement && node !== document.body;) {
      const parent: Element = node.parentElement;
      for (const sibling of parent.children) {
        if (sibling === node || sibling.hasAttribute('inert') || sibling.hasAttribute(TOASTER_ATTRIBUTE))
          continue;
        sibling.setAttribute('inert', '');
        marked.push(sibling);
      }
      node = parent;
    }
    return () => {
      for (const element of marked) element.removeAttribute('inert');
    };
  }, [containerRef]);
}
