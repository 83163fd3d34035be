/** The frame of every page: display mode, navigation bar, mobile menu, contact dialog, toasts. */
import { randomUUID } from 'node:crypto';
import { ASSISTANT_CHAT_LABELS } from '../src/data/demos/assistant-chat.ts';
import { MODE_CHOOSER } from '../src/data/home.ts';
import { REQUEST_ACCESS } from '../src/data/request-access.ts';
import { CONTACT_DIALOG, FOOTER, HEADER, MODE_TOGGLE, TOASTER } from '../src/data/site.ts';
import { ERROR_TOAST_MS } from '../src/lib/ui/toast.ts';
import { adminClient } from './support/admin-client.ts';
import { requestForm } from './support/request-form.ts';
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

test.describe('contact dialog', () => {
  const openFromFooter = async (page: import('@playwright/test').Page) => {
    await page.goto('/blog');
    const trigger = page.getByRole('contentinfo').getByRole('button', { name: FOOTER.contactUs });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: CONTACT_DIALOG.heading });
    await expect(dialog).toBeVisible();
    return { trigger, dialog };
  };

  test('sends a message, says so, clears the form, closes and gives focus back', async ({
    page,
    baseURL,
  }) => {
    const email = `ruth-${randomUUID()}@example.org`;
    const { trigger, dialog } = await openFromFooter(page);
    await expect(dialog.getByLabel(CONTACT_DIALOG.labels.name)).toBeFocused();
    await dialog.getByLabel(CONTACT_DIALOG.labels.name).fill('  Ruth Moabite ');
    await dialog.getByLabel(CONTACT_DIALOG.labels.email).fill(email);
    await dialog
      .getByLabel(CONTACT_DIALOG.labels.message)
      .fill('Could we see a demo for our food pantry volunteers?');
    await dialog.getByRole('button', { name: CONTACT_DIALOG.send }).click();

    const toast = page.getByRole('listitem').filter({ hasText: CONTACT_DIALOG.success.title });
    await expect(toast).toContainText(CONTACT_DIALOG.success.description);
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    const admin = await adminClient(baseURL ?? '');
    const { data } = await admin.from('contact_messages').select('*').eq('email', email);
    expect(data).toEqual([
      {
        id: expect.any(String),
        name: 'Ruth Moabite',
        email,
        message: 'Could we see a demo for our food pantry volunteers?',
        status: 'unread',
        created_at: expect.any(String),
        responded_at: null,
        status_changed_at: null,
        status_changed_by: null,
        // The first page of this tab's visit, with no campaign and no other site before it.
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        utm_term: null,
        utm_content: null,
        referrer_host: null,
        landing_path: '/blog',
      },
    ]);

    await trigger.click();
    await expect(dialog.getByLabel(CONTACT_DIALOG.labels.name)).toHaveValue('');
  });

  test('a click before the dialog has loaded opens it once its code arrives', async ({ page }) => {
    // The dialog's code loads only when it is first needed; hold it back to click before it is in.
    let releaseCode = () => {};
    const codeReleased = new Promise<void>((resolve) => (releaseCode = resolve));
    let codeRequested = false;
    await page.route('**/_astro/ContactDialog.*.js', async (route) => {
      codeRequested = true;
      await codeReleased;
      await route.continue();
    });
    await page.goto('/blog');
    await page.waitForLoadState('networkidle');
    expect(codeRequested).toBe(false);

    const trigger = page.getByRole('contentinfo').getByRole('button', { name: FOOTER.contactUs });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: CONTACT_DIALOG.heading });
    await expect.poll(() => codeRequested).toBe(true);
    await expect(dialog).toBeHidden();

    releaseCode();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(CONTACT_DIALOG.labels.name)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toBeFocused();
  });

  test('refuses missing and malformed fields before sending anything', async ({ page }) => {
    let requests = 0;
    await page.route('**/rest/v1/contact_messages*', (route) => {
      requests += 1;
      return route.continue();
    });
    const { dialog } = await openFromFooter(page);
    const send = dialog.getByRole('button', { name: CONTACT_DIALOG.send });
    const name = dialog.getByLabel(CONTACT_DIALOG.labels.name);
    await send.click();
    await expect(dialog).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    await name.fill('   ');
    await dialog.getByLabel(CONTACT_DIALOG.labels.email).fill('ruth@example');
    await dialog.getByLabel(CONTACT_DIALOG.labels.message).fill('Hello');
    await send.click();
    await expect(dialog).toBeVisible();
    // Said beside the field (its description), not in the browser's bubble.
    await expect(name).toHaveAccessibleDescription(CONTACT_DIALOG.problems.required);
    await expect(dialog.getByLabel(CONTACT_DIALOG.labels.email)).toHaveAccessibleDescription(
      CONTACT_DIALOG.problems.email,
    );
    expect(requests).toBe(0);
  });

  test('a failed send says so above the dialog, which keeps what was typed', async ({ page }) => {
    await page.route('**/rest/v1/contact_messages*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    const { trigger, dialog } = await openFromFooter(page);
    await dialog.getByLabel(CONTACT_DIALOG.labels.name).fill('Ruth');
    await dialog.getByLabel(CONTACT_DIALOG.labels.email).fill('ruth@example.org');
    await dialog.getByLabel(CONTACT_DIALOG.labels.message).fill('Still here?');
    await dialog.getByRole('button', { name: CONTACT_DIALOG.send }).click();
    const toast = page.getByRole('listitem').filter({ hasText: CONTACT_DIALOG.failure.title });
    await expect(toast).toContainText(CONTACT_DIALOG.failure.description);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(CONTACT_DIALOG.labels.message)).toHaveValue('Still here?');
    // Above the backdrop: what lies at the toast's centre is the toast itself.
    const onTop = await toast.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(onTop).toBe(true);
    await expect(dialog.getByRole('button', { name: CONTACT_DIALOG.send })).toBeInViewport();

    // A click beside the box closes it, as Escape does; focus goes back; what was typed stays.
    await page.mouse.click(4, 4);
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await trigger.click();
    await expect(dialog.getByLabel(CONTACT_DIALOG.labels.message)).toHaveValue('Still here?');
  });

  test('Escape closes it; a filled honeypot is dropped quietly', async ({ page, baseURL }) => {
    const { trigger, dialog } = await openFromFooter(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    const email = `bot-${randomUUID()}@example.org`;
    await trigger.click();
    await dialog.getByLabel(CONTACT_DIALOG.labels.name).fill('Bot');
    await dialog.getByLabel(CONTACT_DIALOG.labels.email).fill(email);
    await dialog.getByLabel(CONTACT_DIALOG.labels.message).fill('Buy now');
    await dialog.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await dialog.getByRole('button', { name: CONTACT_DIALOG.send }).click();
    await expect(page.getByRole('listitem').filter({ hasText: CONTACT_DIALOG.success.title })).toBeVisible();
    const admin = await adminClient(baseURL ?? '');
    const { data } = await admin.from('contact_messages').select('id').eq('email', email);
    expect(data).toEqual([]);
  });
});

