/**
 * The site's chrome (docs/product.md#header-and-footer): the Platform menu of module pages in the
 * header and the footer, the phone menu's name, icon and scroll lock, the cards' hover state, the
 * final call to action's primary and secondary buttons, the hero's buttons on a phone, and the mode
 * chooser's accessible names (axe's experimental label-content-name-mismatch rule).
 */
import type { Locator, Page } from '@playwright/test';
import { GET_STARTED, HERO, MODE_CHOOSER } from '../src/data/home.ts';
import { MODULE_PAGES } from '../src/data/modules/index.ts';
import { SECULAR_UNIFIED } from '../src/data/secular-unified.ts';
import { FOOTER, HEADER } from '../src/data/site.ts';
import { pick } from '../src/lib/mode/copy.ts';
import type { Mode } from '../src/data/types.ts';
import { axeRuleFailures, MODES, settle, startInMode, VIEWPORTS } from './support/a11y.ts';
import { expect, test } from './support/test.ts';

/** Every module page as a visitor in `mode` reads it: its name in that mode and its address. */
const modulesIn = (mode: Mode) =>
  MODULE_PAGES.map((page) => ({ name: pick(page.hero.title, mode), href: `/${page.slug}` }));

async function expectModuleLinks(list: Locator, mode: Mode) {
  const links = list.getByRole('link');
  const expected = modulesIn(mode);
  // Inner text: both wordings are in the HTML and the body class hides the other mode's.
  await expect(links).toHaveText(
    expected.map((module) => module.name),
    { useInnerText: true },
  );
  for (const [index, module] of expected.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', module.href);
  }
}

/** The colour the mode's accent resolves to, as the browser writes computed colours. */
async function accentColour(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.color = 'var(--mode-accent)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
}

/** Two animation frames: long enough for a wheel turn the page did not block to have scrolled. */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

