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

it.each(WORKFLOW_STEPS.map((step) => [step.id, step] as const))(
  'workflow data: %s sits on the stage, previews its module and has two or three messages',
  (_, step) => {
    const demo = step.demo.type === 'goal' || step.demo.type === 'budget' ? [step.demo.data.percent] : [];
    for (const percent of [step.position.x, step.position.y, ...demo])
      expect(percent >= 0 && percent <= 100).toBe(true);
    expect([2, 3]).toContain(step.messages.length);
  },
);

describe('workflowReducer', () => {
  type Case = [string, WorkflowState, WorkflowAction, WorkflowState];
  it.each<Case>([
    ['idle, start', idle, START, running(0)],
    ['running, start (ignored)', running(2), START, running(2)],
    ['completed, start', completed, START, running(0)],
    ['idle, tick (nothing to do)', idle, TICK, idle],
    ...[0, 1, 2, 3, 4].map((n): Case => [`running ${n}, tick`, running(n), TICK, running(n + 1)]),
    ['running 5 (last), tick', running(5), TICK, completed],
    ['completed, tick', completed, TICK, idle],
    ['idle, reset', idle, RESET, idle],
    ['running 0, reset', running(0), RESET, idle],
    ['running 3, reset', running(3), RESET, idle],
    ['completed, reset', completed, RESET, idle],
  ])('%s', (_, from, action, expected) => {
    expect(workflowReducer(from, action)).toEqual(expected);
  });

  it('starts idle at step 0 of six steps with unique ids (a parameter), and keeps the very same state when start is ignored, so nothing re-renders or reschedules', () => {
    expect(INITIAL_WORKFLOW_STATE).toEqual(idle);
    expect(WORKFLOW_STEP_COUNT).toBe(6);
    expect(new Set(WORKFLOW_STEPS.map((step) => step.id)).size).toBe(WORKFLOW_STEPS.length);
    expect(workflowReducer(running(1), TICK, 2)).toEqual({ status: 'completed', step: 1 });
    const state = running(3);
    expect(workflowReducer(state, START)).toBe(state);
  });
});

it.each<[WorkflowState, ReturnType<typeof nextScheduled>]>([
  [idle, null],
  [running(0), { delayMs: STEP_INTERVAL_MS, action: TICK }],
  [running(5), { delayMs: STEP_INTERVAL_MS, action: TICK }],
  [completed, { delayMs: RESET_DELAY_MS, action: TICK }],
])('nextScheduled: %o waits for %o', (state, expected) => {
  expect(nextScheduled(state)).toEqual(expected);
});

it.each<[string, WorkflowState, string[]]>([
  ['idle: no highlight', idle, ['idle', 'idle', 'idle', 'idle', 'idle', 'idle']],
  ['running step 0', running(0), ['active', 'pending', 'pending', 'pending', 'pending', 'pending']],
  ['running step 2', running(2), ['complete', 'complete', 'active', 'pending', 'pending', 'pending']],
  ['running step 5', running(5), ['complete', 'complete', 'complete', 'complete', 'complete', 'active']],
  ['completed', completed, ['complete', 'complete', 'complete', 'complete', 'complete', 'complete']],
])('step and line status: %s', (_, state, expected) => {
  const indexes = WORKFLOW_STEPS.map((__, index) => index);
  expect(indexes.map((index) => stepStatus(state, index))).toEqual(expected);
  // A line carries its step's status: the active one is the work on its way to the next module.
  expect(indexes.map((index) => linkStatus(state, index))).toEqual(expected);
});

describe('messageLog', () => {
  /** "step.line" pairs, for three steps of 2, 3 and 2 messages. */
  it.each<[string, WorkflowState, string]>([
    ['idle: cleared', idle, ''],
    ['running step 0', running(0), '0.0 0.1'],
    ['running step 1', running(1), '0.0 0.1 1.0 1.1 1.2'],
    ['completed: everything', { status: 'completed', step: 2 }, '0.0 0.1 1.0 1.1 1.2 2.0 2.1'],
  ])('%s', (_, state, expected) => {
    const pairs = expected
      .split(' ')
      .filter(Boolean)
      .map((pair) => pair.split('.').map(Number));
    expect(messageLog(state, [2, 3, 2])).toEqual(pairs.map(([step, line]) => ({ step, line })));
  });

  it('reads the real steps by default, and is cleared when a finished demo starts again', () => {
    const restarted = workflowReducer(completed, START);
    expect(messageLog(restarted)).toEqual(WORKFLOW_STEPS[0]?.messages.map((_, line) => ({ step: 0, line })));
    const total = WORKFLOW_STEPS.reduce((sum, step) => sum + step.messages.length, 0);
    expect(messageLog(completed)).toHaveLength(total);
  });
});

describe('the player in time', () => {
  let player: WorkflowPlayer;
  const now = () => player.getState();
  /** Plays on `ms` and expects `state`. */
  const after = (ms: number, state: WorkflowState) => {
    vi.advanceTimersByTime(ms);
    expect(now()).toEqual(state);
  };

  beforeEach(() => {
    vi.useFakeTimers();
    player = createWorkflowPlayer();
    player.setActive(true);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits, idle, until Start; then advances every 4000 ms, completes after the sixth step has run its interval, idle again 3000 ms later', () => {
    after(60_000, idle);
    player.start();
    after(0, running(0));
    for (let step = 1; step <= 6; step += 1) {
      after(STEP_INTERVAL_MS - 1, running(step - 1));
      after(1, step < 6 ? running(step) : completed);
    }
    after(RESET_DELAY_MS - 1, completed);
    after(1, idle);
    after(60_000, idle);
  });

  it('pauses the return to idle too', () => {
    player.start();
    after(6 * STEP_INTERVAL_MS, completed);
    after(1000, completed);
    player.setActive(false);
    after(30_000, completed);
    player.setActive(true);
    after(RESET_DELAY_MS - 1001, completed);
    after(1, idle);
  });

  it('ignores Start while running, keeping the timing; resets while running: idle at once, and no step fires later', () => {
    player.start();
    after(6000, running(1));
    player.start();
    after(0, running(1));
    after(1999, running(1));
    after(1, running(2)); // t = 8000, as if Start had not been pressed again
    after(1000, running(2));
    player.reset();
    after(0, idle);
    after(60_000, idle);
  });

  it.each([
    ['resets while completed: a new start gets its full first interval', 1000, () => player.reset()],
    ['starts afresh from completed, with step timing rather than the reset delay', 2000, () => {}],
  ])('%s', (_, pastEnd, then) => {
    player.start();
    after(6 * STEP_INTERVAL_MS + pastEnd, completed);
    then();
    player.start();
    after(0, running(0));
    after(STEP_INTERVAL_MS - 1, running(0));
    after(1, running(1));
  });
});
