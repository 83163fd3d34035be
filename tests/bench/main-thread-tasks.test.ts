import { describe, expect, it } from 'vitest';
import {
  longestTaskMs,
  rendererMainThreadTasks,
  type TraceEvent,
} from '../../scripts/bench/main-thread-tasks.ts';

const BROWSER = 1;
const PAGE_RENDERER = 2;
const OTHER_RENDERER = 3;

const threadName = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  args: { name },
});
const task = (pid: number, tid: number, durationMs: number, name = 'RunTask'): TraceEvent => ({
  name,
  ph: 'X',
  pid,
  tid,
  ts: 1_000_000,
  dur: durationMs * 1000,
});
const tracingStarted: TraceEvent = {
  name: 'TracingStartedInBrowser',
  ph: 'I',
  pid: BROWSER,
  tid: 1,
  args: { data: { frames: [{ processId: PAGE_RENDERER, isOutermostMainFrame: true }] } },
};
const THREADS = [
  threadName(BROWSER, 1, 'CrBrowserMain'),
  threadName(PAGE_RENDERER, 10, 'CrRendererMain'),
  threadName(PAGE_RENDERER, 11, 'Compositor'),
  threadName(OTHER_RENDERER, 20, 'CrRendererMain'),
];

describe('rendererMainThreadTasks', () => {
  it("keeps only the page renderer's main-thread tasks, of either name, longest first", () => {
    const events = [
      tracingStarted,
      ...THREADS,
      task(PAGE_RENDERER, 10, 12.5),
      task(PAGE_RENDERER, 10, 48, 'ThreadControllerImpl::RunTask'),
      task(PAGE_RENDERER, 10, 3),
      task(PAGE_RENDERER, 11, 300),
      task(BROWSER, 1, 400),
      task(OTHER_RENDERER, 20, 500),
      { ...task(PAGE_RENDERER, 10, 900), ph: 'B' },
      task(PAGE_RENDERER, 10, 700, 'FunctionCall'),
    ];
    expect(rendererMainThreadTasks(events).map((each) => each.durationMs)).toEqual([48, 12.5, 3]);
  });

  it("counts every renderer main thread when the trace does not name the page's process", () => {
    const events = [...THREADS, task(PAGE_RENDERER, 10, 40), task(OTHER_RENDERER, 20, 60)];
    expect(rendererMainThreadTasks(events).map((each) => each.durationMs)).toEqual([60, 40]);
  });
});

it('longestTaskMs: is the longest task, however short, and refuses a trace without a task of the page', () => {
  expect(longestTaskMs([tracingStarted, ...THREADS, task(PAGE_RENDERER, 10, 7.25)])).toBe(7.25);
  expect(() => longestTaskMs([tracingStarted, ...THREADS, task(BROWSER, 1, 30)])).toThrow(
    "the Chrome trace holds no task of the page's main thread",
  );
});
