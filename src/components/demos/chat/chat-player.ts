/**
 * Plays the chat machine in real time: one setTimeout for the next change, nothing else. While
 * inactive (off screen, tab hidden, paused) no timer runs; the time spent in the phase so far is
 * kept, so the conversation resumes where it was. The React hook subscribes to it; the unit tests
 * drive it with fake timers.
 */
import type { ScenarioId, ScenarioSet } from '../../../data/demos/assistant-chat.ts';
import {
  chatReducer,
  initialChatState,
  msUntilNextChange,
  type ChatEvent,
  type ChatState,
} from '../../../lib/demos/assistant-chat-machine.ts';

export interface ChatPlayer {
  getState(): ChatState;
  subscribe(listener: () => void): () => void;
  /** Runs the clock while true; pausing keeps the time already spent in the phase. */
  setActive(active: boolean): void;
  /** Switches to a scenario and restarts it from zero, running or not. */
  select(scenarioId: ScenarioId): void;
}

export function createChatPlayer(set: ScenarioSet): ChatPlayer {
  let state = initialChatState();
  let active = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scheduledAt = 0;
  const listeners = new Set<() => void>();

  const apply = (event: ChatEvent) => {
    const next = chatReducer(state, event, set);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };

  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const schedule = () => {
    stopTimer();
    if (!active) return;
    const delay = msUntilNextChange(state, set);
    scheduledAt = Date.now();
    timer = setTimeout(() => {
      timer = undefined;
      apply({ type: 'elapse', ms: delay });
      schedule();
    }, delay);
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setActive(next) {
      if (next === active) return;
      if (!next && timer !== undefined) {
        stopTimer();
        // Bank the part of the phase already played, short of the change the timer was waiting for.
        const delay = msUntilNextChange(state, set);
        apply({ type: 'elapse', ms: Math.max(0, Math.min(Date.now() - scheduledAt, delay - 1)) });
      }
      active = next;
      schedule();
    },
    select(scenarioId) {
      stopTimer();
      state = chatReducer(state, { type: 'select', scenarioId }, set);
      for (const listener of listeners) listener();
      schedule();
    },
  };
}
