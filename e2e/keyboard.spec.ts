/**
 * Keyboard use (docs/product.md#accessibility): focus walks (reached, visible, drawn whole, no trap), the
 * skip link, focus moved usefully in the admin, hover contrast of the accent buttons (the walks of the
 * request dialog, the phone menu and each admin tab are in a11y.spec.ts, beside their axe runs). Each mode
 * walks in one motion setting, the other mode in the other.
 */
import { randomUUID } from 'node:crypto';
import { AUTH_TEXT, DASHBOARD_TEXT, MESSAGES_TEXT } from '../src/admin/strings.ts';
import { PRICING, ROI_COPY } from '../src/data/pricing.ts';
import { HEADER, MODE_TOGGLE } from '../src/data/site.ts';
import { MODES, settle, startInMode, VIEWPORTS } from './support/a11y.ts';
import { E2E_ADMIN } from './support/admin.ts';
import { installContrast } from './support/contrast.ts';
import { expectKeyboardFriendly } from './support/focus-walk.ts';
import { insertAsVisitor, searchLeads } from './support/leads.ts';
import { expect, test } from './support/test.ts';

/** Home, a module page with an island, the blog island: pages with the site's header and footer. */
const MARKETING_PAGES = ['/', '/grace-assistant', '/blog'];

test.use({ viewport: VIEWPORTS.desktop });

/** Which motion setting each mode's walks run in. */
const MOTION_OF: Record<(typeof MODES)[number], 'no-preference' | 'reduce'> = {
  faith: 'no-preference',
  secular: 'reduce',
};

for (const mode of MODES) {
  test.describe(`${mode} mode, motion ${MOTION_OF[mode]}`, () => {
    test.use({ reducedMotion: MOTION_OF[mode] });
    test.beforeEach(async ({ page }) => startInMode(page, mode));

    for (const path of MARKETING_PAGES) {
      const rings = mode === 'faith' ? 'walked backwards' : 'at phone width';
      test(`${path}: the skip link comes first, then every control is reachable with a visible focus${path === '/' ? `; ${rings}, every focus ring is seen whole` : ''}`, async ({
        page,
      }) => {
        // The home page has the most stops (every demo, pricing and the ROI calculator), and the
        // islands met on the way hydrate as focus reaches them: about 25 s a walk on a quiet two-core
        // machine, and it is walked twice.
        if (path === '/') test.setTimeout(180_000);
        await page.goto(path);
        await settle(page);
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: HEADER.skipToContent });
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport();
        expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(40);
        await page.keyboard.press('Enter');
        await expect(page.locator('main')).toBeFocused();

        expect(await expectKeyboardFriendly(page, `${path} (${mode} mode)`)).toBeGreaterThan(5);
        if (path !== '/') return;
        // Backwards, each control is scrolled to from below and ends at the top, by the sticky
        // header; on a phone, the sideways scrollers clip what they hold. One mode each: the rings
        // do not depend on it.
        const backwards = mode === 'faith';
        if (!backwards) {
          await page.setViewportSize(VIEWPORTS.phone);
          await settle(page);
        }
        await expectKeyboardFriendly(page, `/ (${mode} mode, ${rings})`, { backwards });
      });
    }
  });
}

// The control that had focus goes (the sign-in form, a status button no longer offered): focus
// lands where the work goes on, not on <body>. In both motion settings.
for (const motion of ['no-preference', 'reduce'] as const) {
  test.describe(`admin focus, motion ${motion}`, () => {
    test.use({ reducedMotion: motion });

    test('signing in with Enter puts focus on the Messages panel’s heading; Mark Read from the keyboard puts it on the row’s next action, Mark Responded', async ({
      page,
      baseURL,
    }) => {
      const tag = `focus${randomUUID().slice(0, 8)}`;
      await insertAsVisitor(baseURL, 'contact_messages', [
        { name: `Nell ${tag}`, email: `nell.${tag}@example.org`, message: 'Do you run training days?' },
      ]);
      await page.goto('/admin');
      await page.getByLabel(AUTH_TEXT.email).fill(E2E_ADMIN.email);
      await page.getByLabel(AUTH_TEXT.password).fill(E2E_ADMIN.password);
      await page.keyboard.press('Enter');
      const panel = page.getByRole('tabpanel', { name: DASHBOARD_TEXT.tabs.messages });
      await expect(panel.getByRole('heading', { name: MESSAGES_TEXT.heading })).toBeFocused();

      await searchLeads(panel, tag, 1);
      const row = panel.getByRole('listitem').filter({ hasText: tag });
      await expect(row).toHaveCount(1);
      await row.getByRole('button', { name: MESSAGES_TEXT.markRead, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(row.getByRole('button', { name: MESSAGES_TEXT.markRead, exact: true })).toHaveCount(0);
      await expect(row.getByRole('button', { name: MESSAGES_TEXT.markResponded, exact: true })).toBeFocused();
    });
  });
}

for (const mode of MODES) {
  test(`${mode} mode: accent buttons keep their text contrast when hovered; the home page controls work from the keyboard alone`, async ({
    page,
  }) => {
    // About forty buttons, each scrolled to and hovered as a pointer would: 25 s on a busy machine.
    test.slow();
    await startInMode(page, mode);
    await page.goto('/');
    await settle(page);
    await installContrast(page);
    const buttons = page.locator(
      'main :is(a, button):is([class*="bg-accent"], [class*="text-accent"]):visible',
    );
    const count = await buttons.count();
    expect(count, 'accent buttons on the home page').toBeGreaterThan(3);
    const failures: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const button = buttons.nth(index);
      await button.hover();
      const reading = await button.evaluate((element) => {
        // The colour transition to the hover state is brought to its end, whose colours are judged.
        for (const animation of element.getAnimations({ subtree: true })) {
          if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
        }
        const contrast = window.__contrast;
        if (!contrast) throw new Error('the contrast toolkit is not installed');
        return { ...contrast.text(element), name: element.textContent?.trim().replace(/\s+/g, ' ') ?? '' };
      });
      if (reading.ratio < reading.required)
        failures.push(
          `"${reading.name}" hovered: ${reading.ratio.toFixed(2)}:1, needs ${reading.required}:1`,
        );
    }
    expect(failures).toEqual([]);

    const toggle = page
      .getByRole('banner')
      .getByRole('button', { name: mode === 'faith' ? MODE_TOGGLE.toSecular : MODE_TOGGLE.toFaith });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('body')).toHaveClass(mode === 'faith' ? /\bsecular-mode\b/ : /\bfaith-mode\b/);
    const annual = page.getByRole('button', { name: PRICING.billing.annual, exact: true });
    await annual.focus();
    await page.keyboard.press('Space');
    await expect(annual).toHaveAttribute('aria-pressed', 'true');
    const hours = page.getByLabel(ROI_COPY.hoursLabel);
    const before = Number(await hours.inputValue());
    await hours.focus();
    await page.keyboard.press('ArrowRight');
    await expect(hours).toHaveValue(String(before + 1));
    const another = page.getByRole('button', { name: ROI_COPY.anotherMonth });
    await another.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(ROI_COPY.monthsValue(2), { exact: true })).toBeVisible();
  });
}
