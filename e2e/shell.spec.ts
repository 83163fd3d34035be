/**
 * The frame of every page (docs/product.md#header-and-footer, #display-modes): mode (a brand, not a
 * colour swap: logo, icons, toggles and the hero's dashboard in the mode's accent), islands, header,
 * menus (with /our-story's own content, on the page their test opens), footer, buttons and cards; the
 * not-found page's is the page audit's (a11y.spec.ts).
 * The contact dialog and toasts are in dialogs-and-toasts.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { BLOG } from '../src/data/blog.ts';
import { ASSISTANT_CHAT_LABELS } from '../src/data/demos/assistant-chat.ts';
import { WORKFLOW_LABELS, WORKFLOW_STEPS } from '../src/data/demos/workflow.ts';
import { AI_TOOLS, CORE_MODULES } from '../src/data/features.ts';
import { GET_STARTED, HERO, MODE_CHOOSER } from '../src/data/home.ts';
import { MODULE_PAGES } from '../src/data/modules/index.ts';
import {
  OUR_STORY_CALLOUT,
  OUR_STORY_FIGURES,
  OUR_STORY_HEADER,
  OUR_STORY_PULL_QUOTE,
} from '../src/data/our-story.ts';
import { HERO_VISUAL } from '../src/data/product-visuals.ts';
import { SECULAR_UNIFIED } from '../src/data/secular-unified.ts';
import { FOOTER, HEADER, MODE_TOGGLE } from '../src/data/site.ts';
import type { Mode } from '../src/data/types.ts';
import { MODE_STORAGE_KEY } from '../src/lib/mode/mode.ts';
import { pick } from '../src/lib/mode/copy.ts';
import {
  MODES,
  pageProblems,
  recordFirstFrame,
  reloadInMode,
  settle,
  startInMode,
  storedMode,
  VIEWPORTS,
} from './support/a11y.ts';
import { expectHueFamily } from './support/contrast.ts';
import { SHOWN } from './support/demos.ts';
import { holdIslandCode, isUnhydrated } from './support/islands.ts';
import { expect, test } from './support/test.ts';

const body = (page: Page) => page.locator('body');
const logo = (page: Page) => page.getByRole('banner').locator('[data-logo-mark]');
const chooserCard = (page: Page, mode: Mode) =>
  page.locator(`#${MODE_CHOOSER.id}`).getByRole('button', {
    name: MODE_CHOOSER.options.find((option) => option.mode === mode)?.title,
    exact: true,
  });

/** The colour the mode's accent resolves to, as the browser writes computed colours. */
const accentColour = (page: Page) =>
  page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.color = 'var(--mode-accent)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });

/** Every module page as a visitor in `mode` reads it, in the order and at the address listed. */
async function expectModuleLinks(list: Locator, mode: Mode) {
  const links = list.getByRole('link');
  // Inner text: both wordings are in the HTML and the body class hides the other mode's.
  await expect(links).toHaveText(
    MODULE_PAGES.map((page) => pick(page.hero.title, mode)),
    { useInnerText: true },
  );
  for (const [index, page] of MODULE_PAGES.entries())
    await expect(links.nth(index)).toHaveAttribute('href', `/${page.slug}`);
}

/**
 * On a phone, actions of one width: a hero's two sharing one row in halves, or a band's `stacked` in one
 * column as wide as the band's.
 */
async function expectEqualWidths(actions: Locator[], { stacked = false } = {}) {
  const boxes = await Promise.all(actions.map((action) => action.boundingBox()));
  const column = (await actions[0]?.locator('..').boundingBox())?.width;
  const width = (stacked ? column : boxes[0]?.width) ?? 0;
  for (const box of boxes) {
    expect(Math.abs((box?.width ?? 0) - width)).toBeLessThanOrEqual(1);
    const [lined, first] = stacked ? [box?.x, boxes[0]?.x] : [box?.y, boxes[0]?.y];
    expect(Math.abs((lined ?? 0) - (first ?? 0))).toBeLessThanOrEqual(1);
  }
}

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

