/**
 * Switches the display mode (docs/product.md#what-sets-the-mode). It is an action, and it looks
 * like one: its words are its accessible name ("Switch to secular mode") and beside them is the
 * sign of the mode it switches to, in that mode's colour; no switch knob that would show a state
 * instead. Both labels are rendered and the body class shows the one naming the other mode
 * (global.css), so the button is right from the first paint, whatever the stored mode, and
 * hydration changes nothing. It hydrates on approach (`client:approach`): a click before its code
 * has loaded is replayed once it has.
 */
import { useStore } from '@nanostores/react';
import { MODE_ICONS, MODE_TOGGLE } from '../../data/site.ts';
import { otherMode } from '../../lib/mode/mode.ts';
import type { Mode } from '../../data/types.ts';
import { $mode, renderedMode, setMode } from '../../lib/mode/store.ts';
import IconSvg from '../ui/IconSvg.tsx';

export interface ModeToggleProps {
  /** Compact for the navigation bar, roomy for the hero. */
  size?: 'sm' | 'lg';
}

const SIZE = {
  sm: 'px-3 py-1.5 text-sm',
  lg: 'px-5 py-3 text-base',
} as const;

/** What the button says and shows in each mode: the way to the other one. */
const TARGET = {
  faith: { label: MODE_TOGGLE.toSecular, shownIn: 'faith-only', swatch: 'bg-secular' },
  secular: { label: MODE_TOGGLE.toFaith, shownIn: 'secular-only', swatch: 'bg-faith' },
} as const satisfies Record<Mode, { label: string; shownIn: string; swatch: string }>;

export default function ModeToggle({ size = 'sm' }: ModeToggleProps) {
  const mode = useStore($mode, { ssr: renderedMode });
  return (
    <button
      type="button"
      onClick={() => setMode(otherMode(mode))}
      className={`inline-flex items-center rounded-full border border-accent bg-white font-medium text-accent transition-colors hover:bg-accent-soft ${SIZE[size]}`}
    >
      {(['faith', 'secular'] as const).map((current) => {
        const { label, shownIn, swatch } = TARGET[current];
        return (
          <span
            key={current}
            data-mode-target={otherMode(current)}
            className={`${shownIn} inline-flex items-center gap-2`}
          >
            <span
              aria-hidden="true"
              className={`inline-flex size-5 shrink-0 items-center justify-center rounded-full text-white ${swatch}`}
            >
              <IconSvg name={MODE_ICONS[otherMode(current)]} className="size-3.5" />
            </span>
            {label}
          </span>
        );
      })}
    </button>
  );
}
