/** Storybuilder's panel: the editor receives Grace's draft, then shows the polished story. */
import {
  GENERATED_EMAIL,
  IDEA_LABELS,
  POLISHED_EMAIL,
  type IdeaPhase,
} from '../../../data/demos/idea-to-implementation.ts';
import type { IdeaOutputs } from './idea-machine.ts';
import type { Mode } from '../../../data/types.ts';
import LoadingDots from '../LoadingDots.tsx';
import Enter from '../../motion/Enter.tsx';
import { RISE_IN } from '../../motion/presets.ts';
import WaitingNote from './WaitingNote.tsx';

export interface StoryEditorProps {
  phase: IdeaPhase;
  outputs: IdeaOutputs;
  mode: Mode;
}

export default function StoryEditor({ phase, outputs, mode }: StoryEditorProps) {
  if (outputs.editorIncoming) {
    return (
      <p className="flex flex-1 items-center justify-center gap-2 rounded-xl border border-slate-200 bg-white px-4 py-6 text-muted">
        <LoadingDots label={IDEA_LABELS.editorIncoming} />
        <span aria-hidden="true">{IDEA_LABELS.editorIncoming}</span>
      </p>
    );
  }
  if (!outputs.editorDraft) return <WaitingNote text={phase.waiting} />;
  const email = outputs.polished ? POLISHED_EMAIL[mode] : GENERATED_EMAIL[mode];
  return (
    <Enter
      movement={RISE_IN}
      key={outputs.polished ? 'polished' : 'draft'}
      className="flex flex-1 flex-col rounded-xl border border-slate-200 bg-white p-3 text-ink"
    >
      <span className="self-start rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">
        {outputs.polished ? IDEA_LABELS.polishedBadge : IDEA_LABELS.draftBadge}
      </span>
      <p className="mt-2 font-semibold">{email.subject}</p>
      <p className="mt-1.5">{email.body}</p>
    </Enter>
  );
}
