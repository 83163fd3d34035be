/**
 * The conversation pane: a fixed height, so nothing around it moves, scrolled to the newest message
 * from inside (the page itself never scrolls). Until a run's first message arrives it shows the
 * resting layer (ConversationPreview); Grace's cards sit under the messages they belong to.
 * Screen readers hear each new message once, through a polite live region that holds only the
 * latest one, not the whole history. New bubbles and the typing indicator rise into place
 * (motion); under reduced motion they simply appear.
 */

import { useEffect, useRef } from 'react';
import { ASSISTANT_CHAT_LABELS as LABELS, type ChatMessage } from '../../../data/demos/assistant-chat.ts';
import Enter from '../../motion/Enter.tsx';
import { RISE_IN } from '../../motion/presets.ts';
import ModeCopy from '../../ui/ModeCopy.tsx';
import LoadingDots from '../LoadingDots.tsx';
import ConversationPreview from './ConversationPreview.tsx';
import GraceCard from './GraceCard.tsx';

export interface ConversationProps {
  messages: readonly ChatMessage[];
  /** The scenario's opening exchange, shown finished while no message of the run is on screen. */
  preview: readonly ChatMessage[];
  graceTyping: boolean;
  reducedMotion: boolean;
}

const BUBBLE = {
  user: 'rounded-br-sm bg-accent text-white',
  grace: 'rounded-bl-sm bg-slate-100 text-ink',
} as const;

export default function Conversation({ messages, preview, graceTyping, reducedMotion }: ConversationProps) {
  const paneRef = useRef<HTMLDivElement>(null);
  const latest = messages.at(-1);

  useEffect(() => {
    const pane = paneRef.current;
    if (!pane) return;
    pane.scrollTo({ top: pane.scrollHeight, behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [messages.length, graceTyping, reducedMotion]);

  return (
    <>
      <div
        ref={paneRef}
        role="region"
        aria-label={LABELS.conversationLabel}
        // A scrollable region must be reachable by keyboard to be scrolled by it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="h-[26rem] overflow-y-auto overscroll-contain rounded-xl px-1 py-2"
      >
        {messages.length === 0 && !graceTyping ? (
          <ConversationPreview messages={preview} />
        ) : (
          <ol className="space-y-4">
            {messages.map((message, index) => (
              <Enter
                as="li"
                movement={RISE_IN}
                key={index}
                className={`flex flex-col ${message.type === 'user' ? 'items-end' : 'items-start'}`}
              >
                <span className="text-xs font-medium text-muted">{LABELS.senderNames[message.type]}</span>
                <p
                  className={`mt-1 max-w-[85%] rounded-2xl px-4 py-3 text-sm sm:max-w-sm ${BUBBLE[message.type]}`}
                >
                  <ModeCopy text={message.text} />
                </p>
                {message.card && <GraceCard card={message.card} />}
              </Enter>
            ))}
            {graceTyping && (
              <Enter as="li" movement={RISE_IN} className="flex flex-col items-start">
                <span className="text-xs font-medium text-muted">{LABELS.senderNames.grace}</span>
                <span className={`mt-1 rounded-2xl px-4 py-3 text-muted ${BUBBLE.grace}`}>
                  <LoadingDots label={LABELS.typing.grace} />
                </span>
              </Enter>
            )}
          </ol>
        )}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {latest && (
          <>
            {LABELS.senderNames[latest.type]}: <ModeCopy text={latest.text} />
          </>
        )}
      </p>
    </>
  );
}
