/**
 * The idea demo's machine on the shared timeline player. Its state is a position on the demo's
 * timeline, so a stop, and the visitor's Pause, book where the clock stands into the state; Start
 * then resumes with the remaining time of the step.
 */
import { TimelinePlayer, type Clock } from '../player/timeline-player.ts';
import {
  INITIAL_IDEA_STATE,
  ideaDemoReducer,
  nextIdeaEvent,
  type IdeaDemoAction,
  type IdeaDemoState,
} from './idea-machine.ts';

/** Where the clock stands after running `elapsedMs` real milliseconds from the state's position. */
const positionAfter = (state: IdeaDemoState, elapsedMs: number) => state.timeMs + elapsedMs * state.speed;

export class IdeaPlayer extends TimelinePlayer<IdeaDemoState, IdeaDemoAction> {
  constructor(clock?: Clock) {
    super(
      {
        reduce: ideaDemoReducer,
        next: nextIdeaEvent,
        stopped: (state, elapsedMs) => ({ type: 'advance', atMs: positionAfter(state, elapsedMs) }),
      },
      INITIAL_IDEA_STATE,
      clock,
    );
  }

  readonly start = (): void => this.dispatch({ type: 'start' });

  readonly pause = (): void =>
    this.dispatch({ type: 'pause', atMs: positionAfter(this.getState(), this.elapsedMs()) });

  readonly reset = (): void => this.dispatch({ type: 'reset' });
}

export const createIdeaPlayer = (clock?: Clock): IdeaPlayer => new IdeaPlayer(clock);
