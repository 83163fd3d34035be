// @ts-check
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { join } from 'node:path';
import { defineConfig } from 'astro/config';
import islands from './integrations/islands.ts';
import securityHeaders from './integrations/security-headers.ts';

// Every page is pre-rendered; React islands hydrate only the interactive parts, each when it is
// first needed (docs/architecture.md). islands() adds our hydration directives and shared chunks.
// The site builder of `npm start` gives each build caches of its own (SITE_BUILD_CACHE_DIR), so
// that two servers of one checkout can build at once (docs/architecture.md#site-rebuilds).
const buildCacheDir = process.env.SITE_BUILD_CACHE_DIR;

export default defineConfig({
  output: 'static',
  ...(buildCacheDir && { cacheDir: buildCacheDir }),
  site: process.env.SITE_URL || 'http://localhost:4321',
  // securityHeaders: dist/_headers gets the CSP with the hashes of the built inline scripts.
  integrations: [react(), islands(), securityHeaders()],
  vite: {
    ...(buildCacheDir && { cacheDir: join(buildCacheDir, 'vite') }),
    plugins: [tailwindcss()],
  },
});
