/**
 * The page's main-thread tasks, read from a Chrome trace (devtools.timeline categories). Every
 * task, however short, is a `RunTask` (or, in some Chrome versions, `ThreadControllerImpl::RunTask`)
 * complete event on the renderer's `CrRendererMain` thread, so the longest is measured exactly,
 * not only when it passes the 50 ms of a long task. Pure: the runner records the trace, this reads it.
 */

/** The fields of a trace event this file reads (Chrome's Trace Event Format). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts?: number;
  /** Microseconds, on complete ('X') events. */
  dur?: number;
  args?: {
    name?: string;
    data?: { frames?: { processId?: number; isOutermostMainFrame?: boolean }[] };
  };
}

export interface MainThreadTask {
  /** From the trace's clock origin, which is not the page's. */
  startMs: number;
  durationMs: number;
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const RENDERER_MAIN_THREAD = 'CrRendererMain';
const US_PER_MS = 1000;

/** The renderer processes of the traced tab's top frame, as the browser names them at the start. */
function pageProcesses(events: readonly TraceEvent[]): Set<number> {
  const frames = events
    .filter((event) => event.name === 'TracingStartedInBrowser')
    .flatMap((event) => event.args?.data?.frames ?? []);
  const topFrames = frames.filter((frame) => frame.isOutermostMainFrame !== false);
  return new Set(topFrames.flatMap((frame) => (frame.processId === undefined ? [] : [frame.processId])));
}

/**
 * The tasks of the page's renderer main thread, longest first. Where the trace does not name the
 * page's process, every renderer's main thread counts (a bench browser shows one page at a time).
 */
export function rendererMainThreadTasks(events: readonly TraceEvent[]): MainThreadTask[] {
  const processes = pageProcesses(events);
  const mainThreads = new Set(
    events
      .filter((event) => event.ph === 'M' && event.name === 'thread_name')
      .filter((event) => event.args?.name === RENDERER_MAIN_THREAD)
      .filter((event) => processes.size === 0 || processes.has(event.pid))
      .map((event) => `${event.pid}:${event.tid}`),
  );
  return events
    .filter((event) => event.ph === 'X' && TASK_NAMES.has(event.name))
    .filter((event) => mainThreads.has(`${event.pid}:${event.tid}`))
    .map((event) => ({ startMs: (event.ts ?? 0) / US_PER_MS, durationMs: (event.dur ?? 0) / US_PER_MS }))
    .sort((a, b) => b.durationMs - a.durationMs);
}

/** The longest task; refuses a trace without any, which would mean the trace recorded nothing. */
export function longestTaskMs(events: readonly TraceEvent[]): number {
  const [longest] = rendererMainThreadTasks(events);
  if (!longest) throw new Error("the Chrome trace holds no task of the page's main thread");
  return longest.durationMs;
}
