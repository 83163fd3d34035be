/**
 * `node scripts/brand-images.ts`: renders the share images (one per display mode) and the icon
 * set into public/ with Debian's Chromium. Run it after changing the mark (public/favicon.svg),
 * the accent colours (src/styles/global.css) or the words on the images (src/data/seo.ts,
 * home.ts, site.ts), and commit the files it writes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { ICONS, SHARE_IMAGES, type IconFile } from '../src/data/seo.ts';
import { FOOTER, SITE } from '../src/data/site.ts';
import { accentColors } from '../src/lib/seo/colors.ts';
import type { Mode } from '../src/data/types.ts';
import { icoFromPng } from './brand-images/image-files.ts';
import { fullBleedIconHtml, iconHtml, shareImageHtml } from './brand-images/templates.ts';

const root = resolve(import.meta.dirname, '..');
const publicDir = join(root, 'public');
const MODES: readonly Mode[] = ['faith', 'secular'];

async function render(
  browser: Browser,
  html: string,
  size: { width: number; height: number },
  transparent: boolean,
): Promise<Buffer> {
  const page = await browser.newPage({ viewport: size, deviceScaleFactor: 1 });
  try {
    await page.setContent(html, { waitUntil: 'load' });
    return await page.screenshot({ type: 'png', omitBackground: transparent });
  } finally {
    await page.close();
  }
}

async function renderIcon(browser: Browser, mark: string, icon: IconFile): Promise<Buffer> {
  const html = icon.purpose === 'maskable' ? fullBleedIconHtml(mark, icon.size) : iconHtml(mark, icon.size);
  return render(browser, html, { width: icon.size, height: icon.size }, icon.purpose === 'any');
}

async function main(): Promise<void> {
  const mark = await readFile(join(publicDir, 'favicon.svg'), 'utf8');
  const accents = accentColors(await readFile(join(root, 'src', 'styles', 'global.css'), 'utf8'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking'],
  });
  const written: string[] = [];
  const write = async (path: string, bytes: Buffer) => {
    await writeFile(join(publicDir, path), bytes);
    written.push(`${path} (${bytes.length} bytes)`);
  };
  try {
    for (const mode of MODES) {
      const image = SHARE_IMAGES[mode];
      const html = shareImageHtml({
        image,
        siteName: SITE.name,
        tagline: FOOTER.tagline[mode],
        accent: accents[mode],
        markSvg: mark,
      });
      await write(image.path, await render(browser, html, image, false));
    }
    for (const icon of [ICONS.appleTouch, ...ICONS.manifest]) {
      await write(icon.path, await renderIcon(browser, mark, icon));
    }
    await write(ICONS.favicon.path, icoFromPng(await renderIcon(browser, mark, ICONS.favicon)));
  } finally {
    await browser.close();
  }
  console.log(`wrote to public/:\n  ${written.join('\n  ')}`);
}

main().catch((error: unknown) => {
  console.error(`brand-images: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
