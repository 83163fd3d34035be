/**
 * Walks a page with Tab (or Shift+Tab) as a keyboard user does and judges every stop: visible, not obscured
 * (WCAG 2.4.11), its ring drawn whole, an indicator the unfocused state lacks at 3:1 (2.4.7, 1.4.11); then
 * reports what was never reached and whether focus came back round (no trap). That each stop is a native
 * control or an ARIA widget is axe's focus-order-semantics, run on every walked page (support/a11y.ts).
 */
import type { Page } from '@playwright/test';
import { installContrast } from './contrast.ts';
import { expect } from './test.ts';

/** Far more stops than any page has; reaching it means focus is going round in circles. */
const MAX_STOPS = 400;
/** Tab stops of the browser itself between the end of the page and its start again. */
const MAX_BROWSER_STOPS = 3;
/** A focus indicator must stand out from the colours next to it by this much (WCAG 1.4.11). */
export const INDICATOR_CONTRAST = 3;
/** How far up an indicator may be drawn: a card with a stretched title link shows focus on the card. */
const INDICATOR_ANCESTORS = 3;

interface Indicator {
  outline: string;
  boxShadow: string;
  border: string;
}

declare global {
  interface Window {
    /** The stops so far, and the last one as read while focused: judged once focus has left it. */
    __focusWalk?: {
      stops: Element[];
      pending?: {
        problems: string[];
        /** The element, then its ancestors up to INDICATOR_ANCESTORS. */
        focused: Indicator[];
        /** Per element of `focused`: contrast with the surroundings of each part drawn (null: not drawn). */
        contrast: Record<keyof Indicator, number | null>[];
      };
    };
  }
}

type StepResult =
  | { kind: 'left' }
  | { kind: 'repeat'; index: number; previousProblems: string[] }
  | { kind: 'new'; description: string; previousProblems: string[] };

