/**
 * The process overview: the six steps in order, each saying in words whether it is complete,
 * active or pending, so the demo's progress never rests on colour or on the diagram alone.
 */
import { WORKFLOW_LABELS as LABELS, WORKFLOW_STEPS } from '../../../data/demos/workflow.ts';
import { stepStatus, type ProgressStatus, type WorkflowState } from './workflow-machine.ts';
import ModeCopy from '../../ui/ModeCopy.tsx';
import IconSvg from '../../ui/IconSvg.tsx';

const ITEM: Record<ProgressStatus, string> = {
  idle: 'border-slate-200 bg-white',
  pending: 'border-dashed border-slate-300 bg-white',
  active: 'border-accent bg-white ring-2 ring-accent/30',
  complete: 'border-slate-200 bg-white',
};

const MARKER: Record<ProgressStatus, string> = {
  idle: 'bg-accent-soft text-accent',
  pending: 'border border-slate-300 bg-white text-muted',
  active: 'bg-accent text-white',
  complete: 'bg-accent-soft text-accent',
};

const BADGE: Record<Exclude<ProgressStatus, 'idle'>, string> = {
  pending: 'bg-slate-100 text-slate-700',
  active: 'bg-accent text-white',
  complete: 'bg-accent-soft text-accent',
};

export default function ProcessOverview({ state }: { state: WorkflowState }) {
  return (
    <div>
      <h3 className="text-lg font-bold tracking-tight text-ink">{LABELS.overviewHeading}</h3>
      <ol className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {WORKFLOW_STEPS.map((step, index) => {
          const status = stepStatus(state, index);
          return (
            <li
              key={step.id}
              data-status={status}
              aria-current={status === 'active' ? 'step' : undefined}
              className={`flex gap-3 rounded-xl border p-4 ${ITEM[status]}`}
            >
              <span
                aria-hidden="true"
                className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${MARKER[status]}`}
              >
                {status === 'complete' ? <IconSvg name="check" className="size-5" /> : index + 1}
              </span>
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-ink">{step.title}</span>
                  {status !== 'idle' && (
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[status]}`}>
                      {LABELS.statusLabels[status]}
                    </span>
                  )}
                </p>
                <p className="mt-1 text-sm text-muted">
                  <ModeCopy text={step.summary} />
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
