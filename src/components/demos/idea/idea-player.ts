/**
 * Runs the idea demo's pure machine in real time: one timer at a time, for the next moment the
 * machine names. The clock only runs while the demo is on screen (setActive); when it stops, the
 * position reached so far is kept, so playback resumes with the remaining time of the step.
 * Plain TypeScript so the unit tests drive exactly what the React hook drives.
 */
import {
  INITIAL_IDEA_STATE,
  ideaDemoReducer,
  isClockRunning,
  nextIdeaEvent,
  type IdeaDemoAction,
  type IdeaDemoState,
} from '../../../lib/demos/idea-to-implementation-machine.ts';

export class IdeaPlayer {
  private state: IdeaDemoState = INITIAL_IDEA_STATE;
  private active = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The clock reading when the current timer was set, to tell how far a step has got. */
  private runningSince = 0;
  private readonly listeners = new Set<() => void>();
  private readonly now: () => number;

  constructor(now: () => number = () => performance.now()) {
    this.now = now;
  }

  readonly getState = (): IdeaDemoState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly start = (): void => this.dispatch({ type: 'start' });

  readonly pause = (): void => this.dispatch({ type: 'pause', atMs: this.position() });

  readonly reset = (): void => this.dispatch({ type: 'reset' });

  /** On screen with the tab visible: the clock may run. Off: it stops where it is. */
  readonly setActive = (active: boolean): void => {
    if (active === this.active) return;
    const atMs = this.position();
    this.active = active;
    if (!active) this.dispatch({ type: 'advance', atMs });
    this.schedule();
  };

  /** Where the clock stands now, between the last state change and the next one. */
  private position(): number {
    if (this.timer === undefined) return this.state.timeMs;
    return this.state.timeMs + (this.now() - this.runningSince) * this.state.speed;
  }

  private dispatch(action: IdeaDemoAction): void {
    const next = ideaDemoReducer(this.state, action);
    if (next === this.state) return;
    this.state = next;
    this.schedule();
    for (const listener of this.listeners) listener();
  }

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.active || !isClockRunning(this.state)) return;
    const event = nextIdeaEvent(this.state);
    if (!event) return;
    this.runningSince = this.now();
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.dispatch(event.action);
    }, event.delayMs);
  }
}
