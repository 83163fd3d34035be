/** The timeline player every demo runs on, and the visibility watch, on a hand-driven clock. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimelinePlayer, type Timeline } from '../../../../../src/components/demos/player/timeline-player.ts';
import { watchVisibility } from '../../../../../src/components/demos/player/watch-visibility.ts';

// The player's default clock is globalThis: fake timers, performance.now() included, drive it by hand.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});
const advance = (ms: number) => vi.advanceTimersByTime(ms);

/** A demo of three steps, STEP_MS apart, started and reset by the visitor. */
const STEP_MS = 1000;
type Steps = { status: 'idle' | 'running' | 'done'; step: number };
type StepsAction = { type: 'start' } | { type: 'tick' } | { type: 'reset' };
const IDLE: Steps = { status: 'idle', step: 0 };

const steps: Timeline<Steps, StepsAction> = {
  reduce(state, action) {
    if (action.type === 'reset') return IDLE;
    if (action.type === 'start') return state.status === 'running' ? state : { status: 'running', step: 0 };
    if (state.status !== 'running') return state;
    return state.step < 2 ? { status: 'running', step: state.step + 1 } : { status: 'done', step: 2 };
  },
  next: (state) => (state.status === 'running' ? { action: { type: 'tick' }, delayMs: STEP_MS } : null),
};

/** The same demo with a state that keeps the time spent in the step, as the chat and idea demos do. */
type TimedSteps = Steps & { spentMs: number };
type TimedAction = StepsAction | { type: 'spend'; ms: number };
const TIMED_IDLE: TimedSteps = { ...IDLE, spentMs: 0 };

const timedSteps: Timeline<TimedSteps, TimedAction> = {
  reduce(state, action) {
    if (action.type === 'spend') return { ...state, spentMs: state.spentMs + action.ms };
    const next = steps.reduce(state, action);
    return next === state ? state : { ...next, spentMs: 0 };
  },
  next: (state) =>
    state.status === 'running' ? { action: { type: 'tick' }, delayMs: STEP_MS - state.spentMs } : null,
  stopped: (_state, elapsedMs) => ({ type: 'spend', ms: elapsedMs }),
};

