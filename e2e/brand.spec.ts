/**
 * The brand: the mode is a brand, not a colour swap (logo, hero and card icons in the mode's accent;
 * tab titles by mode over a neutral HTML <title>; a toggle whose words are its name), and imagery and
 * type (hero pictures with a fixed box from the first frame that follow the mode; the brand font
 * preloaded, used, and moving nothing when it arrives).
 */
import type { Locator, Page } from '@playwright/test';
import { HERO } from '../src/data/home.ts';
import { MODULE_PAGES } from '../src/data/modules/index.ts';
import { HERO_VISUAL } from '../src/data/product-visuals.ts';
import { MODE_TOGGLE, SITE } from '../src/data/site.ts';
import type { Mode } from '../src/data/types.ts';
import { pick } from '../src/lib/mode/copy.ts';
import { BRAND_FONT } from '../src/lib/styles/brand-font.ts';
import { axeRuleFailures, startInMode, VIEWPORTS } from './support/a11y.ts';
import { SHOWN } from './support/demos.ts';
import { expect, test } from './support/test.ts';

/** Hue ranges (HSL degrees of the painted sRGB colour) each mode's brand colours must fall in. */
const FAMILY: Record<Mode, { name: string; min: number; max: number }> = {
  faith: { name: 'violet', min: 235, max: 320 },
  secular: { name: 'teal', min: 165, max: 215 },
};

/** The toggle's code loads when it is first approached, which takes a while on a busy machine. */
const CODE_WAIT_MS = 15_000;

/** A returning visitor's stored mode; a switch made on the page outlives a reload. */
async function startIn(page: Page, mode: Mode): Promise<void> {
  await page.addInitScript((stored) => {
    if (localStorage.getItem('mode') === null) localStorage.setItem('mode', stored);
  }, mode);
}

/**
 * The hues an element paints: the two ends of its background gradient, or its background colour,
 * resolved by the browser and read back as sRGB pixels.
 */
async function paintedHues(element: Locator): Promise<number[]> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    const gradient = ['--tw-gradient-from', '--tw-gradient-to'].map((name) => style.getPropertyValue(name));
    const colours = style.backgroundImage.includes('gradient') ? gradient : [style.backgroundColor];
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d canvas');
    return colours.map((colour) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
      const max = Math.max(r, g, b);
      const spread = max - Math.min(r, g, b);
      if (spread === 0) return -1;
      const sector = max === r ? (g - b) / spread : max === g ? (b - r) / spread + 2 : (r - g) / spread + 4;
      return Math.round((sector * 60 + 360) % 360);
    });
  });
}

async function expectFamily(element: Locator, mode: Mode, what: string): Promise<void> {
  const { name, min, max } = FAMILY[mode];
  for (const hue of await paintedHues(element)) {
    expect(hue, `${what} in ${mode} mode: hue ${hue} should be ${name}`).toBeGreaterThanOrEqual(min);
    expect(hue, `${what} in ${mode} mode: hue ${hue} should be ${name}`).toBeLessThanOrEqual(max);
  }
}

const logo = (page: Page) => page.getByRole('banner').locator('[data-logo-mark]');
const heroIcon = (page: Page) => page.locator('#main [data-module-icon]');

