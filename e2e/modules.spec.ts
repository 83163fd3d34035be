/** The module marketing pages: one template over src/data/modules, rendered at /{slug}. */
import type { Page } from '@playwright/test';
import { GRANT_CATEGORIES, GRANT_CATEGORY_HEADLINE } from '../src/data/modules/grant-categories.ts';
import { MODULE_PAGES, type ModulePage } from '../src/data/modules/index.ts';
import { MODULE_LABELS } from '../src/data/modules/labels.ts';
import { SITE } from '../src/data/site.ts';
import { pick } from '../src/lib/mode/copy.ts';
import { expect, test } from './support/test.ts';

/** Compare text as shown: dual-mode copy renders both variants and CSS hides one (ModeText.astro). */
const SHOWN = { useInnerText: true } as const;

function moduleBySlug(slug: string): ModulePage {
  const found = MODULE_PAGES.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no module page ${slug}`);
  return found;
}

/** How long the dialog's code may take to arrive after the first click on a loaded CI machine. */
const DIALOG_CODE_WAIT_MS = 15_000;

/**
 * One click opens the dialog: the layout's listener keeps a click that arrives before the dialog's
 * code, and the dialog opens once that code has loaded (slowly on a busy machine, hence the wait).
 * Clicking again would hit the modal's backdrop, not the trigger.
 */
async function opensContactDialog(page: Page, trigger: ReturnType<Page['getByRole']>): Promise<void> {
  await expect(trigger).toHaveAttribute('data-contact-trigger', '');
  const dialog = page.getByRole('dialog');
  await trigger.click();
  await expect(dialog).toBeVisible({ timeout: DIALOG_CODE_WAIT_MS });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Records the delay of every reveal animation the page starts, before any can finish. */
async function recordReveals(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const delays: number[] = [];
    Object.assign(window, { revealDelays: delays });
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (keyframes, options) {
      if (this.hasAttribute('data-reveal-item') && typeof options === 'object') {
        delays.push(Number(options.delay ?? 0));
      }
      return animate.call(this, keyframes, options);
    };
  });
  return () => page.evaluate(() => (window as unknown as { revealDelays: number[] }).revealDelays);
}

async function setMode(page: Page, mode: 'faith' | 'secular'): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('mode', value), mode);
  await page.reload();
}

for (const entry of MODULE_PAGES) {
  test(`/${entry.slug}: one h1, its own title and description, both buttons open the contact dialog`, async ({
    page,
  }) => {
    const response = await page.goto(`/${entry.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${entry.meta.modeTitle?.faith ?? entry.meta.title} | ${SITE.name}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', entry.meta.description);

    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(pick(entry.hero.title, 'faith'), SHOWN);
    await expect(page.locator('#features [data-reveal-item]')).toHaveCount(entry.features.items.length);

    const main = page.getByRole('main');
    await opensContactDialog(page, main.getByRole('button', { name: MODULE_LABELS.getStarted, exact: true }));
    await opensContactDialog(page, main.getByRole('button', { name: MODULE_LABELS.contactUs, exact: true }));
  });
}

test.describe('display mode names', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const slug of ['volunteers', 'finances']) {
    test(`/${slug} is renamed with the mode`, async ({ page }) => {
      const title = moduleBySlug(slug).hero.title;
      await page.goto(`/${slug}`);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveText(pick(title, 'faith'), SHOWN);
      await setMode(page, 'secular');
      await expect(h1).toHaveText(pick(title, 'secular'), SHOWN);
      await setMode(page, 'faith');
      await expect(h1).toHaveText(pick(title, 'faith'), SHOWN);
    });
  }

  test('/member calls campaigns Giving in faith mode and Campaigns in secular mode, as plain text', async ({
    page,
  }) => {
    await page.goto('/member');
    const areas = page.locator('#portal-areas');
    const campaigns = areas.getByRole('listitem').filter({ hasText: '/member/campaigns' });
    await expect(campaigns.getByRole('heading')).toHaveText('Giving', SHOWN);
    await setMode(page, 'secular');
    await expect(campaigns.getByRole('heading')).toHaveText('Campaigns', SHOWN);
    await expect(areas.getByRole('listitem')).toHaveCount(4);
    // The member routes are not pages of this site.
    await expect(page.locator('a[href^="/member/"]')).toHaveCount(0);
  });
});

test('/grant-scanner shows the 17 grant categories under the 23+ headline', async ({ page }) => {
  await page.goto('/grant-scanner');
  const section = page.locator('#grant-categories');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(GRANT_CATEGORY_HEADLINE);
  await expect(section.getByRole('listitem')).toHaveText([...GRANT_CATEGORIES]);
  await expect(page.locator('#grant-profile ol > li')).toHaveCount(3);
});

test('/story-builder ends on /storybuilder', async ({ page }) => {
  await page.goto('/story-builder');
  await expect(page).toHaveURL(/\/storybuilder$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    pick(moduleBySlug('storybuilder').hero.title, 'faith'),
  );
});

test.describe('feature card reveal', () => {
  test('cards below the fold wait hidden, then fade in 100 ms apart once in view', async ({ page }) => {
    const revealDelays = await recordReveals(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/events');
    const cards = page.locator('#features [data-reveal-item]');
    await expect(cards.last()).toHaveCSS('opacity', '0');

    await page.setViewportSize({ width: 1280, height: 2400 });
    const count = moduleBySlug('events').features.items.length;
    const expected = Array.from({ length: count }, (_, index) => index * 100);
    await expect.poll(revealDelays).toEqual(expected);
    await expect(cards.last()).toHaveCSS('opacity', '1');
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('cards are shown at once, without animation', async ({ page }) => {
      const revealDelays = await recordReveals(page);
      await page.goto('/events');
      const cards = page.locator('#features [data-reveal-item]');
      await cards.last().scrollIntoViewIfNeeded();
      for (const card of await cards.all()) await expect(card).toHaveCSS('opacity', '1');
      expect(await revealDelays()).toEqual([]);
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every card is visible', async ({ page }) => {
      await page.goto('/grant-scanner');
      const cards = page.locator('#features [data-reveal-item]');
      await expect(cards).toHaveCount(moduleBySlug('grant-scanner').features.items.length);
      for (const card of await cards.all()) await expect(card).toHaveCSS('opacity', '1');
    });
  });
});

test('no module page overflows a 390 px phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const entry of MODULE_PAGES) {
    await page.goto(`/${entry.slug}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `/${entry.slug}`).toBeLessThanOrEqual(0);
  }
});
