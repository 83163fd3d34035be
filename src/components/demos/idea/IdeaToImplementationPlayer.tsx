/**
 * The idea-to-implementation demo (docs/product.md#idea-to-implementation-demo): status line,
 * controls, progress and the three tools side by side (on narrower screens, a row one tool wide
 * that scrolls itself to the working tool). Before the first Start each tool shows its finished
 * example (IdeaPreview, labelled Preview), a layer outside the state machine's outputs; Reset
 * clears every output, so after it the tools are empty, waiting for Start. The server render is
 * the preview at the running size, with both modes' words, so hydration changes no words and
 * moves nothing.
 */
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import {
  IDEA_LABELS,
  IDEA_PHASES,
  IDEA_STEPS,
  type IdeaPhaseId,
} from '../../../data/demos/idea-to-implementation.ts';
import { $mode, renderedMode } from '../../../lib/mode/store.ts';
import IconSvg from '../../ui/IconSvg.tsx';
import { useDemoPlayer } from '../player/use-demo-player.ts';
import IdeaControls from './IdeaControls.tsx';
import { EmailComposer, GraceChat, StoryEditor } from './IdeaPanels.tsx';
import IdeaPreview from './IdeaPreview.tsx';
import { type IdeaDemoView, createIdeaPlayer, ideaDemoView, isClockRunning } from './idea-machine.ts';
import PhasePanel, { type PanelState } from './PhasePanel.tsx';
import RowDots from './RowDots.tsx';
import TransferParticles from './TransferParticles.tsx';
import { useActivePanelInView } from './use-active-panel-in-view.ts';

const PHASE_ORDER: readonly IdeaPhaseId[] = IDEA_PHASES.map((phase) => phase.id);

function panelState(view: IdeaDemoView, phase: IdeaPhaseId): PanelState {
  if (view.preview) return 'preview';
  if (!view.started) return 'waiting';
  if (view.hasCompleted) return 'done';
  const offset = PHASE_ORDER.indexOf(phase) - PHASE_ORDER.indexOf(view.phase);
  return offset < 0 ? 'done' : offset === 0 ? 'active' : 'waiting';
}

function statusText(view: IdeaDemoView): string {
  if (view.hasCompleted) return IDEA_LABELS.completed;
  if (!view.started) return IDEA_LABELS.idleStatus;
  const step = IDEA_STEPS[view.step];
  const text = IDEA_LABELS.stepStatus(view.step + 1, IDEA_STEPS.length, step?.name ?? '');
  return view.isPaused ? `${text} ${IDEA_LABELS.pausedSuffix}` : text;
}

function requirePhase(id: IdeaPhaseId) {
  const phase = IDEA_PHASES.find((candidate) => candidate.id === id);
  if (!phase) throw new Error(`no idea phase ${id}`);
  return phase;
}

const GRACE = requirePhase('grace');
const STORYBUILDER = requirePhase('storybuilder');
const EMAIL = requirePhase('email');

export default function IdeaToImplementationPlayer() {
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const graceRef = useRef<HTMLDivElement>(null);
  const storyRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLDivElement>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const {
    player,
    state,
    running: onScreen,
    reducedMotion: reduced,
  } = useDemoPlayer(createIdeaPlayer, rootRef);
  const view = ideaDemoView(state);
  // Time is passing for the demo: playing (or finishing its last toast) and on screen.
  const running = onScreen && isClockRunning(state);
  const mode = useStore($mode, { ssr: renderedMode });
  const panelRefs = { grace: graceRef, storybuilder: storyRef, email: emailRef };
  // At rest the row shows the first tool.
  const rowScrolls = useActivePanelInView(rowRef, panelRefs[view.started ? view.phase : 'grace'], reduced);
  const toast = view.toast ? requirePhase(view.toast).toast : '';
  const status = statusText(view);

  return (
    <div
      ref={rootRef}
      role="region"
      aria-label={IDEA_LABELS.demoLabel}
      data-idea-demo
      data-running={running}
      className="mx-auto max-w-5xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p
          aria-live="polite"
          className="flex min-h-10 items-center gap-2 text-sm font-semibold text-ink"
          data-idea-status
        >
          {view.hasCompleted && <IconSvg name="check" className="size-5 shrink-0 text-accent" />}
          {status}
        </p>
        <IdeaControls view={view} onStart={player.start} onPause={player.pause} onReset={player.reset} />
      </div>
      <div
        role="progressbar"
        aria-label={IDEA_LABELS.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={view.progress}
        className="mt-4 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-accent motion-safe:transition-[width] motion-safe:duration-500"
          style={{ width: `${view.progress}%` }}
        />
      </div>
      <p aria-live="polite" className="sr-only" data-idea-toast>
        {toast}
      </p>
      {/* Clipped while the row scrolls, so particles bound for a tool off to the side stay inside. */}
      <div ref={stageRef} className="relative mt-4 overflow-hidden lg:mt-8 lg:overflow-visible">
        <div
          ref={rowRef}
          // A named region: a scrolling area that takes focus needs a landmark or widget role.
          role="region"
          aria-label={IDEA_LABELS.toolsLabel}
          // Scrolled sideways by keyboard too, while it scrolls at all (narrow screens).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={rowScrolls ? 0 : undefined}
          data-idea-row
          className="flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain px-1 pt-4 pb-1 focus-visible:-outline-offset-2 lg:grid lg:grid-cols-3 lg:gap-5 lg:overflow-visible lg:px-0 lg:pt-0 lg:pb-0"
        >
          <PhasePanel
            ref={graceRef}
            phase={GRACE}
            reducedMotion={reduced}
            state={panelState(view, 'grace')}
            toast={view.toast === 'grace'}
          >
            {view.preview ? (
              <IdeaPreview phase="grace" />
            ) : (
              <GraceChat phase={GRACE} outputs={view.outputs} mode={mode} />
            )}
          </PhasePanel>
          <PhasePanel
            ref={storyRef}
            phase={STORYBUILDER}
            reducedMotion={reduced}
            state={panelState(view, 'storybuilder')}
            toast={view.toast === 'storybuilder'}
          >
            {view.preview ? (
              <IdeaPreview phase="storybuilder" />
            ) : (
              <StoryEditor phase={STORYBUILDER} outputs={view.outputs} mode={mode} />
            )}
          </PhasePanel>
          <PhasePanel
            ref={emailRef}
            phase={EMAIL}
            reducedMotion={reduced}
            state={panelState(view, 'email')}
            toast={view.toast === 'email'}
          >
            {view.preview ? (
              <IdeaPreview phase="email" />
            ) : (
              <EmailComposer phase={EMAIL} outputs={view.outputs} mode={mode} />
            )}
          </PhasePanel>
        </div>
        {!reduced && view.transfer && (
          <TransferParticles
            key={view.transfer}
            stageRef={stageRef}
            fromRef={view.transfer === 'editor' ? graceRef : storyRef}
            toRef={view.transfer === 'editor' ? storyRef : emailRef}
            running={running}
          />
        )}
      </div>
      <RowDots rowRef={rowRef} count={IDEA_PHASES.length} />
    </div>
  );
}
