/**
 * The strip under the conversation, where a chat app keeps its input. The demo plays a script, so
 * this is no input: a plain note saying so, and while "You" are typing the next scripted message,
 * the typing dots in its place (decoration: the message itself is announced when it arrives).
 */
import { ASSISTANT_CHAT_LABELS as LABELS } from '../../../data/demos/assistant-chat.ts';
import IconSvg from '../../ui/IconSvg.tsx';
import LoadingDots from '../LoadingDots.tsx';

export default function ComposerNote({ userTyping }: { userTyping: boolean }) {
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
