import { useLayoutEffect, useRef } from 'react';
import { IDEA_LABELS } from '../../../data/demos/idea-to-implementation.ts';
import { buttonClass } from '../../../lib/styles/button-styles.ts';
import type { IdeaDemoView } from './idea-machine.ts';

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

export default function IdeaControls({ view, onStart, onPause, onReset }: IdeaControlsProps) {
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
