import type { ComponentType } from 'react';
import {
  COMPOSER_RECIPIENTS,
  GENERATED_EMAIL,
  IDEA_LABELS,
  IDEA_PROMPT,
  POLISHED_EMAIL,
  type DemoEmail,
  type IdeaPhaseId,
} from '../../../data/demos/idea-to-implementation.ts';
import type { Copy, Mode } from '../../../data/types.ts';
import ModeCopy from '../../ui/ModeCopy.tsx';

/**
 * The idea demo's resting layer, one per tool: what the tool holds at the end of a run (Grace's
 * draft, Storybuilder's story, the composed email), in quiet colours, without the run's buttons.
 * The player shows it before Start and after Reset, outside the state machine. It never outgrows
 * the tool's fullest live output, so starting the demo moves nothing. Both modes' words are
 * rendered and the body class shows one, so the server render is right in either mode.
 */

/** Dimmed, not faded: muted text keeps its contrast, so the example stays readable. */
const BOX = 'rounded-xl border border-dashed border-slate-300 bg-white text-muted';

function field(emails: Record<Mode, DemoEmail>, key: keyof DemoEmail): Copy {
  return { faith: emails.faith[key], secular: emails.secular[key] };
}

function GracePreview() {
  return (
    <>
      <div className="ml-6 self-end">
        <p className="text-right text-xs font-semibold text-muted">{IDEA_LABELS.promptSender}</p>
        <p className="mt-1 rounded-xl rounded-br-sm bg-slate-100 px-3 py-2 text-muted">
          <ModeCopy text={IDEA_PROMPT} />
        </p>
      </div>
      <div className="mr-2">
        <p className="text-xs font-semibold text-muted">{IDEA_LABELS.graceSender}</p>
        <div className={`mt-1 rounded-bl-sm px-3 py-2 ${BOX}`}>
          <p className="font-semibold">
            {IDEA_LABELS.subjectLabel}: <ModeCopy text={field(GENERATED_EMAIL, 'subject')} />
          </p>
          <p className="mt-1.5">
            <ModeCopy text={field(GENERATED_EMAIL, 'body')} />
          </p>
        </div>
      </div>
    </>
  );
}

function StoryPreview() {
  return (
    <div className={`flex flex-1 flex-col p-3 ${BOX}`}>
      <span className="self-start rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-muted">
        {IDEA_LABELS.polishedBadge}
      </span>
      <p className="mt-2 font-semibold">
        <ModeCopy text={field(POLISHED_EMAIL, 'subject')} />
      </p>
      <p className="mt-1.5">
        <ModeCopy text={field(POLISHED_EMAIL, 'body')} />
      </p>
    </div>
  );
}

function EmailPreview() {
  return (
    <div className={BOX}>
      <dl className="divide-y divide-dashed divide-slate-300 border-b border-dashed border-slate-300">
        <div className="flex gap-2 px-3 py-2">
          <dt className="w-14 shrink-0 text-muted">{IDEA_LABELS.recipientsLabel}</dt>
          <dd className="font-medium">
            <ModeCopy text={COMPOSER_RECIPIENTS} />
          </dd>
        </div>
        <div className="flex gap-2 px-3 py-2">
          <dt className="w-14 shrink-0 text-muted">{IDEA_LABELS.subjectLabel}</dt>
          <dd className="font-medium">
            <ModeCopy text={field(POLISHED_EMAIL, 'subject')} />
          </dd>
        </div>
      </dl>
      <div className="px-3 py-2">
        <p className="line-clamp-4">
          <ModeCopy text={field(POLISHED_EMAIL, 'body')} />
        </p>
      </div>
    </div>
  );
}

const PREVIEWS: Record<IdeaPhaseId, ComponentType> = {
  grace: GracePreview,
  storybuilder: StoryPreview,
  email: EmailPreview,
};

export default function IdeaPreview({ phase }: { phase: IdeaPhaseId }) {
  const Preview = PREVIEWS[phase];
  return (
    <div
      role="group"
      aria-label={IDEA_LABELS.previewLabel}
      data-idea-preview
      className="flex flex-1 flex-col gap-3"
    >
      <Preview />
    </div>
  );
}