test.describe('display mode', () => {
  test('the header turns solid once scrolled, pages open at the top; the toggle switches the body’s mode (whose accent the per-mode tests below judge), wording and the footer module names, the choice reaches other tabs; blog, pricing and project cards: accent border, deeper shadow and a lift on hover, keyboard focus too, with reduced motion no lift', async ({
    page,
    context,
  }) => {
    await page.goto('/blog');
    // The header turns solid once scrolled past 10 px; a reload opens at the top.
    const header = page.locator('[data-site-header]');
    await expect(header).not.toHaveAttribute('data-solid');
    await page.evaluate(() => window.scrollTo(0, 8));
    await expect(header).not.toHaveAttribute('data-solid');
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(header).toHaveAttribute('data-solid', '');
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const other = await context.newPage();
    await other.goto('/our-story');
    await expect(page.getByRole('contentinfo')).toContainText(FOOTER.tagline.faith);
    const footerModules = page
      .getByRole('contentinfo')
      .getByRole('heading', { name: FOOTER.modulesHeading, exact: true })
      .locator('xpath=following-sibling::ul');
    await expectModuleLinks(footerModules, 'faith');
    await page.getByRole('banner').getByRole('button', { name: MODE_TOGGLE.toSecular }).click();
    await expect(body(page)).toHaveClass(/\bsecular-mode\b/);
    await expect(body(page)).not.toHaveClass(/\bfaith-mode\b/);
    expect(await storedMode(page)).toBe('secular');
    await expect(page.getByRole('contentinfo')).toContainText(FOOTER.tagline.secular);
    await expect(page.getByRole('contentinfo')).toContainText(FOOTER.copyright(new Date().getFullYear()));
    await expectModuleLinks(footerModules, 'secular');
    await expect(body(other)).toHaveClass(/\bsecular-mode\b/);

    // The cards, with the page in secular mode now.
    await expectHoverState(page, page.getByRole('article').first(), true);
    await page.goto('/marketing');
    await expectHoverState(page, page.locator('article[aria-labelledby^="project-"]').first(), true);
    await page.goto('/#pricing');
    const card = page.locator('#pricing').getByRole('article').first();
    await expectHoverState(page, card, true);
    await page.mouse.move(0, 0);
    await expect.poll(async () => (await look(card)).border).not.toBe(await accentColour(page));
    await card.getByRole('link').focus();
    await expect.poll(async () => (await look(card)).border).toBe(await accentColour(page));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/blog');
    await expectHoverState(page, page.getByRole('article').first(), false);
  });

  for (const mode of MODES) {
    const other: Mode = mode === 'faith' ? 'secular' : 'faith';
    const toggleName = mode === 'faith' ? MODE_TOGGLE.toSecular : MODE_TOGGLE.toFaith;

    test(`${mode} mode: logo, icons, toggles, feature links, dashboard and buttons speak it; a chooser card switches and stores it (a later page starts in it: the first-paint test below)`, async ({
      page,
    }) => {
      test.slow();
      // The module pages' icons in the mode's hues: pages.spec.ts, on each module page.
      await startInMode(page, mode);
      await page.goto('/');
      await settle(page);
      await expect(body(page)).toHaveClass(new RegExp(`\\b${mode}-mode\\b`));
      await expect(logo(page)).toBeVisible();
      await expectHueFamily(logo(page), mode, 'the logo');
      const homeIcons = page.locator(
        '#features article > span:first-child, #consulting article span.bg-linear-to-br',
      );
      expect(await homeIcons.count()).toBeGreaterThan(11);
      for (const icon of await homeIcons.all()) await expectHueFamily(icon, mode, 'a home card icon');

      const features = page.locator('#features');
      for (const feature of [...CORE_MODULES, ...AI_TOOLS]) {
        const card = features.getByRole('link', { name: pick(feature.title, mode), exact: true });
        await expect(card).toHaveAttribute('href', feature.href);
      }
      await expect(features.getByText(pick(CORE_MODULES[0]?.description ?? '', mode))).toBeVisible();

      // Each toggle shows what its name says: the words (no switch role) and the other mode's sign.
      for (const toggle of [
        page.getByRole('banner').getByRole('button', { name: toggleName, exact: true }),
        page.locator('#hero').getByRole('button', { name: toggleName, exact: true }),
      ]) {
        await expect(toggle).toBeVisible();
        expect((await toggle.innerText()).trim()).toBe(toggleName);
        await expect(toggle.getByRole('switch')).toHaveCount(0);
        await expect(toggle.locator(`[data-mode-target="${other}"]`)).toBeVisible();
        await expectHueFamily(
          toggle.locator(`[data-mode-target="${other}"] > span`),
          other,
          'the toggle sign',
        );
      }

      // The hero's dashboard speaks the mode and draws in its accent.
      const picture = page.locator('#hero [data-product-visual]');
      await expect(picture).toContainText(pick(HERO_VISUAL.chart.label, mode), SHOWN);
      await expect(picture).toContainText(pick(HERO_VISUAL.stats[0].label, mode), SHOWN);
      await expect(picture).not.toContainText(pick(HERO_VISUAL.chart.label, other), SHOWN);
      await expect(picture.locator('rect')).toHaveCount(HERO_VISUAL.chart.bars.length);
      const requestAccess = page.locator('#hero').getByRole('link', { name: HERO.requestAccess.label });
      const accent = await requestAccess.evaluate((link) => getComputedStyle(link).backgroundColor);
      expect(
        await picture
          .locator('rect')
          .first()
          .evaluate((rect) => getComputedStyle(rect).fill),
      ).toBe(accent);

      // The closing call to action: one filled primary and one outlined secondary button.
      const band = page.locator(`#${GET_STARTED.id}`);
      const primary = band.getByRole('link', { name: GET_STARTED.requestAccess.label, exact: true });
      const secondary = band.getByRole('button', { name: GET_STARTED.contactLabel, exact: true });
      await expect(primary).toHaveCSS('background-color', await accentColour(page));
      await expect(primary).toHaveCSS('color', 'rgb(255, 255, 255)');
      await expect(secondary).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      await expect(secondary).toHaveCSS('border-top-style', 'solid');
      await expect(secondary).toHaveCSS('color', 'rgb(255, 255, 255)');

      // The chooser's cards are named by their titles.
      await page.locator(`#${MODE_CHOOSER.id}`).scrollIntoViewIfNeeded();
      for (const option of MODE_CHOOSER.options) {
        const card = chooserCard(page, option.mode);
        await expect(card).toHaveAttribute('aria-pressed', String(option.mode === mode));
        await expect(card).toHaveAccessibleDescription(option.description);
      }
      // Each mode has its own art direction: the cards' corners and the hero's backdrop change with it.
      const artDirection = () =>
        page.evaluate(() => {
          const style = (selector: string) =>
            getComputedStyle(document.querySelector(selector) ?? document.body);
          return [style('#features article').borderTopLeftRadius, style('#hero .mode-art').backgroundImage];
        });
      const art = await artDirection();
      // The whole card is the click target, not only its title; the logo follows at once.
      const otherCard = chooserCard(page, other);
      await otherCard.scrollIntoViewIfNeeded();
      const box = await otherCard.locator('..').boundingBox();
      await page.mouse.click((box?.x ?? 0) + 30, (box?.y ?? 0) + (box?.height ?? 0) - 20);
      await expect(otherCard).toHaveAttribute('aria-pressed', 'true');
      await expect(chooserCard(page, mode)).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByRole('heading', { level: 1, name: HERO.headline[other] })).toBeVisible();
      expect(await storedMode(page)).toBe(other);
      await expectHueFamily(logo(page), other, 'the logo after the switch');
      const otherArt = await artDirection();
      expect(otherArt[0]).not.toBe(art[0]);
      expect(otherArt[1]).not.toBe(art[1]);
      expect(otherArt[1]).not.toBe('none');
    });
  }

  // A click or key press before hydration is replayed by the directives' shared code
  // (src/lib/islands/client-approach-hydration.ts): one island of each directive is enough.
  test('the stored mode is applied before the first paint, anything but secular meaning faith; a page stored in secular mode hydrates every island with no error or mismatch warning; islands are React: a fiber on their elements, react-dom in one chunk shared by every page; from the top of the home page, Tab reaches every island control in page order before any has hydrated; a click (client:approach) or key press (client:near) meanwhile is applied once they have', async ({
    page,
  }) => {
    test.slow();
    const reactChunks = new Set<string>();
    page.on('response', async (response) => {
      if (!/\/_astro\/react\.[\w-]+\.js$/.test(response.url())) return;
      // react-dom's client announces its version and hydrateRoot's errors by these names.
      const code = await response.text();
      if (code.includes('hydrateRoot') && /19\.\d+\.\d+/.test(code)) reactChunks.add(response.url());
    });
    const fiberKeys = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => Object.keys(element).filter((key) => key.startsWith('__reactFiber$')));
    const firstFrameClass = await recordFirstFrame(page);
    const store = (value: string) =>
      page.evaluate(([key, stored]) => localStorage.setItem(key, stored), [MODE_STORAGE_KEY, value] as const);
    await page.goto('/');
    await expect.poll(firstFrameClass).toMatch(/\bfaith-mode\b/);
    await store('something else');
    await page.reload();
    await expect.poll(firstFrameClass).toMatch(/\bfaith-mode\b/);
    await expect(body(page)).not.toHaveClass(/\bsecular-mode\b/);

    const problems = pageProblems(page, { warnings: true });
    await store('secular');
    await page.reload();
    await expect.poll(firstFrameClass).toMatch(/\bsecular-mode\b/);
    await expect(body(page)).not.toHaveClass(/\bfaith-mode\b/);
    await page.getByRole('banner').getByRole('button', { name: MODE_TOGGLE.toFaith }).hover();
    await chooserCard(page, 'faith').hover();
    await settle(page);
    await expect(chooserCard(page, 'secular')).toHaveAttribute('aria-pressed', 'true');
    await expect(body(page)).toHaveClass(/\bsecular-mode\b/);
    expect(problems).toEqual([]);
    expect(await fiberKeys('header astro-island button')).toHaveLength(1);

    await page.goto('/grace-assistant');
    await page
      .getByRole('region', { name: ASSISTANT_CHAT_LABELS.conversationLabel })
      .scrollIntoViewIfNeeded();
    const chat = 'astro-island[component-url*="AssistantChat"]';
    await expect(page.locator(chat)).not.toHaveAttribute('ssr');
    expect(await fiberKeys(`${chat} > div`)).toHaveLength(1);
    expect(reactChunks.size).toBe(1);

    // Back to faith, the islands' code held, on a fake clock: the home page before any island hydrates.
    await store('faith');
    await page.clock.install();
    const code = await holdIslandCode(page);
    await page.goto('/');
    // The controls of the islands in the page's sections, as the page lists them.
    const wanted = await page.evaluate(() =>
      [...document.querySelectorAll('main section[id] astro-island[ssr]')]
        .flatMap((island) => [
          ...island.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
        ])
        // A radio group is one Tab stop: its unchecked radios are reached with the arrow keys.
        .filter(
          (control) =>
            control.tabIndex >= 0 &&
            !control.matches(':disabled, input[type="radio"]:not(:checked)') &&
            control.checkVisibility(),
        )
        .map((control, index) => {
          control.dataset.wanted = String(index);
          return index;
        }),
    );
    expect(wanted.length).toBeGreaterThan(10);
    const reached: { index: number; unhydrated: boolean; looksReady: boolean; name: string }[] = [];
    for (let presses = 0; presses < 300 && reached.at(-1)?.index !== wanted.length - 1; presses += 1) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element?.dataset.wanted) return null;
        let opacity = 1;
        for (let node: Element | null = element; node; node = node.parentElement)
          opacity *= Number(getComputedStyle(node).opacity);
        return {
          index: Number(element.dataset.wanted),
          name: (element.ariaLabel ?? element.innerText).trim().slice(0, 60),
          unhydrated: element.closest('astro-island')?.hasAttribute('ssr') ?? false,
          // It looks ready: fully opaque, no "not allowed" cursor.
          looksReady: opacity === 1 && getComputedStyle(element).cursor !== 'not-allowed',
        };
      });
      if (stop) reached.push(stop);
    }
    expect(reached.map((stop) => stop.index)).toEqual(wanted);
    for (const stop of reached) {
      expect(stop.unhydrated, `"${stop.name}" is focused before its island hydrates`).toBe(true);
      expect(stop.looksReady, `"${stop.name}" looks ready, not faded`).toBe(true);
    }
    // The walk itself asked for the islands' code (focus is an approach).
    expect(code.requested()).toBeGreaterThan(0);

    const toggle = page.locator('#hero').getByRole('button', { name: MODE_TOGGLE.toSecular });
    await toggle.click();
    const start = page
      .locator('#demo-workflow')
      .getByRole('button', { name: WORKFLOW_LABELS.startName, exact: true });
    await start.focus();
    await page.keyboard.press('Enter');
    for (const control of [toggle, start]) expect(await isUnhydrated(control)).toBe(true);
    const status = page.locator('#demo-workflow').getByTestId('workflow-status');
    await expect(body(page)).toHaveClass(/\bfaith-mode\b/);
    await expect(status).toHaveText(WORKFLOW_LABELS.idleStatus);

    await code.release();
    await expect(body(page)).toHaveClass(/\bsecular-mode\b/);
    expect(await storedMode(page)).toBe('secular');
    await expect(chooserCard(page, 'secular')).toHaveAttribute('aria-pressed', 'true');
    await expect(status).toHaveText(
      `${WORKFLOW_LABELS.stepCounter(1, WORKFLOW_STEPS.length)}: ${WORKFLOW_STEPS[0]?.title}`,
    );
  });
});

