/**
 * Runs the chat demo for an island: one player per island, running while `active`, paused (and
 * resumed where it was) otherwise. The static HTML is the first frame, so hydration matches it.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ScenarioSet } from '../../../data/demos/assistant-chat.ts';
import { initialChatState, type ChatState } from '../../../lib/demos/assistant-chat-machine.ts';
import { createChatPlayer, type ChatPlayer } from './chat-player.ts';

const FIRST_FRAME = initialChatState();

export function useAssistantChat(set: ScenarioSet, active: boolean): [ChatState, ChatPlayer['select']] {
  const [player] = useState(() => createChatPlayer(set));
  const state = useSyncExternalStore(player.subscribe, player.getState, () => FIRST_FRAME);

  useEffect(() => {
    player.setActive(active);
  }, [player, active]);

  // Unmounting stops the timer; nothing else outlives the island.
  useEffect(() => () => player.setActive(false), [player]);

  return [state, player.select];
}
