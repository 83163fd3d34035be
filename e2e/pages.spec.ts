/**
 * The marketing pages' content (docs/product.md): the module pages (one template over
 * src/data/modules), the founder story and legal pages, the agency page under both of its names,
 * and the secular landing page. Status, one h1, links, axe and no sideways scrolling on a phone are
 * the page audit's (a11y.spec.ts), for every page.
 */
import type { Page } from '@playwright/test';
import { GRANT_CATEGORIES, GRANT_CATEGORY_HEADLINE } from '../src/data/modules/grant-categories.ts';
import { MODULE_PAGES, type ModulePage } from '../src/data/modules/index.ts';
import { MODULE_LABELS } from '../src/data/modules/labels.ts';
import { pick } from '../src/lib/mode/copy.ts';
import { SHOWN } from './support/demos.ts';
import { expect, test } from './support/test.ts';
import {
  AGENCY_CTA,
  AGENCY_HERO,
  AGENCY_PROJECTS_SECTION,
  AGENCY_SERVICES,
  AGENCY_SERVICES_SECTION,
} from '../src/data/agency.ts';
import { caseStudiesById } from '../src/data/case-studies.ts';
import {
  LEGAL_CALLOUT,
  LEGAL_HEADER,
  LEGAL_LAST_UPDATED,
  LEGAL_PARTS,
  LEGAL_TOC_LABEL,
} from '../src/data/legal/index.ts';
import { OUR_STORY_CALLOUT, OUR_STORY_HEADER } from '../src/data/our-story.ts';
import { AI_TOOLS, CORE_MODULES } from '../src/data/features.ts';
import { SECULAR_UNIFIED } from '../src/data/secular-unified.ts';
import { CONTACT_DIALOG, MODE_TOGGLE, SITE } from '../src/data/site.ts';

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

const plain = (text: unknown): string => {
  if (typeof text !== 'string') throw new Error('expected copy that reads the same in both modes');
  return text;
};

test.describe('founder story and legal pages', () => {
  for (const [path, title, callout] of [
    ['/our-story', plain(OUR_STORY_HEADER.title), OUR_STORY_CALLOUT],
    ['/terms-and-privacy', plain(LEGAL_HEADER.title), LEGAL_CALLOUT],
  ] as const) {
    test(`${path} names itself in its h1 and leads to /request-access`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const link = page.getByRole('main').getByRole('link', { name: callout.label });
      await expect(link).toHaveAttribute('href', '/request-access');
      await link.click();
      await expect(page).toHaveURL(/\/request-access$/);
    });
  }

  test('the terms show their date and the under-13 clause', async ({ page }) => {
    await page.goto('/terms-and-privacy');
    const main = page.getByRole('main');
    await expect(main).toContainText(`${LEGAL_LAST_UPDATED.label} ${LEGAL_LAST_UPDATED.date}`);
    await expect(main.locator('time')).toHaveAttribute('datetime', LEGAL_LAST_UPDATED.iso);
    await expect(main.getByText(/not intended for children under 13/)).toBeVisible();
  });

  test('every table-of-contents link points at a section on the page, and following one scrolls to it', async ({
    page,
  }) => {
    await page.goto('/terms-and-privacy');
    const links = page.getByRole('navigation', { name: LEGAL_TOC_LABEL }).getByRole('link');
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThanOrEqual(20);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    for (const href of hrefs) {
      expect(href).toMatch(/^#[a-z0-9-]+$/);
      await expect(page.locator(`[id="${href?.slice(1)}"]`)).toHaveCount(1);
    }

    const children = LEGAL_PARTS.flatMap((part) => part.sections).find(
      (section) => section.id === 'children',
    );
    const heading = plain(children?.heading);
    await links.filter({ hasText: heading }).click();
    await expect(page).toHaveURL(/#children$/);
    await expect(page.getByRole('heading', { name: heading })).toBeInViewport();
  });

  test('our story changes its wording with the display mode', async ({ page }) => {
    await page.goto('/our-story');
    const lead = OUR_STORY_HEADER.lead;
    if (!lead || typeof lead === 'string') throw new Error('the story lead should differ by mode');
    await expect(page.getByText(lead.faith)).toBeVisible();
    await expect(page.getByText(lead.secular)).toBeHidden();
    await page.evaluate(() => localStorage.setItem('mode', 'secular'));
    await page.reload();
    await expect(page.getByText(lead.secular)).toBeVisible();
    await expect(page.getByText(lead.faith)).toBeHidden();
  });
});

test.describe('agency page', () => {
  const featured = caseStudiesById(AGENCY_PROJECTS_SECTION.caseStudyIds);

  for (const path of ['/marketing', '/marketing-services']) {
    test(`${path} shows the hero, six services, three projects with two tags each, and no mode toggle`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/marketing$/);

      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(AGENCY_HERO.title);

      const services = page.getByRole('region', { name: AGENCY_SERVICES_SECTION.heading });
      await expect(services.getByRole('heading', { level: 3 })).toHaveText(
        AGENCY_SERVICES.map((service) => service.title),
      );

      const projects = page
        .getByRole('region', { name: AGENCY_PROJECTS_SECTION.heading })
        .getByRole('article');
      await expect(projects).toHaveCount(3);
      for (const [index, study] of featured.entries()) {
        const card = projects.nth(index);
        await expect(card.getByRole('heading', { name: study.title })).toBeVisible();
        await expect(card).toContainText(study.summary);
        await expect(
          card.getByRole('list', { name: AGENCY_PROJECTS_SECTION.tagsLabel }).getByRole('listitem'),
        ).toHaveText(study.tags.slice(0, 2));
      }

      await expect(page.getByRole('button', { name: MODE_TOGGLE.toSecular })).toHaveCount(0);
      await expect(page.getByRole('button', { name: MODE_TOGGLE.toFaith })).toHaveCount(0);
    });
  }

  test('Schedule Consultation opens the contact dialog', async ({ page }) => {
    await page.goto('/marketing-services');
    const region = page.getByRole('region', { name: AGENCY_CTA.heading });
    const trigger = region.getByRole('button', { name: AGENCY_CTA.label });
    await expect(trigger).toHaveAttribute('data-contact-trigger', '');
    await trigger.click();
    await expect(page.getByRole('dialog', { name: CONTACT_DIALOG.heading })).toBeVisible();
  });
});

