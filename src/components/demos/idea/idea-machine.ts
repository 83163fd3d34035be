/**
 * The idea-to-implementation demo as a pure state machine
 * (docs/product.md#idea-to-implementation-demo). The whole state is a status and a position on the
 * demo's timeline; every output (step, phase, toast, transfers) is read off that position, so
 * pausing and resuming is just "stop the clock, start it again", and the remaining time of a step
 * is never stored twice.
 */
import {
  COMPOSER_TRANSFER_STEP,
  EDITOR_TRANSFER_SHARE,
  EDITOR_TRANSFER_STEP,
  IDEA_STEPS,
  PHASE_TOAST_DELAY_MS,
  PHASE_TOAST_MS,
  SPEED_FACTOR,
  type DemoStep,
  type IdeaPhaseId,
} from '../../../data/demos/idea-to-implementation.ts';
import { TimelinePlayer, type Clock } from '../player/timeline-player.ts';

export type IdeaStatus = 'idle' | 'playing' | 'paused' | 'completed';

export interface IdeaDemoState {
  status: IdeaStatus;
  /** Position on the timeline in demo milliseconds (real milliseconds times the speed). */
  timeMs: number;
  speed: number;
  /** Whether Start was ever pressed: the labelled preview shows only before the first Start. */
  startedBefore: boolean;
}

export type IdeaDemoAction =
  | { type: 'start' }
  /** atMs: where the clock stood when the visitor pressed Pause. */
  | { type: 'pause'; atMs: number }
  | { type: 'reset' }
  /** The clock moved on to atMs: a timer fired, or the demo went off screen mid-step. */
  | { type: 'advance'; atMs: number };

export const INITIAL_IDEA_STATE: IdeaDemoState = {
  status: 'idle',
  timeMs: 0,
  speed: SPEED_FACTOR,
  startedBefore: false,
};

function requireStep(index: number): DemoStep {
  const step = IDEA_STEPS[index];
  if (!step) throw new Error(`the idea demo has no step ${index}`);
  return step;
}

/** Where each step starts on the timeline: 0, 1000, 3000, 6000, ... */
export const STEP_STARTS_MS: readonly number[] = IDEA_STEPS.map((_, index) =>
  IDEA_STEPS.slice(0, index).reduce((sum, step) => sum + step.durationMs, 0),
);

/** The moment the last step ends and the demo has completed. */
export const DEMO_LENGTH_MS = IDEA_STEPS.reduce((sum, step) => sum + step.durationMs, 0);

/** When Grace's draft lands in the Storybuilder editor: half-way through the transfer step. */
export const EDITOR_TRANSFER_AT_MS =
  (STEP_STARTS_MS[EDITOR_TRANSFER_STEP] ?? 0) +
  requireStep(EDITOR_TRANSFER_STEP).durationMs * EDITOR_TRANSFER_SHARE;

interface ToastWindow {
  phase: IdeaPhaseId;
  fromMs: number;
  untilMs: number;
}

/** One toast per phase change, the first when the demo enters its first phase. */
export const TOAST_WINDOWS: readonly ToastWindow[] = IDEA_STEPS.flatMap((step, index) => {
  if (index > 0 && IDEA_STEPS[index - 1]?.phase === step.phase) return [];
  const fromMs = (STEP_STARTS_MS[index] ?? 0) + PHASE_TOAST_DELAY_MS;
  return [{ phase: step.phase, fromMs, untilMs: fromMs + PHASE_TOAST_MS }];
});

/** The clock keeps running past completion until the last toast has had its full time. */
export const TIMELINE_END_MS = Math.max(DEMO_LENGTH_MS, ...TOAST_WINDOWS.map((toast) => toast.untilMs));

/** Every moment at which something visible changes, in order. */
const CHANGE_POINTS_MS: readonly number[] = [
  ...new Set([
    ...STEP_STARTS_MS,
    DEMO_LENGTH_MS,
    EDITOR_TRANSFER_AT_MS,
    ...TOAST_WINDOWS.flatMap((toast) => [toast.fromMs, toast.untilMs]),
  ]),
]
  .filter((point) => point > 0 && point <= TIMELINE_END_MS)
  .sort((a, b) => a - b);

/** Whether the demo's clock is moving (given the demo is on screen). */
export function isClockRunning(state: IdeaDemoState): boolean {
  return state.status === 'playing' || (state.status === 'completed' && state.timeMs < TIMELINE_END_MS);
}

/** The playing demo completes once its clock reaches the end of the last step. */
function settle(state: IdeaDemoState): IdeaDemoState {
  if (state.status !== 'completed' && state.status !== 'idle' && state.timeMs >= DEMO_LENGTH_MS) {
    return { ...state, status: 'completed' };
  }
  return state;
}

