/**
 * The mode is a brand, not a colour swap: the logo, the module hero icons and the feature and
 * consulting icons take the mode's accent (violet in faith mode, teal in secular mode); the tab's
 * title names the page as the mode does while the HTML's <title> stays neutral; and the mode toggle
 * looks like what its name says (an action), with visible words equal to its accessible name.
 */
import type { Locator, Page } from '@playwright/test';
import { MODULE_PAGES } from '../src/data/modules/index.ts';
import { MODE_TOGGLE, SITE } from '../src/data/site.ts';
import type { Mode } from '../src/data/types.ts';
import { axeRuleFailures } from './support/a11y.ts';
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
  test(`in ${mode} mode the logo and a module hero icon are ${FAMILY[mode].name}`, async ({ page }) => {
    await startIn(page, mode);
    await page.goto('/events');
    await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${mode}-mode\\b`));
    await expect(logo(page)).toBeVisible();
    await expectFamily(logo(page), mode, 'the logo');
    await expect(heroIcon(page)).toBeVisible();
    await expectFamily(heroIcon(page), mode, 'the hero icon');
  });

  test(`in ${mode} mode every feature, consulting and module card icon is ${FAMILY[mode].name}`, async ({
    page,
  }) => {
    await startIn(page, mode);
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
  const { meta } = MODULE_PAGES.find((candidate) => candidate.slug === slug) ?? {};
  const titles = meta?.modeTitle;

  test(`/${slug}: the HTML title is neutral and the tab names the page as the mode does`, async ({
    page,
    request,
  }) => {
    if (!meta || !titles) throw new Error(`/${slug} should name itself by mode`);
    const html = await (await request.get(`/${slug}`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(`${meta.title} | ${SITE.name}`);

    await startIn(page, 'secular');
    await page.goto(`/${slug}`);
    await expect(page).toHaveTitle(`${titles.secular} | ${SITE.name}`);

    await page.getByRole('banner').getByRole('button', { name: MODE_TOGGLE.toFaith }).click();
    await expect(page).toHaveTitle(`${titles.faith} | ${SITE.name}`, { timeout: CODE_WAIT_MS });
    await page.reload();
    await expect(page).toHaveTitle(`${titles.faith} | ${SITE.name}`);
  });
}

test('the neutral titles name no faith words, the faith titles keep the documented names', () => {
  const volunteers = MODULE_PAGES.find((candidate) => candidate.slug === 'volunteers')?.meta;
  const finances = MODULE_PAGES.find((candidate) => candidate.slug === 'finances')?.meta;
  expect(volunteers?.title).toBe('Volunteer Management');
  expect(volunteers?.modeTitle?.faith).toBe('Servant Leadership & Volunteer Management');
  expect(finances?.title).toBe('Financial Management');
  expect(finances?.modeTitle?.faith).toBe('Stewardship Suite & Financial Management');
});

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
