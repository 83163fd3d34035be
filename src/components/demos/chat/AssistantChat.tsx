/**
 * The assistant chat demo (docs/product.md#assistant-chat-demo): command cards beside a scripted conversation
 * with Grace that loops by itself. It runs only while on screen with the tab visible and not paused
 * by the visitor, and picks up where it stopped.
 */
import { useAnimate } from 'motion/react-mini';
import { useEffect, useRef, useState } from 'react';
import {
  ASSISTANT_CHAT_LABELS as LABELS,
  ORB_PULSE_MS,
  SCENARIO_SETS,
  type ScenarioId,
  type ScenarioSet,
  type ScenarioSetId,
} from '../../../data/demos/assistant-chat.ts';
import {
  createChatPlayer,
  isOrbPulsing,
  restingPreview,
  shownMessages,
  typingSender,
} from './chat-machine.ts';
import { buttonClass } from '../../../lib/styles/button-styles.ts';
import { useDemoPlayer } from '../player/use-demo-player.ts';
import IconSvg from '../../ui/IconSvg.tsx';
import ModeCopy from '../../ui/ModeCopy.tsx';
import LoadingDots from '../LoadingDots.tsx';

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
            preview={restingPreview(state, set)}
            graceTyping={typing === 'grace'}
            reducedMotion={reducedMotion}
          />
          <ComposerNote userTyping={typing === 'user'} />
        </div>
      </div>
    </div>
  );
}

/** The command cards: toggle buttons, the current scenario's pressed; a click plays that one from zero. */

interface CommandCardsProps {
  label: string;
  scenarios: ScenarioSet;
  current: ScenarioId;
  onSelect: (scenarioId: ScenarioId) => void;
}

function CommandCards({ label, scenarios, current, onSelect }: CommandCardsProps) {
  return (
    <div className="border-b border-slate-200 p-4 sm:p-5 md:border-r md:border-b-0">
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</p>
      <ul className="mt-3 grid grid-cols-2 gap-2 md:grid-cols-1">
        {scenarios.map((scenario) => {
          const pressed = scenario.id === current;
          return (
            <li key={scenario.id} className="flex">
              <button
                type="button"
                aria-pressed={pressed}
                onClick={() => onSelect(scenario.id)}
                className={`flex w-full items-center gap-2 rounded-xl border px-3 py-2 text-left text-sm font-medium transition-colors motion-reduce:transition-none ${
                  pressed
                    ? 'border-accent bg-accent-soft text-accent'
                    : 'border-slate-200 bg-white text-ink hover:border-accent hover:text-accent'
                }`}
              >
                <IconSvg name={scenario.icon} className="size-4 shrink-0" />
                <ModeCopy text={scenario.label} />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * Grace's orb. It is "active" while Grace starts typing: a ring shows, and (motion allowed) a halo
 * swells and fades once over ORB_PULSE_MS. Under reduced motion only the still ring shows.
 */

interface AssistantOrbProps {
  pulsing: boolean;
  reducedMotion: boolean;
}

function AssistantOrb({ pulsing, reducedMotion }: AssistantOrbProps) {
  const [haloRef, animate] = useAnimate<HTMLSpanElement>();

  useEffect(() => {
    if (!pulsing || reducedMotion || !haloRef.current) return;
    const pulse = animate(
      haloRef.current,
      { opacity: [0.55, 0], transform: ['scale(1)', 'scale(1.7)'] },
      { duration: ORB_PULSE_MS / 1000, ease: 'easeOut' },
    );
    return () => pulse.stop();
  }, [animate, haloRef, pulsing, reducedMotion]);

  return (
    <span
      aria-hidden="true"
      data-pulsing={pulsing ? '' : undefined}
      className="relative inline-flex size-10 shrink-0"
    >
      <span ref={haloRef} className="absolute inset-0 rounded-full bg-accent opacity-0" />
      <span
        className={`relative inline-flex size-10 items-center justify-center rounded-full bg-linear-to-br from-accent to-accent/60 text-white shadow-sm ${
          pulsing ? 'ring-4 ring-accent/30' : ''
        }`}
      >
        <IconSvg name="sparkles" className="size-5" />
      </span>
    </span>
  );
}

/**
 * The strip under the conversation, where a chat app keeps its input. The demo plays a script, so
 * this is no input: a plain note saying so, and while "You" are typing the next scripted message,
 * the typing dots in its place (decoration: the message itself is announced when it arrives).
 */

function ComposerNote({ userTyping }: { userTyping: boolean }) {
  return (
    <div className="mt-4 flex h-12 items-center gap-2 border-t border-slate-100 px-1 text-xs text-muted">
      {userTyping ? (
        <span aria-hidden="true" className="flex items-center gap-2">
          {LABELS.senderNames.user}
          <LoadingDots label={LABELS.typing.user} />
        </span>
      ) : (
        <>
          <IconSvg name="sparkles" className="size-3.5 shrink-0 text-accent" />
          <span>{LABELS.composerHint}</span>
        </>
      )}
    </div>
  );
}
