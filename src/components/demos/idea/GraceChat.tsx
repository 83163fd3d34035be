/** Grace's panel: the visitor's idea, Grace typing, her draft and the hand-over button. */
import {
  GENERATED_EMAIL,
  IDEA_LABELS,
  IDEA_PROMPT,
  type IdeaPhase,
} from '../../../data/demos/idea-to-implementation.ts';
import { pick } from '../../../lib/mode/copy.ts';
import type { IdeaOutputs } from './idea-machine.ts';
import type { Mode } from '../../../data/types.ts';
import { buttonClass } from '../../../lib/styles/button-styles.ts';
import LoadingDots from '../LoadingDots.tsx';
import Enter from '../../motion/Enter.tsx';
import { RISE_IN } from '../../motion/presets.ts';
import WaitingNote from './WaitingNote.tsx';

export interface GraceChatProps {
  phase: IdeaPhase;
  outputs: IdeaOutputs;
  mode: Mode;
}

export default function GraceChat({ phase, outputs, mode }: GraceChatProps) {
  if (!outputs.prompt) return <WaitingNote text={phase.waiting} />;
  const email = GENERATED_EMAIL[mode];
  return (
    <>
      <Enter movement={RISE_IN} className="ml-6 self-end">
        <p className="text-right text-xs font-semibold text-muted">{IDEA_LABELS.promptSender}</p>
        <p className="mt-1 rounded-xl rounded-br-sm bg-accent px-3 py-2 text-white">
          {pick(IDEA_PROMPT, mode)}
        </p>
      </Enter>
      {(outputs.typing || outputs.email) && (
        <Enter movement={RISE_IN} className="mr-2">
          <p className="text-xs font-semibold text-muted">{IDEA_LABELS.graceSender}</p>
          <div className="mt-1 rounded-xl rounded-bl-sm border border-slate-200 bg-white px-3 py-2 text-ink">
            {outputs.email ? (
              <>
                <p className="font-semibold">
                  {IDEA_LABELS.subjectLabel}: {email.subject}
                </p>
                <p className="mt-1.5">{email.body}</p>
              </>
            ) : (
              <span className="text-muted">
                <LoadingDots label={IDEA_LABELS.graceTyping} />
              </span>
            )}
          </div>
        </Enter>
      )}
      {outputs.implementButton && (
        <Enter movement={RISE_IN} className="mt-auto">
          <button type="button" disabled className={buttonClass('secondary', 'md', 'w-full')}>
            {IDEA_LABELS.implementButton}
          </button>
        </Enter>
      )}
    </>
  );
}
