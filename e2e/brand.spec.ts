/**
 * The brand's type: hero pictures with a fixed box from the first frame; the brand font preloaded, used,
 * and moving nothing when it arrives. The mode's colours on the logo, icons, toggles and dashboard are in
 * shell.spec.ts, each module's tab titles and hero screen in pages.spec.ts.
 */
import type { Page } from '@playwright/test';
import { HERO } from '../src/data/home.ts';
import { BRAND_FONT } from '../src/lib/styles/brand-font.ts';
import { VIEWPORTS } from './support/a11y.ts';
import { expect, test } from './support/test.ts';

const PICTURE = '[data-product-visual]';
/** The first section of a page's main: the hero on every page with a picture. */
const HERO_SECTION = '#main > section:first-of-type';

/**
 * The fallback faces carry Inter's metrics, but Chromium on Linux rounds a real font's descent
 * differently, so a late font may move a baseline a pixel: well under the 0.001 Lighthouse would show.
 */
const LINUX_ROUNDING_PX = 1;
const WORST_CASE_SHIFT = 0.001;

type Box = Pick<DOMRect, 'x' | 'y' | 'width' | 'height'>;

interface LoadRecord {
  /** The picture's box in the first frame that has it (the page may paint before it is parsed). */
  firstFrame: Box | null;
  /** Whether the brand font had arrived by that frame. */
  fontLoadedAtFirstFrame: boolean;
  /** Layout shifts in the hero not caused by input, summed as CLS sums them. */
  shift: number;
}

/** Before the page's code: a layout-shift observer over the hero, and the picture's box in its first frame. */
async function recordLoad(page: Page): Promise<void> {
  await page.addInitScript(
    ({ picture, hero }) => {
      const record = { firstFrame: null as Box | null, fontLoadedAtFirstFrame: false, shift: 0 };
      Object.assign(window, { loadRecord: record });
      new PerformanceObserver((list) => {
        const heroSection = document.querySelector(hero);
        for (const entry of list.getEntries() as LayoutShift[]) {
          const inHero = entry.sources.some((source) => source.node && heroSection?.contains(source.node));
          if (inHero && !entry.hadRecentInput) record.shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      const watchFrame = () => {
        const element = document.querySelector(picture);
        if (!element) {
          requestAnimationFrame(watchFrame);
          return;
        }
        const { x, y, width, height } = element.getBoundingClientRect();
        record.firstFrame = { x, y, width, height };
        record.fontLoadedAtFirstFrame = [...document.fonts].some(
          (face) => face.family.replaceAll('"', '') === 'Inter' && face.status === 'loaded',
        );
      };
      requestAnimationFrame(watchFrame);
    },
    { picture: PICTURE, hero: HERO_SECTION },
  );
}

/** The part of the Layout Instability API's entry the observer reads (not in TypeScript's DOM types). */
interface LayoutShift extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: readonly { node: Node | null }[];
}

function present<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`${what}: no box`);
  return value;
}

/** Once the page, its font and two more frames are done: what was recorded, and the box now. */
async function settled(page: Page): Promise<LoadRecord & { now: Box }> {
  await page.waitForLoadState('load');
  return page.evaluate(async (selector) => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const element = document.querySelector(selector);
    if (!element) throw new Error(`no ${selector} on the page`);
    const { x, y, width, height } = element.getBoundingClientRect();
    return { ...(window as unknown as { loadRecord: LoadRecord }).loadRecord, now: { x, y, width, height } };
  }, PICTURE);
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  for (const path of ['/', '/events/']) {
    test(`${viewportName} (${viewport.width} px), ${path}: the brand font is preloaded, fetched once and used; held back past the first frame, the swap to it leaves the picture's box and moves next to nothing in the hero`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const fontRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith(BRAND_FONT.url)) fontRequests.push(request.url());
      });
      await recordLoad(page);
      // The worst case: the font held back until the first frame is recorded, so the page paints in the
      // fallback first, then the font arrives.
      await page.route(`**${BRAND_FONT.url}`, async (route) => {
        await page.waitForFunction(
          () => (window as unknown as { loadRecord: LoadRecord }).loadRecord.firstFrame,
        );
        await route.continue();
      });
      await page.goto(path);
      const result = await settled(page);
      expect(result.fontLoadedAtFirstFrame).toBe(false);
      const first = present(result.firstFrame, 'the first frame');
      expect({ width: result.now.width, height: result.now.height }).toEqual({
        width: first.width,
        height: first.height,
      });
      expect(Math.abs(result.now.x - first.x)).toBeLessThanOrEqual(LINUX_ROUNDING_PX);
      expect(Math.abs(result.now.y - first.y)).toBeLessThanOrEqual(LINUX_ROUNDING_PX);
      expect(result.now.width).toBeGreaterThan(300);
      expect(result.shift).toBeLessThan(WORST_CASE_SHIFT);

      const preload = `link[rel="preload"][href="${BRAND_FONT.url}"][as="font"][type="font/woff2"][crossorigin=""]`;
      await expect(page.locator(`head ${preload}`)).toHaveCount(1);
      expect(fontRequests).toHaveLength(1);
      // What Chromium actually drew the heading with (so the font loaded and is used), not just what CSS
      // asked for; the fallback's metrics are what the box and shift checks above hold.
      const session = await page.context().newCDPSession(page);
      await session.send('DOM.enable');
      await session.send('CSS.enable');
      const { root } = await session.send('DOM.getDocument');
      const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
      const { fonts: drawn } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
      expect(drawn.map((font) => font.familyName)).toEqual([BRAND_FONT.family]);
      if (path !== '/') return;

      // The picture sits beside the text on a desktop, beneath the buttons on a phone.
      const hero = page.locator('#hero');
      const picture = hero.locator(PICTURE);
      await expect(picture).toBeVisible();
      await expect(picture).toHaveAttribute('aria-hidden', 'true');
      const pictureBox = present(await picture.boundingBox(), 'the picture');
      const headingBox = present(await hero.getByRole('heading', { level: 1 }).boundingBox(), 'the h1');
      const lastButton = present(
        await hero.getByRole('button', { name: HERO.bookDemo }).boundingBox(),
        'the last button',
      );
      if (viewportName === 'desktop') {
        expect(pictureBox.x).toBeGreaterThanOrEqual(headingBox.x + headingBox.width);
        expect(pictureBox.y).toBeLessThan(lastButton.y);
      } else {
        expect(pictureBox.y).toBeGreaterThanOrEqual(lastButton.y + lastButton.height);
        await expect(hero.getByRole('link', { name: HERO.requestAccess.label })).toBeInViewport();
      }
    });
  }
}
