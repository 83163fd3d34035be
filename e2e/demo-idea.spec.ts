/** The idea-to-implementation demo (docs/product.md#idea-to-implementation-demo, #demos), on a fake clock. */
import type { Locator, Page } from '@playwright/test';
import {
  COMPOSER_RECIPIENTS,
  GENERATED_EMAIL,
  IDEA_LABELS as LABELS,
  IDEA_PHASES,
  IDEA_PROMPT,
  IDEA_STEPS,
  EDITOR_TRANSFER_SHARE,
  PARTICLE_COUNT,
  PHASE_TOAST_DELAY_MS,
  PHASE_TOAST_MS,
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

/** When step `step` starts, from Start: the durations before it, added up. */
const startOf = (step: number) =>
  IDEA_STEPS.slice(0, step).reduce((sum, { durationMs }) => sum + durationMs, 0);
const END = startOf(IDEA_STEPS.length);
/** The first step of each phase, when its toast is due. */
const phaseStart = (phase: IdeaPhaseId) => startOf(IDEA_STEPS.findIndex((step) => step.phase === phase));

for (const mode of ['faith', 'secular'] as const) {
  test(`at rest each tool shows its finished example and only Start is enabled; a run plays the nine steps and tells the ${mode} story`, async ({
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

    // The run, checked where each output arrives; the timings to the millisecond are proven by
    // tests/unit/components/demos/idea, so here the page shows what the machine says.
    const at = await startDemo(page, demo);
    await expect(previews(demo)).toHaveCount(0);
    await expect(progress(demo)).toHaveAttribute('aria-valuenow', '11');
    await expect(control(demo, LABELS.names.start)).toBeDisabled();
    await expect(control(demo, LABELS.names.pause)).toBeEnabled();
    const toast = demo.locator('[data-idea-toast]');
    await expect(toast).toHaveAttribute('aria-live', 'polite');
    const text = (words: string) => demo.getByText(words, { exact: true });
    const typing = demo.getByRole('status', { name: LABELS.graceTyping });
    const editorIncoming = demo.getByRole('status', { name: LABELS.editorIncoming });
    const composerIncoming = demo.getByRole('status', { name: LABELS.composerIncoming });
    const email = GENERATED_EMAIL[mode].body;
    const polished = POLISHED_EMAIL[mode].body;
    for (const { ms, step, shown = [], gone = [], particlesShown = false } of [
      { ms: 0, step: 0, shown: [text(pick(IDEA_PROMPT, mode))] },
      { ms: phaseStart('grace') + PHASE_TOAST_DELAY_MS, shown: [toastPill(demo, 'grace')] },
      { ms: startOf(1), step: 1, shown: [typing] },
      {
        ms: startOf(2),
        step: 2,
        shown: [text(email)],
        gone: [typing, text(GENERATED_EMAIL[otherMode(mode)].body)],
      },
      { ms: PHASE_TOAST_DELAY_MS + PHASE_TOAST_MS, gone: [text(toastText('grace'))] },
      { ms: startOf(3), step: 3, shown: [control(demo, LABELS.implementButton)] },
      // Reached 1 ms at a time, as the polls below move: a 2 s jump onto the transfer could leave
      // the particles' first frame beyond their reach (seen on a busy machine).
      { ms: startOf(4) - 1, step: 3 },
      { ms: startOf(4), step: 4, shown: [editorIncoming], particlesShown: true },
      { ms: phaseStart('storybuilder') + PHASE_TOAST_DELAY_MS, shown: [toastPill(demo, 'storybuilder')] },
      {
        ms: startOf(4) + EDITOR_TRANSFER_SHARE * (IDEA_STEPS[4]?.durationMs ?? 0),
        shown: [text(LABELS.draftBadge), text(email).nth(1)],
      },
      { ms: startOf(5), step: 5, shown: [text(LABELS.polishedBadge), text(polished)] },
      { ms: startOf(6), step: 6, shown: [composerIncoming], particlesShown: 'still' },
      { ms: phaseStart('email') + PHASE_TOAST_DELAY_MS, shown: [toastPill(demo, 'email')] },
      {
        ms: startOf(7),
        step: 7,
        shown: [text(pick(COMPOSER_RECIPIENTS, mode)), text(POLISHED_EMAIL[mode].subject).last()],
      },
      { ms: startOf(8), step: 8, shown: [control(demo, LABELS.readyToSend)] },
      { ms: END, shown: [control(demo, LABELS.names.replay), toastPill(demo, 'email')] },
    ]) {
      await at(ms);
      if (step !== undefined) await expect(status(demo)).toHaveText(stepStatus(step));
      for (const locator of shown) await expect(locator, `at ${ms} ms`).toBeVisible();
      for (const locator of gone) await expect(locator, `at ${ms} ms`).toHaveCount(0);
      if (particlesShown) await expect(particles(demo)).toHaveCount(PARTICLE_COUNT);
      // The first transfer's particles are seen to move (once is enough: the same component draws both).
      if (particlesShown === true) {
        // motion starts the particles' animations on a later frame than the render that adds them, and
        // frames come only as the fake clock moves: a millisecond at a time until they have started (a
        // busy machine may need a few), well before the next event.
        let frameAt = ms;
        await expect
          .poll(async () => {
            await at((frameAt += 1));
            return animationsWithin(demo);
          })
          .toBeGreaterThanOrEqual(PARTICLE_COUNT);
        expect(frameAt).toBeLessThan(ms + PHASE_TOAST_DELAY_MS);
      } else if (!particlesShown && step !== undefined) await expect(particles(demo)).toHaveCount(0);
    }
    await expect(control(demo, LABELS.implementButton)).toBeDisabled();
    await expect(control(demo, LABELS.readyToSend)).toBeDisabled();
    await expect(progress(demo)).toHaveAttribute('aria-valuenow', '100');
    await expect(status(demo)).toHaveText(LABELS.completed);
    await expect(control(demo, LABELS.names.pause)).toBeDisabled();
    // Nothing loops, and the frame kept its size from the idle frame to the end state.
    await at(60_000);
    await expect(status(demo)).toHaveText(LABELS.completed);
    await expect(demo.getByText(toastText('email'))).toHaveCount(0);
    await expect(previews(demo)).toHaveCount(0);
    expect((await demo.boundingBox())?.height).toBe(height);
  });
}

test('the keyboard drives the controls and focus follows the next useful one; Pause and scrolling away stop the clock; Reset clears every output', async ({
  page,
}) => {
  const demo = await openDemo(page);
  const height = (await demo.boundingBox())?.height;
  await control(demo, LABELS.names.start).focus();
  await page.keyboard.press('Enter');
  await expect(control(demo, LABELS.names.pause)).toBeFocused();
  await expect(demo).toHaveAttribute('data-running', 'true');
  await page.clock.runFor(startOf(1) + 1500);
  await page.keyboard.press('Enter');
  await expect(control(demo, LABELS.names.start)).toBeFocused();
  await expect(status(demo)).toHaveText(`${stepStatus(1)} ${LABELS.pausedSuffix}`);
  await expect(demo).toHaveAttribute('data-running', 'false');
  await page.clock.runFor(20_000);
  await expect(status(demo)).toHaveText(`${stepStatus(1)} ${LABELS.pausedSuffix}`);
  await page.keyboard.press('Enter');
  await expect(control(demo, LABELS.names.pause)).toBeFocused();
  await page.clock.runFor(250);

  await page.evaluate(() => scrollTo(0, 0));
  await expect(demo).toHaveAttribute('data-running', 'false');
  await page.clock.runFor(30_000);
  await expect(status(demo)).toHaveText(stepStatus(1));
  await demo.scrollIntoViewIfNeeded();
  await expect(demo).toHaveAttribute('data-running', 'true');
  // The rest of the step, not a new one.
  await page.clock.runFor(250);
  await expect(status(demo)).toHaveText(stepStatus(2));

  // Pause comes before Reset; Reset hands focus to Start as it becomes disabled.
  await page.keyboard.press('Tab');
  await expect(control(demo, LABELS.names.reset)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(control(demo, LABELS.names.start)).toBeFocused();
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
  await expect(control(demo, LABELS.names.pause)).toBeDisabled();
  expect((await demo.boundingBox())?.height).toBe(height);
  await page.clock.runFor(20_000);
  await expect(status(demo)).toHaveText(LABELS.idleStatus);

  // At the end focus is on Replay, which plays again from the beginning.
  await page.keyboard.press('Enter');
  await page.clock.runFor(END);
  await expect(control(demo, LABELS.names.replay)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status(demo)).toHaveText(stepStatus(0));
  await expect(control(demo, LABELS.names.start)).toBeDisabled();
  await expect(control(demo, LABELS.readyToSend)).toHaveCount(0);
  await page.clock.runFor(END);
  await expect(control(demo, LABELS.names.replay)).toBeFocused();
  // Pause is disabled now, so the next stop is Reset.
  await page.keyboard.press('Tab');
  await expect(control(demo, LABELS.names.reset)).toBeFocused();
});

test('reduced motion: no particles and nothing animated, the same outputs on the same timings', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const demo = await openDemo(page);
  const at = await startDemo(page, demo);
  // Each moment something would move: a toast, Grace typing, a transfer's particles, the end.
  const stepAtMs = (ms: number) => IDEA_STEPS.findLastIndex((_, step) => startOf(step) <= ms);
  for (const ms of [
    0,
    PHASE_TOAST_DELAY_MS,
    startOf(1),
    startOf(2),
    startOf(4),
    startOf(4) + PHASE_TOAST_DELAY_MS,
    startOf(5) - 1,
    startOf(6),
    startOf(6) + PHASE_TOAST_DELAY_MS,
    END,
  ]) {
    const expected = ms < END ? stepStatus(stepAtMs(ms)) : LABELS.completed;
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
