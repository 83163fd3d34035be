/**
 * The one modal dialog of the site, drawn in the page: role="dialog" named by its heading, a close
 * button, focus kept inside, everything outside it inert, the page behind held still, Escape or the
 * close button calls onClose. The request-access page and the contact dialog are both this.
 *
 * Not a native <dialog>: the browser's top layer would sit over the toasts, so a failure toast
 * would lie under the backdrop. Here the toasts stay above (their region is never made inert), the
 * scrolling area ends above them (--toast-stack-height, src/lib/ui/toast-space.ts), so a toast
 * never lies over a field or a button, and the focused field stays in view as the area shrinks; the
 * backdrop reaches under the toasts.
 */
import { useEffect, type RefObject, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { TOASTER_ATTRIBUTE } from '../../lib/ui/toast.ts';
import { lockPageScroll } from '../../lib/ui/page-scroll-lock.ts';
import { PANEL_IN, PANEL_OUT } from '../motion/presets.ts';
import { usePresenceMotion } from '../motion/use-presence-motion.ts';

const WIDTH = { narrow: 'max-w-lg', wide: 'max-w-xl' } as const;

export interface DialogProps {
  /** The id of the dialog's heading, which names it. */
  labelledBy: string;
  /** The id of the text that says what the dialog is for. */
  describedBy?: string;
  /** The close button's accessible name. */
  closeLabel: string;
  onClose: () => void;
  /** How wide the box may grow. */
  width?: keyof typeof WIDTH;
  /**
   * A dialog opened from the page enters and leaves with motion (wrap it in motion's
   * AnimatePresence so it can play its exit); a page that is a dialog is simply there.
   */
  animated?: boolean;
  /** A click on the backdrop closes it too, as Escape does. */
  closeOnBackdrop?: boolean;
  /** Where focus goes once the dialog has gone (the control that opened it). */
  returnFocusTo?: HTMLElement | null;
  children: ReactNode;
}

export default function Dialog({
  labelledBy,
  describedBy,
  closeLabel,
  onClose,
  width = 'wide',
  animated = false,
  closeOnBackdrop = false,
  returnFocusTo = null,
  children,
}: DialogProps) {
  const dialogRef = usePresenceMotion<HTMLDivElement>(
    animated ? PANEL_IN : null,
    animated ? PANEL_OUT : null,
  );
  const scrollAreaRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, onClose);
  // Declared before the focus return below: its marks are removed first, so the opener can take focus.
  useInertOutside(scrollAreaRef);
  useEffect(() => lockPageScroll(), []);

  const returnFocusRef = useRef(returnFocusTo);
  useEffect(() => {
    returnFocusRef.current = returnFocusTo;
  });
  useEffect(() => () => returnFocusRef.current?.focus(), []);

  // Toasts arriving shrink the scrolling area from below: keep the field being edited in view.
  useEffect(() => {
    const area = scrollAreaRef.current;
    if (!area) return;
    const observer = new ResizeObserver(() => {
      const active = document.activeElement;
      if (active instanceof HTMLElement && area.contains(active)) active.scrollIntoView({ block: 'nearest' });
    });
    observer.observe(area);
    return () => observer.disconnect();
  }, []);

  // A press that starts inside the box and ends on the backdrop (selecting text) closes nothing.
  const pressedBackdrop = useRef(false);
  const outsideBox = (event: SyntheticEvent) =>
    event.target instanceof Node && !dialogRef.current?.contains(event.target);
  const onBackdrop = {
    onPointerDown: (event: SyntheticEvent) => {
      pressedBackdrop.current = outsideBox(event);
    },
    onClick: (event: SyntheticEvent) => {
      if (pressedBackdrop.current && outsideBox(event)) onClose();
      pressedBackdrop.current = false;
    },
  };

  return (
    <div
      ref={scrollAreaRef}
      {...(closeOnBackdrop ? onBackdrop : {})}
      className="fixed inset-x-0 top-0 bottom-[var(--toast-stack-height,0px)] z-50 scroll-py-4 overflow-y-auto overscroll-contain px-4 py-8 sm:py-16"
    >
      {/* The backdrop reaches under the toasts too, while the scrolling area stops above them. */}
      <div aria-hidden="true" className="fixed inset-0 -z-10 bg-ink/60" />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className={`relative mx-auto w-full ${WIDTH[width]} rounded-2xl bg-white p-6 text-ink shadow-xl sm:p-8`}
      >
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="absolute top-4 right-4 flex size-10 items-center justify-center rounded-full text-2xl leading-none text-muted hover:bg-slate-100 hover:text-ink"
        >
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </div>
  );
}

/**
 * While a modal drawn in the page (src/components/ui/Dialog.tsx) is open, everything outside it is `inert`: the
 * header, the footer and the rest of the page can be neither focused, clicked nor read by a screen
 * reader. Each ancestor's siblings are marked, up to <body>. The toasts' live region stays live, so
 * its messages are still announced and can be dismissed. Marks set here are removed on unmount.
 */

function useInertOutside(containerRef: RefObject<HTMLElement | null>): void {
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

/**
 * Keeps keyboard focus inside a modal dialog: Tab and Shift+Tab wrap around its controls, focus
 * that lands outside (a click on the page behind) is brought back, and Escape calls onEscape.
 */

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

function useFocusTrap(containerRef: RefObject<HTMLElement | null>, onEscape: () => void): void {
  // The latest callback, without re-installing the listeners on every render.
  const escapeRef = useRef(onEscape);
  useEffect(() => {
    escapeRef.current = onEscape;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        escapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = focusableIn(container);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !container.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !container.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !container.contains(event.target))
        focusableIn(container)[0]?.focus();
    };

    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [containerRef]);
}
