// @ts-check
import preact from '@astrojs/preact';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import islands from './integrations/islands.ts';
import securityHeaders from './integrations/security-headers.ts';

// Every page is pre-rendered; islands hydrate only the interactive parts. They are written against
// the React API and run on Preact through preact/compat (`compat`), a fraction of React's size;
// islands() adds what they need beyond the renderer (integrations/islands.ts).
export default defineConfig({
  output: 'static',
  site: process.env.SITE_URL || 'http://localhost:4321',
  // securityHeaders: dist/_headers gets the CSP with the hashes of the built inline scripts.
  integrations: [preact({ compat: true }), islands(), securityHeaders()],
  vite: {
    plugins: [tailwindcss()],
  },
});
