import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createWorkflowPlayer,
  type WorkflowPlayer,
  INITIAL_WORKFLOW_STATE,
  linkStatus,
  messageLog,
  nextScheduled,
  stepStatus,
  workflowReducer,
  WORKFLOW_STEP_COUNT,
  type WorkflowAction,
  type WorkflowState,
} from '../../../../../src/components/demos/workflow/workflow-machine.ts';
import { RESET_DELAY_MS, STEP_INTERVAL_MS, WORKFLOW_STEPS } from '../../../../../src/data/demos/workflow.ts';

const idle: WorkflowState = { status: 'idle', step: 0 };
const running = (step: number): WorkflowState => ({ status: 'running', step });
const completed: WorkflowState = { status: 'completed', step: 5 };
const START: WorkflowAction = { type: 'start' };
const TICK: WorkflowAction = { type: 'tick' };
const RESET: WorkflowAction = { type: 'reset' };

describe('workflow data', () => {
  it('has unique step ids', () => {
    expect(new Set(WORKFLOW_STEPS.map((step) => step.id)).size).toBe(WORKFLOW_STEPS.length);
  });

  it.each(WORKFLOW_STEPS.map((step) => [step.id, step] as const))(
    '%s sits on the stage, previews its module and has two or three messages',
    (_, step) => {
      for (const percent of [step.position.x, step.position.y]) {
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }
      expect(step.messages.length).toBeGreaterThanOrEqual(2);
      expect(step.messages.length).toBeLessThanOrEqual(3);
      if (step.demo.type === 'goal' || step.demo.type === 'budget') {
        expect(step.demo.data.percent).toBeGreaterThanOrEqual(0);
        expect(step.demo.data.percent).toBeLessThanOrEqual(100);
      }
    },
  );
});

describe('workflowReducer', () => {
  it.each<[string, WorkflowState, WorkflowAction, WorkflowState]>([
    ['idle, start', idle, START, running(0)],
    ['running, start (ignored)', running(2), START, running(2)],
    ['completed, start', completed, START, running(0)],
    ['idle, tick (nothing to do)', idle, TICK, idle],
    ...[0, 1, 2, 3, 4].map((step): [string, WorkflowState, WorkflowAction, WorkflowState] => [
      `running ${step}, tick`,
      running(step),
      TICK,
      running(step + 1),
    ]),
    ['running 5 (last), tick', running(5), TICK, completed],
    ['completed, tick', completed, TICK, idle],
    ['idle, reset', idle, RESET, idle],
    ['running 0, reset', running(0), RESET, idle],
    ['running 3, reset', running(3), RESET, idle],
    ['completed, reset', completed, RESET, idle],
  ])('%s', (_, from, action, expected) => {
    expect(workflowReducer(from, action)).toEqual(expected);
  });

  it('keeps the very same state when start is ignored, so nothing re-renders or reschedules', () => {
    const state = running(3);
    expect(workflowReducer(state, START)).toBe(state);
  });

  it('starts idle at step 0', () => {
    expect(INITIAL_WORKFLOW_STATE).toEqual(idle);
    expect(WORKFLOW_STEP_COUNT).toBe(6);
  });

  it('takes the number of steps as a parameter', () => {
    expect(workflowReducer(running(1), TICK, 2)).toEqual({ status: 'completed', step: 1 });
  });
});

describe('nextScheduled', () => {
  it.each<[WorkflowState, ReturnType<typeof nextScheduled>]>([
    [idle, null],
    [running(0), { delayMs: STEP_INTERVAL_MS, action: TICK }],
    [running(5), { delayMs: STEP_INTERVAL_MS, action: TICK }],
    [completed, { delayMs: RESET_DELAY_MS, action: TICK }],
  ])('%o waits for %o', (state, expected) => {
    expect(nextScheduled(state)).toEqual(expected);
  });
});

describe('step and line status', () => {
  it.each<[string, WorkflowState, string[]]>([
    ['idle: no highlight', idle, ['idle', 'idle', 'idle', 'idle', 'idle', 'idle']],
    ['running step 0', running(0), ['active', 'pending', 'pending', 'pending', 'pending', 'pending']],
    ['running step 2', running(2), ['complete', 'complete', 'active', 'pending', 'pending', 'pending']],
    ['running step 5', running(5), ['complete', 'complete', 'complete', 'complete', 'complete', 'active']],
    ['completed', completed, ['complete', 'complete', 'complete', 'complete', 'complete', 'complete']],
  ])('%s', (_, state, expected) => {
    const indexes = WORKFLOW_STEPS.map((__, index) => index);
    expect(indexes.map((index) => stepStatus(state, index))).toEqual(expected);
    // A line carries its step's status: the active one is the work on its way to the next module.
    expect(indexes.map((index) => linkStatus(state, index))).toEqual(expected);
  });
});

