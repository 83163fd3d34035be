/**
 * What the islands need beyond the Preact renderer (astro.config.mjs):
 * - the `client:event="name"` hydration directive (src/lib/client-event-directive.ts): the island
 *   hydrates when `name` is first dispatched on window, for islands needed only after an
 *   interaction, whose code would otherwise load on every page;
 * - React's effect timing on Preact (src/lib/preact-effect-timing.ts), imported by the renderer's
 *   client code so it is set before any island renders. Not through a `before-hydration` script:
 *   islands wait for that file before their directive even starts, which would delay every
 *   hydration by a round trip and miss an event dispatched in the meantime.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates the island the first time this event is dispatched on window. */
    'client:event'?: string;
  }
}

const sourcePath = (path: string) => fileURLToPath(new URL(`../src/lib/${path}`, import.meta.url));

/** The browser half of @astrojs/preact, which every island loads to render. */
const PREACT_RENDERER_CLIENT = /[\\/]@astrojs[\\/]preact[\\/]dist[\\/]client\.js$/;

export default function islands(): AstroIntegration {
  return {
    name: 'islands',
    hooks: {
      'astro:config:setup': ({ addClientDirective, updateConfig }) => {
        addClientDirective({ name: 'event', entrypoint: sourcePath('client-event-directive.ts') });
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'islands:preact-effect-timing',
                transform(code, id) {
                  if (!PREACT_RENDERER_CLIENT.test(id)) return undefined;
                  return `import ${JSON.stringify(sourcePath('preact-effect-timing.ts'))};\n${code}`;
                },
              },
            ],
          },
        });
      },
    },
  };
}
