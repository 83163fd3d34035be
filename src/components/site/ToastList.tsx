/**
 * The list of toasts (src/lib/ui/toast.ts) inside Toaster.astro's live region; it hydrates with the
 * first toast, or with a toast the previous page left behind, which it shows. Every toast leaves
 * by itself after its tone's duration (toastDurationMs), or when dismissed; it rises in and sinks
 * out (motion). A message shown again restarts its time in place. A toast with an action (Undo)
 * shows it as a button, and its time waits while it is hovered or holds focus (toastTimeRuns).
 * The stack's height is kept free by the layout (src/lib/ui/toast-space.ts), so no toast lies
 * over a control.
 */
import { useStore } from '@nanostores/react';
import { AnimatePresence } from 'motion/react';
import { useEffect, useRef, useState } from 'react';
import { TOASTER } from '../../data/site.ts';
import {
  $toasts,
  dismissToast,
  showCarriedToast,
  TOASTER_ATTRIBUTE,
  toastDurationMs,
  toastTimeRuns,
  type Toast,
} from '../../lib/ui/toast.ts';
import { reserveToastSpace } from '../../lib/ui/toast-space.ts';
import { TOAST_IN, TOAST_OUT } from '../motion/presets.ts';
import { usePresenceMotion } from '../motion/use-presence-motion.ts';

function ToastItem({ toast }: { toast: Toast }) {
  const itemRef = usePresenceMotion<HTMLLIElement>(TOAST_IN, TOAST_OUT);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const runs = toastTimeRuns(toast, hovered || focused);
  // Let go, its time starts over: whoever reached for it gets the whole duration to read it again.
  useEffect(() => {
    if (!runs) return;
    const timer = setTimeout(() => dismissToast(toast.id), toastDurationMs(toast.tone));
    return () => clearTimeout(timer);
  }, [toast, runs]);
  // Observed, not handled: the toast itself does nothing on hover or focus, only its time waits.
  useEffect(() => {
    const item = itemRef.current;
    if (!item) return;
    const listeners = {
      pointerenter: () => setHovered(true),
      pointerleave: () => setHovered(false),
      focusin: () => setFocused(true),
      focusout: (event: FocusEvent) => {
        if (!(event.relatedTarget instanceof Node && item.contains(event.relatedTarget))) setFocused(false);
      },
    };
    for (const [type, listener] of Object.entries(listeners)) {
      item.addEventListener(type, listener as EventListener);
    }
    return () => {
      for (const [type, listener] of Object.entries(listeners)) {
        item.removeEventListener(type, listener as EventListener);
      }
    };
  }, [itemRef]);

  const tone =
    toast.tone === 'error'
      ? 'border-red-300 bg-red-50 text-red-900'
      : 'border-emerald-300 bg-emerald-50 text-emerald-900';
  return (
    <li
      ref={itemRef}
      className={`pointer-events-auto flex items-start gap-3 rounded-xl border p-4 shadow-lg ${tone}`}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description && <p className="mt-1 text-sm">{toast.description}</p>}
      </div>
      {toast.action && (
        <button
          type="button"
          onClick={(event) => {
            // The toast leaves (slowly, under motion): focus is let go now, so the page can place it.
            event.currentTarget.blur();
            dismissToast(toast.id);
            toast.action?.run();
          }}
          className="self-center rounded-lg border border-current px-3 py-1 text-sm font-semibold hover:bg-white/70"
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        className="rounded-md px-2 text-lg leading-none opacity-70 hover:opacity-100"
        aria-label={TOASTER.dismiss}
      >
        ×
      </button>
    </li>
  );
}

export default function ToastList() {
  const toasts = useStore($toasts, { ssr: 'initial' });
  useEffect(showCarriedToast, []);
  const listRef = useRef<HTMLUListElement>(null);

  // The room the stack takes, with the region's padding around it; none while the list is empty.
  useEffect(() => {
    const list = listRef.current;
    const region = list?.closest(`[${TOASTER_ATTRIBUTE}]`);
    if (!list || !region) return;
    const observer = new ResizeObserver(() => {
      reserveToastSpace(list.offsetHeight > 0 ? Math.ceil(region.getBoundingClientRect().height) : 0);
    });
    observer.observe(list);
    return () => {
      observer.disconnect();
      reserveToastSpace(0);
    };
  }, []);

  return (
    <ul ref={listRef} className="flex w-full max-w-sm flex-col gap-2">
      <AnimatePresence initial={false}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </AnimatePresence>
    </ul>
  );
}
