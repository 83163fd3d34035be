/**
 * The `client:approach` hydration directive (registered by integrations/islands.ts), for islands
 * that are on screen from the start but only matter once touched: the mode toggles and the home
 * page's mode chooser. Their code is not fetched with the page; it starts loading when a pointer
 * moves over the island, a finger touches it, or focus reaches it, which usually leaves time to
 * hydrate before the click. A click that still comes first is not lost: it is replayed on the same
 * element once the island has hydrated (React then handles it as if it had just happened). Astro
 * inlines this directive into the page, so it listens from the first paint.
 *
 * `client:approach="mode"` is for an island whose HTML states the display mode in attributes the
 * body class cannot change (the chooser's aria-pressed, built in faith mode): it also hydrates
 * when the mode changes, and, on a page that opened in the other mode, as soon as it is in view.
 */
import type { ClientDirective } from 'astro';

/** What counts as approaching: hover, touch, keyboard focus, and the click itself. */
const APPROACH_EVENTS = ['pointerover', 'touchstart', 'focusin', 'click'] as const;

/** The body class of the mode every page's HTML is built in (src/lib/mode.ts, RENDERED_MODE). */
const RENDERED_MODE_CLASS = 'faith-mode';

const hydrateOnApproach: ClientDirective = (load, options, island) => {
  let started = false;
  let hydrated = false;
  const missedClicks: Element[] = [];
  const cleanUps: (() => void)[] = [];

  const remember = (event: Event) => {
    if (!hydrated && event.target instanceof Element) missedClicks.push(event.target);
  };
  const start = async () => {
    if (started) return;
    started = true;
    for (const cleanUp of cleanUps.splice(0)) cleanUp();
    const hydrate = await load();
    await hydrate();
    hydrated = true;
    island.removeEventListener('click', remember, true);
    for (const target of missedClicks.splice(0)) {
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
    }
  };

  island.addEventListener('click', remember, true);
  for (const type of APPROACH_EVENTS) {
    island.addEventListener(type, start, { passive: true });
    cleanUps.push(() => island.removeEventListener(type, start));
  }
  if (options.value !== 'mode') return;

  // Only a real change of mode counts: rewriting the body's class with the same mode is no change.
  const openedIn = document.body.classList.contains(RENDERED_MODE_CLASS);
  const modeChanges = new MutationObserver(() => {
    if (document.body.classList.contains(RENDERED_MODE_CLASS) !== openedIn) void start();
  });
  modeChanges.observe(document.body, { attributeFilter: ['class'] });
  cleanUps.push(() => modeChanges.disconnect());
  if (!openedIn) {
    const inView = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void start();
    });
    for (const child of island.children) inView.observe(child);
    cleanUps.push(() => inView.disconnect());
  }
};

export default hydrateOnApproach;
