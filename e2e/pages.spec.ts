/**
 * The marketing pages' content (docs/product.md): the module pages (one template over
 * src/data/modules), the legal pages, the agency page under both of its names, and the secular
 * landing page; the founder story's in shell.spec.ts, with the header menu it opens there. Status, one
 * h1, links, axe and no sideways scrolling on a phone are the page audit's (a11y.spec.ts), for every page.
 */
import type { Page } from '@playwright/test';
import { GRANT_CATEGORIES, GRANT_CATEGORY_HEADLINE } from '../src/data/modules/grant-categories.ts';
import { MODULE_PAGES } from '../src/data/modules/index.ts';
import { MODULE_LABELS } from '../src/data/modules/labels.ts';
import { MEMBER_CAMPAIGNS_NAME } from '../src/data/modules/member.ts';
import { pick } from '../src/lib/mode/copy.ts';
import { MODES, recordFirstFrame, reloadInMode, startInMode, storedMode } from './support/a11y.ts';
import { decodeEntities } from './support/built-site.ts';
import { expectHueFamily } from './support/contrast.ts';
import { ISLAND_CODE_WAIT_MS, opensContactDialog } from './support/islands.ts';
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
import { AI_TOOLS, CORE_MODULES } from '../src/data/features.ts';
import { SECULAR_UNIFIED } from '../src/data/secular-unified.ts';
import { FOOTER, MODE_TOGGLE, SITE } from '../src/data/site.ts';

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

