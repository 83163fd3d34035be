/**
 * The idea-to-implementation demo (docs/product.md#idea-to-implementation-demo): the reducer's
 * transitions, and every timing to the millisecond through the same player the React hook runs, on
 * fake timers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IdeaPlayer,
  DEMO_LENGTH_MS,
  EDITOR_TRANSFER_AT_MS,
  INITIAL_IDEA_STATE,
  STEP_STARTS_MS,
  ideaDemoReducer,
  ideaDemoView,
  nextIdeaEvent,
  type IdeaDemoAction,
  type IdeaDemoState,
  type IdeaDemoView,
} from '../../../../../src/components/demos/idea/idea-machine.ts';
import { IDEA_STEPS, SPEED_FACTOR } from '../../../../../src/data/demos/idea-to-implementation.ts';

const idle: IdeaDemoState = INITIAL_IDEA_STATE;
/** Idle again after a Reset: no outputs, and no preview either. */
const reset: IdeaDemoState = { ...INITIAL_IDEA_STATE, startedBefore: true };
const run = { speed: 1, startedBefore: true } as const;
const playing = (timeMs: number): IdeaDemoState => ({ status: 'playing', timeMs, ...run });
const paused = (timeMs: number): IdeaDemoState => ({ status: 'paused', timeMs, ...run });
const completed = (timeMs: number): IdeaDemoState => ({ status: 'completed', timeMs, ...run });

describe('the data', () => {
  it('puts the steps on one timeline, each starting where the one before ends, the editor transfer part-way through its step', () => {
    const durations = IDEA_STEPS.map((step) => step.durationMs * SPEED_FACTOR);
    const starts = durations.map((_, index) => durations.slice(0, index).reduce((sum, ms) => sum + ms, 0));
    expect(STEP_STARTS_MS).toEqual(starts);
    expect(DEMO_LENGTH_MS).toBe(durations.reduce((sum, ms) => sum + ms, 0));
    const transferStep = IDEA_STEPS.findIndex(
      (_, index) => (STEP_STARTS_MS[index + 1] ?? Infinity) > EDITOR_TRANSFER_AT_MS,
    );
    expect(EDITOR_TRANSFER_AT_MS).toBeGreaterThan(STEP_STARTS_MS[transferStep] ?? 0);
  });
});

describe('ideaDemoReducer', () => {
  const cases: [string, IdeaDemoState, IdeaDemoAction, IdeaDemoState][] = [
    ['start from idle plays from the beginning', idle, { type: 'start' }, playing(0)],
    ['start while playing changes nothing', playing(2500), { type: 'start' }, playing(2500)],
    ['start after a pause resumes where it paused', paused(2500), { type: 'start' }, playing(2500)],
    ['Replay after completion plays from the beginning', completed(17000), { type: 'start' }, playing(0)],
    ['Replay while the last toast is still up', completed(17200), { type: 'start' }, playing(0)],
    ['pause while playing keeps the position', playing(1000), { type: 'pause', atMs: 2500 }, paused(2500)],
    ['pause never moves the clock back', playing(3000), { type: 'pause', atMs: 2000 }, paused(3000)],
    ['pause at the very end completes', playing(16000), { type: 'pause', atMs: 17000 }, completed(17000)],
    ['pause while idle changes nothing', idle, { type: 'pause', atMs: 0 }, idle],
    ['pause while paused changes nothing', paused(2500), { type: 'pause', atMs: 4000 }, paused(2500)],
    [
      'pause after completion changes nothing',
      completed(17000),
      { type: 'pause', atMs: 17100 },
      completed(17000),
    ],
    ['reset before any Start changes nothing', idle, { type: 'reset' }, idle],
    ['reset while playing', playing(9500), { type: 'reset' }, reset],
    ['reset while paused', paused(9500), { type: 'reset' }, reset],
    ['reset after completion', completed(17000), { type: 'reset' }, reset],
    ['reset twice', reset, { type: 'reset' }, reset],
    ['start after a reset plays from the beginning', reset, { type: 'start' }, playing(0)],
    ['advance while playing', playing(0), { type: 'advance', atMs: 1000 }, playing(1000)],
    ['advance to the end completes', playing(16000), { type: 'advance', atMs: 17000 }, completed(17000)],
    [
      'advance after completion runs out the last toast',
      completed(17000),
      { type: 'advance', atMs: 17500 },
      completed(17500),
    ],
    [
      'advance stops at the end of the last toast',
      completed(17000),
      { type: 'advance', atMs: 20000 },
      completed(17500),
    ],
    ['advance while paused changes nothing', paused(2500), { type: 'advance', atMs: 3000 }, paused(2500)],
    ['advance while idle changes nothing', idle, { type: 'advance', atMs: 1000 }, idle],
  ];

  it.each(cases)('%s', (_, state, action, expected) => {
    expect(ideaDemoReducer(state, action)).toEqual(expected);
  });
});

