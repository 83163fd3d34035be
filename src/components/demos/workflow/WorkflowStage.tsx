/**
 * The loop itself: six module nodes placed by percent on a square stage, joined by lines. Status
 * shows in shape as well as colour: a pending node is a dashed outline, an active one has a ring,
 * a complete one a check mark; pending lines are dotted, the active one dashed, complete ones solid.
 * The stage is one image to assistive technology; the process overview says the same in words.
 * Movement (motion): a dot carries the work along the active line to the next node over the step's
 * time, pausing with the demo; a node pops as it becomes active and a halo pulses around it. None of
 * it runs under reduced motion, where the shapes above still say everything.
 */

import { useAnimate } from 'motion/react-mini';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { STEP_INTERVAL_MS, WORKFLOW_LABELS as LABELS, WORKFLOW_STEPS } from '../../../data/demos/workflow.ts';
import { linkStatus, stepStatus, type ProgressStatus, type WorkflowState } from './workflow-machine.ts';
import { HALO_PULSE, POP } from '../../motion/presets.ts';
import ModeCopy from '../../ui/ModeCopy.tsx';
import IconSvg from '../../ui/IconSvg.tsx';

export interface WorkflowStageProps {
  state: WorkflowState;
  /** False while the demo is paused off screen: the movement pauses with the timer. */
  active: boolean;
  reducedMotion: boolean;
}

/** How far, in stage percent, a line stops short of a node's centre so it meets the node's edge. */
const NODE_CLEARANCE = 13;

const LINES = WORKFLOW_STEPS.map((from, index) => {
  const to = WORKFLOW_STEPS[(index + 1) % WORKFLOW_STEPS.length] ?? from;
  const dx = to.position.x - from.position.x;
  const dy = to.position.y - from.position.y;
  const length = Math.hypot(dx, dy) || 1;
  const ux = (dx / length) * NODE_CLEARANCE;
  const uy = (dy / length) * NODE_CLEARANCE;
  return {
    id: `${from.id}-${to.id}`,
    x1: from.position.x + ux,
    y1: from.position.y + uy,
    x2: to.position.x - ux,
    y2: to.position.y - uy,
  };
});

const LINE_STYLE: Record<
  ProgressStatus,
  { className: string; dash?: string; width: number; muted: boolean }
> = {
  idle: { className: 'text-accent', dash: '2 1.5', width: 0.6, muted: false },
  pending: { className: 'text-slate-500', dash: '0.2 1.6', width: 0.7, muted: true },
  active: { className: 'text-accent', dash: '3 1.5', width: 0.9, muted: false },
  complete: { className: 'text-accent', width: 0.9, muted: false },
};

const NODE_CIRCLE: Record<ProgressStatus, string> = {
  idle: 'bg-linear-to-br text-white shadow-md ring-4 ring-white',
  complete: 'bg-linear-to-br text-white shadow-md ring-4 ring-white',
  active: 'bg-linear-to-br text-white shadow-lg ring-4 ring-accent ring-offset-2',
  pending: 'border-2 border-dashed border-slate-400 bg-white text-slate-500 ring-4 ring-white',
};

const NODE_TITLE: Record<ProgressStatus, string> = {
  idle: 'bg-white text-ink',
  complete: 'bg-white text-ink',
  active: 'bg-accent text-white',
  pending: 'bg-white text-muted',
};

/** The halo around the active node while the demo runs: swells and fades, again and again. */
function Halo() {
  const [scope, animate] = useAnimate<HTMLSpanElement>();
  useEffect(() => {
    if (!scope.current) return;
    const pulse = animate(scope.current, HALO_PULSE.keyframes, HALO_PULSE.options);
    return () => pulse.stop();
  }, [animate, scope]);
  return <span ref={scope} className="workflow-pulse absolute inset-0 rounded-full bg-accent opacity-0" />;
}

/** A node's disc; it pops as its step becomes the active one (not when the page opens on it). */
function NodeDisc({
  active,
  reducedMotion,
  className,
  children,
}: {
  active: boolean;
  reducedMotion: boolean;
  className: string;
  children: ReactNode;
}) {
  const [scope, animate] = useAnimate<HTMLSpanElement>();
  const wasActive = useRef(active);
  useEffect(() => {
    const becameActive = active && !wasActive.current;
    wasActive.current = active;
    if (!becameActive || reducedMotion || !scope.current) return;
    const pop = animate(scope.current, POP.keyframes, POP.options);
    return () => pop.stop();
  }, [active, animate, reducedMotion, scope]);
  return (
    <span ref={scope} className={className}>
      {children}
    </span>
  );
}

/**
 * The dot on the active line: it reaches the next node just as the next step starts, and pauses
 * while the demo is paused (off screen, hidden tab), to resume where it was.
 */
