/**
 * The `client:near` hydration directive (registered by integrations/islands.ts), for islands below
 * the fold whose controls must work on the first Tab pass or the first click: the demos, the
 * benefit carousel, the pricing cards and the ROI calculator. Their HTML is live (no control is
 * disabled or faded while the code loads), and they hydrate on whichever comes first: the island
 * coming into view (within `rootMargin`, as `client:visible` takes it), or a pointer, finger or
 * keyboard focus reaching it. A click or a key press on a button before then is replayed once the
 * island has hydrated (client-approach-hydration.ts). Astro inlines this directive into the page.
 */
import type { ClientDirective } from 'astro';
import { hydrateWhenApproached, startWhenInView } from './client-approach-hydration.ts';

/** `client:near={{ rootMargin: '800px 0px' }}` hydrates a screen ahead; plain `client:near` in view. */
function rootMarginOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('rootMargin' in value)) return undefined;
  return typeof value.rootMargin === 'string' ? value.rootMargin : undefined;
}

const hydrateWhenNear: ClientDirective = (load, options, island) => {
  const watch = hydrateWhenApproached(load, island);
  startWhenInView(watch, island, rootMarginOf(options.value));
};

export default hydrateWhenNear;
