/** The idea-to-implementation demo (docs/product.md#idea-to-implementation-demo): reducer and player, on fake timers. */
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
const at = (status: IdeaDemoState['status']) => (timeMs: number) =>
  ({ status, timeMs, speed: 1, startedBefore: true }) as IdeaDemoState;
const [playing, paused, completed] = [at('playing'), at('paused'), at('completed')];

it('puts the steps on one timeline, each starting where the one before ends, the editor transfer inside a step', () => {
  const durations = IDEA_STEPS.map((step) => step.durationMs * SPEED_FACTOR);
  const sum = (ms: number[]) => ms.reduce((total, next) => total + next, 0);
  expect(STEP_STARTS_MS).toEqual(durations.map((_, index) => sum(durations.slice(0, index))));
  expect(DEMO_LENGTH_MS).toBe(sum(durations));
  const transferStep = IDEA_STEPS.findIndex(
    (_, i) => (STEP_STARTS_MS[i + 1] ?? Infinity) > EDITOR_TRANSFER_AT_MS,
  );
  expect(EDITOR_TRANSFER_AT_MS).toBeGreaterThan(STEP_STARTS_MS[transferStep] ?? 0);
});

const start = { type: 'start' } as const;
const pause = (atMs: number): IdeaDemoAction => ({ type: 'pause', atMs });
const advance = (atMs: number): IdeaDemoAction => ({ type: 'advance', atMs });
it.each<[string, IdeaDemoState, IdeaDemoAction, IdeaDemoState]>([
  ['start from idle plays from the beginning', idle, start, playing(0)],
  ['start while playing changes nothing', playing(2500), start, playing(2500)],
  ['start after a pause resumes where it paused', paused(2500), start, playing(2500)],
  ['Replay after completion plays from the beginning', completed(17000), start, playing(0)],
  ['Replay while the last toast is still up', completed(17200), start, playing(0)],
  ['pause while playing keeps the position', playing(1000), pause(2500), paused(2500)],
  ['pause never moves the clock back', playing(3000), pause(2000), paused(3000)],
  ['pause at the very end completes', playing(16000), pause(17000), completed(17000)],
  ['pause while idle changes nothing', idle, pause(0), idle],
  ['pause while paused changes nothing', paused(2500), pause(4000), paused(2500)],
  ['pause after completion changes nothing', completed(17000), pause(17100), completed(17000)],
  ['reset before any Start changes nothing', idle, { type: 'reset' }, idle],
  ['reset while playing', playing(9500), { type: 'reset' }, reset],
  ['reset while paused', paused(9500), { type: 'reset' }, reset],
  ['reset after completion', completed(17000), { type: 'reset' }, reset],
  ['reset twice', reset, { type: 'reset' }, reset],
  ['start after a reset plays from the beginning', reset, start, playing(0)],
  ['advance while playing', playing(0), advance(1000), playing(1000)],
  ['advance to the end completes', playing(16000), advance(17000), completed(17000)],
  ['advance after completion runs out the last toast', completed(17000), advance(17500), completed(17500)],
  ['advance stops at the end of the last toast', completed(17000), advance(20000), completed(17500)],
  ['advance while paused changes nothing', paused(2500), advance(3000), paused(2500)],
  ['advance while idle changes nothing', idle, advance(1000), idle],
])('ideaDemoReducer: %s', (_, state, action, expected) => {
  expect(ideaDemoReducer(state, action)).toEqual(expected);
});

