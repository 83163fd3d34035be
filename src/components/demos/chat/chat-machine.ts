/**
 * The assistant chat demo's clock (docs/product.md#assistant-chat-demo), as pure functions. From a
 * (re)start it ticks every CHAT_TICK_MS: at each tick the next message shows its typing indicator
 * for TYPING_MS, then appears, so message k types at k ticks and appears TYPING_MS later (3 s and 4
 * s, 6 s and 7 s, ...). The phases are waiting (until the next tick: a whole tick after a restart,
 * the rest of the tick after a message), typing, and after the last message finished for
 * RESTART_DELAY_MS, then it starts over, empty (the resting preview shows before the first play
 * only). The state keeps the time already spent in its
 * phase, so a demo paused mid-phase resumes exactly where it was.
 */
import {
  CHAT_TICK_MS,
  DEFAULT_SCENARIO_ID,
  ORB_PULSE_MS,
  RESTART_DELAY_MS,
  TYPING_MS,
  type ChatMessage,
  type ChatScenario,
  type ScenarioId,
  type ScenarioSet,
} from '../../../data/demos/assistant-chat.ts';
import { TimelinePlayer, type Clock } from '../player/timeline-player.ts';

export type ChatPhase = 'waiting' | 'typing' | 'finished';

export interface ChatState {
  scenarioId: ScenarioId;
  /** How many messages of the scenario are on screen. */
  shown: number;
  phase: ChatPhase;
  /** Time already spent in the current phase. */
  phaseMs: number;
  /**
   * Whether a message has been shown since the page opened: the resting preview belongs before the
   * first play only, so a loop goes from the last message to an empty pane, never to a ghost.
   */
  played: boolean;
}

export type ChatEvent =
  /** Time passed; it may carry the conversation across several phases. */
  | { type: 'elapse'; ms: number }
  /** A command card was clicked: that scenario, from zero. */
  | { type: 'select'; scenarioId: ScenarioId };

/**
 * How long the current phase lasts. A wait runs to the next tick: a whole tick from a (re)start,
 * the rest of the tick after a message (its tick began when its typing did).
 */
export function phaseLength(state: ChatState): number {
  switch (state.phase) {
    case 'waiting':
      return state.shown === 0 ? CHAT_TICK_MS : CHAT_TICK_MS - TYPING_MS;
    case 'typing':
      return TYPING_MS;
    case 'finished':
      return RESTART_DELAY_MS;
  }
}

export function initialChatState(scenarioId: ScenarioId = DEFAULT_SCENARIO_ID, played = false): ChatState {
  return { scenarioId, shown: 0, phase: 'waiting', phaseMs: 0, played };
}

export function scenarioOf(set: ScenarioSet, scenarioId: ScenarioId): ChatScenario {
  const scenario = set.find((candidate) => candidate.id === scenarioId);
  if (!scenario) throw new Error(`no chat scenario ${scenarioId}`);
  return scenario;
}

/** The state right after the current phase ends. */
function nextPhase(state: ChatState, messageCount: number): ChatState {
  if (state.phase === 'waiting') return { ...state, phase: 'typing', phaseMs: 0 };
  if (state.phase === 'typing') {
    const shown = state.shown + 1;
    return {
      ...state,
      shown,
      phase: shown >= messageCount ? 'finished' : 'waiting',
      phaseMs: 0,
      played: true,
    };
  }
  return initialChatState(state.scenarioId, true);
}

export function chatReducer(state: ChatState, event: ChatEvent, set: ScenarioSet): ChatState {
  if (event.type === 'select') return initialChatState(scenarioOf(set, event.scenarioId).id, state.played);
  const messageCount = scenarioOf(set, state.scenarioId).messages.length;
  let current = state;
  let left = event.ms;
  while (left >= phaseLength(current) - current.phaseMs) {
    left -= phaseLength(current) - current.phaseMs;
    current = nextPhase(current, messageCount);
  }
  return left > 0 ? { ...current, phaseMs: current.phaseMs + left } : current;
}

/**
 * What the resting layer shows: the scenario's opening exchange (up to and including Grace's first
 * answer) until the first message ever plays, nothing after.
 */
export function restingPreview(state: ChatState, set: ScenarioSet): readonly ChatMessage[] {
  if (state.played) return [];
  const { messages } = scenarioOf(set, state.scenarioId);
  const firstAnswer = messages.findIndex((message) => message.type === 'grace');
  return firstAnswer < 0 ? messages : messages.slice(0, firstAnswer + 1);
}

/** The messages on screen, oldest first. */
export function shownMessages(state: ChatState, set: ScenarioSet): readonly ChatMessage[] {
  return scenarioOf(set, state.scenarioId).messages.slice(0, state.shown);
}

/** Who is typing the next message, if anyone is. */
export function typingSender(state: ChatState, set: ScenarioSet): ChatMessage['type'] | null {
  if (state.phase !== 'typing') return null;
  return scenarioOf(set, state.scenarioId).messages[state.shown]?.type ?? null;
}

/** The orb pulses for ORB_PULSE_MS from the moment Grace starts typing. */
export function isOrbPulsing(state: ChatState, set: ScenarioSet): boolean {
  return typingSender(state, set) === 'grace' && state.phaseMs < ORB_PULSE_MS;
}

/** How long until the picture changes next: the end of the phase or of the orb's pulse. */
export function msUntilNextChange(state: ChatState, set: ScenarioSet): number {
  const phaseLeft = phaseLength(state) - state.phaseMs;
  return isOrbPulsing(state, set) ? Math.min(phaseLeft, ORB_PULSE_MS - state.phaseMs) : phaseLeft;
}

/**
 * The chat machine on the shared timeline player: its wait is the time to the next change of the
 * picture, and a stop books the part of the phase already played into the state (short of the
 * change the timer was waiting for), so the conversation resumes where it was.
 */
export class ChatPlayer extends TimelinePlayer<ChatState, ChatEvent> {
  constructor(set: ScenarioSet, clock?: Clock) {
    super(
      {
        reduce: (state, event) => chatReducer(state, event, set),
        next(state) {
          const delayMs = msUntilNextChange(state, set);
          return { action: { type: 'elapse', ms: delayMs }, delayMs };
        },
        stopped: (state, elapsedMs) => ({
          type: 'elapse',
          ms: Math.max(0, Math.min(elapsedMs, msUntilNextChange(state, set) - 1)),
        }),
      },
      initialChatState(),
      clock,
    );
  }

  /** Switches to a scenario and restarts it from zero, running or not. */
  readonly select = (scenarioId: ScenarioId): void => this.dispatch({ type: 'select', scenarioId });
}

export const createChatPlayer = (set: ScenarioSet, clock?: Clock): ChatPlayer => new ChatPlayer(set, clock);
