/**
 * A small preview of the module the work has reached: a task list, a team roster, a meeting
 * agenda, a goal, an expense line or a budget bar. Bars are drawn for the eye; the words beside
 * them say the same. Rows are plain blocks: the card is a glimpse of a module, and the process
 * overview stays the demo's one list.
 */
import {
  WORKFLOW_LABELS as LABELS,
  type TaskPriority,
  type WorkflowDemoPreview,
} from '../../../data/demos/workflow.ts';
import ModeCopy from '../../ui/ModeCopy.tsx';
import IconSvg from '../../ui/IconSvg.tsx';

/** Priority reads as a word; the tint only repeats it. */
const PRIORITY_BADGE: Record<TaskPriority, string> = {
  high: 'bg-rose-100 text-rose-800',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-slate-100 text-slate-700',
};

const ROW = 'flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-3 py-2';

function Bar({ percent }: { percent: number }) {
  return (
    <div aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-100">
      <div className="h-full rounded-full bg-accent" style={{ width: `${percent}%` }} />
    </div>
  );
}

export default function ModulePreview({ demo }: { demo: WorkflowDemoPreview }) {
  switch (demo.type) {
    case 'tasks':
      return (
        <div className="space-y-2">
          {demo.data.tasks.map((task) => (
            <p key={task.priority} className={ROW}>
              <span className="text-sm text-ink">
                <ModeCopy text={task.title} />
              </span>
              <span
                className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${PRIORITY_BADGE[task.priority]}`}
              >
                <span className="sr-only">{LABELS.priorityPrefix}: </span>
                {LABELS.priorityLabels[task.priority]}
              </span>
            </p>
          ))}
        </div>
      );
    case 'team':
      return (
        <div>
          <p className="text-sm font-semibold text-ink">
            <ModeCopy text={demo.data.name} />
          </p>
          <div className="mt-2 space-y-2">
            {demo.data.members.map((member) => (
              <p key={member.name} className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-soft text-xs font-bold text-accent"
                >
                  {member.initials}
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-ink">{member.name}</span>
                  <span className="block text-xs text-muted">
                    <ModeCopy text={member.role} />
                  </span>
                </span>
              </p>
            ))}
          </div>
        </div>
      );
    case 'meeting':
      return (
        <div>
          <p className="text-sm font-semibold text-ink">
            <ModeCopy text={demo.data.title} />
          </p>
          <p className="mt-1 flex items-center gap-1.5 text-xs text-muted">
            <IconSvg name="clock" className="size-4" />
            {demo.data.when}
          </p>
          <p className="mt-3 text-xs font-semibold tracking-wide text-muted uppercase">
            {LABELS.agendaLabel}
          </p>
          <div className="mt-1 space-y-1.5">
            {demo.data.agenda.map((item, index) => (
              <p key={index} className="flex items-center gap-2 text-sm text-ink">
                <span className="inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-accent-soft text-xs font-semibold text-accent">
                  {index + 1}
                </span>
                <ModeCopy text={item} />
              </p>
            ))}
          </div>
        </div>
      );
    case 'goal':
      return (
        <div>
          <p className="text-sm font-semibold text-ink">
            <ModeCopy text={demo.data.title} />
          </p>
          <p className="mt-1 text-2xl font-bold tracking-tight text-ink">
            <ModeCopy text={demo.data.target} />
          </p>
          <div className="mt-3">
            <Bar percent={demo.data.percent} />
          </div>
          <p className="mt-2 text-sm text-muted">
            <ModeCopy text={demo.data.progress} />
          </p>
        </div>
      );
    case 'expense':
      return (
        <div className="rounded-lg border border-slate-200 p-3">
          <p className="flex items-baseline justify-between gap-3">
            <span className="text-sm font-semibold text-ink">
              <ModeCopy text={demo.data.description} />
            </span>
            <span className="text-lg font-bold text-ink">{demo.data.amount}</span>
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-xs">
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">{demo.data.category}</span>
            <span className="rounded-full bg-accent-soft px-2 py-0.5 text-accent">
              <ModeCopy text={demo.data.goal} />
            </span>
            <span className="inline-flex items-center gap-1 font-semibold text-ink">
              <IconSvg name="check" className="size-4 text-accent" />
              {demo.data.state}
            </span>
          </p>
        </div>
      );
    case 'budget':
      return (
        <div>
          <p className="flex items-baseline justify-between gap-3">
            <span className="text-sm font-semibold text-ink">
              <ModeCopy text={demo.data.name} />
            </span>
            <span className="text-sm font-semibold text-accent">{demo.data.remaining}</span>
          </p>
          <div className="mt-3">
            <Bar percent={demo.data.percent} />
          </div>
          <p className="mt-2 text-sm text-muted">{demo.data.spent}</p>
        </div>
      );
  }
}
