/**
 * The workflow machine on the shared timeline player: each state waits for one timed action, and
 * while the demo is stopped the player keeps what is left of that wait.
 */
import { TimelinePlayer, type Clock } from '../player/timeline-player.ts';
import {
  INITIAL_WORKFLOW_STATE,
  nextScheduled,
  workflowReducer,
  type WorkflowAction,
  type WorkflowState,
} from './workflow-machine.ts';

export class WorkflowPlayer extends TimelinePlayer<WorkflowState, WorkflowAction> {
  constructor(clock?: Clock) {
    super({ reduce: workflowReducer, next: nextScheduled }, INITIAL_WORKFLOW_STATE, clock);
  }

  readonly start = (): void => this.dispatch({ type: 'start' });

  readonly reset = (): void => this.dispatch({ type: 'reset' });
}

export const createWorkflowPlayer = (clock?: Clock): WorkflowPlayer => new WorkflowPlayer(clock);
