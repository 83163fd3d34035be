/**
 * The HTML Chromium renders into the share images and icons. Words and colours come from
 * src/data and global.css; the mark is public/favicon.svg.
 */
import type { ShareImage } from '../../src/data/seo.ts';

export interface ShareImageContent {
  image: ShareImage;
  siteName: string;
  tagline: string;
  /** The mode's accent colour (hex), the background. */
  accent: string;
  markSvg: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

function page(width: number, height: number, style: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    html, body { margin: 0; width: ${width}px; height: ${height}px; overflow: hidden; }
    svg { display: block; width: 100%; height: 100%; }
    ${style}
  </style></head><body>${body}</body></html>`;
}

export function shareImageHtml({ image, siteName, tagline, accent, markSvg }: ShareImageContent): string {
  const style = `
    body {
      box-sizing: border-box; padding: 88px 96px; display: flex; flex-direction: column;
      justify-content: space-between; color: #fff; font-family: 'DejaVu Sans', sans-serif;
      background: radial-gradient(circle at 85% 15%, rgb(255 255 255 / 0.18), transparent 45%), ${accent};
    }
    .brand { display: flex; align-items: center; gap: 28px; font-size: 56px; font-weight: 700; }
    .mark { width: 104px; height: 104px; border-radius: 26px; box-shadow: 0 0 0 4px rgb(255 255 255 / 0.85); }
    h1 { margin: 0; font-size: 68px; line-height: 1.12; font-weight: 700; max-width: 980px; }
    p { margin: 0; font-size: 30px; line-height: 1.35; opacity: 0.92; max-width: 960px; }`;
  const body = `
    <div class="brand"><div class="mark">${markSvg}</div>${escapeHtml(siteName)}</div>
    <h1>${escapeHtml(image.headline)}</h1>
    <p>${escapeHtml(tagline)}</p>`;
  return page(image.width, image.height, style, body);
}

/** The mark alone at `size` pixels, transparent around its rounded corners. */
export function iconHtml(markSvg: string, size: number): string {
  return page(size, size, 'body { background: transparent; }', markSvg);
}

/**
 * The mark with square corners: the background fills the canvas, so platforms can crop it to their
 * own shape, and the glyph already sits inside the maskable safe circle (80% of the width).
 */
export function fullBleedIconHtml(markSvg: string, size: number): string {
  return iconHtml(markSvg.replace(/\srx="[^"]*"/, ''), size);
}
