/**
 * WAI-ARIA tabs with automatic activation: one tab stop, arrow keys move between tabs (wrapping),
 * Home and End jump to the ends. Panels are rendered by the caller with tabPanelProps().
 */
import { useRef, type KeyboardEvent } from 'react';

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  /** A number shown beside the label, with its meaning for screen readers ("3 unread"). */
  badge?: { text: string; description: string } | undefined;
}

interface Props<Id extends string> {
  idPrefix: string;
  label: string;
  tabs: readonly TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
}

export function tabIds(idPrefix: string, id: string) {
  return { tab: `${idPrefix}-tab-${id}`, panel: `${idPrefix}-panel-${id}` };
}

export default function Tabs<Id extends string>({ idPrefix, label, tabs, selected, onSelect }: Props<Id>) {
  const refs = useRef(new Map<Id, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const tab = target === null ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  }

  return (
    // The rule under the tabs is an inset shadow, not a border the active tab overlaps: a tab
    // reaching past the box would make it scroll upwards by a pixel as a tab takes focus, cutting
    // the top of the focus ring (drawn inside the tab, so the sideways scroller cannot clip it).
    // On a phone the row is wider than the screen: its right edge fades, so a cut tab shows more
    // are there, and trailing room lets the last tab scroll clear of the fade.
    <div
      role="tablist"
      aria-label={label}
      className="flex gap-1 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-slate-200)] max-sm:mask-r-from-85% max-sm:pr-12"
    >
      {tabs.map((tab, index) => {
        const ids = tabIds(idPrefix, tab.id);
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) refs.current.set(tab.id, element);
              else refs.current.delete(tab.id);
            }}
            id={ids.tab}
            type="button"
            role="tab"
            aria-selected={active}
            // The name stays the bare label (docs/product.md#accessibility: tests find controls by
            // name); the count is the description.
            aria-label={tab.label}
            aria-controls={ids.panel}
            aria-describedby={tab.badge ? `${ids.tab}-badge` : undefined}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`flex shrink-0 items-center gap-2 rounded-t-lg border-b-2 px-3 py-2.5 text-sm font-semibold focus-visible:-outline-offset-2 sm:px-4 ${
              active ? 'border-accent text-accent' : 'border-transparent text-muted hover:text-ink'
            }`}
          >
            {tab.label}
            {tab.badge && (
              <span
                id={`${ids.tab}-badge`}
                className={`rounded-full px-2 py-0.5 text-xs ${active ? 'bg-accent text-white' : 'bg-slate-100 text-ink'}`}
              >
                {/* The number is drawn by CSS, not written as text: the tab's visible label stays
                    exactly its name (WCAG 2.5.3, axe's label-content-name-mismatch), and the count
                    reaches screen readers once, in words, as the description. */}
                <span
                  aria-hidden="true"
                  data-count={tab.badge.text}
                  className="after:content-[attr(data-count)]"
                />
                <span className="sr-only">{tab.badge.description}</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
