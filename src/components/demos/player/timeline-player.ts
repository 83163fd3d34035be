/**
 * Plays a demo's pure state machine in real time, the same way for every demo: each state names
 * at most one action that happens by itself after a delay (a wait), and one timer at a time waits
 * for it. The clock runs only while the player is active (on screen, tab visible, not paused by
 * the visitor); stopping it keeps the time the wait still has, so the demo resumes exactly where it
 * was. Plain TypeScript, so the unit tests drive exactly what the React hook drives.
 */

/**
 * Where time comes from: the page's globals by default, read at each call (so fake timers
 * installed after this module loaded still apply), or a hand-driven clock in tests.
 */
export interface Clock {
  performance: { now(): number };
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface Wait<Action> {
  action: Action;
  delayMs: number;
}

export interface Timeline<State, Action> {
  reduce(state: State, action: Action): State;
  /** What the state waits for by itself, and for how long; null while it waits for the visitor. */
  next(state: State): Wait<Action> | null;
  /**
   * For a machine whose state keeps the time spent (so its view can show it): the action that
   * books `elapsedMs` of a wait the clock stopped short of its end. Without it the player keeps
   * what is left of the wait itself.
   */
  stopped?(state: State, elapsedMs: number): Action;
}

/** Its methods are bound (closures), so React can take them as they are. */
export class TimelinePlayer<State, Action> {
  declare readonly getState: () => State;
  declare readonly subscribe: (listener: () => void) => () => void;
  /** Applies an action; a new state starts its own wait afresh. */
  declare readonly dispatch: (action: Action) => void;
  /** Runs the clock while true; stopping it keeps the remaining time of the current wait. */
  declare readonly setActive: (active: boolean) => void;
  /** How long the clock has run in the current wait; 0 while it stands still. */
  declare readonly elapsedMs: () => number;

  constructor(timeline: Timeline<State, Action>, initial: State, clock: Clock = globalThis) {
    let state = initial;
    let active = false;
    const listeners = new Set<() => void>();
    /** The wait in progress (null while the state waits for the visitor) and the time it still has. */
    let wait: Wait<Action> | null;
    let remainingMs: number;
    /** Set while the wait's timer is armed: when it was armed, and the clock's handle. */
    let armedAt: number | undefined;
    let handle: unknown;

    const waitFor = (current: State) => {
      wait = timeline.next(current);
      remainingMs = wait?.delayMs ?? 0;
    };

    const arm = () => {
      if (!active || !wait || armedAt !== undefined) return;
      const { action } = wait;
      armedAt = clock.performance.now();
      handle = clock.setTimeout(() => {
        armedAt = undefined;
        wait = null;
        dispatch(action);
      }, remainingMs);
    };

    /** Stops the timer and books the time it ran; returns that time. */
    const disarm = (): number => {
      if (armedAt === undefined) return 0;
      const ranMs = clock.performance.now() - armedAt;
      clock.clearTimeout(handle);
      armedAt = undefined;
      remainingMs -= ranMs;
      return ranMs;
    };

    const dispatch = (action: Action): void => {
      const next = timeline.reduce(state, action);
      if (next === state) return;
      state = next;
      disarm();
      waitFor(next);
      arm();
      for (const listener of listeners) listener();
    };

    waitFor(initial);
    this.getState = () => state;
    this.subscribe = (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    this.dispatch = dispatch;
    this.setActive = (next) => {
      if (next === active) return;
      active = next;
      if (active) {
        arm();
      } else if (armedAt !== undefined) {
        const ranMs = disarm();
        if (timeline.stopped) dispatch(timeline.stopped(state, ranMs));
      }
    };
    this.elapsedMs = () => (armedAt === undefined ? 0 : clock.performance.now() - armedAt);
  }
}
