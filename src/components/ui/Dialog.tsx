/**
 * A modal dialog drawn in the page: role="dialog" named by its heading, a close button, focus kept
 * inside, everything outside it inert, Escape or the close button calls onClose. The request-access
 * page is one. Its scrolling area ends above the toasts (--toast-stack-height,
 * src/lib/ui/toast-space.ts), so a toast never lies over a field or a button, and the focused field
 * stays in view as the area shrinks; the backdrop reaches under the toasts. The contact dialog is a
 * native <dialog> instead, whose browser keeps focus, inertness and Escape itself, so it needs none
 * of this.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useFocusTrap } from './use-focus-trap.ts';
import { useInertOutside } from './use-inert-outside.ts';

export interface DialogProps {
  /** The id of the dialog's heading, which names it. */
  labelledBy: string;
  /** The id of the text that says what the dialog is for. */
  describedBy?: string;
  /** The close button's accessible name. */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

export default function Dialog({ labelledBy, describedBy, closeLabel, onClose, children }: DialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const scrollAreaRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, onClose);
  useInertOutside(scrollAreaRef);

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

  return (
    <div
      ref={scrollAreaRef}
      className="fixed inset-x-0 top-0 bottom-[var(--toast-stack-height,0px)] z-50 overflow-y-auto overscroll-contain px-4 py-8 sm:py-16"
    >
      {/* The backdrop reaches under the toasts too, while the scrolling area stops above them. */}
      <div aria-hidden="true" className="fixed inset-0 -z-10 bg-ink/60" />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className="relative mx-auto w-full max-w-xl rounded-2xl bg-white p-6 shadow-xl sm:p-8"
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
