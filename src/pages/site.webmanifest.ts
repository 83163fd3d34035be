/** /site.webmanifest, built from src/data/seo.ts so its name and colours follow the site's own. */
import type { APIRoute } from 'astro';
import { webManifest } from '../lib/seo/manifest.ts';
import globalCss from '../styles/global.css?raw';

export const GET: APIRoute = () =>
  new Response(`${JSON.stringify(webManifest(globalCss), null, 2)}\n`, {
    headers: { 'Content-Type': 'application/manifest+json' },
  });