test.describe('toasts', () => {
  /** The page's clock stands still from here on; only runFor moves it. */
  async function openWithPausedClock(page: import('@playwright/test').Page, path: string) {
    await page.clock.install({ time: 0 });
    await page.goto(path);
    await page.clock.pauseAt(60_000);
  }

  test('an error leaves by itself; the same error again is one toast, its time restarted', async ({
    page,
  }) => {
    await openWithPausedClock(page, '/request-access');
    const { missingFields } = REQUEST_ACCESS.messages;
    const toasts = page.getByRole('listitem').filter({ hasText: missingFields.description });
    const next = requestForm(page).next;

    await next.click();
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText(missingFields.title);
    await page.clock.runFor(ERROR_TOAST_MS / 2);
    await next.click();
    // A whole ERROR_TOAST_MS from the second showing, less a second: one toast, still there.
    await page.clock.runFor(ERROR_TOAST_MS - 1000);
    await expect(toasts).toHaveCount(1);
    await page.clock.runFor(2000);
    await expect(toasts).toHaveCount(0);
  });

  test('a toast can be dismissed', async ({ page }) => {
    await openWithPausedClock(page, '/request-access');
    const toast = page
      .getByRole('listitem')
      .filter({ hasText: REQUEST_ACCESS.messages.missingFields.description });
    await requestForm(page).next.click();
    await toast.getByRole('button', { name: TOASTER.dismiss }).click();
    await expect(toast).toHaveCount(0);
  });
});