describe('nextIdeaEvent', () => {
  it.each([
    [playing(0), 500],
    [playing(500), 1000],
    [playing(1000), 3000],
    [playing(2500), 3000],
    [playing(8000), 8500],
    [playing(8500), 9000],
    [playing(9000), 10000],
    [playing(16000), 17000],
    [completed(17000), 17500],
  ])('from %o the next change is at %i ms', (state, atMs) => {
    expect(nextIdeaEvent(state)).toEqual({ action: { type: 'advance', atMs }, delayMs: atMs - state.timeMs });
  });

  it.each([idle, paused(2500), completed(17500)])('the clock stands still in %o', (state) => {
    expect(nextIdeaEvent(state)).toBeNull();
  });

  it('scales the delay by the speed factor', () => {
    expect(nextIdeaEvent({ ...playing(1000), speed: 2 })?.delayMs).toBe(1000);
  });
});

describe('the player in real time', () => {
  let player: IdeaPlayer;
  const view = (): IdeaDemoView => ideaDemoView(player.getState());
  /** Moves fake time on to `ms` after the moment the test last called `startClock`. */
  let origin = 0;
  const startClock = () => {
    origin = Date.now();
  };
  const at = (ms: number) => {
    vi.advanceTimersByTime(origin + ms - Date.now());
  };

  beforeEach(() => {
    vi.useFakeTimers();
    player = new IdeaPlayer();
    player.setActive(true);
  });

  afterEach(() => {
    player.setActive(false);
    vi.useRealTimers();
  });

  it('waits for Start, with no outputs and no timer', () => {
    vi.advanceTimersByTime(60_000);
    expect(view()).toMatchObject({
      started: false,
      preview: true,
      step: 0,
      phase: 'grace',
      isPlaying: false,
      progress: 0,
    });
    expect(Object.values(view().outputs).every((shown) => !shown)).toBe(true);
    expect(view().toast).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('steps through the nine steps at their boundaries, to the millisecond', () => {
    player.start();
    startClock();
    const boundaries = [1000, 3000, 6000, 8000, 10000, 13000, 15000, 16000];
    boundaries.forEach((boundary, index) => {
      at(boundary - 1);
      expect(view().step).toBe(index);
      at(boundary);
      expect(view().step).toBe(index + 1);
      expect(view().phase).toBe(IDEA_STEPS[index + 1]?.phase);
      expect(view().isPlaying).toBe(true);
    });
    at(16999);
    expect(view()).toMatchObject({ step: 8, isPlaying: true, hasCompleted: false });
    at(17000);
    expect(view()).toMatchObject({ step: 8, isPlaying: false, hasCompleted: true, progress: 100, speed: 1 });
  });

  it('shows each output from its step on', () => {
    player.start();
    startClock();
    expect(view().outputs).toMatchObject({ prompt: true, typing: false, email: false });
    expect(view().progress).toBe(11);
    at(1000);
    expect(view().outputs).toMatchObject({ prompt: true, typing: true, email: false });
    at(3000);
    expect(view().outputs).toMatchObject({ typing: false, email: true, implementButton: false });
    at(6000);
    expect(view().outputs).toMatchObject({ email: true, implementButton: true, editorIncoming: false });
    at(8000);
    expect(view()).toMatchObject({ phase: 'storybuilder', transfer: 'editor' });
    expect(view().outputs).toMatchObject({ editorIncoming: true, editorDraft: false });
    at(8999);
    expect(view().outputs.editorDraft).toBe(false);
    at(9000);
    expect(view().outputs).toMatchObject({ editorIncoming: false, editorDraft: true, polished: false });
    expect(view().transfer).toBe('editor');
    at(10000);
    expect(view().outputs).toMatchObject({ editorDraft: true, polished: true, composerIncoming: false });
    expect(view().transfer).toBeNull();
    at(13000);
    expect(view()).toMatchObject({ phase: 'email', transfer: 'composer' });
    expect(view().outputs).toMatchObject({ composerIncoming: true, composerFilled: false });
    at(15000);
    expect(view().transfer).toBeNull();
    expect(view().outputs).toMatchObject({
      composerIncoming: false,
      composerFilled: true,
      readyToSend: false,
    });
    at(16000);
    expect(view().outputs).toMatchObject({ composerFilled: true, readyToSend: true });
    at(17000);
    expect(view().hasCompleted).toBe(true);
    expect(Object.values(view().outputs).filter((shown) => shown)).toHaveLength(7);
    expect(view().outputs).toMatchObject({ typing: false, editorIncoming: false, composerIncoming: false });
  });

  it('shows each phase toast 500 ms after the phase change, for 4000 ms', () => {
    player.start();
    startClock();
    const expectToast = [
      [499, null],
      [500, 'grace'],
      [4499, 'grace'],
      [4500, null],
      [8499, null],
      [8500, 'storybuilder'],
      [12499, 'storybuilder'],
      [12500, null],
      [13499, null],
      [13500, 'email'],
      [17000, 'email'],
      [17499, 'email'],
      [17500, null],
    ] as const;
    for (const [ms, toast] of expectToast) {
      at(ms);
      expect(view().toast, `toast at ${ms} ms`).toBe(toast);
    }
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not loop', () => {
    player.start();
    vi.advanceTimersByTime(120_000);
    expect(view()).toMatchObject({ hasCompleted: true, isPlaying: false, step: 8, toast: null });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('pauses, and Start resumes with the remaining time of the step', () => {
    player.start();
    startClock();
    at(2500);
    player.pause();
    expect(view()).toMatchObject({ step: 1, isPlaying: false, isPaused: true, hasCompleted: false });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(30_000);
    expect(view().step).toBe(1);
    player.start();
    startClock();
    at(499);
    expect(view()).toMatchObject({ step: 1, isPlaying: true });
    at(500);
    expect(view().step).toBe(2);
    // The rest of the timeline follows, shifted by the pause: step 3 three seconds later.
    at(3499);
    expect(view().step).toBe(2);
    at(3500);
    expect(view().step).toBe(3);
  });

  it('keeps a paused toast on screen for its remaining time', () => {
    player.start();
    startClock();
    at(4000);
    player.pause();
    vi.advanceTimersByTime(10_000);
    expect(view().toast).toBe('grace');
    player.start();
    startClock();
    at(499);
    expect(view().toast).toBe('grace');
    at(500);
    expect(view().toast).toBeNull();
  });

  describe('Reset pauses and clears every output', () => {
    const expectCleared = (preview: boolean) => {
      expect(view()).toMatchObject({
        started: false,
        preview,
        step: 0,
        phase: 'grace',
        isPlaying: false,
        hasCompleted: false,
        progress: 0,
        toast: null,
        transfer: null,
      });
      expect(Object.values(view().outputs).every((shown) => !shown)).toBe(true);
      expect(vi.getTimerCount()).toBe(0);
    };

    it.each([
      // Before any Start there is nothing to clear: the preview stays.
      ['idle', () => {}, true],
      ['playing', () => (player.start(), vi.advanceTimersByTime(9500)), false],
      ['paused', () => (player.start(), vi.advanceTimersByTime(9500), player.pause()), false],
      ['completed', () => (player.start(), vi.advanceTimersByTime(17000)), false],
      ['completed, last toast gone', () => (player.start(), vi.advanceTimersByTime(20000)), false],
    ])('from %s', (_, reach, preview) => {
      reach();
      player.reset();
      expectCleared(preview);
      vi.advanceTimersByTime(30_000);
      expectCleared(preview);
    });

    it('and Start then plays from the beginning', () => {
      player.start();
      vi.advanceTimersByTime(9500);
      player.reset();
      player.start();
      startClock();
      expect(view()).toMatchObject({ step: 0, isPlaying: true });
      at(999);
      expect(view().step).toBe(0);
      at(1000);
      expect(view().step).toBe(1);
    });
  });

  it('replays from the beginning after completion, with the same timings', () => {
    player.start();
    vi.advanceTimersByTime(17000);
    expect(view().hasCompleted).toBe(true);
    player.start();
    startClock();
    expect(view()).toMatchObject({ step: 0, isPlaying: true, hasCompleted: false, toast: null });
    expect(view().outputs).toMatchObject({ prompt: true, email: false, readyToSend: false });
    at(500);
    expect(view().toast).toBe('grace');
    at(2999);
    expect(view().step).toBe(1);
    at(3000);
    expect(view().step).toBe(2);
    at(16999);
    expect(view().hasCompleted).toBe(false);
    at(17000);
    expect(view()).toMatchObject({ hasCompleted: true, isPlaying: false });
  });
});
