import { animate } from 'motion/mini';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { IDEA_LABELS, type IdeaPhase } from '../../../data/demos/idea-to-implementation.ts';
import { iconTileClass } from '../../../lib/styles/icon-tile-styles.ts';
import Enter from '../../motion/Enter.tsx';
import { DROP_IN, SWELL } from '../../motion/presets.ts';
import IconSvg from '../../ui/IconSvg.tsx';
import PreviewBadge from '../PreviewBadge.tsx';

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

export default function PhasePanel({ phase, state, toast, reducedMotion, ref, children }: PhasePanelProps) {
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
