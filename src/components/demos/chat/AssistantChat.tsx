/**
 * The assistant chat demo (docs/product.md#assistant-chat-demo): command cards beside a scripted conversation
 * with Grace that loops by itself. It runs only while on screen with the tab visible and not paused
 * by the visitor, and picks up where it stopped.
 */
import { useRef, useState } from 'react';
import {
  ASSISTANT_CHAT_LABELS as LABELS,
  SCENARIO_SETS,
  type ScenarioSetId,
} from '../../../data/demos/assistant-chat.ts';
import {
  createChatPlayer,
  isOrbPulsing,
  openingExchange,
  scenarioOf,
  shownMessages,
  typingSender,
} from './chat-machine.ts';
import { buttonClass } from '../../../lib/styles/button-styles.ts';
import { useDemoPlayer } from '../player/use-demo-player.ts';

import AssistantOrb from './AssistantOrb.tsx';
import CommandCards from './CommandCards.tsx';
import ComposerNote from './ComposerNote.tsx';
import Conversation from './Conversation.tsx';

export interface AssistantChatProps {
  scenarioSet: ScenarioSetId;
}

export default function AssistantChat({ scenarioSet }: AssistantChatProps) {
  const set = SCENARIO_SETS[scenarioSet];
  const rootRef = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const {
    player,
    state,
    running: playing,
    reducedMotion,
  } = useDemoPlayer(() => createChatPlayer(set), rootRef, paused);
  const typing = typingSender(state, set);

  return (
    <div
      ref={rootRef}
      data-scenario={state.scenarioId}
      data-playing={playing ? '' : undefined}
      className="mx-auto max-w-4xl overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex items-center gap-3 border-b border-slate-200 bg-slate-50 px-4 py-4 sm:px-5">
        <AssistantOrb pulsing={isOrbPulsing(state, set)} reducedMotion={reducedMotion} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-ink">{LABELS.windowTitle}</p>
          <p className="flex items-center gap-1.5 text-xs text-muted">
            <span
              aria-hidden="true"
              className={`size-2 rounded-full ${paused ? 'bg-slate-400' : 'bg-emerald-500'}`}
            />
            {paused ? LABELS.status.paused : typing === 'grace' ? LABELS.status.typing : LABELS.status.online}
          </p>
        </div>
        <button
          type="button"
          onClick={() => setPaused((current) => !current)}
          className={buttonClass('ghost', 'md')}
        >
          {paused ? LABELS.play : LABELS.pause}
        </button>
      </div>
      <div className="grid md:grid-cols-[15rem_1fr]">
        <CommandCards
          label={LABELS.commandsLabel}
          scenarios={set}
          current={state.scenarioId}
          onSelect={player.select}
        />
        <div className="flex min-w-0 flex-col p-4 sm:p-5">
          <Conversation
            messages={shownMessages(state, set)}
            preview={openingExchange(scenarioOf(set, state.scenarioId))}
            graceTyping={typing === 'grace'}
            reducedMotion={reducedMotion}
          />
          <ComposerNote userTyping={typing === 'user'} />
        </div>
      </div>
    </div>
  );
}
