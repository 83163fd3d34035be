/**
 * The workflow demo's state machine (docs/product.md#workflow-demo), kept pure so it can be tested by tables:
 * a reducer, the one timed action each state waits for, and what the view derives from a state
 * (each step's and each line's status, the message log). Timers live in the player that runs it.
 */
import { RESET_DELAY_MS, STEP_INTERVAL_MS, WORKFLOW_STEPS } from '../../../data/demos/workflow.ts';
import { TimelinePlayer, type Clock } from '../player/timeline-player.ts';

export type WorkflowStatus = 'idle' | 'running' | 'completed';

export interface WorkflowState {
  readonly status: WorkflowStatus;
  /** The active step while running; the last step once completed; 0 when idle. */
  readonly step: number;
}

/** start and reset come from the buttons; tick is the timer firing. */
export type WorkflowAction = { type: 'start' } | { type: 'tick' } | { type: 'reset' };

export const WORKFLOW_STEP_COUNT = WORKFLOW_STEPS.length;

export const INITIAL_WORKFLOW_STATE: WorkflowState = { status: 'idle', step: 0 };

export function workflowReducer(
  state: WorkflowState,
  action: WorkflowAction,
  stepCount: number = WORKFLOW_STEP_COUNT,
): WorkflowState {
  switch (action.type) {
    case 'start':
      // Start is disabled while running; a stray one must not restart the run.
      return state.status === 'running' ? state : { status: 'running', step: 0 };
    case 'reset':
      return INITIAL_WORKFLOW_STATE;
    case 'tick':
      if (state.status === 'running') {
        return state.step + 1 < stepCount
          ? { status: 'running', step: state.step + 1 }
          : { status: 'completed', step: state.step };
      }
      return state.status === 'completed' ? INITIAL_WORKFLOW_STATE : state;
  }
}

export interface ScheduledAction {
  delayMs: number;
  action: WorkflowAction;
}

/** What happens next by itself, and after how long; idle waits for the visitor. */
export function nextScheduled(state: WorkflowState): ScheduledAction | null {
  switch (state.status) {
    case 'running':
      return { delayMs: STEP_INTERVAL_MS, action: { type: 'tick' } };
    case 'completed':
      return { delayMs: RESET_DELAY_MS, action: { type: 'tick' } };
    case 'idle':
      return null;
  }
}

/** idle means no highlight at all: the loop is shown as it is at rest. */
export type ProgressStatus = 'idle' | 'pending' | 'active' | 'complete';

export function stepStatus(state: WorkflowState, index: number): ProgressStatus {
  switch (state.status) {
    case 'idle':
      return 'idle';
    case 'completed':
      return 'complete';
    case 'running':
      if (index < state.step) return 'complete';
      return index === state.step ? 'active' : 'pending';
  }
}

/**
 * The line leaving step `index` for the next one (the last leads back to the first). It is active
 * while its step is: that is the work on its way to the next module.
 */
export function linkStatus(state: WorkflowState, index: number): ProgressStatus {
  return stepStatus(state, index);
}

export interface LogLine {
  step: number;
  line: number;
}

/** The message log, oldest first: every line of every step reached so far; empty when idle. */
export function messageLog(
  state: WorkflowState,
  messageCounts: readonly number[] = WORKFLOW_STEPS.map((step) => step.messages.length),
): LogLine[] {
  if (state.status === 'idle') return [];
  return messageCounts
    .slice(0, state.step + 1)
    .flatMap((count, step) => Array.from({ length: count }, (_, line) => ({ step, line })));
}

/**
 * The workflow machine on the shared timeline player: each state waits for one timed action, and
 * while the demo is stopped the player keeps what is left of that wait.
 */
export class WorkflowPlayer extends TimelinePlayer<WorkflowState, WorkflowAction> {
  constructor(clock?: Clock) {
    super({ reduce: workflowReducer, next: nextScheduled }, INITIAL_WORKFLOW_STATE, clock);
  }

  readonly start = (): void => this.dispatch({ type: 'start' });

  readonly reset = (): void => this.dispatch({ type: 'reset' });
}

export const createWorkflowPlayer = (clock?: Clock): WorkflowPlayer => new WorkflowPlayer(clock);
