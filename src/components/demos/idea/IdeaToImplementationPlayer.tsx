/**
 * The idea-to-implementation demo (docs/product.md#idea-to-implementation-demo): status line,
 * controls, progress and the three tools side by side (on narrower screens, a row one tool wide
 * that scrolls itself to the working tool). Before the first Start each tool shows its finished
 * example (IdeaPreview, labelled Preview), a layer outside the state machine's outputs; Reset
 * clears every output, so after it the tools are empty, waiting for Start. The server render is
 * the preview at the running size, with both modes' words, so hydration changes no words and
 * moves nothing.
 */
import { animate } from 'motion/mini';
import {
  useEffect,
  useRef,
  type ReactNode,
  type RefObject,
  type ComponentType,
  useLayoutEffect,
  useState,
} from 'react';
import {
  IDEA_LABELS,
  type IdeaPhase,
  COMPOSER_RECIPIENTS,
  GENERATED_EMAIL,
  IDEA_PROMPT,
  POLISHED_EMAIL,
  type DemoEmail,
  type IdeaPhaseId,
  IDEA_PHASES,
  IDEA_STEPS,
} from '../../../data/demos/idea-to-implementation.ts';
import { iconTileClass } from '../../../lib/styles/icon-tile-styles.ts';
import Enter from '../../motion/Enter.tsx';
import { DROP_IN, SWELL } from '../../motion/presets.ts';
import IconSvg from '../../ui/IconSvg.tsx';
import PreviewBadge from '../PreviewBadge.tsx';
import type { Copy, Mode } from '../../../data/types.ts';
import ModeCopy from '../../ui/ModeCopy.tsx';
import { buttonClass } from '../../../lib/styles/button-styles.ts';
import { type IdeaDemoView, createIdeaPlayer, ideaDemoView, isClockRunning } from './idea-machine.ts';
import { useStore } from '@nanostores/react';
import { $mode, renderedMode } from '../../../lib/mode/store.ts';
import { useDemoPlayer } from '../player/use-demo-player.ts';
import { EmailComposer, GraceChat, StoryEditor } from './IdeaPanels.tsx';
import TransferParticles from './TransferParticles.tsx';

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

/**
 * Start (Replay after completion), Pause and Reset. A pressed button that becomes disabled would
 * drop keyboard focus on the page, so focus moves to the control that makes sense next.
 */

interface IdeaControlsProps {
  view: IdeaDemoView;
  onStart: () => void;
  onPause: () => void;
  onReset: () => void;
}

function IdeaControls({ view, onStart, onPause, onReset }: IdeaControlsProps) {
  const startRef = useRef<HTMLButtonElement>(null);
  const pauseRef = useRef<HTMLButtonElement>(null);
  const resetRef = useRef<HTMLButtonElement>(null);
  /** Where focus goes once the press has re-rendered the controls (a disabled button can't take it). */
  const pendingFocus = useRef<HTMLButtonElement | null>(null);

  useLayoutEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    target?.focus();
    // Completion disables Pause; if it had focus, Replay takes it.
    if (view.hasCompleted && document.activeElement === pauseRef.current) startRef.current?.focus();
  });

  const press = (action: () => void, from: HTMLButtonElement | null, to: HTMLButtonElement | null) => {
    if (document.activeElement === from) pendingFocus.current = to;
    action();
  };

  return (
    <div role="group" aria-label={IDEA_LABELS.controlsLabel} className="flex shrink-0 gap-2">
      <button
        ref={startRef}
        type="button"
        disabled={view.isPlaying}
        onClick={() => press(onStart, startRef.current, pauseRef.current)}
        aria-label={view.hasCompleted ? IDEA_LABELS.names.replay : IDEA_LABELS.names.start}
        className={buttonClass('primary')}
      >
        {view.hasCompleted ? IDEA_LABELS.replay : IDEA_LABELS.start}
      </button>
      <button
        ref={pauseRef}
        type="button"
        disabled={!view.isPlaying}
        onClick={() => press(onPause, pauseRef.current, startRef.current)}
        aria-label={IDEA_LABELS.names.pause}
        className={buttonClass('secondary')}
      >
        {IDEA_LABELS.pause}
      </button>
      <button
        ref={resetRef}
        type="button"
        disabled={!view.started}
        onClick={() => press(onReset, resetRef.current, startRef.current)}
        aria-label={IDEA_LABELS.names.reset}
        className={buttonClass('ghost')}
      >
        {IDEA_LABELS.reset}
      </button>
    </div>
  );
}

/**
 * Under the idea demo's tool row on narrow screens: one dot per tool, the one in view filled, so a
 * visitor sees there are more tools to the side (and where the row is when they swipe). Decoration:
 * each tool has its own heading. Hidden where the tools sit side by side.
 */

interface RowDotsProps {
  rowRef: RefObject<HTMLElement | null>;
  count: number;
}

function RowDots({ rowRef, count }: RowDotsProps) {
  const [inView, setInView] = useState(0);

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    const update = () => {
      const span = row.scrollWidth - row.clientWidth;
      setInView(span > 0 ? Math.round((row.scrollLeft / span) * (count - 1)) : 0);
    };
    row.addEventListener('scroll', update, { passive: true });
    return () => row.removeEventListener('scroll', update);
  }, [rowRef, count]);

  return (
    <div aria-hidden="true" className="mt-3 flex justify-center gap-2 lg:hidden">
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          className={`size-2 rounded-full motion-safe:transition-colors ${index === inView ? 'bg-accent' : 'bg-slate-300'}`}
        />
      ))}
    </div>
  );
}

