/**
 * The benefit carousel keeps one height whatever the slide
 * (docs/product.md#carousel-and-small-movements): on a phone, a taller slide used to push the
 * pricing section down by 32 px. Checked in both modes, whose words differ.
 */
import { BENEFIT_CAROUSEL, BENEFITS } from '../src/data/consulting.ts';
import { MODES, startInMode, VIEWPORTS } from './support/a11y.ts';
import { expectHydrated } from './support/islands.ts';
import { expect, test } from './support/test.ts';

test.use({ viewport: VIEWPORTS.phone });

for (const mode of MODES) {
  test(`${mode} mode: changing slides on a phone moves neither the carousel's height nor pricing`, async ({
    page,
  }) => {
    await startInMode(page, mode);
    await page.clock.install();
    await page.goto('/');
    const carousel = page.getByRole('region', { name: BENEFIT_CAROUSEL.label });
    const dot = (index: number) =>
      carousel.getByRole('button', { name: `${BENEFIT_CAROUSEL.dotLabelPrefix} ${index + 1}:` });
    await carousel.scrollIntoViewIfNeeded();
    await expectHydrated(dot(0));
    const measure = () =>
      page.evaluate(() => ({
        pricingTop: (document.getElementById('pricing')?.getBoundingClientRect().top ?? 0) + window.scrollY,
        carouselHeight:
          document.querySelector('[aria-roledescription="carousel"]')?.getBoundingClientRect().height ?? 0,
      }));
    const first = await measure();
    const shownHeights: number[] = [];
    for (let index = 0; index < BENEFITS.length; index += 1) {
      await dot(index).click();
      await expect(dot(index)).toHaveAttribute('aria-current', 'true');
      expect(await measure(), `with benefit ${index + 1}`).toEqual(first);
      // The shown slide's own content (the others are hidden in the same cell): the test needs
      // slides of different heights to mean anything.
      shownHeights.push(
        await carousel.locator('[aria-hidden="false"]').evaluate((slide) => {
          const top = slide.firstElementChild?.getBoundingClientRect().top ?? 0;
          return (slide.lastElementChild?.getBoundingClientRect().bottom ?? 0) - top;
        }),
      );
    }
    expect(
      new Set(shownHeights).size,
      `slides of different heights: ${shownHeights.join(', ')}`,
    ).toBeGreaterThan(1);
  });
}
