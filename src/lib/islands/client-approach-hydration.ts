/**
 * What the `client:approach` and `client:near` directives share: an island whose controls are live
 * in the HTML (never disabled while its code loads) starts hydrating when a pointer moves over it,
 * a finger touches it or keyboard focus reaches it, and a click on one of its buttons that comes
 * before it has hydrated (a mouse click, or Enter or Space on a focused button) is not lost: it is
 * replayed on the same button once the island has hydrated, and React handles it as if it had just
 * happened. Typing into a field before hydration needs no replay; the island reads what the field
 * holds when it mounts (RoiCalculator does).
 */

/** The loader Astro hands a directive: fetches the island's code and returns its hydrator. */
export type IslandLoader = () => Promise<() => Promise<void>>;

/** What counts as approaching: hover, touch, keyboard focus, and the click itself. */
const APPROACH_EVENTS = ['pointerover', 'touchstart', 'focusin', 'click'] as const;

export interface ApproachWatch {
  /** Starts hydrating now (from another signal: in view, a mode change); safe to call again. */
  start: () => Promise<void>;
  /** Runs when hydration starts, whatever started it; for the caller's own listeners. */
  onStart: (cleanUp: () => void) => void;
}

export function hydrateWhenApproached(load: IslandLoader, island: HTMLElement): ApproachWatch {
  let started = false;
  let hydrated = false;
  const missedClicks: HTMLButtonElement[] = [];
  const cleanUps: (() => void)[] = [];

  const remember = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!hydrated && button && island.contains(button)) missedClicks.push(button);
  };
  const start = async () => {
    if (started) return;
    started = true;
    for (const cleanUp of cleanUps.splice(0)) cleanUp();
    const hydrate = await load();
    await hydrate();
    hydrated = true;
    island.removeEventListener('click', remember, true);
    for (const button of missedClicks.splice(0)) {
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
    }
  };

  island.addEventListener('click', remember, true);
  for (const type of APPROACH_EVENTS) {
    island.addEventListener(type, start, { passive: true });
    cleanUps.push(() => island.removeEventListener(type, start));
  }
  return { start, onStart: (cleanUp) => cleanUps.push(cleanUp) };
}

/** Starts hydrating once any of the island's elements comes within `rootMargin` of the viewport. */
export function startWhenInView(watch: ApproachWatch, island: HTMLElement, rootMargin?: string): void {
  const inView = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void watch.start();
    },
    { rootMargin },
  );
  // An island element is `display: contents`, so its children are what has a box to observe.
  for (const child of island.children) inView.observe(child);
  watch.onStart(() => inView.disconnect());
}
