/**
 * Runs the workflow machine in real time: one timer at a time for the action the current state
 * waits for. While inactive (off screen, tab hidden) the timer is stopped and the time it still
 * had is kept, so the demo resumes exactly where it was. The React hook and the unit tests both
 * drive this, so the tests exercise the timing the page uses.
 */
import {
  INITIAL_WORKFLOW_STATE,
  nextScheduled,
  workflowReducer,
  type WorkflowAction,
  type WorkflowState,
} from '../../../lib/demos/workflow-machine.ts';

export interface WorkflowPlayer {
  getState(): WorkflowState;
  subscribe(listener: () => void): () => void;
  start(): void;
  reset(): void;
  /** Pauses (false) or resumes (true) the pending timer. */
  setActive(active: boolean): void;
}

interface PendingTimer {
  action: WorkflowAction;
  remainingMs: number;
  /** Set while the timer is armed. */
  handle?: ReturnType<typeof setTimeout>;
  armedAt?: number;
}

export function createWorkflowPlayer(): WorkflowPlayer {
  let state = INITIAL_WORKFLOW_STATE;
  let active = false;
  let pending: PendingTimer | null = null;
  const listeners = new Set<() => void>();

  function arm(timer: PendingTimer) {
    timer.armedAt = Date.now();
    timer.handle = setTimeout(() => {
      pending = null;
      dispatch(timer.action);
    }, timer.remainingMs);
  }

  function disarm(timer: PendingTimer) {
    if (timer.handle === undefined || timer.armedAt === undefined) return;
    clearTimeout(timer.handle);
    timer.remainingMs = Math.max(0, timer.remainingMs - (Date.now() - timer.armedAt));
    timer.handle = undefined;
    timer.armedAt = undefined;
  }

  function dispatch(action: WorkflowAction) {
    const next = workflowReducer(state, action);
    if (next === state) return;
    state = next;
    // Every change of state starts the wait for its own next action afresh.
    if (pending) disarm(pending);
    const scheduled = nextScheduled(state);
    pending = scheduled ? { action: scheduled.action, remainingMs: scheduled.delayMs } : null;
    if (pending && active) arm(pending);
    listeners.forEach((listener) => listener());
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => dispatch({ type: 'start' }),
    reset: () => dispatch({ type: 'reset' }),
    setActive(next) {
      if (next === active) return;
      active = next;
      if (!pending) return;
      if (active) arm(pending);
      else disarm(pending);
    },
  };
}