export function ideaDemoReducer(state: IdeaDemoState, action: IdeaDemoAction): IdeaDemoState {
  switch (action.type) {
    case 'start':
      if (state.status === 'paused') return { ...state, status: 'playing' };
      if (state.status === 'playing') return state;
      // From idle, and as Replay after completion: from the very beginning.
      return { ...state, status: 'playing', timeMs: 0, startedBefore: true };
    case 'pause':
      if (state.status !== 'playing') return state;
      return settle({ ...state, status: 'paused', timeMs: Math.max(state.timeMs, action.atMs) });
    case 'reset':
      // Clears every output (docs/product.md#idea-to-implementation-demo); the preview stays gone.
      return { ...INITIAL_IDEA_STATE, speed: state.speed, startedBefore: state.startedBefore };
    case 'advance':
      if (!isClockRunning(state)) return state;
      return settle({ ...state, timeMs: Math.min(TIMELINE_END_MS, Math.max(state.timeMs, action.atMs)) });
  }
}

/** What happens next and after how many real milliseconds; null while the clock stands still. */
export function nextIdeaEvent(state: IdeaDemoState): { action: IdeaDemoAction; delayMs: number } | null {
  if (!isClockRunning(state)) return null;
  const atMs = CHANGE_POINTS_MS.find((point) => point > state.timeMs);
  if (atMs === undefined) return null;
  return { action: { type: 'advance', atMs }, delayMs: (atMs - state.timeMs) / state.speed };
}

/** Which outputs are on show; Reset clears them all. */
export interface IdeaOutputs {
  prompt: boolean;
  typing: boolean;
  email: boolean;
  implementButton: boolean;
  editorIncoming: boolean;
  editorDraft: boolean;
  polished: boolean;
  composerIncoming: boolean;
  composerFilled: boolean;
  readyToSend: boolean;
}

/**
 * The state docs/product.md#idea-to-implementation-demo describes (phase, step, playing, speed,
 * progress, completed) plus what to draw.
 */
export interface IdeaDemoView {
  phase: IdeaPhaseId;
  step: number;
  isPlaying: boolean;
  speed: number;
  /** Share of the steps reached, 0 to 100. */
  progress: number;
  hasCompleted: boolean;
  /** False before Start and after Reset. */
  started: boolean;
  /** Before the first Start only: each tool shows its finished example, labelled Preview. */
  preview: boolean;
  isPaused: boolean;
  toast: IdeaPhaseId | null;
  /** The transfer whose particles are in flight, if any. */
  transfer: 'editor' | 'composer' | null;
  outputs: IdeaOutputs;
}

function stepAt(timeMs: number): number {
  const index = STEP_STARTS_MS.findLastIndex((start) => start <= timeMs);
  return Math.min(Math.max(index, 0), IDEA_STEPS.length - 1);
}

/** The steps whose content flies from one tool to the next. */
const TRANSFER_AT_STEP: Partial<Record<number, IdeaDemoView['transfer']>> = {
  [EDITOR_TRANSFER_STEP]: 'editor',
  [COMPOSER_TRANSFER_STEP]: 'composer',
};

const NO_OUTPUTS: IdeaOutputs = {
  prompt: false,
  typing: false,
  email: false,
  implementButton: false,
  editorIncoming: false,
  editorDraft: false,
  polished: false,
  composerIncoming: false,
  composerFilled: false,
  readyToSend: false,
};

export function ideaDemoView(state: IdeaDemoState): IdeaDemoView {
  const started = state.status !== 'idle';
  const step = started ? stepAt(state.timeMs) : 0;
  const editorDraft = started && state.timeMs >= EDITOR_TRANSFER_AT_MS;
  const toast = started
    ? (TOAST_WINDOWS.find((window) => window.fromMs <= state.timeMs && state.timeMs < window.untilMs)
        ?.phase ?? null)
    : null;
  return {
    phase: requireStep(step).phase,
    step,
    isPlaying: state.status === 'playing',
    speed: state.speed,
    progress: started ? Math.round(((step + 1) / IDEA_STEPS.length) * 100) : 0,
    hasCompleted: state.status === 'completed',
    started,
    preview: !started && !state.startedBefore,
    isPaused: state.status === 'paused',
    toast,
    transfer: started ? (TRANSFER_AT_STEP[step] ?? null) : null,
    outputs: started
      ? {
          prompt: true,
          typing: step === 1,
          email: step >= 2,
          implementButton: step >= 3,
          editorIncoming: step === EDITOR_TRANSFER_STEP && !editorDraft,
          editorDraft,
          polished: step >= EDITOR_TRANSFER_STEP + 1,
          composerIncoming: step === COMPOSER_TRANSFER_STEP,
          composerFilled: step >= COMPOSER_TRANSFER_STEP + 1,
          readyToSend: step >= IDEA_STEPS.length - 1,
        }
      : NO_OUTPUTS,
  };
}

/**
 * The idea demo's machine on the shared timeline player. Its state is a position on the demo's
 * timeline, so a stop, and the visitor's Pause, book where the clock stands into the state; Start
 * then resumes with the remaining time of the step.
 */
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
