/** The idea-to-implementation demo (docs/product.md#idea-to-implementation-demo, #demos), on a fake clock. */
import type { Locator, Page } from '@playwright/test';
import {
  COMPOSER_RECIPIENTS,
  GENERATED_EMAIL,
  IDEA_LABELS as LABELS,
  IDEA_PHASES,
  IDEA_PROMPT,
  IDEA_STEPS,
  PARTICLE_COUNT,
  POLISHED_EMAIL,
  type IdeaPhaseId,
} from '../src/data/demos/idea-to-implementation.ts';
import { pick } from '../src/lib/mode/copy.ts';
import type { Mode } from '../src/data/types.ts';
import { animationsWithin, clockFrom, openDemoSection, otherMode, SHOWN } from './support/demos.ts';
import { VIEWPORTS } from './support/a11y.ts';
import { expectHydrated } from './support/islands.ts';
import { expect, test } from './support/test.ts';

/** The demo on screen, hydrated, its clock at zero. */
async function openDemo(page: Page, mode: Mode = 'faith'): Promise<Locator> {
  const demo = (await openDemoSection(page, 'demo-idea', { mode })).getByRole('region', {
    name: LABELS.demoLabel,
  });
  await expectHydrated(control(demo, LABELS.names.start));
  return demo;
}

const control = (demo: Locator, name: string) => demo.getByRole('button', { name, exact: true });
const status = (demo: Locator) => demo.locator('[data-idea-status]');
const progress = (demo: Locator) => demo.getByRole('progressbar', { name: LABELS.progressLabel });
const particles = (demo: Locator) => demo.locator('[data-particles] > span');
const toastText = (phase: IdeaPhaseId) =>
  IDEA_PHASES.find((candidate) => candidate.id === phase)?.toast ?? '';
const toastPill = (demo: Locator, phase: IdeaPhaseId) =>
  demo.getByText(toastText(phase), { exact: true }).first();
const stepStatus = (step: number) =>
  LABELS.stepStatus(step + 1, IDEA_STEPS.length, IDEA_STEPS[step]?.name ?? '');

/** Starts the demo and returns a function that moves the clock to `ms` after Start. */
async function startDemo(page: Page, demo: Locator): Promise<(ms: number) => Promise<void>> {
  await control(demo, LABELS.names.start).click();
  await expect(demo).toHaveAttribute('data-running', 'true');
  return clockFrom(page);
}

const previews = (demo: Locator) => demo.getByRole('group', { name: LABELS.previewLabel });

for (const mode of ['faith', 'secular'] as const) {
  test(`at rest each tool shows its finished example and only Start is enabled; a run tells the ${mode} story`, async ({
    page,
  }) => {
    const demo = await openDemo(page, mode);
    const height = (await demo.boundingBox())?.height;
    await expect(status(demo)).toHaveText(LABELS.idleStatus);
    await expect(progress(demo)).toHaveAttribute('aria-valuenow', '0');
    await expect(control(demo, LABELS.names.pause)).toBeDisabled();
    await expect(control(demo, LABELS.names.reset)).toBeDisabled();
    await expect(previews(demo)).toHaveCount(IDEA_PHASES.length);
    await expect(previews(demo).nth(0)).toContainText(pick(IDEA_PROMPT, mode), SHOWN);
    await expect(previews(demo).nth(0)).toContainText(GENERATED_EMAIL[mode].body, SHOWN);
    await expect(previews(demo).nth(0)).not.toContainText(GENERATED_EMAIL[otherMode(mode)].body, SHOWN);
    await expect(previews(demo).nth(1)).toContainText(LABELS.polishedBadge, SHOWN);
    await expect(previews(demo).nth(1)).toContainText(POLISHED_EMAIL[mode].body, SHOWN);
    await expect(previews(demo).nth(2)).toContainText(pick(COMPOSER_RECIPIENTS, mode), SHOWN);
    await expect(previews(demo).nth(2)).toContainText(POLISHED_EMAIL[mode].subject, SHOWN);
    // No part of the run is shown as if it were there.
    await expect(demo.getByText(LABELS.draftBadge)).toHaveCount(0);
    await expect(control(demo, LABELS.readyToSend)).toHaveCount(0);
    for (const phase of IDEA_PHASES) await expect(demo.getByText(phase.waiting)).toHaveCount(0);
    // It does not start by itself.
    await page.clock.runFor(30_000);
    await expect(status(demo)).toHaveText(LABELS.idleStatus);

    const at = await startDemo(page, demo);
    await expect(previews(demo)).toHaveCount(0);
    await expect(demo.getByText(pick(IDEA_PROMPT, mode))).toBeVisible();
    await at(3000);
    await expect(demo.getByText(GENERATED_EMAIL[mode].body)).toBeVisible();
    await expect(demo.getByText(GENERATED_EMAIL[otherMode(mode)].body)).toHaveCount(0);
    await at(10000);
    await expect(demo.getByText(POLISHED_EMAIL[mode].body)).toBeVisible();
    await at(15000);
    await expect(demo.getByText(pick(COMPOSER_RECIPIENTS, mode))).toBeVisible();
    await expect(demo.getByText(POLISHED_EMAIL[mode].subject).last()).toBeVisible();
    await at(17000);
    await expect(status(demo)).toHaveText(LABELS.completed);
    await expect(previews(demo)).toHaveCount(0);
    expect((await demo.boundingBox())?.height).toBe(height);
  });
}

