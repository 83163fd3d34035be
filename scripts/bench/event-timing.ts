/**
 * INP of one interaction from the Event Timing API's entries, as Chrome computes it: the longest
 * `duration` (from the input to the next paint after its handlers) among the entries of the
 * interaction (pointerdown, pointerup, click share one `interactionId`). Pure: the page records
 * the entries and the click's timestamps (interaction-probe.ts), this judges which are the click's.
 */

/**
 * The smallest threshold a PerformanceObserver for 'event' entries accepts: an interaction with
 * no entry means each of its events took less than this.
 */
export const EVENT_TIMING_THRESHOLD_MS = 16;

/** The fields of a PerformanceEventTiming entry this file reads. */
export interface EventEntry {
  name: string;
  /** The event's `timeStamp`. */
  startTime: number;
  duration: number;
  /** 0 for events that are not part of an interaction (pointermove, pointerover...). */
  interactionId: number;
}

/** `timeStamp` of each event of the click, recorded by a capture-phase listener; absent if not seen. */
export type ClickTimestamps = Partial<Record<'pointerdown' | 'pointerup' | 'click', number>>;

/** Event Timing and the event's timeStamp may be coarsened differently; they agree within this. */
const SAME_TIME_MS = 1;

/**
 * The click's interaction latency in ms, or null when none of its events reached
 * EVENT_TIMING_THRESHOLD_MS (then INP is below it). The click's interactionId is that of an entry
 * with the name and timestamp of one of its events.
 */
export function interactionLatencyMs(entries: readonly EventEntry[], click: ClickTimestamps): number | null {
  const isClickEvent = (entry: EventEntry) => {
    const timeStamp = click[entry.name as keyof ClickTimestamps];
    return timeStamp !== undefined && Math.abs(entry.startTime - timeStamp) <= SAME_TIME_MS;
  };
  const interactionId = entries.find(
    (entry) => entry.interactionId > 0 && isClickEvent(entry),
  )?.interactionId;
  if (interactionId === undefined) return null;
  return Math.max(
    ...entries.filter((entry) => entry.interactionId === interactionId).map((entry) => entry.duration),
  );
}