// /story-builder's redirect to /storybuilder: tests/server/public-config.test.ts and handler.test.ts.
for (const entry of MODULE_PAGES) {
  test(`/${entry.slug}: its own title (neutral in the HTML), description, hero screen and icons in each mode, the toggle renaming the tab; both buttons open the contact dialog; what it has of its own (/member: campaigns named by mode, as plain text; /grant-scanner: its categories)`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(`/${entry.slug}`)).text();
    expect(decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(
      `${entry.meta.title} | ${SITE.name}`,
    );
    await page.goto(`/${entry.slug}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', entry.meta.description);
    const icons = page.locator('#features [data-reveal-item] span.bg-linear-to-br');
    await expect(icons).toHaveCount(entry.features.items.length);
    const h1 = page.getByRole('heading', { level: 1 });
    const picture = page.locator('#main > section:first-of-type [data-product-visual]');
    await expect(picture).toHaveAttribute('aria-hidden', 'true');
    const areas = page.locator('#portal-areas').getByRole('listitem');
    const campaigns = areas.filter({ hasText: '/member/campaigns' });
    for (const mode of MODES) {
      if (mode !== 'faith') await reloadInMode(page, mode);
      await expect(page).toHaveTitle(`${entry.meta.modeTitle?.[mode] ?? entry.meta.title} | ${SITE.name}`);
      await expect(h1).toHaveText(pick(entry.hero.title, mode), SHOWN);
      // A brand, not a colour swap: the hero's and the feature cards' icons in the mode's hues.
      await expectHueFamily(page.locator('#main [data-module-icon]'), mode, 'the hero icon');
      for (const icon of await icons.all()) await expectHueFamily(icon, mode, 'a feature card icon');
      if (entry.slug === 'member')
        await expect(campaigns.getByRole('heading')).toHaveText(MEMBER_CAMPAIGNS_NAME[mode], SHOWN);
      // The hero shows the module's own screen.
      await expect(picture).toBeVisible();
      await expect(picture).toContainText(pick(entry.visual.screen, mode), SHOWN);
      await expect(picture).toContainText(entry.visual.metric.value, SHOWN);
      for (const row of entry.visual.rows) {
        await expect(picture).toContainText(pick(row.label, mode), SHOWN);
        await expect(picture).toContainText(pick(row.status, mode), SHOWN);
      }
    }
    const faithTitle = entry.meta.modeTitle?.faith;
    if (faithTitle) {
      // The toggle's code loads when it is first approached: slow on a busy machine.
      await page.getByRole('banner').getByRole('button', { name: MODE_TOGGLE.toFaith }).click();
      await expect(page).toHaveTitle(`${faithTitle} | ${SITE.name}`, { timeout: ISLAND_CODE_WAIT_MS });
      await expect(h1).toHaveText(pick(entry.hero.title, 'faith'), SHOWN);
      await page.reload();
      await expect(page).toHaveTitle(`${faithTitle} | ${SITE.name}`);
    }

    if (entry.slug === 'member') {
      await expect(areas).toHaveCount(4);
      // The member routes are not pages of this site.
      await expect(page.locator('a[href^="/member/"]')).toHaveCount(0);
    }
    if (entry.slug === 'grant-scanner') {
      const section = page.locator('#grant-categories');
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(GRANT_CATEGORY_HEADLINE);
      await expect(section.getByRole('listitem')).toHaveText([...GRANT_CATEGORIES]);
      await expect(page.locator('#grant-profile ol > li')).toHaveCount(3);
    }
    const main = page.getByRole('main');
    await opensContactDialog(page, main.getByRole('button', { name: MODULE_LABELS.getStarted, exact: true }));
    await opensContactDialog(page, main.getByRole('button', { name: MODULE_LABELS.contactUs, exact: true }));
  });
}

test('feature cards below the fold wait hidden, then fade in 100 ms apart once in view; with reduced motion they show at once, without animation', async ({
  page,
}) => {
  const revealDelays = await recordReveals(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/events');
  const cards = page.locator('#features [data-reveal-item]');
  await expect(cards.last()).toHaveCSS('opacity', '0');
  await page.setViewportSize({ width: 1280, height: 2400 });
  const count = MODULE_PAGES.find(({ slug }) => slug === 'events')?.features.items.length ?? 0;
  const expected = Array.from({ length: count }, (_, index) => index * 100);
  await expect.poll(revealDelays).toEqual(expected);
  await expect(cards.last()).toHaveCSS('opacity', '1');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await cards.last().scrollIntoViewIfNeeded();
  for (const card of await cards.all()) await expect(card).toHaveCSS('opacity', '1');
  expect(await revealDelays()).toEqual([]);
});

const plain = (text: unknown): string => {
  if (typeof text !== 'string') throw new Error('expected copy that reads the same in both modes');
  return text;
};

test('/terms-and-privacy: its h1, date and under-13 clause; a contents link scrolls to its section; it leads to /request-access', async ({
  page,
}) => {
  await page.goto('/terms-and-privacy');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(plain(LEGAL_HEADER.title));
  await expect(main).toContainText(`${LEGAL_LAST_UPDATED.label} ${LEGAL_LAST_UPDATED.date}`);
  await expect(main.locator('time')).toHaveAttribute('datetime', LEGAL_LAST_UPDATED.iso);
  await expect(main.getByText(/not intended for children under 13/)).toBeVisible();

  // Every contents link's #anchor is on the page: the page audit's link check (a11y.spec.ts).
  const links = page.getByRole('navigation', { name: LEGAL_TOC_LABEL }).getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(20);
  const children = LEGAL_PARTS.flatMap((part) => part.sections).find((section) => section.id === 'children');
  const heading = plain(children?.heading);
  await links.filter({ hasText: heading }).click();
  await expect(page).toHaveURL(/#children$/);
  await expect(page.getByRole('heading', { name: heading })).toBeInViewport();
  // A plain link: no script to follow it.
  const callout = main.getByRole('link', { name: LEGAL_CALLOUT.label });
  await expect(callout).toHaveAttribute('href', '/request-access');
});

test('/marketing and /marketing-services show the hero, six services, three projects with two tags each and a decorative drawing of their work, no mode toggle, and Schedule Consultation opens the contact dialog', async ({
  page,
}) => {
  for (const path of ['/marketing', '/marketing-services']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/marketing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(AGENCY_HERO.title);

    const services = page.getByRole('region', { name: AGENCY_SERVICES_SECTION.heading });
    await expect(services.getByRole('heading', { level: 3 })).toHaveText(
      AGENCY_SERVICES.map((service) => service.title),
    );
    const projects = page.getByRole('region', { name: AGENCY_PROJECTS_SECTION.heading }).getByRole('article');
    await expect(projects).toHaveCount(3);
    for (const [index, study] of caseStudiesById(AGENCY_PROJECTS_SECTION.caseStudyIds).entries()) {
      const card = projects.nth(index);
      await expect(card.getByRole('heading', { name: study.title })).toBeVisible();
      await expect(card).toContainText(study.summary);
      await expect(
        card.getByRole('list', { name: AGENCY_PROJECTS_SECTION.tagsLabel }).getByRole('listitem'),
      ).toHaveText(study.tags.slice(0, 2));
      // The work drawn, not a placeholder: the study's own composition, decorative to assistive tech.
      const visual = card.locator('[data-project-visual]');
      await expect(visual).toHaveAttribute('data-project-visual', study.visual?.kind ?? 'missing');
      await expect(visual).toHaveAttribute('aria-hidden', 'true');
      await expect(visual.locator('svg')).toBeVisible();
    }
    await expect(page.getByRole('button', { name: MODE_TOGGLE.toSecular })).toHaveCount(0);
    await expect(page.getByRole('button', { name: MODE_TOGGLE.toFaith })).toHaveCount(0);
  }
  await opensContactDialog(
    page,
    page.getByRole('region', { name: AGENCY_CTA.heading }).getByRole('button', { name: AGENCY_CTA.label }),
  );
});

test('arriving on the secular landing page sets secular mode before the first paint, the toggle still switches back; its sections and buttons', async ({
  page,
}) => {
  // A visitor whose stored choice is faith: the first frame is already secular, and the choice is kept.
  await startInMode(page, 'faith');
  const firstFrameClass = await recordFirstFrame(page);
  await page.goto('/secular-unified');
  await expect.poll(firstFrameClass).toMatch(/\bsecular-mode\b/);
  expect(await storedMode(page)).toBe('secular');
  await expect(page.getByRole('contentinfo')).not.toContainText(pick(FOOTER.tagline, 'faith'), SHOWN);
  const ids = await page.locator('#main > section').evaluateAll((sections) => sections.map((s) => s.id));
  expect(ids).toEqual([
    SECULAR_UNIFIED.hero.id,
    SECULAR_UNIFIED.modules.id,
    SECULAR_UNIFIED.aiTools.id,
    SECULAR_UNIFIED.whyChoose.id,
    SECULAR_UNIFIED.cta.id,
  ]);
  await expect(page.getByRole('heading', { level: 1, name: SECULAR_UNIFIED.hero.headline })).toBeVisible();
  await expect(page.locator(`#${SECULAR_UNIFIED.hero.id} [data-product-visual]`)).toBeVisible();

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

  await page.getByRole('banner').getByRole('button', { name: MODE_TOGGLE.toFaith }).click();
  await expect(page.locator('body')).toHaveClass(/\bfaith-mode\b/);
  expect(await storedMode(page)).toBe('faith');

  for (const [section, label] of [
    [SECULAR_UNIFIED.hero.id, SECULAR_UNIFIED.hero.requestDemo],
    [SECULAR_UNIFIED.hero.id, SECULAR_UNIFIED.hero.learnMore],
    [SECULAR_UNIFIED.cta.id, SECULAR_UNIFIED.cta.contactLabel],
  ] as const)
    await opensContactDialog(
      page,
      page.locator(`#${section}`).getByRole('button', { name: label, exact: true }),
    );
  await expect(
    page
      .locator(`#${SECULAR_UNIFIED.cta.id}`)
      .getByRole('link', { name: SECULAR_UNIFIED.cta.requestAccess.label }),
  ).toHaveAttribute('href', SECULAR_UNIFIED.cta.requestAccess.href);
});
