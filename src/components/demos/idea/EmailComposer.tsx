/** The Communications composer: it receives the story, fills in recipients and content, then waits to send. */
import {
  COMPOSER_RECIPIENTS,
  IDEA_LABELS,
  POLISHED_EMAIL,
  type IdeaPhase,
} from '../../../data/demos/idea-to-implementation.ts';
import { buttonClass } from '../../../lib/styles/button-styles.ts';
import { pick } from '../../../lib/mode/copy.ts';
import type { IdeaOutputs } from './idea-machine.ts';
import type { Mode } from '../../../data/types.ts';
import LoadingDots from '../LoadingDots.tsx';
import IconSvg from '../../ui/IconSvg.tsx';
import Enter from '../../motion/Enter.tsx';
import { RISE_IN } from '../../motion/presets.ts';
import WaitingNote from './WaitingNote.tsx';

export interface EmailComposerProps {
  phase: IdeaPhase;
  outputs: IdeaOutputs;
  mode: Mode;
}

export default function EmailComposer({ phase, outputs, mode }: EmailComposerProps) {
  if (outputs.composerIncoming) {
    return (
      <p className="flex flex-1 items-center justify-center gap-2 rounded-xl border border-slate-200 bg-white px-4 py-6 text-muted">
        <LoadingDots label={IDEA_LABELS.composerIncoming} />
        <span aria-hidden="true">{IDEA_LABELS.composerIncoming}</span>
      </p>
    );
  }
  if (!outputs.composerFilled) return <WaitingNote text={phase.waiting} />;
  const email = POLISHED_EMAIL[mode];
  return (
    <>
      <Enter movement={RISE_IN} className="rounded-xl border border-slate-200 bg-white text-ink">
        <dl className="divide-y divide-slate-200 border-b border-slate-200">
          <div className="flex gap-2 px-3 py-2">
            <dt className="w-14 shrink-0 text-muted">{IDEA_LABELS.recipientsLabel}</dt>
            <dd className="font-medium">{pick(COMPOSER_RECIPIENTS, mode)}</dd>
          </div>
          <div className="flex gap-2 px-3 py-2">
            <dt className="w-14 shrink-0 text-muted">{IDEA_LABELS.subjectLabel}</dt>
            <dd className="font-medium">{email.subject}</dd>
          </div>
        </dl>
        <div className="px-3 py-2">
          <p className="line-clamp-4">{email.body}</p>
        </div>
      </Enter>
      {outputs.readyToSend && (
        <Enter movement={RISE_IN} className="mt-auto">
          <button type="button" disabled className={buttonClass('primary', 'md', 'w-full')}>
            <IconSvg name="send" className="size-4" />
            {IDEA_LABELS.readyToSend}
          </button>
        </Enter>
      )}
    </>
  );
}
