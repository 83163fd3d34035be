/** The static pages: our story, terms and privacy, and the agency page under both of its names. */
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
import { CONTACT_DIALOG, MODE_TOGGLE } from '../src/data/site.ts';
import { expect, test } from './support/test.ts';

const plain = (text: unknown): string => {
  if (typeof text !== 'string') throw new Error('expected copy that reads the same in both modes');
  return text;
};

test.describe('founder story and legal pages', () => {
  for (const [path, title, callout] of [
    ['/our-story', plain(OUR_STORY_HEADER.title), OUR_STORY_CALLOUT],
    ['/terms-and-privacy', plain(LEGAL_HEADER.title), LEGAL_CALLOUT],
  ] as const) {
    test(`${path} answers 200 with one h1 and a Request Access link to /request-access`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
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

  test('the page fits a phone screen without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/marketing', '/our-story', '/terms-and-privacy']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
