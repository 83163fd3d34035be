/**
 * Switches the display mode (SPEC section 4). Both labels are rendered and the body class shows the
 * one naming the other mode (global.css), so the button is right from the first paint, whatever
 * the stored mode, and hydration changes nothing. It hydrates on approach (`client:approach`): a
 * click before its code has loaded is replayed once it has.
 */
import { useStore } from '@nanostores/react';
import { MODE_TOGGLE } from '../../data/site.ts';
import { otherMode } from '../../lib/mode.ts';
import { $mode, renderedMode, setMode } from '../../lib/mode-store.ts';

export interface ModeToggleProps {
  /** Compact for the navigation bar, roomy for the hero. */
  size?: 'sm' | 'lg';
}

const SIZE = {
  sm: 'px-3 py-1.5 text-sm',
  lg: 'px-5 py-3 text-base',
} as const;

export default function ModeToggle({ size = 'sm' }: ModeToggleProps) {
  const mode = useStore($mode, { ssr: renderedMode });
  return (
    <button
      type="button"
      onClick={() => setMode(otherMode(mode))}
      className={`inline-flex items-center gap-2 rounded-full border border-accent bg-white font-medium text-accent transition-colors hover:bg-accent-soft ${SIZE[size]}`}
    >
      <span aria-hidden="true" className="inline-flex h-5 w-9 items-center rounded-full bg-accent-soft p-0.5">
        <span className="h-4 w-4 rounded-full bg-accent transition-transform [.secular-mode_&]:translate-x-4" />
      </span>
      <span className="faith-only">{MODE_TOGGLE.toSecular}</span>
      <span className="secular-only">{MODE_TOGGLE.toFaith}</span>
    </button>
  );
}
