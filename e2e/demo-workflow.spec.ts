/** The workflow demo on the home page (docs/product.md#workflow-demo, #demos), on a fake clock. */
import type { Page } from '@playwright/test';
import {
  RESET_DELAY_MS,
  STEP_INTERVAL_MS,
  WORKFLOW_LABELS as LABELS,
  WORKFLOW_STEPS,
} from '../src/data/demos/workflow.ts';
import type { Mode } from '../src/data/types.ts';
import { pick } from '../src/lib/mode/copy.ts';
import { openDemoSection, otherMode, SHOWN } from './support/demos.ts';
import { expectHydrated } from './support/islands.ts';
import { expect, test } from './support/test.ts';

const STEP_COUNT = WORKFLOW_STEPS.length;

/** A status badge's word, matched with its capital ("Pending", not the "spending" of a summary). */
const badge = (label: string) => new RegExp(label);

function stepAt(index: number) {
  const step = WORKFLOW_STEPS[index];
  if (!step) throw new Error(`no step ${index}`);
  return step;
}
const firstLine = (index: number) => stepAt(index).messages[0] ?? '';

/** The home page on a paused clock with the demo on screen and hydrated. */
async function openDemo(page: Page, mode: Mode = 'faith') {
  const demo = await openDemoSection(page, 'demo-workflow', { mode });
  const start = demo.getByRole('button', { name: LABELS.startName, exact: true });
  await expectHydrated(start);
  return {
    demo,
    start,
    reset: demo.getByRole('button', { name: LABELS.resetName, exact: true }),
    steps: demo.getByRole('listitem'),
    status: demo.getByTestId('workflow-status'),
    announcer: demo.locator('[aria-live="polite"]'),
  };
}

type Demo = Awaited<ReturnType<typeof openDemo>>;

async function expectRunningStep({ demo, steps, status }: Demo, index: number) {
  await expect(status).toHaveText(`${LABELS.stepCounter(index + 1, STEP_COUNT)}: ${stepAt(index).title}`);
  await expect(steps).toHaveText(
    WORKFLOW_STEPS.map((_, other) =>
      badge(
        other < index
          ? LABELS.statusLabels.complete
          : other === index
            ? LABELS.statusLabels.active
            : LABELS.statusLabels.pending,
      ),
    ),
  );
  await expect(demo.locator('[aria-current="step"]')).toHaveText(new RegExp(stepAt(index).title));
}

async function expectIdle({ demo, steps, status, start }: Demo) {
  await expect(status).toHaveText(LABELS.idleStatus);
  await expect(demo.getByText(LABELS.logEmpty)).toBeVisible();
  await expect(demo.locator('[aria-current]')).toHaveCount(0);
  for (const label of Object.values(LABELS.statusLabels)) {
    await expect(steps.filter({ hasText: badge(label) })).toHaveCount(0);
  }
  await expect(start).toBeEnabled();
}

test('from the keyboard: Start hands focus to Reset; a step every interval, completed, then idle again; Reset returns to idle while running and once completed', async ({
  page,
}) => {
  // Two runs of half a minute of demo time, checked at each step, on a machine shared with other runs.
  test.setTimeout(60_000);
  const demo = await openDemo(page);
  // Nothing around the demo moves as it runs: its box keeps the idle frame's height throughout.
  const height = async () => (await demo.demo.boundingBox())?.height;
  const idleHeight = await height();
  await demo.start.focus();
  await page.keyboard.press('Enter');
  await expect(demo.start).toBeDisabled();
  await expect(demo.reset).toBeFocused();
  await expectRunningStep(demo, 0);
  await expect(demo.announcer).toContainText(`${LABELS.stepCounter(1, STEP_COUNT)}: ${stepAt(0).title}`);
  // The timings to the millisecond are proven by tests/unit/components/demos/workflow.
  for (let index = 1; index < STEP_COUNT; index += 1) {
    await page.clock.runFor(STEP_INTERVAL_MS);
    await expectRunningStep(demo, index);
  }
  await expect(demo.announcer).toContainText(pick(firstLine(STEP_COUNT - 1), 'faith'));
  expect(await height()).toBe(idleHeight);
  await page.clock.runFor(STEP_INTERVAL_MS);
  await expect(demo.status).toHaveText(pick(LABELS.completedStatus, 'faith'), SHOWN);
  await expect(demo.steps.filter({ hasText: badge(LABELS.statusLabels.complete) })).toHaveCount(STEP_COUNT);
  await expect(demo.start).toBeEnabled();
  expect(await height()).toBe(idleHeight);
  await page.clock.runFor(RESET_DELAY_MS);
  await expectIdle(demo);

  await demo.start.click();
  await page.clock.runFor(2 * STEP_INTERVAL_MS + 500);
  await expectRunningStep(demo, 2);
  await demo.reset.click();
  await expectIdle(demo);
  await page.clock.runFor(10 * STEP_INTERVAL_MS);
  await expectIdle(demo);
  await demo.start.click();
  await page.clock.runFor(STEP_COUNT * STEP_INTERVAL_MS);
  await expect(demo.status).toHaveText(pick(LABELS.completedStatus, 'faith'), SHOWN);
  await demo.reset.click();
  await expectIdle(demo);
});

