/**
 * The site builder's two timers on a virtual clock (docs/architecture.md#site-rebuilds): the
 * quiet period that turns a burst of saves into one rebuild, and the timer that wakes the builder
 * when a scheduled post becomes public.
 */
import { describe, expect, it } from 'vitest';
import { debounce } from '../../server/site-builder/debounce.ts';
import { DUE_MARGIN_MS, dueTimer, MAX_TIMER_MS } from '../../server/site-builder/due-timer.ts';
import { virtualTimers } from '../support/virtual-timers.ts';

describe('debounce', () => {
  function setUp() {
    const timers = virtualTimers();
    const runs: number[] = [];
    const burst = debounce(() => runs.push(timers.now()), { quietMs: 3000, maxWaitMs: 20_000 }, timers);
    const advance = (ms: number) => timers.advance(ms);
    return { timers, runs, burst, advance };
  }

  it('runs once, a quiet period after the last of several changes', () => {
    const { runs, burst, advance } = setUp();
    burst.poke();
    advance(1000);
    burst.poke();
    advance(2000);
    burst.poke();
    advance(2999);
    expect(runs).toEqual([]);
    advance(1);
    expect(runs).toEqual([6000]);
    advance(60_000);
    expect(runs).toEqual([6000]);
  });

  it('runs at the longest wait when changes never stop, then starts a new burst', () => {
    const { runs, burst, advance } = setUp();
    for (let second = 0; second < 30; second += 1) {
      burst.poke();
      advance(1000);
    }
    expect(runs).toEqual([20_000]);
    advance(3000);
    expect(runs).toEqual([20_000, 32_000]);
  });

  it('forgets a burst that is cancelled', () => {
    const { timers, runs, burst, advance } = setUp();
    burst.poke();
    burst.cancel();
    advance(60_000);
    expect(runs).toEqual([]);
    expect(timers.pending()).toEqual([]);
  });
});

describe('dueTimer', () => {
  function setUp() {
    const timers = virtualTimers();
    const calls: string[] = [];
    const due = dueTimer({ onDue: () => calls.push('due'), onRecheck: () => calls.push('recheck') }, timers);
    return { timers, calls, due };
  }

  it('fires a moment after the post is due, so the build reads it as public', () => {
    const { timers, calls, due } = setUp();
    due.set(60_000);
    expect(timers.pending()).toEqual([60_000 + DUE_MARGIN_MS]);
    timers.advance(60_000);
    expect(calls).toEqual([]);
    timers.advance(DUE_MARGIN_MS);
    expect(calls).toEqual(['due']);
  });

  it('replaces the timer on each set, and sets none when nothing is scheduled', () => {
    const { timers, calls, due } = setUp();
    due.set(60_000);
    due.set(5000);
    due.set(null);
    expect(timers.pending()).toEqual([]);
    due.set(0);
    timers.advance(DUE_MARGIN_MS);
    expect(calls).toEqual(['due']);
  });

  it('waits past what a Node timer holds in steps, asking the database again after each', () => {
    const { timers, calls, due } = setUp();
    due.set(40 * 24 * 60 * 60 * 1000);
    expect(timers.pending()).toEqual([MAX_TIMER_MS]);
    timers.advance(MAX_TIMER_MS);
    expect(calls).toEqual(['recheck']);
  });
});
