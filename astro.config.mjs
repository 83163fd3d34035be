// @ts-check
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import islands from './integrations/islands.ts';
import securityHeaders from './integrations/security-headers.ts';

// Every page is pre-rendered; React islands hydrate only the interactive parts, each when it is
// first needed (docs/architecture.md). islands() adds our hydration directives and shared chunks.
export default defineConfig({
  output: 'static',
  site: process.env.SITE_URL || 'http://localhost:4321',
  // securityHeaders: dist/_headers gets the CSP with the hashes of the built inline scripts.
  integrations: [react(), islands(), securityHeaders()],
  vite: {
    plugins: [tailwindcss()],
  },
});