test('pauses while scrolled away and resumes where it was', async ({ page }) => {
  const demo = await openDemo(page);
  await demo.start.click();
  await page.clock.runFor(1000);
  // The dot that carries the work along the active line moves, and pauses, with the demo.
  const dot = demo.demo.locator('.workflow-travel');
  const dotMovement = () => dot.evaluate((element) => element.getAnimations()[0]?.playState ?? 'none');
  await expect.poll(dotMovement).toBe('running');

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(dotMovement).toBe('paused');
  await page.clock.runFor(10 * STEP_INTERVAL_MS);
  await expectRunningStep(demo, 0);

  await demo.start.scrollIntoViewIfNeeded();
  await expect.poll(dotMovement).toBe('running');
  await page.clock.runFor(STEP_INTERVAL_MS - 1000 - 1);
  await expectRunningStep(demo, 0);
  await page.clock.runFor(1);
  await expectRunningStep(demo, 1);
});

for (const mode of ['faith', 'secular'] as const) {
  test(`at rest: the six modules in a loop, the overview and sample log lines labelled Preview; a run speaks to ${mode} organizations`, async ({
    page,
  }) => {
    const demo = await openDemo(page, mode);
    await expect(demo.demo.getByRole('img', { name: LABELS.diagramLabel })).toBeVisible();
    await expect(demo.demo.locator('svg line')).toHaveCount(STEP_COUNT);
    await expect(demo.steps).toHaveText(WORKFLOW_STEPS.map((step) => new RegExp(step.title)));
    await expectIdle(demo);
    await expect(demo.demo.getByText(pick(LABELS.idlePreviewTitle, mode), { exact: true })).toBeVisible();
    const log = demo.demo.getByRole('region', { name: LABELS.logHeading });
    const preview = log.locator('[data-log-preview]');
    const badge = demo.demo.getByText(LABELS.previewBadge, { exact: true });
    const height = (await log.boundingBox())?.height;
    const expectResting = async () => {
      await expect(preview).toBeVisible();
      await expect(badge).toBeVisible();
      for (const index of [0, 1, 2]) await expect(preview).toContainText(pick(firstLine(index), mode), SHOWN);
    };
    await expectResting();

    await demo.start.click();
    await expect(preview).toHaveCount(0);
    await expect(badge).toHaveCount(0);
    await expect(log).toContainText(pick(firstLine(0), mode), SHOWN);
    await expect(log).not.toContainText(pick(firstLine(1), mode), SHOWN);
    expect((await log.boundingBox())?.height).toBe(height);
    const tasks = stepAt(0);
    for (const message of tasks.messages)
      await expect(demo.demo.getByText(pick(message, mode), { exact: true }).first()).toBeVisible();
    if (tasks.demo.type !== 'tasks') throw new Error('the first step previews tasks');
    for (const task of tasks.demo.data.tasks)
      await expect(demo.demo.getByText(pick(task.title, mode), { exact: true })).toBeVisible();
    // The other mode's wording is in the page, hidden by the body class.
    const first = firstLine(0);
    expect(pick(first, otherMode(mode))).not.toBe(pick(first, mode));
    await expect(
      demo.demo.getByText(pick(first, otherMode(mode)), { exact: true }).filter({ visible: true }),
    ).toHaveCount(0);

    await demo.reset.click();
    await expectResting();
    expect((await log.boundingBox())?.height).toBe(height);
  });
}

test('under reduced motion nothing moves, and every step still arrives on time', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const demo = await openDemo(page);
  await demo.start.focus();
  await page.keyboard.press('Enter');
  await expectRunningStep(demo, 0);
  await page.clock.runFor(STEP_INTERVAL_MS);
  await expectRunningStep(demo, 1);
  await expect(demo.demo.locator('.workflow-travel, .workflow-pulse')).toHaveCount(0);
  const running = await demo.demo.evaluate((element) => element.getAnimations({ subtree: true }).length);
  expect(running).toBe(0);
  await expect(demo.demo.getByText(pick(firstLine(1), 'faith')).first()).toBeVisible();
});
