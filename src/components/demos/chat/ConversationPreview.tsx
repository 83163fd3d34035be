/**
 * The chat's resting layer: before the first message of a run arrives (on the server render, and
 * for the first tick after every start) the pane shows the scenario's opening exchange, finished,
 * in quiet colours under a Preview badge and fading out at the bottom. It fills the pane's fixed
 * box, so the live conversation replaces it without moving anything. The hint is read out; the
 * exchange itself is hidden from screen readers, which hear each message when it really arrives.
 */
import { ASSISTANT_CHAT_LABELS as LABELS, type ChatMessage } from '../../../data/demos/assistant-chat.ts';
import ModeCopy from '../../ui/ModeCopy.tsx';
import PreviewBadge from '../PreviewBadge.tsx';
import GraceCard from './GraceCard.tsx';

export default function ConversationPreview({ messages }: { messages: readonly ChatMessage[] }) {
  return (
    <div data-chat-preview className="flex h-full flex-col">
      <p className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 px-2 text-center text-sm text-muted">
        <span aria-hidden="true">
          <PreviewBadge label={LABELS.previewBadge} />
        </span>
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