/**
 * On narrow screens the idea demo's three tools sit in one sideways-scrolling row, a tool wide.
 * As the demo moves to another tool, the row scrolls (itself, never the page) to show it, so the
 * action stays where the visitor is looking; on wide screens the row does not scroll and this does
 * nothing. The visitor may still swipe; the row only moves again at the next change of tool.
 * It also tells whether the row scrolls now, so the player can make it keyboard-scrollable then.
 */

function useActivePanelInView(
  rowRef: RefObject<HTMLElement | null>,
  activePanelRef: RefObject<HTMLElement | null>,
  reducedMotion: boolean,
): boolean {
  const [scrollable, setScrollable] = useState(false);

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    const measure = () => setScrollable(row.scrollWidth > row.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [rowRef]);

  useEffect(() => {
    const row = rowRef.current;
    const panel = activePanelRef.current;
    if (!row || !panel || !scrollable) return;
    // Centred, as the row snaps: the neighbours peek in at the sides, saying there is more.
    const rowBox = row.getBoundingClientRect();
    const panelBox = panel.getBoundingClientRect();
    const left = row.scrollLeft + panelBox.left - rowBox.left - (rowBox.width - panelBox.width) / 2;
    row.scrollTo({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [rowRef, activePanelRef, reducedMotion, scrollable]);

  return scrollable;
}

/**
 * One tool of the demo (Grace, Storybuilder, Communications): a header saying whether it is a
 * preview (before the first Start), waiting, working or done, the phase toast pinned to its top edge while shown,
 * and the tool's output. With motion: the panel swells briefly as its tool starts working (not
 * under reduced motion), and the toast drops in (and goes at once when its time is up).
 */

/** preview: before the first Start, the panel shows its finished example (IdeaPreview). */
export type PanelState = 'preview' | 'waiting' | 'active' | 'done';

interface PhasePanelProps {
  phase: IdeaPhase;
  state: PanelState;
  /** The phase toast is on show (its text is announced by the player's live region). */
  toast: boolean;
  reducedMotion: boolean;
  /** The panel's frame, where the particles of a transfer start or land. */
  ref: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}

const FRAME: Record<PanelState, string> = {
  preview: 'border-slate-200 bg-slate-50',
  waiting: 'border-dashed border-slate-300 bg-white',
  active: 'border-accent bg-accent-soft/40 ring-2 ring-accent/20',
  done: 'border-slate-200 bg-white',
};

/**
 * The tools' height at the fullest tool's fullest (Grace's, with the longer faith copy), measured
 * at 390, 640 and 1024 px, so the frame keeps one size from the resting frame to the end of a run.
 * The tools share a row at every width, which gives them all the tallest one's height anyway.
 */
const MIN_HEIGHT = 'min-h-[32.5rem] sm:min-h-[25rem] lg:min-h-[33rem]';

const BADGE: Record<Exclude<PanelState, 'preview'>, string> = {
  waiting: 'bg-slate-100 text-muted',
  active: 'bg-accent text-white',
  done: 'bg-accent-soft text-accent',
};

function PhasePanel({ phase, state, toast, reducedMotion, ref, children }: PhasePanelProps) {
  const previousState = useRef(state);
  useEffect(() => {
    const started = state === 'active' && previousState.current !== 'active';
    previousState.current = state;
    if (!started || reducedMotion || !ref.current) return;
    const swell = animate(ref.current, SWELL.keyframes, SWELL.options);
    return () => swell.stop();
  }, [ref, reducedMotion, state]);

  return (
    <div
      ref={ref}
      data-panel-state={state}
      className={`relative flex w-full shrink-0 snap-center flex-col rounded-2xl border p-4 motion-safe:transition-colors lg:w-auto ${MIN_HEIGHT} ${FRAME[state]}`}
    >
      {toast && (
        <Enter
          as="p"
          movement={DROP_IN}
          aria-hidden
          className="absolute -top-3.5 right-3 inline-flex items-center gap-1.5 rounded-full bg-ink px-3 py-1 text-xs font-semibold text-white shadow-md"
        >
          <IconSvg name="sparkles" className="size-3.5" />
          {phase.toast}
        </Enter>
      )}
      <div className="flex items-center gap-3">
        <span
          className={iconTileClass(
            'size-10',
            state === 'waiting' || state === 'preview' ? 'muted' : 'accent',
            true,
          )}
        >
          <IconSvg name={phase.icon} />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-ink">{phase.title}</h3>
          <div className="flex min-h-5 flex-wrap items-center justify-between gap-x-2">
            <p className="text-xs text-muted">{phase.caption}</p>
            {state === 'preview' && (
              // The preview's own group label says it to screen readers.
              <span aria-hidden="true">
                <PreviewBadge label={IDEA_LABELS.previewBadge} />
              </span>
            )}
            {(state === 'active' || state === 'done') && (
              <span
                className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[state]}`}
              >
                {state === 'done' && <IconSvg name="check" className="size-3.5" />}
                {state === 'done' ? IDEA_LABELS.phaseDone : IDEA_LABELS.phaseActive}
              </span>
            )}
          </div>
        </div>
      </div>
      <div className="mt-4 flex flex-1 flex-col gap-3 text-sm">{children}</div>
    </div>
  );
}

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

function IdeaPreview({ phase }: { phase: IdeaPhaseId }) {
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
