/**
 * What the islands need beyond the React renderer (astro.config.mjs):
 * - four hydration directives of our own, beside Astro's `client:visible` and `client:idle`:
 *   `client:event="name"` (src/lib/islands/client-event-directive.ts) hydrates when `name` is first
 *   dispatched on window, for islands needed only after an interaction elsewhere on the page (the
 *   contact dialog, the toasts); `client:approach` (src/lib/islands/client-approach-directive.ts) hydrates
 *   when a pointer, a finger or focus reaches the island and replays a click that came first, for
 *   islands on screen from the start (the mode toggles and chooser); `client:near`
 *   (src/lib/islands/client-near-directive.ts) hydrates when the island comes into view or is approached,
 *   whichever is first, and replays a click that came first, for islands below the fold whose
 *   controls must work on the first Tab pass (the demos, the carousel, pricing); `client:stale`
 *   (src/lib/islands/client-stale-directive.ts) hydrates the blog island only when the live blog differs
 *   from the build. docs/architecture.md lists which island hydrates when, and why.
 * - shared chunks: React (react, react-dom, scheduler) in one file, what the islands use of motion
 *   in another and the stores (nanostores and its React and persistence helpers) in a third, so
 *   every page that hydrates an island loads the same files and a visitor's browser fetches each
 *   once for the whole site.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates the island the first time this event is dispatched on window. */
    'client:event'?: string;
    /**
     * Hydrates the island when it is approached (hover, touch, focus) or clicked; no click is lost.
     * "mode": also when the display mode changes, or at once in view if the page opened in secular.
     */
    'client:approach'?: boolean | 'mode';
    /**
     * Hydrates the island when it comes into view (within `rootMargin`) or is approached, whichever
     * is first; no click is lost, so its controls are live in the HTML.
     */
    'client:near'?: boolean | { rootMargin: string };
    /** The blog island: hydrates only when the live blog differs from what the page was built with. */
    'client:stale'?: boolean;
  }
}

const sourcePath = (path: string) => fileURLToPath(new URL(`../src/lib/${path}`, import.meta.url));

/** The shared chunks, by the packages whose modules they hold. */
const SHARED_CHUNKS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'motion', test: /[\\/]node_modules[\\/](motion|framer-motion|motion-dom|motion-utils)[\\/]/ },
  { name: 'nanostores', test: /[\\/]node_modules[\\/](nanostores|@nanostores[\\/][\w-]+)[\\/]/ },
];

export default function islands(): AstroIntegration {
  return {
    name: 'islands',
    hooks: {
      'astro:config:setup': ({ addClientDirective, updateConfig }) => {
        addClientDirective({ name: 'event', entrypoint: sourcePath('islands/client-event-directive.ts') });
        addClientDirective({
          name: 'approach',
          entrypoint: sourcePath('islands/client-approach-directive.ts'),
        });
        addClientDirective({ name: 'near', entrypoint: sourcePath('islands/client-near-directive.ts') });
        addClientDirective({ name: 'stale', entrypoint: sourcePath('islands/client-stale-directive.ts') });
        updateConfig({
          vite: {
            build: { rollupOptions: { output: { codeSplitting: { groups: SHARED_CHUNKS } } } },
          },
        });
      },
    },
  };
}