for (const mode of MODES) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({ page }) => startInMode(page, mode));

    test('the header Platform menu lists every module page; Escape and a click outside close it', async ({
      page,
    }) => {
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.goto('/our-story');
      const nav = page.getByRole('navigation', { name: HEADER.navLabel });
      const platform = nav.getByRole('button', { name: HEADER.platformMenu, exact: true });
      const list = page.locator('#platform-menu');
      await expect(platform).toHaveAttribute('aria-expanded', 'false');
      await expect(list).toBeHidden();

      await platform.click();
      await expect(platform).toHaveAttribute('aria-expanded', 'true');
      await expect(list).toBeVisible();
      await expectModuleLinks(list, mode);

      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(platform).toHaveAttribute('aria-expanded', 'false');
      await expect(platform).toBeFocused();

      await platform.click();
      await expect(list).toBeVisible();
      // A click on the page outside the menu (the list covers the top of the page).
      await page.mouse.click(8, VIEWPORTS.desktop.height - 8);
      await expect(list).toBeHidden();
      await expect(platform).toHaveAttribute('aria-expanded', 'false');

      await platform.click();
      const volunteers = modulesIn(mode).find((module) => module.href === '/volunteers');
      await list.getByRole('link', { name: volunteers?.name, exact: true }).click();
      await expect(page).toHaveURL(/\/volunteers\/?$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(volunteers?.name ?? '', {
        useInnerText: true,
      });
    });

    test('the footer lists every module page', async ({ page }) => {
      await page.goto('/blog');
      const column = page
        .getByRole('contentinfo')
        .getByRole('heading', { name: FOOTER.modulesHeading, exact: true })
        .locator('xpath=following-sibling::ul');
      await expectModuleLinks(column, mode);
    });

    test('on a phone, the menu button says what it does, shows a close icon and locks the page', async ({
      page,
    }) => {
      await page.setViewportSize(VIEWPORTS.phone);
      await page.goto('/');
      await settle(page);
      const banner = page.getByRole('banner');
      const openButton = banner.getByRole('button', { name: HEADER.openMenu, exact: true });
      const closeButton = banner.getByRole('button', { name: HEADER.closeMenu, exact: true });
      const [hamburger, cross] = [openButton.locator('svg').first(), openButton.locator('svg').last()];
      const menu = page.getByRole('navigation', { name: HEADER.mobileNavLabel });
      await expect(openButton).toHaveAttribute('aria-expanded', 'false');
      await expect(hamburger).toBeVisible();
      await expect(cross).toBeHidden();
      await expect(closeButton).toHaveCount(0);

      await openButton.click();
      await expect(menu).toBeVisible();
      await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
      await expect(banner.getByRole('button', { name: HEADER.openMenu, exact: true })).toHaveCount(0);
      await expect(closeButton.locator('svg').last()).toBeVisible();
      await expect(closeButton.locator('svg').first()).toBeHidden();

      // The page behind does not scroll, by style and under the wheel (below the menu's links).
      const overflow = () =>
        page.evaluate(() => [
          getComputedStyle(document.documentElement).overflow,
          getComputedStyle(document.body).overflow,
        ]);
      expect(await overflow()).toEqual(['hidden', 'hidden']);
      const menuBox = await menu.boundingBox();
      await page.mouse.move(VIEWPORTS.phone.width / 2, (menuBox?.y ?? 0) + (menuBox?.height ?? 0) + 40);
      await page.mouse.wheel(0, 600);
      await twoFrames(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // The Platform list inside the menu.
      const platform = menu.getByRole('button', { name: HEADER.platformMenu, exact: true });
      await platform.click();
      await expect(platform).toHaveAttribute('aria-expanded', 'true');
      await expectModuleLinks(page.locator('#mobile-platform-menu'), mode);
      // Escape closes the innermost list first, then the menu.
      await page.keyboard.press('Escape');
      await expect(page.locator('#mobile-platform-menu')).toBeHidden();
      await expect(platform).toBeFocused();
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(openButton).toBeFocused();
      await expect(openButton).toHaveAttribute('aria-expanded', 'false');
      expect(await overflow()).not.toContain('hidden');

      // Closed, the same wheel turn scrolls the page.
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });

    test('a module page is reached from the phone menu', async ({ page }) => {
      await page.setViewportSize(VIEWPORTS.phone);
      await page.goto('/blog');
      await page.getByRole('button', { name: HEADER.openMenu, exact: true }).click();
      const menu = page.getByRole('navigation', { name: HEADER.mobileNavLabel });
      await menu.getByRole('button', { name: HEADER.platformMenu, exact: true }).click();
      const finances = modulesIn(mode).find((module) => module.href === '/finances');
      await menu.getByRole('link', { name: finances?.name, exact: true }).click();
      await expect(page).toHaveURL(/\/finances\/?$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(finances?.name ?? '', {
        useInnerText: true,
      });
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
        'hidden',
      );
    });

    test('the closing call to action has one filled primary and one outlined secondary button', async ({
      page,
    }) => {
      await page.goto('/');
      const band = page.locator(`#${GET_STARTED.id}`);
      const primary = band.getByRole('link', { name: GET_STARTED.requestAccess.label, exact: true });
      const secondary = band.getByRole('button', { name: GET_STARTED.contactLabel, exact: true });
      const accent = await accentColour(page);
      await expect(primary).toHaveCSS('background-color', accent);
      await expect(primary).toHaveCSS('color', 'rgb(255, 255, 255)');
      await expect(secondary).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      await expect(secondary).toHaveCSS('border-top-style', 'solid');
      await expect(secondary).toHaveCSS('color', 'rgb(255, 255, 255)');
    });
  });
}

