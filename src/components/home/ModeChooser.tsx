/**
 * The Faith / Secular chooser (docs/product.md#what-sets-the-mode): each card's title is a toggle
 * button that selects a display mode, pressed while its mode is current, stretched over the whole
 * card so the card is one click target whose accessible name is exactly its visible label (the
 * title). The highlight and badge follow the body class (right from the first paint); aria-pressed
 * follows the store once hydrated. It hydrates on approach, when the mode changes, or in view on a
 * page opened in secular mode (`client:approach="mode"`), and a click before its code has loaded is
 * replayed once it has. The copy is imported here rather than passed in, so the page carries no
 * serialized props for it.
 */
import { useStore } from '@nanostores/react';
import { MODE_CHOOSER } from '../../data/home.ts';
import { $mode, renderedMode, setMode } from '../../lib/mode/store.ts';
import { iconTileClass } from '../../lib/styles/icon-tile-styles.ts';
import IconSvg from '../ui/IconSvg.tsx';

/** Styles of the card whose mode is current, keyed by the body class that makes it current. */
const SELECTED_WHEN = {
  faith: '[.faith-mode_&]:border-accent [.faith-mode_&]:ring-2 [.faith-mode_&]:ring-accent/40',
  secular: '[.secular-mode_&]:border-accent [.secular-mode_&]:ring-2 [.secular-mode_&]:ring-accent/40',
} as const;
const SHOWN_WHEN = {
  faith: 'hidden [.faith-mode_&]:inline-flex',
  secular: 'hidden [.secular-mode_&]:inline-flex',
} as const;
const HIDDEN_WHEN = {
  faith: '[.faith-mode_&]:hidden',
  secular: '[.secular-mode_&]:hidden',
} as const;

export default function ModeChooser() {
  const mode = useStore($mode, { ssr: renderedMode });
  const { options, selectedLabel, selectLabel } = MODE_CHOOSER;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {options.map((option) => {
        const descriptionId = `mode-chooser-${option.mode}-description`;
        return (
          <div
            key={option.mode}
            data-mode-option={option.mode}
            className={`relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 text-left shadow-sm transition hover:border-accent hover:shadow-md has-[button:focus-visible]:ring-2 has-[button:focus-visible]:ring-accent sm:p-8 ${SELECTED_WHEN[option.mode]}`}
          >
            <span className="flex w-full items-start justify-between gap-4">
              <span aria-hidden="true" className={iconTileClass('size-12', 'accent-soft')}>
                <IconSvg name={option.icon} className="size-6" />
              </span>
              <span
                className={`items-center rounded-full bg-accent px-3 py-1 text-xs font-semibold text-white ${SHOWN_WHEN[option.mode]}`}
              >
                {selectedLabel}
              </span>
              <span
                className={`inline-flex items-center rounded-full border border-slate-300 px-3 py-1 text-xs font-semibold text-muted ${HIDDEN_WHEN[option.mode]}`}
              >
                {selectLabel}
              </span>
            </span>
            <button
              type="button"
              aria-pressed={option.mode === mode}
              aria-describedby={descriptionId}
              onClick={() => setMode(option.mode)}
              className="mt-5 block text-left text-xl font-bold tracking-tight text-ink after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
            >
              {option.title}
            </button>
            <span id={descriptionId} className="mt-2 block text-muted">
              {option.description}
            </span>
            <span className="mt-5 flex flex-wrap gap-2">
              {option.points.map((point) => (
                <span key={point} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-ink">
                  {point}
                </span>
              ))}
            </span>
          </div>
        );
      })}
    </div>
  );
}
