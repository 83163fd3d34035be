/**
 * What the interaction section records inside the page, installed before any of the page's own
 * scripts (Playwright's addInitScript): Event Timing entries from the start (buffered), the
 * timestamps of the first click's pointerdown, pointerup and click from a window capture listener
 * (which runs before any handler of the page), and, from that click on, when the page first shows
 * the secular mode (the body's class) and the open contact dialog's heading.
 *
 * The page is checked every frame from the click on. "Shows" is measured after the frame that
 * renders the change (for a dialog that fades in, its first frame at a visible opacity): at the
 * next animation frame, a task is posted, and its time is taken. That task runs once the frame's
 * style, layout and paint are done, so the figure includes them (a mode switch restyles the page);
 * the compositor's last step to the screen is not included.
 */
import type { ClickTimestamps, EventEntry } from './event-timing.ts';

export interface ProbeOptions {
  /** The window property the probe keeps its record in. */
  key: string;
  durationThresholdMs: number;
}

export interface ProbeRecord {
  events: EventEntry[];
  click: ClickTimestamps;
  /** performance.now() once the secular mode is painted; null until then. */
  modeShownAt: number | null;
  /** performance.now() once the open dialog's heading is painted and visible; null until then. */
  dialogHeadingShownAt: number | null;
}

export const PROBE_KEY = '__benchInteraction';

/** Runs in the page, serialized by Playwright: it can use nothing from outside its body. */
export function installInteractionProbe({ key, durationThresholdMs }: ProbeOptions): void {
  const record: ProbeRecord = { events: [], click: {}, modeShownAt: null, dialogHeadingShownAt: null };
  Object.assign(window, { [key]: record });

  new PerformanceObserver((list) => {
    // interactionId is not in TypeScript's DOM types yet.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[]) {
      const { name, startTime, duration, interactionId } = entry;
      record.events.push({ name, startTime, duration, interactionId });
    }
  }).observe({
    type: 'event',
    durationThreshold: durationThresholdMs,
    buffered: true,
  } as PerformanceObserverInit);

  const afterNextPaint = (then: (time: number) => void) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => then(performance.now());
      channel.port2.postMessage(null);
    });

  // Checked every frame rather than on DOM mutations: a dialog that fades in shows without one.
  const watchAfterClick = () => {
    let modeSeen = false;
    let headingSeen = false;
    const check = () => {
      if (!modeSeen && document.body.classList.contains('secular-mode')) {
        modeSeen = true;
        afterNextPaint((time) => (record.modeShownAt = time));
      }
      // The open modal's heading, found as a screen reader names the dialog (ui/Dialog.tsx draws a
      // role="dialog" in the page, not a native <dialog>).
      const dialog = document.querySelector('[role="dialog"][aria-modal="true"]');
      const headingId = dialog?.getAttribute('aria-labelledby');
      const heading = headingId ? document.getElementById(headingId) : null;
      const visible =
        heading?.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
        heading.getBoundingClientRect().height > 0;
      if (!headingSeen && visible) {
        headingSeen = true;
        afterNextPaint((time) => (record.dialogHeadingShownAt = time));
      }
      if (!modeSeen || !headingSeen) requestAnimationFrame(check);
    };
    check();
  };

  for (const type of ['pointerdown', 'pointerup', 'click'] as const) {
    addEventListener(
      type,
      (event) => {
        if (record.click[type] !== undefined) return;
        record.click[type] = event.timeStamp;
        if (type === 'click') watchAfterClick();
      },
      { capture: true },
    );
  }
}
