/**
 * The conversation pane: a fixed height, so nothing around it moves, scrolled to the newest message
 * from inside (the page itself never scrolls). Until a run's first message arrives it shows the
 * resting layer (ConversationPreview); Grace's cards sit under the messages they belong to.
 * Screen readers hear each new message once, through a polite live region that holds only the
 * latest one, not the whole history. New bubbles and the typing indicator rise into place
 * (motion); under reduced motion they simply appear.
 */

import {
  ASSISTANT_CHAT_LABELS as LABELS,
  type ChatMessage,
  type ChatCard,
} from '../../../data/demos/assistant-chat.ts';
import ModeCopy from '../../ui/ModeCopy.tsx';
import PreviewBadge from '../PreviewBadge.tsx';
import type { IconName } from '../../../data/icon-paths.ts';
import IconSvg from '../../ui/IconSvg.tsx';
import { useEffect, useRef } from 'react';
import Enter from '../../motion/Enter.tsx';
import { RISE_IN } from '../../motion/presets.ts';
import LoadingDots from '../LoadingDots.tsx';

export interface ConversationProps {
  messages: readonly ChatMessage[];
  /**
   * The scenario's opening exchange, shown finished while no message is on screen before the first
   * play; empty afterwards, when an empty pane waits with the hint only.
   */
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

/**
 * The chat's resting layer: before the first message ever arrives (on the server render, and until
 * the first play) the pane shows the scenario's opening exchange, finished, in quiet colours under
 * a Preview badge and fading out at the bottom; between later runs, the hint alone. It fills the pane's fixed
 * box, so the live conversation replaces it without moving anything. The hint is read out; the
 * exchange itself is hidden from screen readers, which hear each message when it really arrives.
 */

function ConversationPreview({ messages }: { messages: readonly ChatMessage[] }) {
  const resting = messages.length > 0;
  return (
    <div data-chat-preview={resting ? '' : undefined} className="flex h-full flex-col">
      <p className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 px-2 text-center text-sm text-muted">
        {resting && (
          <span aria-hidden="true">
            <PreviewBadge label={LABELS.previewBadge} />
          </span>
        )}
        {LABELS.emptyHint}
      </p>
      <div
        aria-hidden="true"
        className="mt-3 min-h-0 flex-1 space-y-3 overflow-hidden mask-b-from-75% mask-b-to-100%"
      >
        {messages.map((message, index) => (
          <div
            key={index}
            className={`flex flex-col ${message.type === 'user' ? 'items-end' : 'items-start'}`}
          >
            <span className="text-xs font-medium text-muted">{LABELS.senderNames[message.type]}</span>
            <span
              className={`mt-1 block max-w-[85%] rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-4 py-3 text-sm text-ink sm:max-w-sm ${
                message.type === 'user' ? 'rounded-br-sm' : 'rounded-bl-sm'
              }`}
            >
              <ModeCopy text={message.text} />
            </span>
            {message.card && <GraceCard card={message.card} />}
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * What Grace made, shown under her message: the plan, the draft or the list she speaks of. Its
 * rows are a description list; no paragraph inside, so a message stays one bubble of text.
 */

const KIND_ICON: Record<ChatCard['kind'], IconName> = { plan: 'target', draft: 'pen', list: 'list' };

function GraceCard({ card }: { card: ChatCard }) {
  return (
    <div
      data-grace-card={card.kind}
      className="mt-2 w-full rounded-xl border border-slate-200 bg-white px-3 py-2.5 text-sm text-ink shadow-sm sm:max-w-md"
    >
      <span className="flex items-center gap-2">
        <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-md bg-accent-soft text-accent">
          <IconSvg name={KIND_ICON[card.kind]} className="size-3.5" />
        </span>
        <span className="min-w-0">
          <span className="block text-[0.6875rem] leading-4 font-semibold tracking-wide text-muted uppercase">
            {LABELS.cardKinds[card.kind]}
          </span>
          <strong className="block leading-5 font-semibold">
            <ModeCopy text={card.title} />
          </strong>
        </span>
      </span>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 border-t border-slate-100 pt-2">
        {card.rows.map((row, index) => (
          <div key={index} className="contents">
            <dt className="text-muted">
              <ModeCopy text={row.label} />
            </dt>
            <dd>
              <ModeCopy text={row.text} />
            </dd>
          </div>
        ))}
      </dl>
      {card.footnote && (
        <span className="mt-1.5 block text-xs text-muted">
          <ModeCopy text={card.footnote} />
        </span>
      )}
    </div>
  );
}