describe('nextIdeaEvent', () => {
  /** "from→next" while playing. */
  const playingNext = '0→500 500→1000 1000→3000 2500→3000 8000→8500 8500→9000 9000→10000 16000→17000';
  const fromTo = playingNext.split(' ').map((pair) => pair.split('→').map(Number) as [number, number]);
  const cases = [
    ...fromTo.map(([ms, next]) => [playing(ms), next] as const),
    [completed(17000), 17500] as const,
  ];
  it.each(cases)('from %o the next change is at %i ms', (state, atMs) => {
    const action = { type: 'advance', atMs };
    expect(nextIdeaEvent(state)).toEqual({ action, delayMs: atMs - state.timeMs });
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
  /** Moves fake time on to `ms` after the last (re)start. */
  let origin = 0;
  const startNow = () => {
    player.start();
    origin = Date.now();
  };
  const to = (ms: number) => {
    vi.advanceTimersByTime(origin + ms - Date.now());
    return view();
  };
  /** At each ms (keys ascend), the view matches. */
  const expectTimeline = (frames: Record<number, object>) => {
    for (const [ms, expected] of Object.entries(frames))
      expect(to(Number(ms)), `at ${ms} ms`).toMatchObject(expected);
  };
  const noOutputs = () => expect(Object.values(view().outputs).every((shown) => !shown)).toBe(true);

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
    });
    expect(view()).toMatchObject({ progress: 0, toast: null });
    noOutputs();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('steps through the nine steps at their boundaries, to the millisecond', () => {
    startNow();
    [1000, 3000, 6000, 8000, 10000, 13000, 15000, 16000].forEach((boundary, index) => {
      expect(to(boundary - 1).step).toBe(index);
      const phase = IDEA_STEPS[index + 1]?.phase;
      expect(to(boundary)).toMatchObject({ step: index + 1, phase, isPlaying: true });
    });
    expectTimeline({
      16999: { step: 8, isPlaying: true, hasCompleted: false },
      17000: { step: 8, isPlaying: false, hasCompleted: true, progress: 100, speed: 1 },
    });
  });

  it('shows each output from its step on', () => {
    startNow();
    expectTimeline({
      0: { progress: 11, outputs: { prompt: true, typing: false, email: false } },
      1000: { outputs: { prompt: true, typing: true, email: false } },
      3000: { outputs: { typing: false, email: true, implementButton: false } },
      6000: { outputs: { email: true, implementButton: true, editorIncoming: false } },
      8000: {
        phase: 'storybuilder',
        transfer: 'editor',
        outputs: { editorIncoming: true, editorDraft: false },
      },
      8999: { outputs: { editorDraft: false } },
      9000: { transfer: 'editor', outputs: { editorIncoming: false, editorDraft: true, polished: false } },
      10000: { transfer: null, outputs: { editorDraft: true, polished: true, composerIncoming: false } },
      13000: {
        phase: 'email',
        transfer: 'composer',
        outputs: { composerIncoming: true, composerFilled: false },
      },
      15000: {
        transfer: null,
        outputs: { composerIncoming: false, composerFilled: true, readyToSend: false },
      },
      16000: { outputs: { composerFilled: true, readyToSend: true } },
      17000: {
        hasCompleted: true,
        outputs: { typing: false, editorIncoming: false, composerIncoming: false },
      },
    });
    expect(Object.values(view().outputs).filter((shown) => shown)).toHaveLength(7);
  });

  it('shows each phase toast 500 ms after the phase change, for 4000 ms, and does not loop', () => {
    startNow();
    const toasts = { 499: null, 500: 'grace', 4499: 'grace', 4500: null, 8499: null, 8500: 'storybuilder' };
    const later = {
      12499: 'storybuilder',
      12500: null,
      13499: null,
      13500: 'email',
      17499: 'email',
      17500: null,
    };
    for (const [ms, toast] of Object.entries({ ...toasts, ...later }))
      expect(to(Number(ms)).toast, `${ms} ms`).toBe(toast);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(120_000);
    expect(view()).toMatchObject({ hasCompleted: true, isPlaying: false, step: 8, toast: null });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('pauses, and Start resumes with the remaining time of the step and of the toast on screen, the rest of the timeline shifted', () => {
    startNow();
    to(2500);
    player.pause();
    expect(view()).toMatchObject({ step: 1, isPlaying: false, isPaused: true, hasCompleted: false });
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(30_000);
    expect(view()).toMatchObject({ step: 1, toast: 'grace' });
    startNow();
    expectTimeline({
      499: { step: 1, isPlaying: true },
      500: { step: 2 },
      1999: { toast: 'grace' },
      2000: { toast: null },
      3499: { step: 2 },
      3500: { step: 3 },
    });
  });

  describe('Reset pauses and clears every output', () => {
    const expectCleared = (preview: boolean) => {
      expect(view()).toMatchObject({ started: false, preview, step: 0, phase: 'grace', isPlaying: false });
      expect(view()).toMatchObject({ hasCompleted: false, progress: 0, toast: null, transfer: null });
      noOutputs();
      expect(vi.getTimerCount()).toBe(0);
    };
    const run = (ms: number) => () => (player.start(), vi.advanceTimersByTime(ms));

    it.each([
      // Before any Start there is nothing to clear: the preview stays.
      ['idle', () => {}, true],
      ['playing', run(9500), false],
      ['paused', () => (run(9500)(), player.pause()), false],
      ['completed', run(17000), false],
      ['completed, last toast gone', run(20000), false],
    ])('from %s', (_, reach, preview) => {
      reach();
      player.reset();
      expectCleared(preview);
      vi.advanceTimersByTime(30_000);
      expectCleared(preview);
    });

    it('and Start then plays from the beginning', () => {
      run(9500)();
      player.reset();
      startNow();
      expectTimeline({ 0: { step: 0, isPlaying: true }, 999: { step: 0 }, 1000: { step: 1 } });
    });
  });

  it('replays from the beginning after completion, with the same timings', () => {
    player.start();
    vi.advanceTimersByTime(17000);
    expect(view().hasCompleted).toBe(true);
    startNow();
    expectTimeline({
      0: { step: 0, isPlaying: true, hasCompleted: false, toast: null },
      1: { outputs: { prompt: true, email: false, readyToSend: false } },
      500: { toast: 'grace' },
      2999: { step: 1 },
      3000: { step: 2 },
      16999: { hasCompleted: false },
      17000: { hasCompleted: true, isPlaying: false },
    });
  });
});
