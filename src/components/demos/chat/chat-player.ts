/**
 * The chat machine on the shared timeline player: its wait is the time to the next change of the
 * picture, and a stop books the part of the phase already played into the state (short of the
 * change the timer was waiting for), so the conversation resumes where it was.
 */
import type { ScenarioId, ScenarioSet } from '../../../data/demos/assistant-chat.ts';
import { TimelinePlayer, type Clock } from '../player/timeline-player.ts';
import {
  chatReducer,
  initialChatState,
  msUntilNextChange,
  type ChatEvent,
  type ChatState,
} from './chat-machine.ts';

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