function TravellingDot({ line, running }: { line: (typeof LINES)[number]; running: boolean }) {
  const [scope, animate] = useAnimate<SVGPathElement>();
  const travel = useRef<ReturnType<typeof animate> | null>(null);

  useEffect(() => {
    const controls = animate(
      scope.current,
      { strokeDashoffset: [0, -100] },
      { duration: STEP_INTERVAL_MS / 1000, ease: 'linear' },
    );
    travel.current = controls;
    return () => controls.stop();
  }, [animate, scope]);

  useEffect(() => {
    if (running) travel.current?.play();
    else travel.current?.pause();
  }, [running]);

  return (
    <path
      ref={scope}
      d={`M${line.x1} ${line.y1}L${line.x2} ${line.y2}`}
      pathLength={100}
      className="workflow-travel text-accent"
      stroke="currentColor"
      strokeWidth={2.4}
      strokeLinecap="round"
      strokeDasharray="0 200"
      fill="none"
    />
  );
}

export default function WorkflowStage({ state, active, reducedMotion }: WorkflowStageProps) {
  const markerId = useId();
  const travelling = state.status === 'running' && !reducedMotion ? LINES[state.step] : undefined;
  const current = WORKFLOW_STEPS[state.step];

  return (
    <div
      role="img"
      aria-label={LABELS.diagramLabel}
      className="relative mx-auto aspect-square w-full max-w-md rounded-2xl border border-slate-200 bg-white shadow-sm lg:max-w-xl"
    >
      <svg className="absolute inset-0 size-full" viewBox="0 0 100 100" aria-hidden="true">
        <defs>
          {[false, true].map((muted) => (
            <marker
              key={String(muted)}
              id={`${markerId}-${muted ? 'muted' : 'accent'}`}
              className={muted ? 'text-slate-500' : 'text-accent'}
              viewBox="0 0 10 10"
              refX="8"
              refY="5"
              // Sized in stage units, so heavier lines don't get bigger arrowheads.
              markerUnits="userSpaceOnUse"
              markerWidth="3"
              markerHeight="3"
              orient="auto-start-reverse"
            >
              <path d="M0 0 10 5 0 10z" fill="currentColor" />
            </marker>
          ))}
        </defs>
        {LINES.map((line, index) => {
          const status = linkStatus(state, index);
          const style = LINE_STYLE[status];
          return (
            <line
              key={line.id}
              data-status={status}
              x1={line.x1}
              y1={line.y1}
              x2={line.x2}
              y2={line.y2}
              className={style.className}
              stroke="currentColor"
              strokeWidth={style.width}
              strokeDasharray={style.dash}
              strokeLinecap="round"
              markerEnd={`url(#${markerId}-${style.muted ? 'muted' : 'accent'})`}
            />
          );
        })}
        {travelling && <TravellingDot key={state.step} line={travelling} running={active} />}
      </svg>

      <div className="absolute top-1/2 left-1/2 w-[44%] -translate-x-1/2 -translate-y-1/2 text-center">
        {state.status === 'running' && current ? (
          <>
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">
              {LABELS.stepCounter(state.step + 1, WORKFLOW_STEPS.length)}
            </p>
            <p className="mt-1 text-lg font-bold tracking-tight text-ink sm:text-2xl">{current.title}</p>
          </>
        ) : state.status === 'completed' ? (
          <p className="flex flex-col items-center gap-1 text-base font-bold tracking-tight text-ink sm:text-lg">
            <IconSvg name="check" className="size-7 text-accent" />
            {LABELS.completedTitle}
          </p>
        ) : (
          <p className="flex flex-col items-center gap-1 text-sm font-semibold text-muted sm:text-base">
            <IconSvg name="repeat" className="size-6 text-accent" />
            <ModeCopy text={LABELS.idleTitle} />
          </p>
        )}
      </div>

      {WORKFLOW_STEPS.map((step, index) => {
        const status = stepStatus(state, index);
        const coloured = status === 'pending' ? '' : `${step.color.from} ${step.color.to}`;
        return (
          <div
            key={step.id}
            data-step={step.id}
            data-status={status}
            className="absolute flex -translate-x-1/2 -translate-y-1/2 flex-col items-center"
            style={{ left: `${step.position.x}%`, top: `${step.position.y}%` }}
          >
            <span className="relative">
              {status === 'active' && active && !reducedMotion && <Halo />}
              <NodeDisc
                active={status === 'active'}
                reducedMotion={reducedMotion}
                className={`relative inline-flex size-11 items-center justify-center rounded-full sm:size-12 ${NODE_CIRCLE[status]} ${coloured}`}
              >
                <IconSvg name={step.icon} className="size-5" />
              </NodeDisc>
              {status === 'complete' && (
                <span className="absolute -top-1 -right-1 inline-flex size-5 items-center justify-center rounded-full bg-white text-accent shadow-sm">
                  <IconSvg name="check" className="size-5" />
                </span>
              )}
            </span>
            <span className={`mt-1 rounded-full px-2 text-xs font-semibold ${NODE_TITLE[status]}`}>
              {step.title}
            </span>
          </div>
        );
      })}
    </div>
  );
}