/** Runs in the page after each Tab. Self-contained, as page.evaluate needs. */
async function readStep([ancestors, required]: readonly [number, number]): Promise<StepResult> {
  const walk = (window.__focusWalk ??= { stops: [] });
  const contrast = window.__contrast;
  if (!contrast) throw new Error('the contrast toolkit is not installed');
  const element = document.activeElement;
  if (!element || element === document.body || element === document.documentElement) return { kind: 'left' };

  // A transition (transition-colors includes outline-color) is finished at once rather than read half-way.
  const settle = (target: Element) => {
    for (const animation of target.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
  };
  const chain = (target: Element) => {
    const elements = [target];
    for (let up = 0; up < ancestors; up += 1) {
      const parent = elements.at(-1)?.parentElement;
      if (!parent || parent === document.body) break;
      elements.push(parent);
    }
    return elements;
  };
  const indicators = (target: Element): Indicator[] =>
    chain(target).map((element) => {
      const style = getComputedStyle(element);
      const drawn = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return {
        outline: drawn ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : 'none',
        boxShadow: style.boxShadow,
        border: `${style.borderTopWidth} ${style.borderTopColor}`,
      };
    });
  const previous = walk.stops.at(-1);
  for (const target of [...chain(element), ...(previous ? chain(previous) : [])]) settle(target);

  // The last stop, unfocused now: some part of it or an ancestor that looks different with focus must
  // stand out from its surroundings.
  const previousProblems = walk.pending?.problems ?? [];
  if (previous && walk.pending) {
    const { focused, contrast: ratios } = walk.pending;
    const unfocused = indicators(previous);
    const parts = ['outline', 'boxShadow', 'border'] as const;
    const judged = focused
      .flatMap((shown, level) =>
        parts
          .filter((part) => shown[part] !== 'none' && shown[part] !== unfocused[level]?.[part])
          .map((part) => ({ part, level, ratio: ratios[level]?.[part] ?? null })),
      )
      .filter((change) => change.ratio !== null);
    if (judged.length === 0) {
      previousProblems.push('no focus indicator: outline, box-shadow and border look the same as unfocused');
    } else if (!judged.some((change) => (change.ratio ?? 0) >= required)) {
      const found = judged
        .map(
          ({ part, level, ratio }) =>
            `${level ? `ancestor ${level} ` : ''}${part} ${(ratio ?? 0).toFixed(2)}:1`,
        )
        .join(', ');
      previousProblems.push(`focus indicator below ${required}:1 against its surroundings (${found})`);
    }
  }
  walk.pending = undefined;
  const seen = walk.stops.indexOf(element);
  if (seen >= 0) return { kind: 'repeat', index: seen, previousProblems };
  // Scrolling is instant during the walk, so one frame brings the element to where it will stay.
  await new Promise((done) => requestAnimationFrame(done));

  const box = element.getBoundingClientRect();
  const visible =
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    box.width > 1 &&
    box.height > 1;
  const inset = Math.min(2, box.width / 4, box.height / 4);
  const points = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
  ] as const;
  const hits = points.map(([x, y]) => document.elementFromPoint(x, y));
  const shows = (hit: Element | null) =>
    hit !== null && (hit === element || element.contains(hit) || hit.contains(element));
  const cover = hits.find((hit) => !shows(hit));
  const obscured = hits.some(shows)
    ? null
    : `${cover?.tagName.toLowerCase() ?? 'nothing'}${cover?.id ? `#${cover.id}` : ''}.${[...(cover?.classList ?? [])].slice(0, 4).join('.')}`;

  // The ring as drawn: the outline around the box (inset when its offset is negative).
  const { outlineStyle, outlineWidth, outlineOffset } = getComputedStyle(element);
  const width = outlineStyle === 'none' ? 0 : Number.parseFloat(outlineWidth);
  const spread = width > 0 ? Math.max(0, Number.parseFloat(outlineOffset) + width) : 0;
  const ring = new DOMRect(box.x - spread, box.y - spread, box.width + 2 * spread, box.height + 2 * spread);
  const slack = 0.5;
  const within = (outer: Pick<DOMRect, 'left' | 'top' | 'right' | 'bottom'>) =>
    ring.left >= outer.left - slack &&
    ring.top >= outer.top - slack &&
    ring.right <= outer.right + slack &&
    ring.bottom <= outer.bottom + slack;
  const name = (target: Element) =>
    `${target.tagName.toLowerCase()}.${[...target.classList].slice(0, 4).join('.')}`;
  let ringHidden: string | null = null;
  // Something taller or wider than the viewport cannot show its whole ring; its visible part is judged above.
  const fits = ring.height <= innerHeight && ring.width <= innerWidth;
  if (fits && !within({ left: 0, top: 0, right: innerWidth, bottom: innerHeight })) {
    ringHidden = `focus ring outside the viewport (${Math.round(ring.top)} to ${Math.round(ring.bottom)} px of ${innerHeight})`;
  }
  // A modal and what is pinned on purpose (the skip link) lie over the header; only the page's flow goes under.
  const pinned = (target: Element | null): boolean =>
    target !== null &&
    (/fixed|sticky/.test(getComputedStyle(target).position) || pinned(target.parentElement));
  const inModal = element.closest('dialog:modal, [aria-modal="true"]') !== null || pinned(element);
  for (const header of document.querySelectorAll('header')) {
    const position = getComputedStyle(header).position;
    if (ringHidden || inModal || header.contains(element) || (position !== 'sticky' && position !== 'fixed'))
      continue;
    const headerBox = header.getBoundingClientRect();
    if (headerBox.height > 0 && ring.top < headerBox.bottom - slack && ring.bottom > headerBox.top) {
      ringHidden = `focus ring under the sticky header (ring top ${Math.round(ring.top)} px, header bottom ${Math.round(headerBox.bottom)} px)`;
    }
  }
  for (let ancestor = element.parentElement; ancestor && !ringHidden; ancestor = ancestor.parentElement) {
    const { overflowX, overflowY } = getComputedStyle(ancestor);
    if (overflowX === 'visible' && overflowY === 'visible') continue;
    if (ancestor === document.body || ancestor === document.documentElement) break;
    const clip = ancestor.getBoundingClientRect();
    if (!within(clip))
      ringHidden = `focus ring cut off by ${name(ancestor)} (overflow ${overflowX} ${overflowY}; ring ${[ring.left, ring.top, ring.right, ring.bottom].map(Math.round).join(',')}, box ${[clip.left, clip.top, clip.right, clip.bottom].map(Math.round).join(',')})`;
  }

  const focused = indicators(element);
  const partContrast = (target: Element, indicator: Indicator) => {
    const style = getComputedStyle(target);
    const shadowColours = style.boxShadow === 'none' ? [] : contrast.colours(style.boxShadow);
    // An ancestor's border is its frame, not a focus indicator: only the element's own is judged.
    const ownBorder = target === element && Number.parseFloat(style.borderTopWidth) > 0;
    return {
      outline: indicator.outline === 'none' ? null : contrast.around(target, style.outlineColor),
      boxShadow: shadowColours.length
        ? Math.max(...shadowColours.map((c) => contrast.around(target, c)))
        : null,
      border: ownBorder ? contrast.around(target, style.borderTopColor) : null,
    };
  };
  const problems: string[] = [];
  if (!visible) problems.push('not visible while focused');
  if (obscured) problems.push(`hidden behind ${obscured} while focused`);
  if (ringHidden) problems.push(ringHidden);
  walk.pending = {
    problems,
    focused,
    contrast: chain(element).map((target, index) => partContrast(target, focused[index] as Indicator)),
  };
  walk.stops.push(element);
  const description = [
    element.tagName.toLowerCase(),
    element.id ? `#${element.id}` : '',
    element.getAttribute('role') ? `[role=${element.getAttribute('role')}]` : '',
    ` "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`,
  ].join('');
  return { kind: 'new', description, previousProblems };
}