test.describe('on a phone, the actions stack in one column of equal widths', () => {
  test.use({ viewport: VIEWPORTS.phone });

  async function expectEqualFullWidths(actions: Locator[], container: Locator) {
    const widths = await Promise.all(actions.map(async (action) => (await action.boundingBox())?.width ?? 0));
    const lefts = await Promise.all(actions.map(async (action) => (await action.boundingBox())?.x ?? 0));
    const column = (await container.boundingBox())?.width ?? 0;
    for (const width of widths) expect(Math.abs(width - column)).toBeLessThanOrEqual(1);
    for (const left of lefts) expect(Math.abs(left - (lefts[0] ?? 0))).toBeLessThanOrEqual(1);
  }

  test('the home hero: Request Access, the mode toggle and Book a Demo', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator('#hero');
    const requestAccess = hero.getByRole('link', { name: HERO.requestAccess.label, exact: true });
    const actions = [
      requestAccess,
      hero.getByRole('button', { name: 'Switch to secular mode' }),
      hero.getByRole('button', { name: HERO.bookDemo, exact: true }),
    ];
    await expectEqualFullWidths(actions, requestAccess.locator('..'));
  });

  test('the secular landing hero and the closing call to action', async ({ page }) => {
    await page.goto('/secular-unified');
    const hero = page.locator('#hero');
    const requestDemo = hero.getByRole('button', { name: SECULAR_UNIFIED.hero.requestDemo, exact: true });
    await expectEqualFullWidths(
      [requestDemo, hero.getByRole('button', { name: SECULAR_UNIFIED.hero.learnMore, exact: true })],
      requestDemo.locator('..'),
    );
    const band = page.locator(`#${SECULAR_UNIFIED.cta.id}`);
    const requestAccess = band.getByRole('link', { name: SECULAR_UNIFIED.cta.requestAccess.label });
    await expectEqualFullWidths(
      [requestAccess, band.getByRole('button', { name: SECULAR_UNIFIED.cta.contactLabel, exact: true })],
      requestAccess.locator('..'),
    );
  });
});

test.describe('cards a visitor acts on answer the pointer and the keyboard', () => {
  /** Border colour, shadow and vertical offset of a card now. */
  const look = (card: Locator) =>
    card.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        border: style.borderTopColor,
        shadow: style.boxShadow,
        // Tailwind's translate utilities set the translate property ("0px -4px"), not transform.
        lift: style.translate === 'none' ? 0 : Number.parseFloat(style.translate.split(' ')[1] ?? '0'),
      };
    });

  async function expectHoverState(page: Page, card: Locator, moves: boolean) {
    const accent = await accentColour(page);
    await card.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    const resting = await look(card);
    expect(resting.border).not.toBe(accent);
    await card.hover();
    await expect.poll(async () => (await look(card)).border).toBe(accent);
    await expect.poll(async () => (await look(card)).shadow).not.toBe(resting.shadow);
    if (moves) await expect.poll(async () => (await look(card)).lift).toBeLessThan(0);
    else expect((await look(card)).lift).toBe(0);
  }

  test('blog, pricing and project cards: accent border, deeper shadow and a lift on hover', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expectHoverState(page, page.getByRole('article').first(), true);
    await page.goto('/#pricing');
    await expectHoverState(page, page.locator('#pricing').getByRole('article').first(), true);
    await page.goto('/marketing');
    await expectHoverState(page, page.locator('article[aria-labelledby^="project-"]').first(), true);
  });

  test('with reduced motion the cards change colour and shadow but do not move', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/blog');
    await expectHoverState(page, page.getByRole('article').first(), false);
  });

  test('a pricing card shows the same state while its button has keyboard focus', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    const card = page.locator('#pricing').getByRole('article').first();
    const accent = await accentColour(page);
    expect((await look(card)).border).not.toBe(accent);
    await card.getByRole('button').focus();
    await expect.poll(async () => (await look(card)).border).toBe(accent);
  });
});

for (const mode of MODES) {
  test(`${mode} mode: the mode chooser's cards are named by their visible titles`, async ({ page }) => {
    await startInMode(page, mode);
    await page.goto('/');
    await settle(page);
    const chooser = page.locator(`#${MODE_CHOOSER.id}`);
    for (const option of MODE_CHOOSER.options) {
      const card = chooser.getByRole('button', { name: option.title, exact: true });
      await expect(card).toHaveAttribute('aria-pressed', String(option.mode === mode));
      await expect(card).toHaveAccessibleDescription(option.description);
    }
    // The whole card is the click target.
    const other = MODE_CHOOSER.options.find((option) => option.mode !== mode);
    const otherCard = chooser.getByRole('button', { name: other?.title, exact: true });
    await otherCard.scrollIntoViewIfNeeded();
    const cardBox = await otherCard.locator('..').boundingBox();
    await page.mouse.click((cardBox?.x ?? 0) + 30, (cardBox?.y ?? 0) + (cardBox?.height ?? 0) - 20);
    await expect(otherCard).toHaveAttribute('aria-pressed', 'true');
    expect(await axeRuleFailures(page, 'label-content-name-mismatch')).toEqual([]);
  });
}
