/** The part of a scenario the resting layer shows: up to and including Grace's first answer. */
import type { ChatMessage, ChatScenario } from '../../../data/demos/assistant-chat.ts';

export function openingExchange(scenario: ChatScenario): readonly ChatMessage[] {
  const firstAnswer = scenario.messages.findIndex((message) => message.type === 'grace');
  return firstAnswer < 0 ? scenario.messages : scenario.messages.slice(0, firstAnswer + 1);
}