/** Runs in the page at the end: tabbable controls on show that the walk never reached. */
function unreachedControls(): string[] {
  const reached = new Set(window.__focusWalk?.stops ?? []);
  // With a modal open, only its contents can take focus, by design.
  const scope = document.querySelector('dialog:modal, [aria-modal="true"]') ?? document.body;
  const candidates = [
    ...scope.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]',
    ),
  ].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled, [inert] *, [type="hidden"]') &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      !(element instanceof HTMLInputElement && element.type === 'radio' && !element.checked && element.name),
  );
  // Whatever looks clickable (a pointer cursor) must be, or belong to, something reachable.
  const pointers = [...scope.querySelectorAll<HTMLElement>('*')].filter(
    (element) =>
      getComputedStyle(element).cursor === 'pointer' &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
  );
  const belongsToReached = (element: HTMLElement) =>
    [...reached].some((stop) => stop === element || stop.contains(element) || element.contains(stop)) ||
    (element instanceof HTMLLabelElement && element.control !== null && reached.has(element.control)) ||
    // A radio group is one Tab stop; its other radios' labels belong to the one reached.
    (element instanceof HTMLLabelElement && isRadioOfReachedGroup(element.control));
  function isRadioOfReachedGroup(control: HTMLElement | null): boolean {
    if (!(control instanceof HTMLInputElement) || control.type !== 'radio' || !control.name) return false;
    return [...reached].some(
      (stop) => stop instanceof HTMLInputElement && stop.type === 'radio' && stop.name === control.name,
    );
  }
  const describe = (element: HTMLElement) =>
    `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`;
  return [...new Set([...candidates, ...pointers])]
    .filter((element) => !belongsToReached(element))
    .map(describe);
}

/**
 * Presses Tab (Shift+Tab when `backwards`, which brings each stop to the top, under a sticky header) until
 * focus comes back to the first element it reached, reading each stop on the way, and fails with every
 * problem in words: each stop's, focus not coming back round (a trap or a dead end), and every visible,
 * enabled, tabbable control that Tab never reached. Returns the number of stops.
 */
export async function expectKeyboardFriendly(page: Page, where: string, { backwards = false } = {}) {
  await installContrast(page);
  // No smooth scrolling, so no stop waits for the page to glide; set through the CSSOM, which the CSP allows.
  // Focus is dropped, so the first stop is read fresh (Tab goes on from where it was).
  await page.evaluate(() => {
    document.documentElement.style.setProperty('scroll-behavior', 'auto', 'important');
    (document.activeElement as HTMLElement | null)?.blur();
    window.__focusWalk = { stops: [] };
  });
  const stops: string[] = [];
  const problems: string[] = [];
  let ending = 'too many stops';
  let outside = 0;
  for (let step = 0; step < MAX_STOPS; step += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const result = await page.evaluate(readStep, [INDICATOR_ANCESTORS, INDICATOR_CONTRAST] as const);
    if (result.kind === 'left') {
      // Focus is on the browser's own stops; a Tab or two more brings it back to the page.
      outside += 1;
      if (outside > MAX_BROWSER_STOPS) {
        ending = 'left the page';
        break;
      }
      continue;
    }
    outside = 0;
    problems.push(
      ...result.previousProblems.map((problem) => `stop ${stops.length}, ${stops.at(-1)}: ${problem}`),
    );
    if (result.kind === 'repeat') {
      ending = result.index === 0 ? 'back to the first stop' : `trapped: back to stop ${result.index + 1}`;
      break;
    }
    stops.push(result.description);
  }
  if (ending !== 'back to the first stop')
    problems.push(`focus never came back round: ${ending}, after ${stops.join(', ')}`);
  const unreached = await page.evaluate(unreachedControls);
  problems.push(...unreached.map((control) => `never reached with Tab: ${control}`));
  expect(problems, `keyboard problems on ${where} (${stops.length} stops)`).toEqual([]);
  return stops.length;
}
