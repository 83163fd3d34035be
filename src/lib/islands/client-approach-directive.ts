/**
 * The `client:approach` hydration directive (registered by integrations/islands.ts), for islands
 * that are on screen from the start but only matter once touched: the mode toggles and the home
 * page's mode chooser. Their code is not fetched with the page; it starts loading when a pointer
 * moves over the island, a finger touches it, or focus reaches it, which usually leaves time to
 * hydrate before the click, and a click that still comes first is replayed once the island has
 * hydrated (client-approach-hydration.ts). Astro inlines this directive into the page, so it
 * listens from the first paint.
 *
 * `client:approach="mode"` is for an island whose HTML states the display mode in attributes the
 * body class cannot change (the chooser's aria-pressed, built in faith mode): it also hydrates
 * when the mode changes, and, on a page that opened in the other mode, as soon as it is in view.
 */
import type { ClientDirective } from 'astro';
import { hydrateWhenApproached, startWhenInView } from './client-approach-hydration.ts';

/** The body class of the mode every page's HTML is built in (src/lib/mode/mode.ts, RENDERED_MODE). */
const RENDERED_MODE_CLASS = 'faith-mode';

const hydrateOnApproach: ClientDirective = (load, options, island) => {
  const watch = hydrateWhenApproached(load, island);
  if (options.value !== 'mode') return;

  // Only a real change of mode counts: rewriting the body's class with the same mode is no change.
  const openedIn = document.body.classList.contains(RENDERED_MODE_CLASS);
  const modeChanges = new MutationObserver(() => {
    if (document.body.classList.contains(RENDERED_MODE_CLASS) !== openedIn) void watch.start();
  });
  modeChanges.observe(document.body, { attributeFilter: ['class'] });
  watch.onStart(() => modeChanges.disconnect());
  if (!openedIn) startWhenInView(watch, island);
};

export default hydrateOnApproach;