test('plays the nine steps on the documented timings, with toasts, particles and the end state', async ({
  page,
}) => {
  const demo = await openDemo(page);
  const box = await demo.boundingBox();
  const at = await startDemo(page, demo);
  const email = GENERATED_EMAIL.faith;
  const polished = POLISHED_EMAIL.faith;

  await expect(status(demo)).toHaveText(stepStatus(0));
  await expect(demo.getByText(pick(IDEA_PROMPT, 'faith'))).toBeVisible();
  await expect(progress(demo)).toHaveAttribute('aria-valuenow', '11');
  await expect(control(demo, LABELS.names.start)).toBeDisabled();
  await expect(control(demo, LABELS.names.pause)).toBeEnabled();

  await at(499);
  await expect(demo.locator('[data-idea-toast]')).toHaveText('');
  await at(500);
  await expect(toastPill(demo, 'grace')).toBeVisible();
  await expect(demo.locator('[data-idea-toast]')).toHaveText(toastText('grace'));
  await expect(demo.locator('[data-idea-toast]')).toHaveAttribute('aria-live', 'polite');

  await at(999);
  await expect(status(demo)).toHaveText(stepStatus(0));
  await at(1000);
  await expect(status(demo)).toHaveText(stepStatus(1));
  await expect(demo.getByRole('status', { name: LABELS.graceTyping })).toBeVisible();
  await expect(progress(demo)).toHaveAttribute('aria-valuenow', '22');

  await at(2999);
  await expect(demo.getByText(email.body)).toHaveCount(0);
  await at(3000);
  await expect(demo.getByText(email.body)).toBeVisible();
  await expect(demo.getByRole('status', { name: LABELS.graceTyping })).toHaveCount(0);

  await at(4499);
  await expect(toastPill(demo, 'grace')).toBeVisible();
  await at(4500);
  await expect(demo.getByText(toastText('grace'))).toHaveCount(0);

  await at(5999);
  await expect(control(demo, LABELS.implementButton)).toHaveCount(0);
  await at(6000);
  await expect(control(demo, LABELS.implementButton)).toBeDisabled();

  await at(7999);
  await expect(particles(demo)).toHaveCount(0);
  await at(8000);
  await expect(status(demo)).toHaveText(stepStatus(4));
  await expect(particles(demo)).toHaveCount(PARTICLE_COUNT);
  // motion starts the particles' animations on a later frame than the render that adds them, and
  // frames come only as the fake clock moves: a millisecond at a time until they have started (a
  // busy machine may need a few), well before the next event at 8500 ms.
  let frameAt = 8000;
  await expect
    .poll(async () => {
      await at((frameAt += 1));
      return animationsWithin(demo);
    })
    .toBeGreaterThanOrEqual(PARTICLE_COUNT);
  expect(frameAt).toBeLessThan(8500);
  await expect(demo.getByRole('status', { name: LABELS.editorIncoming })).toBeVisible();

  await at(8500);
  await expect(toastPill(demo, 'storybuilder')).toBeVisible();
  await at(8999);
  await expect(demo.getByText(LABELS.draftBadge)).toHaveCount(0);
  await at(9000);
  await expect(demo.getByText(LABELS.draftBadge)).toBeVisible();
  await expect(demo.getByText(email.body)).toHaveCount(2);

  await at(10000);
  await expect(particles(demo)).toHaveCount(0);
  await expect(demo.getByText(LABELS.polishedBadge)).toBeVisible();
  await expect(demo.getByText(polished.body)).toBeVisible();

  await at(12500);
  await expect(demo.getByText(toastText('storybuilder'))).toHaveCount(0);
  await at(13000);
  await expect(status(demo)).toHaveText(stepStatus(6));
  await expect(particles(demo)).toHaveCount(PARTICLE_COUNT);
  await expect(demo.getByRole('status', { name: LABELS.composerIncoming })).toBeVisible();
  await at(13500);
  await expect(toastPill(demo, 'email')).toBeVisible();

  await at(15000);
  await expect(particles(demo)).toHaveCount(0);
  await expect(demo.getByText(pick(COMPOSER_RECIPIENTS, 'faith'))).toBeVisible();
  await at(15999);
  await expect(control(demo, LABELS.readyToSend)).toHaveCount(0);
  await at(16000);
  await expect(control(demo, LABELS.readyToSend)).toBeDisabled();
  await expect(progress(demo)).toHaveAttribute('aria-valuenow', '100');

  await at(16999);
  await expect(status(demo)).toHaveText(stepStatus(8));
  await at(17000);
  await expect(status(demo)).toHaveText(LABELS.completed);
  await expect(control(demo, LABELS.names.replay)).toBeEnabled();
  await expect(control(demo, LABELS.names.pause)).toBeDisabled();
  await expect(toastPill(demo, 'email')).toBeVisible();
  await at(17500);
  await expect(demo.getByText(toastText('email'))).toHaveCount(0);

  // Nothing loops, and the frame kept its size from the idle frame to the end state.
  await at(60_000);
  await expect(status(demo)).toHaveText(LABELS.completed);
  const endBox = await demo.boundingBox();
  expect(endBox?.height).toBe(box?.height);
});

