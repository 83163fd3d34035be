/**
 * The message log: what each module reports as the work reaches it, newest step first, so the
 * latest lines are always in view without scrolling anything. Its height is fixed, so the page
 * around it never moves; earlier lines stay reachable by scrolling the log itself.
 */
import { useId } from 'react';
import { WORKFLOW_LABELS as LABELS, WORKFLOW_STEPS } from '../../../data/demos/workflow.ts';
import { messageLog, type WorkflowState } from '../../../lib/demos/workflow-machine.ts';
import ModeCopy from '../../ui/ModeCopy.tsx';

/** New lines fade in from their starting style; under reduced motion they simply appear. */
const ENTER = 'transition duration-300 ease-out starting:opacity-0 motion-reduce:transition-none';

export default function MessageLog({ state }: { state: WorkflowState }) {
  const headingId = useId();
  // Newest step on top; within a step its lines keep their reading order.
  const lines = messageLog(state).sort((a, b) => b.step - a.step || a.line - b.line);

  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {LABELS.logHeading}
      </h3>
      <div
        role="region"
        aria-labelledby={headingId}
        // A scrollable region must be reachable by keyboard to be scrolled by it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="mt-2 h-40 overflow-y-auto overscroll-contain rounded-lg"
      >
        {lines.length === 0 ? (
          <p className="text-sm text-muted">{LABELS.logEmpty}</p>
        ) : (
          lines.map(({ step, line }) => {
            const source = WORKFLOW_STEPS[step];
            const text = source?.messages[line];
            if (!source || text === undefined) return null;
            const current = state.status === 'running' && step === state.step;
            return (
              <p key={`${step}-${line}`} className={`flex gap-2 py-1 text-sm ${ENTER}`}>
                <span className="w-18 shrink-0 text-xs leading-5 font-semibold text-accent">
                  {source.title}
                </span>
                <span className={current ? 'text-ink' : 'text-muted'}>
                  <ModeCopy text={text} />
                </span>
              </p>
            );
          })
        )}
      </div>
    </div>
  );
}
