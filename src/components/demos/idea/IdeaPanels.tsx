/**
 * The three tool panels of the idea demo: Grace's chat (the visitor's idea, Grace typing, her draft
 * and the hand-over button), Storybuilder's editor (it receives Grace's draft, then shows the
 * polished story) and the Communications composer (it receives the story, fills in recipients and
 * content, then waits to send). Before anything reaches a panel it says what it waits for.
 */
import {
  COMPOSER_RECIPIENTS,
  GENERATED_EMAIL,
  IDEA_LABELS,
  IDEA_PROMPT,
  POLISHED_EMAIL,
  type IdeaPhase,
} from '../../../data/demos/idea-to-implementation.ts';
import type { Mode } from '../../../data/types.ts';
import { pick } from '../../../lib/mode/copy.ts';
import { buttonClass } from '../../../lib/styles/button-styles.ts';
import Enter from '../../motion/Enter.tsx';
import { RISE_IN } from '../../motion/presets.ts';
import IconSvg from '../../ui/IconSvg.tsx';
import LoadingDots from '../LoadingDots.tsx';
import type { IdeaOutputs } from './idea-machine.ts';

interface PanelProps {
  phase: IdeaPhase;
  outputs: IdeaOutputs;
  mode: Mode;
}

/** What an empty tool panel says before anything reaches it. */
function WaitingNote({ text }: { text: string }) {
  return (
    <p className="flex flex-1 items-center justify-center rounded-xl border border-dashed border-slate-200 px-4 py-6 text-center text-muted">
      {text}
    </p>
  );
}

/** The work on its way into a panel. */
function Incoming({ text }: { text: string }) {
  return (
    <p className="flex flex-1 items-center justify-center gap-2 rounded-xl border border-slate-200 bg-white px-4 py-6 text-muted">
      <LoadingDots label={text} />
      <span aria-hidden="true">{text}</span>
    </p>
  );
}

export function GraceChat({ phase, outputs, mode }: PanelProps) {
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

export function StoryEditor({ phase, outputs, mode }: PanelProps) {
  if (outputs.editorIncoming) return <Incoming text={IDEA_LABELS.editorIncoming} />;
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

export function EmailComposer({ phase, outputs, mode }: PanelProps) {
  if (outputs.composerIncoming) return <Incoming text={IDEA_LABELS.composerIncoming} />;
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