test('Pause and scrolling away stop the clock; each resumes with the rest of the step; Reset clears every output', async ({
  page,
}) => {
  const demo = await openDemo(page);
  const height = (await demo.boundingBox())?.height;
  const at = await startDemo(page, demo);
  await at(2500);
  await control(demo, LABELS.names.pause).click();
  await expect(status(demo)).toHaveText(`${stepStatus(1)} ${LABELS.pausedSuffix}`);
  await expect(demo).toHaveAttribute('data-running', 'false');
  await page.clock.runFor(20_000);
  await expect(status(demo)).toHaveText(`${stepStatus(1)} ${LABELS.pausedSuffix}`);
  await control(demo, LABELS.names.start).click();
  const resumed = clockFrom(page);
  await resumed(250);

  await page.evaluate(() => scrollTo(0, 0));
  await expect(demo).toHaveAttribute('data-running', 'false');
  await page.clock.runFor(30_000);
  await expect(status(demo)).toHaveText(stepStatus(1));
  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-running', 'true');
  const back = clockFrom(page);
  await back(249);
  await expect(status(demo)).toHaveText(stepStatus(1));
  await back(250);
  await expect(status(demo)).toHaveText(stepStatus(2));

  await control(demo, LABELS.names.reset).click();
  await expect(demo).toHaveAttribute('data-running', 'false');
  await expect(status(demo)).toHaveText(LABELS.idleStatus);
  await expect(progress(demo)).toHaveAttribute('aria-valuenow', '0');
  // Every output is cleared, and the labelled preview does not come back: each tool waits, empty.
  await expect(previews(demo)).toHaveCount(0);
  await expect(demo.getByText(LABELS.previewBadge, { exact: true })).toHaveCount(0);
  await expect(demo.locator('[data-panel-state="waiting"]')).toHaveCount(IDEA_PHASES.length);
  for (const phase of IDEA_PHASES) await expect(demo.getByText(phase.waiting, { exact: true })).toBeVisible();
  await expect(demo.getByText(pick(IDEA_PROMPT, 'faith'))).toHaveCount(0);
  await expect(demo.getByText(GENERATED_EMAIL.faith.body)).toHaveCount(0);
  await expect(demo.getByText(POLISHED_EMAIL.faith.body)).toHaveCount(0);
  await expect(demo.getByText(LABELS.draftBadge)).toHaveCount(0);
  await expect(control(demo, LABELS.names.pause)).toBeDisabled();
  expect((await demo.boundingBox())?.height).toBe(height);
  await page.clock.runFor(20_000);
  await expect(status(demo)).toHaveText(LABELS.idleStatus);
});