test.describe('header, menus and footer', () => {
  test('/our-story, with no island in view, fetches no script at load; in faith mode its header Platform menu lists every module page, Escape and a click outside close it; the page names itself in its h1, sets its own sentence as a pull quote and its own figures, leads to /request-access and changes its wording with the display mode', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/our-story');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    const platform = page
      .getByRole('navigation', { name: HEADER.navLabel })
      .getByRole('button', { name: HEADER.platformMenu, exact: true });
    const list = page.locator('#platform-menu');
    await expect(platform).toHaveAttribute('aria-expanded', 'false');
    await expect(list).toBeHidden();
    await platform.click();
    await expect(platform).toHaveAttribute('aria-expanded', 'true');
    await expectModuleLinks(list, 'faith');
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(platform).toHaveAttribute('aria-expanded', 'false');
    await expect(platform).toBeFocused();
    await platform.click();
    await expect(list).toBeVisible();
    // A click on the page outside the menu (the list covers the top of the page).
    await page.mouse.click(8, VIEWPORTS.desktop.height - 8);
    await expect(list).toBeHidden();
    // Its links' addresses are checked above; following one: the phone menu below.

    // The page itself, set as an article (sideways scrolling on a phone: the page audit, a11y.spec.ts).
    const article = page.getByRole('article');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(OUR_STORY_HEADER.title));
    await expect(article.locator('figure blockquote')).toHaveText(
      `${OUR_STORY_PULL_QUOTE.setup} ${OUR_STORY_PULL_QUOTE.turn}`,
    );
    await expect(article.getByRole('definition')).toHaveText(
      OUR_STORY_FIGURES.items.map((item) => item.value),
    );
    await expect(article.getByRole('term')).toHaveText(OUR_STORY_FIGURES.items.map((item) => item.label));
    const callout = page.getByRole('main').getByRole('link', { name: OUR_STORY_CALLOUT.label });
    await expect(callout).toHaveAttribute('href', '/request-access');
    const lead = OUR_STORY_HEADER.lead;
    if (!lead || typeof lead === 'string') throw new Error('the story lead should differ by mode');
    await expect(page.getByText(lead.faith)).toBeVisible();
    await expect(page.getByText(lead.secular)).toBeHidden();
    await reloadInMode(page, 'secular');
    await expect(page.getByText(lead.secular)).toBeVisible();
    await expect(page.getByText(lead.faith)).toBeHidden();
  });

  test('secular mode, on a phone: a hero has two actions in equal halves, the mode a compact control and the claims on the first screen; call-to-action buttons stack in equal widths; the menu button says what it does, shows a close icon, locks the page and leads to a module', async ({
    page,
  }) => {
    await startInMode(page, 'secular');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/');
    await settle(page);
    const hero = page.locator('#hero');
    const requestAccess = hero.getByRole('link', { name: HERO.requestAccess.label, exact: true });
    await expectEqualWidths([requestAccess, hero.getByRole('button', { name: HERO.bookDemo, exact: true })]);
    const toggle = hero.getByRole('button', { name: MODE_TOGGLE.toFaith });
    expect((await toggle.boundingBox())?.height ?? 0).toBeLessThan(
      (await requestAccess.boundingBox())?.height ?? 0,
    );
    await expect(hero.getByRole('list', { name: HERO.highlightsLabel })).toBeInViewport({ ratio: 1 });
    const banner = page.getByRole('banner');
    const openButton = banner.getByRole('button', { name: HEADER.openMenu, exact: true });
    const closeButton = banner.getByRole('button', { name: HEADER.closeMenu, exact: true });
    const menu = page.getByRole('navigation', { name: HEADER.mobileNavLabel });
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
    await expect(openButton.locator('svg').first()).toBeVisible();
    await expect(openButton.locator('svg').last()).toBeHidden();
    await expect(closeButton).toHaveCount(0);

    await openButton.click();
    await expect(menu).toBeVisible();
    // Open, the same button is named for what it now does and shows the cross.
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    await expect(banner.getByRole('button', { name: HEADER.openMenu, exact: true })).toHaveCount(0);
    await expect(closeButton.locator('svg').last()).toBeVisible();
    await expect(closeButton.locator('svg').first()).toBeHidden();
    await expect(menu.getByRole('link', { name: BLOG.title, exact: true })).toBeVisible();

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
    // Two frames: long enough for a wheel turn the page did not block to have scrolled.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Escape closes the innermost list first, then the menu.
    const platform = menu.getByRole('button', { name: HEADER.platformMenu, exact: true });
    await platform.click();
    await expect(platform).toHaveAttribute('aria-expanded', 'true');
    await expectModuleLinks(page.locator('#mobile-platform-menu'), 'secular');
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-platform-menu')).toBeHidden();
    await expect(platform).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(openButton).toBeFocused();
    await expect(openButton).toHaveAttribute('aria-expanded', 'false');
    expect(await overflow()).not.toContain('hidden');
    // Closed, the same wheel turn scrolls the page.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await openButton.click();
    await menu.getByRole('button', { name: HEADER.platformMenu, exact: true }).click();
    const finances = pick(MODULE_PAGES.find(({ slug }) => slug === 'finances')?.hero.title ?? '', 'secular');
    await menu.getByRole('link', { name: finances, exact: true }).click();
    await expect(page).toHaveURL(/\/finances\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(finances, { useInnerText: true });
    expect(await overflow()).not.toContain('hidden');

    await page.goto('/secular-unified');
    const landing = page.locator('#hero');
    await expectEqualWidths([
      landing.getByRole('button', { name: SECULAR_UNIFIED.hero.requestDemo, exact: true }),
      landing.getByRole('button', { name: SECULAR_UNIFIED.hero.learnMore, exact: true }),
    ]);
    const band = page.locator(`#${SECULAR_UNIFIED.cta.id}`);
    await expectEqualWidths(
      [
        band.getByRole('link', { name: SECULAR_UNIFIED.cta.requestAccess.label }),
        band.getByRole('button', { name: SECULAR_UNIFIED.cta.contactLabel, exact: true }),
      ],
      { stacked: true },
    );
  });
});
