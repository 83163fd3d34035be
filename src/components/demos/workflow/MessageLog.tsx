/**
 * The message log: what each module reports as the work reaches it, newest step first, so the
 * latest lines are always in view without scrolling anything. Its height is fixed, so the page
 * around it never moves; earlier lines stay reachable by scrolling the log itself. At rest (before
 * Start, after Reset or the loop's end) it shows sample lines under a Preview badge, hidden from
 * screen readers, which hear each step's lines when the run reaches it.
 */
import { useId } from 'react';
import { WORKFLOW_LABELS as LABELS, WORKFLOW_STEPS } from '../../../data/demos/workflow.ts';
import { messageLog, type LogLine, type WorkflowState } from './workflow-machine.ts';
import ModeCopy from '../../ui/ModeCopy.tsx';
import PreviewBadge from '../PreviewBadge.tsx';

/** New lines fade in from their starting style; under reduced motion they simply appear. */
const ENTER = 'transition duration-300 ease-out starting:opacity-0 motion-reduce:transition-none';

/** Newest step on top; within a step its lines keep their reading order. */
const newestFirst = (lines: LogLine[]) => lines.sort((a, b) => b.step - a.step || a.line - b.line);

/** The resting layer's sample: the first line of each of the first modules, as the log orders them. */
const PREVIEW_STEPS = 3;
const PREVIEW_LINES = newestFirst(Array.from({ length: PREVIEW_STEPS }, (_, step) => ({ step, line: 0 })));

function LogLines({ lines, current }: { lines: readonly LogLine[]; current: number | null }) {
  return lines.map(({ step, line }) => {
    const source = WORKFLOW_STEPS[step];
    const text = source?.messages[line];
    if (!source || text === undefined) return null;
    return (
      <p key={`${step}-${line}`} className={`flex gap-2 py-1 text-sm ${ENTER}`}>
        <span className="w-18 shrink-0 text-xs leading-5 font-semibold text-accent">{source.title}</span>
        <span className={step === current ? 'text-ink' : 'text-muted'}>
          <ModeCopy text={text} />
        </span>
      </p>
    );
  });
}

export default function MessageLog({ state }: { state: WorkflowState }) {
  const headingId = useId();
  const lines = newestFirst(messageLog(state));
  const resting = lines.length === 0;

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex h-5 items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold text-ink">
          {LABELS.logHeading}
        </h3>
        {resting && (
          <span aria-hidden="true">
            <PreviewBadge label={LABELS.previewBadge} />
          </span>
        )}
      </div>
      <div
        role="region"
        aria-labelledby={headingId}
        // A scrollable region must be reachable by keyboard to be scrolled by it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="mt-2 h-40 overflow-y-auto overscroll-contain rounded-lg"
      >
        {resting ? (
          <div data-log-preview className="flex h-full flex-col">
            <p className="text-sm text-muted">{LABELS.logEmpty}</p>
            <div
              aria-hidden="true"
              className="mt-2 min-h-0 flex-1 overflow-hidden border-t border-dashed border-slate-200 mask-b-from-60% mask-b-to-100% pt-1"
            >
              <LogLines lines={PREVIEW_LINES} current={null} />
            </div>
          </div>
        ) : (
          <LogLines lines={lines} current={state.status === 'running' ? state.step : null} />
        )}
      </div>
    </div>
  );
}