test('the keyboard drives the controls, and focus follows the next useful one', async ({ page }) => {
  const demo = await openDemo(page);
  await control(demo, LABELS.names.start).focus();
  await page.keyboard.press('Enter');
  await expect(control(demo, LABELS.names.pause)).toBeFocused();
  await page.clock.runFor(1500);
  await page.keyboard.press('Enter');
  await expect(control(demo, LABELS.names.start)).toBeFocused();
  await expect(status(demo)).toContainText(LABELS.pausedSuffix);
  await page.keyboard.press('Enter');
  await expect(control(demo, LABELS.names.pause)).toBeFocused();
  await page.clock.runFor(17_000);
  await expect(control(demo, LABELS.names.replay)).toBeFocused();
  // Replay plays again from the beginning, and the end puts focus on Replay again.
  await page.keyboard.press('Enter');
  await expect(status(demo)).toHaveText(stepStatus(0));
  await expect(control(demo, LABELS.names.start)).toBeDisabled();
  await expect(control(demo, LABELS.readyToSend)).toHaveCount(0);
  await page.clock.runFor(1000);
  await expect(status(demo)).toHaveText(stepStatus(1));
  await page.clock.runFor(17_000);
  await expect(control(demo, LABELS.names.replay)).toBeFocused();
  // Pause is disabled now, so the next stop is Reset.
  await page.keyboard.press('Tab');
  await expect(control(demo, LABELS.names.reset)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status(demo)).toHaveText(LABELS.idleStatus);
  await expect(control(demo, LABELS.names.start)).toBeFocused();
});

test('reduced motion: no particles and nothing animated, the same outputs on the same timings', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const demo = await openDemo(page);
  const at = await startDemo(page, demo);
  for (const [ms, expected] of [
    [0, stepStatus(0)],
    [500, stepStatus(0)],
    [1000, stepStatus(1)],
    [3000, stepStatus(2)],
    [8000, stepStatus(4)],
    [8500, stepStatus(4)],
    [9000, stepStatus(4)],
    [13000, stepStatus(6)],
    [13500, stepStatus(6)],
    [17000, LABELS.completed],
  ] as const) {
    await at(ms);
    await expect(status(demo)).toHaveText(expected);
    await expect(particles(demo)).toHaveCount(0);
    expect(await animationsWithin(demo), `animations at ${ms} ms`).toBe(0);
  }
  await expect(demo.getByText(POLISHED_EMAIL.faith.body).first()).toBeVisible();
  await expect(control(demo, LABELS.readyToSend)).toBeDisabled();
  await expect(toastPill(demo, 'email')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('the working tool stays in view as the demo moves on, and the page does not scroll by itself', async ({
    page,
  }) => {
    const demo = await openDemo(page);
    await demo.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    // The whole demo fits on the phone's screen.
    await expect(demo).toBeInViewport({ ratio: 1 });
    const height = (await demo.boundingBox())?.height;
    const scrollY = await page.evaluate(() => window.scrollY);
    const panel = (title: string) =>
      demo
        .locator('[data-panel-state]')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    const [grace, story, email] = IDEA_PHASES.map((phase) => panel(phase.title));
    if (!grace || !story || !email) throw new Error('the idea demo has three tools');

    // At rest the first tool shows, the others wait to the side.
    await expect(grace).toBeInViewport({ ratio: 0.9 });
    await expect(story).not.toBeInViewport();

    await control(demo, LABELS.names.start).click();
    await expect(demo).toHaveAttribute('data-running', 'true');
    await expect(grace).toHaveAttribute('data-panel-state', 'active');
    await expect(grace).toBeInViewport({ ratio: 0.9 });

    const at = clockFrom(page);
    for (const [ms, active, away] of [
      [8000, story, grace],
      [13000, email, story],
    ] as const) {
      await at(ms);
      await expect(active).toHaveAttribute('data-panel-state', 'active');
      await expect(active).toBeInViewport({ ratio: 0.9 });
      await expect(away).not.toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
      expect((await demo.boundingBox())?.height).toBe(height);
    }

    await at(17_000);
    await expect(status(demo)).toHaveText(LABELS.completed);
    await expect(email).toBeInViewport({ ratio: 0.9 });

    await control(demo, LABELS.names.reset).click();
    await expect(grace).toBeInViewport({ ratio: 0.9 });
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    expect((await demo.boundingBox())?.height).toBe(height);
  });
});
