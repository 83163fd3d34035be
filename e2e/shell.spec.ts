/**
 * The frame of every page: display mode, navigation bar, mobile menu. The contact dialog and the
 * toasts, in both motion settings, are in dialogs-and-toasts.spec.ts.
 */
import { ASSISTANT_CHAT_LABELS } from '../src/data/demos/assistant-chat.ts';
import { MODE_CHOOSER } from '../src/data/home.ts';
import { FOOTER, HEADER, MODE_TOGGLE } from '../src/data/site.ts';
import { expect, test } from './support/test.ts';

const accentColour = (page: import('@playwright/test').Page) =>
  page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--mode-accent').trim());

test.describe('display mode', () => {
  test('the toggle switches wording and accent colour, and the choice persists across pages', async ({
    page,
  }) => {
    await page.goto('/blog');
    const banner = page.getByRole('banner');
    const faithAccent = await accentColour(page);
    await banner.getByRole('button', { name: MODE_TOGGLE.toSecular }).click();

    await expect(page.locator('body')).toHaveClass(/\bsecular-mode\b/);
    await expect(page.locator('body')).not.toHaveClass(/\bfaith-mode\b/);
    expect(await page.evaluate(() => localStorage.getItem('mode'))).toBe('secular');
    expect(await accentColour(page)).not.toBe(faithAccent);
    await expect(page.getByRole('contentinfo')).toContainText(FOOTER.tagline.secular);
    await expect(page.getByRole('contentinfo')).toContainText(FOOTER.copyright(new Date().getFullYear()));
    await expect(banner.getByRole('button', { name: MODE_TOGGLE.toFaith })).toBeVisible();

    await page.goto('/our-story');
    await expect(page.locator('body')).toHaveClass(/\bsecular-mode\b/);
    await page.getByRole('banner').getByRole('button', { name: MODE_TOGGLE.toFaith }).click();
    await expect(page.locator('body')).toHaveClass(/\bfaith-mode\b/);
    expect(await page.evaluate(() => localStorage.getItem('mode'))).toBe('faith');
    await expect(page.getByRole('contentinfo')).toContainText(FOOTER.tagline.faith);
  });

  test('a click on the toggle or the chooser before its code has arrived is applied once it has', async ({
    page,
  }) => {
    // Both hydrate only when approached; hold their code back so the click lands first.
    let releaseCode = () => {};
    const codeReleased = new Promise<void>((resolve) => (releaseCode = resolve));
    const requested: string[] = [];
    await page.route(/\/_astro\/(ModeToggle|ModeChooser)\.[\w-]+\.js$/, async (route) => {
      requested.push(route.request().url());
      await codeReleased;
      await route.continue();
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);

    await page.locator('#hero').getByRole('button', { name: MODE_TOGGLE.toSecular }).click();
    const faithCard = page
      .locator('#choose-mode')
      .getByRole('button', { name: MODE_CHOOSER.options[0].title, exact: true });
    const secularCard = page
      .locator('#choose-mode')
      .getByRole('button', { name: MODE_CHOOSER.options[1].title, exact: true });
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    await expect(page.locator('body')).toHaveClass(/\bfaith-mode\b/);

    releaseCode();
    await expect(page.locator('body')).toHaveClass(/\bsecular-mode\b/);
    expect(await page.evaluate(() => localStorage.getItem('mode'))).toBe('secular');
    await expect(secularCard).toHaveAttribute('aria-pressed', 'true');
    await faithCard.click();
    await expect(page.locator('body')).toHaveClass(/\bfaith-mode\b/);
    await expect(faithCard).toHaveAttribute('aria-pressed', 'true');
    await expect(secularCard).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => localStorage.getItem('mode'))).toBe('faith');
  });

  test('islands are React: a fiber on their elements, react-dom in one chunk shared by every page', async ({
    page,
  }) => {
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

    await page.goto('/');
    const toggle = page.getByRole('banner').getByRole('button', { name: MODE_TOGGLE.toSecular });
    await toggle.hover();
    await expect.poll(() => toggle.evaluate((element) => !element.closest('astro-island[ssr]'))).toBe(true);
    expect(await fiberKeys('header astro-island button')).toHaveLength(1);

    await page.goto('/grace-assistant');
    const chat = page.getByRole('region', { name: ASSISTANT_CHAT_LABELS.conversationLabel });
    await chat.scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.locator('astro-island[component-url*="AssistantChat"][ssr]').count())
      .toBe(0);
    expect(await fiberKeys('astro-island[component-url*="AssistantChat"] > div')).toHaveLength(1);
    expect(reactChunks.size).toBe(1);
  });

  test('a page stored in secular mode hydrates every island with no error or mismatch warning', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => localStorage.setItem('mode', 'secular'));
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: MODE_TOGGLE.toFaith }).hover();
    await page.locator('#choose-mode').getByRole('button').first().hover();
    for (
      let step = 0;
      step < 40 &&
      (await page.locator('astro-island[ssr]:is([client="visible"], [client="near"])').count()) > 0;
      step++
    ) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(50);
    }
    await expect(page.locator('astro-island[ssr]:is([client="visible"], [client="near"])')).toHaveCount(0);
    await expect(
      page.locator('#choose-mode').getByRole('button', { name: MODE_CHOOSER.options[1].title, exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('body')).toHaveClass(/\bsecular-mode\b/);
    expect(problems).toEqual([]);
  });

  test('a page without islands in view fetches no script at load', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/our-story');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
  });

  test('a change in one tab reaches the others', async ({ page, context }) => {
    await page.goto('/blog');
    const other = await context.newPage();
    await other.goto('/blog');
    await page.getByRole('banner').getByRole('button', { name: MODE_TOGGLE.toSecular }).click();
    await expect(other.locator('body')).toHaveClass(/\bsecular-mode\b/);
  });
});

test.describe('navigation bar', () => {
  test('turns solid once the page is scrolled past 10 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/blog');
    const header = page.locator('[data-site-header]');
    await expect(header).not.toHaveAttribute('data-solid');
    await page.evaluate(() => window.scrollTo(0, 8));
    await expect(header).not.toHaveAttribute('data-solid');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-solid', '');
  });

  test('on a phone, the menu opens, offers the Blog link and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/our-story');
    const menuButton = page.getByRole('button', { name: HEADER.openMenu });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    // Open, the same button is named for what it now does (docs/product.md#header-and-footer).
    await expect(page.getByRole('button', { name: HEADER.closeMenu })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const menu = page.getByRole('navigation', { name: HEADER.mobileNavLabel });
    await expect(menu.getByRole('link', { name: 'Blog' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('pages open scrolled to the top, even on reload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/blog');
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
