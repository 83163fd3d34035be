// @ts-check
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

// Every page is pre-rendered; React islands hydrate only the interactive parts.
export default defineConfig({
  output: 'static',
  site: process.env.SITE_URL || 'http://localhost:4321',
  integrations: [react()],
  vite: {
    plugins: [tailwindcss()],
  },
});
