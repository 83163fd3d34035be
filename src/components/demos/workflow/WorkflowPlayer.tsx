/**
 * The unified workflow demo (docs/product.md#workflow-demo): Start sends one piece of work around the six
 * modules, a step every STEP_INTERVAL_MS; Reset returns to idle at any time. It pauses off screen
 * and in a hidden tab, and announces each step politely. Its first render is the idle frame at
 * full size, so nothing moves when it hydrates.
 */
import { useId, useRef, type MouseEvent } from 'react';
import { WORKFLOW_LABELS as LABELS, WORKFLOW_STEPS } from '../../../data/demos/workflow.ts';
import {
  messageLog,
  type LogLine,
  type WorkflowState,
  stepStatus,
  type ProgressStatus,
  createWorkflowPlayer,
} from './workflow-machine.ts';
import ModeCopy from '../../ui/ModeCopy.tsx';
import PreviewBadge from '../PreviewBadge.tsx';
import IconSvg from '../../ui/IconSvg.tsx';
import { buttonClass } from '../../../lib/styles/button-styles.ts';
import ModulePreview from './ModulePreview.tsx';
import { useDemoPlayer } from '../player/use-demo-player.ts';
import WorkflowStage from './WorkflowStage.tsx';

export default function WorkflowPlayer() {
  const rootRef = useRef<HTMLDivElement>(null);
  const resetRef = useRef<HTMLButtonElement>(null);
  const { player, state, running: active, reducedMotion } = useDemoPlayer(createWorkflowPlayer, rootRef);

  const step = WORKFLOW_STEPS[state.step];
  const shown = state.status === 'idle' ? undefined : step;
  const counter = step ? `${LABELS.stepCounter(state.step + 1, WORKFLOW_STEPS.length)}: ${step.title}` : '';

  const onStart = (event: MouseEvent<HTMLButtonElement>) => {
    // Start becomes disabled at once; keep keyboard focus on a control rather than lose it.
    const hadFocus = document.activeElement === event.currentTarget;
    player.start();
    if (hadFocus) resetRef.current?.focus();
  };

  return (
    <div
      ref={rootRef}
      className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]"
    >
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:col-start-2 lg:row-start-1">
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            onClick={onStart}
            disabled={state.status === 'running'}
            aria-label={LABELS.startName}
            className={buttonClass('primary', 'md')}
          >
            {LABELS.startLabel}
          </button>
          <button
            ref={resetRef}
            type="button"
            onClick={player.reset}
            aria-label={LABELS.resetName}
            className={buttonClass('secondary', 'md')}
          >
            {LABELS.resetLabel}
          </button>
        </div>
        <p data-testid="workflow-status" className="mt-3 min-h-10 text-sm text-ink">
          {state.status === 'running' ? (
            counter
          ) : state.status === 'completed' ? (
            <ModeCopy text={LABELS.completedStatus} />
          ) : (
            LABELS.idleStatus
          )}
        </p>
      </div>

      <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
        <WorkflowStage state={state} active={active} reducedMotion={reducedMotion} />
      </div>

      <div className="flex flex-col gap-4 lg:col-start-2 lg:row-start-2">
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className={`inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-linear-to-br text-white ${
                shown ? `${shown.color.from} ${shown.color.to}` : 'from-accent to-accent'
              }`}
            >
              <IconSvg name={shown ? shown.icon : 'repeat'} className="size-5" />
            </span>
            <span className="min-w-0">
              <span className="block text-xs font-semibold tracking-wide text-muted uppercase">
                {LABELS.previewHeading}
              </span>
              <span className="block font-semibold text-ink">
                {shown ? shown.title : <ModeCopy text={LABELS.idlePreviewTitle} />}
              </span>
            </span>
          </p>
          <div className="mt-4 min-h-48">
            {shown ? (
              <ModulePreview demo={shown.demo} />
            ) : (
              <>
                <p className="text-sm text-muted">{LABELS.idleText}</p>
                {/* The stops ahead, for the eye; the process overview lists them for everyone. */}
                <div aria-hidden="true" className="mt-4 grid grid-cols-3 gap-2">
                  {WORKFLOW_STEPS.map((step) => (
                    <span
                      key={step.id}
                      className="flex flex-col items-center gap-1 rounded-lg bg-slate-50 px-1 py-2 text-xs font-medium text-ink"
                    >
                      <span
                        className={`inline-flex size-7 items-center justify-center rounded-full bg-linear-to-br text-white ${step.color.from} ${step.color.to}`}
                      >
                        <IconSvg name={step.icon} className="size-4" />
                      </span>
                      {step.title}
                    </span>
                  ))}
                </div>
              </>
            )}
          </div>
        </div>
        <MessageLog state={state} />
      </div>

      <div className="lg:col-span-2">
        <ProcessOverview state={state} />
      </div>

      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {state.status === 'running' && step ? (
          <>
            {counter}.{' '}
            {step.messages.map((message, index) => (
              <span key={index}>
                <ModeCopy text={message} />.{' '}
              </span>
            ))}
          </>
        ) : state.status === 'completed' ? (
          <ModeCopy text={LABELS.completedStatus} />
        ) : null}
      </p>
    </div>
  );
}

/**
 * The message log: what each module reports as the work reaches it, newest step first, so the
 * latest lines are always in view without scrolling anything. Its height is fixed, so the page
 * around it never moves; earlier lines stay reachable by scrolling the log itself. At rest (before
 * Start, after Reset or the loop's end) it shows sample lines under a Preview badge, hidden from
 * screen readers, which hear each step's lines when the run reaches it.
 */

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

function MessageLog({ state }: { state: WorkflowState }) {
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

/**
 * The process overview: the six steps in order, each saying in words whether it is complete,
 * active or pending, so the demo's progress never rests on colour or on the diagram alone.
 */

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

function ProcessOverview({ state }: { state: WorkflowState }) {
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