test.describe('secular landing page', () => {
  for (const mode of ['faith', 'secular'] as const) {
    test(`the secular landing page renders its sections for secular organizations (${mode} mode)`, async ({
      page,
    }) => {
      await page.addInitScript((stored) => localStorage.setItem('mode', stored), mode);
      const response = await page.goto('/secular-unified');
      expect(response?.status()).toBe(200);
      const ids = await page.locator('#main > section').evaluateAll((sections) => sections.map((s) => s.id));
      expect(ids).toEqual([
        SECULAR_UNIFIED.hero.id,
        SECULAR_UNIFIED.modules.id,
        SECULAR_UNIFIED.aiTools.id,
        SECULAR_UNIFIED.whyChoose.id,
        SECULAR_UNIFIED.cta.id,
      ]);
      await expect(
        page.getByRole('heading', { level: 1, name: SECULAR_UNIFIED.hero.headline }),
      ).toBeVisible();

      const moduleSection = page.locator(`#${SECULAR_UNIFIED.modules.id}`);
      await expect(moduleSection.getByRole('listitem')).toHaveCount(CORE_MODULES.length);
      for (const feature of CORE_MODULES) {
        await expect(
          moduleSection.getByRole('link', { name: pick(feature.title, 'secular'), exact: true }),
        ).toHaveAttribute('href', feature.href);
      }

      const toolSection = page.locator(`#${SECULAR_UNIFIED.aiTools.id}`);
      for (const tool of AI_TOOLS) {
        const card = toolSection.locator('article').filter({ hasText: pick(tool.title, 'secular') });
        await expect(card.getByRole('link')).toHaveAttribute('href', tool.href);
        await expect(card.getByRole('listitem')).toHaveCount(4);
      }

      await expect(
        page.locator(`#${SECULAR_UNIFIED.whyChoose.id}`).getByRole('heading', { level: 3 }),
      ).toHaveText(SECULAR_UNIFIED.whyChoose.cards.map((card) => card.title));
    });
  }

  test('Request Demo, Learn More and the final call to action open the contact dialog', async ({ page }) => {
    await page.goto('/secular-unified');
    const dialog = page.getByRole('dialog');
    for (const [section, label] of [
      [SECULAR_UNIFIED.hero.id, SECULAR_UNIFIED.hero.requestDemo],
      [SECULAR_UNIFIED.hero.id, SECULAR_UNIFIED.hero.learnMore],
      [SECULAR_UNIFIED.cta.id, SECULAR_UNIFIED.cta.contactLabel],
    ] as const) {
      await page.locator(`#${section}`).getByRole('button', { name: label, exact: true }).click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await expect(
      page
        .locator(`#${SECULAR_UNIFIED.cta.id}`)
        .getByRole('link', { name: SECULAR_UNIFIED.cta.requestAccess.label }),
    ).toHaveAttribute('href', SECULAR_UNIFIED.cta.requestAccess.href);
  });
});