describe('the timeline player', () => {
  let player: TimelinePlayer<Steps, StepsAction>;

  /** Moves the clock on by `ms`, checking the next step comes exactly then, not a millisecond sooner. */
  const expectNextStepAfter = (ms: number) => {
    const { step } = player.getState();
    advance(ms - 1);
    expect(player.getState().step).toBe(step);
    advance(1);
    expect(player.getState().step).toBe(step + 1);
  };

  beforeEach(() => {
    player = new TimelinePlayer(steps, IDLE);
    player.setActive(true);
  });

  it('waits for the visitor, then fires each wait on time', () => {
    advance(60_000);
    expect(player.getState()).toEqual(IDLE);
    player.dispatch({ type: 'start' });
    expectNextStepAfter(STEP_MS);
    advance(2 * STEP_MS);
    expect(player.getState()).toEqual({ status: 'done', step: 2 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('pauses keeping the remaining time of the current step', () => {
    player.dispatch({ type: 'start' });
    advance(600);
    player.setActive(false);
    expect(player.elapsedMs()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    advance(60_000);
    expect(player.getState().step).toBe(0);
    player.setActive(true);
    advance(300);
    expect(player.elapsedMs()).toBe(300);
    expectNextStepAfter(100);
    // The next step gets its whole wait, not what was left of the paused one.
    expectNextStepAfter(STEP_MS);
  });

  it('neither loses nor adds time over many short pauses, nor counts time from an action taken while stopped', () => {
    player.dispatch({ type: 'start' });
    for (let slice = 0; slice < 9; slice += 1) {
      advance(100);
      player.setActive(false);
      advance(5000);
      player.setActive(true);
    }
    expectNextStepAfter(100);

    player.dispatch({ type: 'reset' });
    player.setActive(false);
    player.dispatch({ type: 'start' });
    advance(10_000);
    expect(vi.getTimerCount()).toBe(0);
    player.setActive(true);
    expectNextStepAfter(STEP_MS);
  });

  it('resets: the pending wait is dropped, and a new start gets its whole wait', () => {
    player.dispatch({ type: 'start' });
    advance(1500);
    player.dispatch({ type: 'reset' });
    expect(player.getState()).toEqual(IDLE);
    expect(vi.getTimerCount()).toBe(0);
    advance(60_000);
    expect(player.getState()).toEqual(IDLE);
    player.dispatch({ type: 'start' });
    expectNextStepAfter(STEP_MS);
  });

  it('tells subscribers about each change and nothing else', () => {
    const listener = vi.fn();
    const unsubscribe = player.subscribe(listener);
    player.dispatch({ type: 'reset' });
    expect(listener).not.toHaveBeenCalled();
    player.dispatch({ type: 'start' });
    player.dispatch({ type: 'start' });
    expect(listener).toHaveBeenCalledTimes(1);
    advance(STEP_MS);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    advance(STEP_MS);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('a machine that books its own time', () => {
  const player = new TimelinePlayer(timedSteps, TIMED_IDLE);

  it('books nothing when no wait was running', () => {
    const listener = vi.fn();
    const unsubscribe = player.subscribe(listener);
    player.setActive(true);
    advance(5000);
    player.setActive(false);
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
    expect(player.getState()).toBe(TIMED_IDLE);
  });

  it('is told the time spent when the clock stops, and resumes with the rest', () => {
    player.setActive(true);
    player.dispatch({ type: 'start' });
    advance(600);
    player.setActive(false);
    expect(player.getState()).toEqual({ status: 'running', step: 0, spentMs: 600 });
    advance(60_000);
    player.setActive(true);
    advance(399);
    expect(player.getState()).toMatchObject({ step: 0, spentMs: 600 });
    advance(1);
    expect(player.getState()).toEqual({ status: 'running', step: 1, spentMs: 0 });
  });
});

describe('pausing while the demo cannot be seen', () => {
  /** Stand-ins for the page: one intersection observer and the document's visibility. */
  let observed: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
  let disconnected = false;
  const page = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };

  const scroll = (isIntersecting: boolean) => observed?.([{ isIntersecting }]);
  const showTab = (visible: boolean) => {
    page.visibilityState = visible ? 'visible' : 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
  };

  beforeEach(() => {
    observed = undefined;
    disconnected = false;
    page.visibilityState = 'visible';
    vi.stubGlobal('document', page);
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof observed) {
          observed = callback;
        }
        observe() {}
        disconnect() {
          disconnected = true;
        }
      },
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reports visible only while on screen with the tab shown, until stopped', () => {
    const seen: boolean[] = [];
    const stop = watchVisibility({} as Element, (visible) => seen.push(visible));
    scroll(true);
    showTab(false);
    showTab(true);
    scroll(false);
    showTab(false);
    scroll(true);
    showTab(true);
    expect(seen).toEqual([false, true, false, true, false, false, false, true]);
    stop();
    expect(disconnected).toBe(true);
    showTab(false);
    expect(seen).toHaveLength(8);
  });

  it('stops the clock off screen and in a hidden tab, resuming with the remaining time', () => {
    const player = new TimelinePlayer(steps, IDLE);
    watchVisibility({} as Element, player.setActive);
    player.dispatch({ type: 'start' });
    advance(5000);
    expect(player.getState().step).toBe(0);
    scroll(true);
    advance(700);
    showTab(false);
    advance(60_000);
    showTab(true);
    advance(200);
    scroll(false);
    advance(60_000);
    expect(player.getState().step).toBe(0);
    scroll(true);
    advance(99);
    expect(player.getState().step).toBe(0);
    advance(1);
    expect(player.getState().step).toBe(1);
  });
});
