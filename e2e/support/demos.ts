/** The demos' specs: a demo on screen on a fake clock that only the test moves, and what animates in it. */
import type { Locator, Page } from '@playwright/test';
import type { Mode } from '../../src/data/types.ts';
import { startInMode } from './a11y.ts';
import { expect } from './test.ts';

/**
 * Opens `path` in `mode` on a paused fake clock, with the section `sectionId` on screen and its
 * islands hydrated; from then on only runFor moves the demo's clock, which starts at zero.
 */
export async function openDemoSection(
  page: Page,
  sectionId: string,
  { mode = 'faith', path = '/' }: { mode?: Mode; path?: string } = {},
): Promise<Locator> {
  await startInMode(page, mode);
  await page.clock.install({ time: 0 });
  await page.goto(path);
  await page.clock.pauseAt(60_000);
  const section = page.locator(`#${sectionId}`);
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('astro-island[ssr]')).toHaveCount(0);
  return section;
}

/** Moves the clock to `ms` after the moment this was called. */
export function clockFrom(page: Page): (ms: number) => Promise<void> {
  let now = 0;
  return async (ms) => {
    await page.clock.runFor(ms - now);
    now = ms;
  };
}

/** Animations (CSS or scripted) of elements inside `root`. */
export const animationsWithin = (root: Locator) =>
  root.evaluate(
    (element) =>
      document.getAnimations().filter((animation) => {
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        return target instanceof Node && element.contains(target);
      }).length,
  );

/** Compare text as shown: dual-mode copy renders both variants and CSS hides one. */
export const SHOWN = { useInnerText: true } as const;

export const otherMode = (mode: Mode): Mode => (mode === 'faith' ? 'secular' : 'faith');
