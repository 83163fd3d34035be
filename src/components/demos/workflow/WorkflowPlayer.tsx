/**
 * The unified workflow demo (docs/product.md#workflow-demo): Start sends one piece of work around the six
 * modules, a step every STEP_INTERVAL_MS; Reset returns to idle at any time. It pauses off screen
 * and in a hidden tab, and announces each step politely. Its first render is the idle frame at
 * full size, so nothing moves when it hydrates.
 */
import { useRef, type MouseEvent } from 'react';
import { WORKFLOW_LABELS as LABELS, WORKFLOW_STEPS } from '../../../data/demos/workflow.ts';
import { buttonClass } from '../../../lib/styles/button-styles.ts';

import ModeCopy from '../../ui/ModeCopy.tsx';
import MessageLog from './MessageLog.tsx';
import ModulePreview from './ModulePreview.tsx';
import ProcessOverview from './ProcessOverview.tsx';
import IconSvg from '../../ui/IconSvg.tsx';
import { useDemoPlayer } from '../player/use-demo-player.ts';
import { createWorkflowPlayer } from './workflow-machine.ts';
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