for (const mode of ['faith', 'secular'] as const) {
  test(`in ${mode} mode the logo and every hero, feature, consulting and module card icon are ${FAMILY[mode].name}`, async ({
    page,
  }) => {
    await startIn(page, mode);
    await page.goto('/events');
    await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${mode}-mode\\b`));
    await expect(logo(page)).toBeVisible();
    await expectFamily(logo(page), mode, 'the logo');
    await expect(heroIcon(page)).toBeVisible();
    await expectFamily(heroIcon(page), mode, 'the hero icon');

    await page.goto('/');
    const homeIcons = page.locator(
      '#features article > span:first-child, #consulting article span.bg-linear-to-br',
    );
    expect(await homeIcons.count()).toBeGreaterThan(11);
    for (const icon of await homeIcons.all()) await expectFamily(icon, mode, 'a home card icon');

    await page.goto('/volunteers');
    const moduleIcons = page.locator('#features li span.bg-linear-to-br');
    expect(await moduleIcons.count()).toBeGreaterThan(2);
    for (const icon of await moduleIcons.all()) await expectFamily(icon, mode, 'a module card icon');
  });
}

test('the logo follows a mode switch at once, without a reload', async ({ page }) => {
  await page.goto('/');
  await expectFamily(logo(page), 'faith', 'the logo');
  await page.getByRole('banner').getByRole('button', { name: MODE_TOGGLE.toSecular }).click();
  await expect(page.locator('body')).toHaveClass(/\bsecular-mode\b/, { timeout: CODE_WAIT_MS });
  await expectFamily(logo(page), 'secular', 'the logo');
});

for (const slug of ['volunteers', 'finances']) {
  const entry = MODULE_PAGES.find((candidate) => candidate.slug === slug);
  const titles = entry?.meta.modeTitle;

  test(`/${slug}: the HTML title is neutral; the tab and the h1 name the page as the mode does`, async ({
    page,
    request,
  }) => {
    if (!entry || !titles) throw new Error(`/${slug} should name itself by mode`);
    const html = await (await request.get(`/${slug}`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(`${entry.meta.title} | ${SITE.name}`);

    await startIn(page, 'secular');
    await page.goto(`/${slug}`);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(page).toHaveTitle(`${titles.secular} | ${SITE.name}`);
    await expect(h1).toHaveText(pick(entry.hero.title, 'secular'), SHOWN);

    await page.getByRole('banner').getByRole('button', { name: MODE_TOGGLE.toFaith }).click();
    await expect(page).toHaveTitle(`${titles.faith} | ${SITE.name}`, { timeout: CODE_WAIT_MS });
    await expect(h1).toHaveText(pick(entry.hero.title, 'faith'), SHOWN);
    await page.reload();
    await expect(page).toHaveTitle(`${titles.faith} | ${SITE.name}`);
  });
}

for (const mode of ['faith', 'secular'] as const) {
  const name = mode === 'faith' ? MODE_TOGGLE.toSecular : MODE_TOGGLE.toFaith;
  const target: Mode = mode === 'faith' ? 'secular' : 'faith';

  test(`in ${mode} mode the toggle shows what its name says: "${name}" and the ${target} sign`, async ({
    page,
  }) => {
    await startIn(page, mode);
    await page.goto('/');
    for (const toggle of [
      page.getByRole('banner').getByRole('button', { name, exact: true }),
      page.locator('#hero').getByRole('button', { name, exact: true }),
    ]) {
      await expect(toggle).toBeVisible();
      expect((await toggle.innerText()).trim()).toBe(name);
      await expect(toggle.getByRole('switch')).toHaveCount(0);
      await expect(toggle.locator(`[data-mode-target="${target}"]`)).toBeVisible();
      await expectFamily(toggle.locator(`[data-mode-target="${target}"] > span`), target, 'the toggle sign');
    }

    // The name comes from the visible words themselves (no aria-label), so axe has nothing to flag.
    expect(await axeRuleFailures(page, 'label-content-name-mismatch', ['header', '#hero'])).toEqual([]);
  });
}

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

/** The font held back until the first frame is recorded, so the page paints in the fallback first. */
async function holdFontUntilFirstFrame(page: Page): Promise<void> {
  await page.route(`**${BRAND_FONT.url}`, async (route) => {
    await page.waitForFunction(() => (window as unknown as { loadRecord: LoadRecord }).loadRecord.firstFrame);
    await route.continue();
  });
}

for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${viewportName} (${viewport.width} px)`, () => {
    test.use({ viewport });

    for (const path of ['/', '/events/']) {
      test(`${path}: with the font preloaded, the picture keeps its box from its first frame and nothing in the hero shifts`, async ({
        page,
      }) => {
        await recordLoad(page);
        await page.goto(path);
        const result = await settled(page);
        expect(result.firstFrame).not.toBeNull();
        expect(result.now).toEqual(result.firstFrame);
        expect(result.now.width).toBeGreaterThan(300);
        expect(result.shift).toBe(0);
      });

      test(`${path}: with the font held back past the first frame, the swap to it moves next to nothing`, async ({
        page,
      }) => {
        await recordLoad(page);
        await holdFontUntilFirstFrame(page);
        await page.goto(path);
        const result = await settled(page);
        expect(result.fontLoadedAtFirstFrame).toBe(false);
        const first = present(result.firstFrame, 'the first frame');
        expect({ width: result.now.width, height: result.now.height }).toEqual({
          width: first.width,
          height: first.height,
        });
        expect(Math.abs(result.now.y - first.y)).toBeLessThanOrEqual(LINUX_ROUNDING_PX);
        expect(result.shift).toBeLessThan(WORST_CASE_SHIFT);
      });
    }

    test('/: the picture sits beside the text on a desktop, beneath the buttons on a phone', async ({
      page,
    }) => {
      await page.goto('/');
      const hero = page.locator('#hero');
      const picture = hero.locator(PICTURE);
      await expect(picture).toBeVisible();
      await expect(picture).toHaveAttribute('aria-hidden', 'true');
      const pictureBox = present(await picture.boundingBox(), 'the picture');
      const headingBox = present(await hero.getByRole('heading', { level: 1 }).boundingBox(), 'the h1');
      const requestAccess = hero.getByRole('link', { name: HERO.requestAccess.label });
      const buttonsBottom = present(
        await hero.getByRole('button', { name: HERO.bookDemo }).boundingBox(),
        'the last button',
      );
      if (viewportName === 'desktop') {
        expect(pictureBox.x).toBeGreaterThanOrEqual(headingBox.x + headingBox.width);
        expect(pictureBox.y).toBeLessThan(buttonsBottom.y);
      } else {
        expect(pictureBox.y).toBeGreaterThanOrEqual(buttonsBottom.y + buttonsBottom.height);
        await expect(requestAccess).toBeInViewport();
      }
    });
  });
}

for (const mode of ['faith', 'secular'] as const) {
  test(`/ in ${mode} mode: the dashboard speaks the mode and draws in its accent`, async ({ page }) => {
    await startInMode(page, mode);
    await page.goto('/');
    const picture = page.locator('#hero').locator(PICTURE);
    await expect(picture).toContainText(pick(HERO_VISUAL.chart.label, mode), SHOWN);
    await expect(picture).toContainText(pick(HERO_VISUAL.stats[0].label, mode), SHOWN);
    await expect(picture).not.toContainText(
      pick(HERO_VISUAL.chart.label, mode === 'faith' ? 'secular' : 'faith'),
      {
        useInnerText: true,
      },
    );
    const accent = await page
      .locator('#hero')
      .getByRole('link', { name: HERO.requestAccess.label })
      .evaluate((link) => getComputedStyle(link).backgroundColor);
    const bar = await picture
      .locator('rect')
      .first()
      .evaluate((rect) => getComputedStyle(rect).fill);
    expect(bar).toBe(accent);
    await expect(picture.locator('rect')).toHaveCount(HERO_VISUAL.chart.bars.length);
  });
}

test('/secular-unified: the hero shows the dashboard too', async ({ page }) => {
  await page.goto('/secular-unified/');
  await expect(page.locator(HERO_SECTION).locator(PICTURE)).toBeVisible();
});

for (const entry of MODULE_PAGES) {
  test(`/${entry.slug}: the hero shows the module's own screen`, async ({ page }) => {
    await startInMode(page, 'secular');
    await page.goto(`/${entry.slug}/`);
    const picture = page.locator(HERO_SECTION).locator(PICTURE);
    await expect(picture).toBeVisible();
    await expect(picture).toHaveAttribute('aria-hidden', 'true');
    await expect(picture).toContainText(pick(entry.visual.screen, 'secular'), SHOWN);
    await expect(picture).toContainText(entry.visual.metric.value, SHOWN);
    for (const row of entry.visual.rows) {
      await expect(picture).toContainText(pick(row.label, 'secular'), SHOWN);
      await expect(picture).toContainText(pick(row.status, 'secular'), SHOWN);
    }
  });
}

for (const path of ['/', '/events/']) {
  test(`${path}: the brand font is preloaded, fetched once and the text is set in it`, async ({ page }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(BRAND_FONT.url)) fontRequests.push(request.url());
    });
    await page.goto(path);
    const preload = page.locator(`head link[rel="preload"][href="${BRAND_FONT.url}"]`);
    await expect(preload).toHaveAttribute('as', 'font');
    await expect(preload).toHaveAttribute('type', 'font/woff2');
    await expect(preload).toHaveAttribute('crossorigin', '');

    const fonts = await page.evaluate(async (family) => {
      await document.fonts.ready;
      return {
        check: document.fonts.check(`1em "${family}"`),
        loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
        bodyFamily: getComputedStyle(document.body).fontFamily,
      };
    }, BRAND_FONT.family);
    expect(fonts.check).toBe(true);
    expect(fonts.loaded.map((family) => family.replaceAll('"', ''))).toContain(BRAND_FONT.family);
    expect(fonts.bodyFamily).toMatch(/^"?Inter"?, "?Inter Fallback"?/);
    expect(fontRequests).toHaveLength(1);

    // What Chromium actually drew the heading with, not just what CSS asked for.
    const session = await page.context().newCDPSession(page);
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = await session.send('DOM.getDocument');
    const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
    const { fonts: drawn } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(drawn.map((font) => font.familyName)).toEqual([BRAND_FONT.family]);
  });
}
