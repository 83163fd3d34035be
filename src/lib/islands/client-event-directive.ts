/**
 * The `client:event` hydration directive (registered by integrations/islands.ts): the island
 * hydrates the first time the named event is dispatched on window. The contact dialog waits for
 * its first opening and the toast list for its first toast, so a page ships neither's code, nor
 * React's, until then. Astro runs this from an inline script; its island runtime retries a failed
 * fetch of the island's code once.
 */
import type { ClientDirective } from 'astro';

const hydrateOnEvent: ClientDirective = (load, options) => {
  window.addEventListener(
    options.value,
    async () => {
      const hydrate = await load();
      await hydrate();
    },
    { once: true },
  );
};

export default hydrateOnEvent;