describe('messageLog', () => {
  const counts = [2, 3, 2];

  it.each<[string, WorkflowState, [number, number][]]>([
    ['idle: cleared', idle, []],
    [
      'running step 0',
      running(0),
      [
        [0, 0],
        [0, 1],
      ],
    ],
    [
      'running step 1',
      running(1),
      [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
        [1, 2],
      ],
    ],
    [
      'completed: everything',
      { status: 'completed', step: 2 },
      [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
        [1, 2],
        [2, 0],
        [2, 1],
      ],
    ],
  ])('%s', (_, state, expected) => {
    expect(messageLog(state, counts)).toEqual(expected.map(([step, line]) => ({ step, line })));
  });

  it('is cleared when a finished demo starts again', () => {
    const restarted = workflowReducer(completed, START);
    expect(messageLog(restarted)).toEqual(WORKFLOW_STEPS[0]?.messages.map((_, line) => ({ step: 0, line })));
  });

  it('reads the real steps by default', () => {
    const total = WORKFLOW_STEPS.reduce((sum, step) => sum + step.messages.length, 0);
    expect(messageLog(completed)).toHaveLength(total);
  });
});

describe('the player in time', () => {
  let player: WorkflowPlayer;
  const play = (ms: number) => vi.advanceTimersByTime(ms);
  const now = () => player.getState();

  beforeEach(() => {
    vi.useFakeTimers();
    player = createWorkflowPlayer();
    player.setActive(true);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits, idle, until Start', () => {
    play(60_000);
    expect(now()).toEqual(idle);
  });

  it('advances every 4000 ms, completes after the sixth step and is idle again 3000 ms later', () => {
    player.start();
    expect(now()).toEqual(running(0));
    for (let step = 1; step < 6; step += 1) {
      play(STEP_INTERVAL_MS - 1);
      expect(now(), `at ${step * 4000 - 1} ms`).toEqual(running(step - 1));
      play(1);
      expect(now(), `at ${step * 4000} ms`).toEqual(running(step));
    }
    // t = 20000: the sixth step runs its full interval too.
    play(3999);
    expect(now()).toEqual(running(5));
    play(1);
    expect(now()).toEqual(completed); // t = 24000
    play(RESET_DELAY_MS - 1);
    expect(now()).toEqual(completed);
    play(1);
    expect(now()).toEqual(idle); // t = 27000
    play(60_000);
    expect(now()).toEqual(idle);
  });

  it('pauses the return to idle too', () => {
    player.start();
    play(6 * STEP_INTERVAL_MS);
    expect(now()).toEqual(completed);
    play(1000);
    player.setActive(false);
    play(30_000);
    expect(now()).toEqual(completed);
    player.setActive(true);
    play(1999);
    expect(now()).toEqual(completed);
    play(1);
    expect(now()).toEqual(idle);
  });

  it('ignores Start while running, keeping the timing', () => {
    player.start();
    play(6000);
    player.start();
    expect(now()).toEqual(running(1));
    play(1999);
    expect(now()).toEqual(running(1));
    play(1);
    expect(now()).toEqual(running(2)); // t = 8000, as if Start had not been pressed again
  });

  it('resets while running: idle at once, and no step fires later', () => {
    player.start();
    play(9000);
    player.reset();
    expect(now()).toEqual(idle);
    play(60_000);
    expect(now()).toEqual(idle);
  });

  it('resets while completed: idle at once, and a new start gets its full first interval', () => {
    player.start();
    play(6 * STEP_INTERVAL_MS + 1000);
    expect(now()).toEqual(completed);
    player.reset();
    expect(now()).toEqual(idle);
    player.start();
    play(3999);
    expect(now()).toEqual(running(0));
    play(1);
    expect(now()).toEqual(running(1));
  });

  it('starts afresh from completed, with step timing rather than the reset delay', () => {
    player.start();
    play(6 * STEP_INTERVAL_MS + 2000);
    player.start();
    expect(now()).toEqual(running(0));
    play(1000);
    expect(now()).toEqual(running(0));
    play(2999);
    expect(now()).toEqual(running(0));
    play(1);
    expect(now()).toEqual(running(1));
  });
});
