/**
 * Every control works on the first Tab pass (docs/product.md#accessibility): the islands below the
 * fold (demos, benefit carousel, pricing, ROI calculator) are live in their HTML, so a keyboard
 * user tabbing from the top of the home page reaches each of their controls before any island has
 * hydrated, nothing looks faded, and a key press or click made before hydration is applied once it
 * has. Hydration is held back by holding the islands' code, as a slow network would.
 */
import type { Page } from '@playwright/test';
import { BENEFIT_CAROUSEL } from '../src/data/consulting.ts';
import { ASSISTANT_CHAT_LABELS } from '../src/data/demos/assistant-chat.ts';
import { IDEA_LABELS } from '../src/data/demos/idea-to-implementation.ts';
import { WORKFLOW_LABELS, WORKFLOW_STEPS } from '../src/data/demos/workflow.ts';
import { PRICING, ROI_COPY } from '../src/data/pricing.ts';
import { holdIslandCode, isUnhydrated } from './support/islands.ts';
import { expect, test } from './support/test.ts';

interface Stop {
  /** The id of the page section it is in. */
  section: string;
  /** What a sighted keyboard user reads on the control: its visible text, or its label's. */
  name: string;
  /** The island around it has not hydrated yet. */
  unhydrated: boolean;
  /** It looks ready: fully opaque, no "not allowed" cursor. */
  looksReady: boolean;
}

/** Presses Tab and describes where focus landed. */
async function tab(page: Page): Promise<Stop> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement))
      return { section: '', name: '', unhydrated: false, looksReady: false };
    const label = element instanceof HTMLInputElement ? element.labels?.[0] : null;
    const name = (label ?? element).innerText.trim().replace(/\s+/g, ' ') || element.ariaLabel || '';
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement)
      opacity *= Number(getComputedStyle(node).opacity);
    return {
      section: element.closest('section[id]')?.id ?? '',
      name,
      unhydrated: element.closest('astro-island')?.hasAttribute('ssr') ?? false,
      looksReady: opacity === 1 && getComputedStyle(element).cursor !== 'not-allowed',
    };
  });
}

/** A control to reach: the section it is in and its name. */
type Wanted = [section: string, name: string | RegExp];

const matches = (stop: Stop, [section, name]: Wanted) =>
  stop.section === section && (typeof name === 'string' ? stop.name === name : name.test(stop.name));

/** Tabs from the top of the page until focus reaches `last`. */
async function tabUntil(page: Page, last: Wanted, limit = 200): Promise<Stop[]> {
  const stops: Stop[] = [];
  while (stops.length < limit) {
    const stop = await tab(page);
    stops.push(stop);
    if (matches(stop, last)) return stops;
  }
  const walked = stops.map((stop) => `${stop.section}: ${stop.name}`).join(' | ');
  throw new Error(`Tab never reached "${String(last[1])}"; it went through ${walked}`);
}

const dotName = (number: number) => new RegExp(`^${BENEFIT_CAROUSEL.dotLabelPrefix} ${number}:`);
const WORKFLOW_START: Wanted = ['demo-workflow', WORKFLOW_LABELS.startLabel];

test('from the top of the home page, Tab reaches every demo, carousel and pricing control before any has hydrated', async ({
  page,
}) => {
  test.slow();
  const code = await holdIslandCode(page);
  await page.goto('/');
  const stops = await tabUntil(page, ['pricing', ROI_COPY.anotherMonth]);

  // In page order; each found after the one before it.
  const wanted: Wanted[] = [
    ['demo-assistant', ASSISTANT_CHAT_LABELS.pause],
    ['demo-idea', IDEA_LABELS.start],
    WORKFLOW_START,
    ['demo-workflow', WORKFLOW_LABELS.resetLabel],
    ['consulting', dotName(1)],
    ['consulting', dotName(2)],
    ['consulting', BENEFIT_CAROUSEL.pauseLabel],
    ['pricing', PRICING.billing.monthly],
    ['pricing', PRICING.billing.annual],
    ['pricing', PRICING.select('Basic')],
    ['pricing', PRICING.select('Growth')],
    ['pricing', PRICING.select('Impact')],
    ['pricing', ROI_COPY.hoursLabel],
    ['pricing', ROI_COPY.rateLabel],
    ['pricing', ROI_COPY.anotherMonth],
  ];
  let from = 0;
  for (const control of wanted) {
    const at = stops.findIndex((stop, index) => index >= from && matches(stop, control));
    expect(
      at,
      `"${String(control[1])}" reached with Tab after the controls before it`,
    ).toBeGreaterThanOrEqual(from);
    const stop = stops[at];
    expect(stop?.unhydrated, `"${stop?.name}" is focused before its island hydrates`).toBe(true);
    expect(stop?.looksReady, `"${stop?.name}" looks ready, not faded`).toBe(true);
    from = at + 1;
  }
  // The walk itself asked for the islands' code (focus is an approach).
  expect(code.requested()).toBeGreaterThan(0);
});

test('Enter on the workflow demo’s Start, pressed before the demo has hydrated, starts it', async ({
  page,
}) => {
  test.slow();
  await page.clock.install();
  const code = await holdIslandCode(page);
  await page.goto('/');
  await tabUntil(page, WORKFLOW_START);
  const demo = page.locator('#demo-workflow');
  const start = demo.getByRole('button', { name: WORKFLOW_LABELS.startName, exact: true });
  await expect(start).toBeFocused();
  expect(await isUnhydrated(start)).toBe(true);
  await page.keyboard.press('Enter');
  const status = demo.getByTestId('workflow-status');
  await expect(status).toHaveText(WORKFLOW_LABELS.idleStatus);

  await code.release();
  const first = WORKFLOW_STEPS[0];
  await expect(status).toHaveText(
    `${WORKFLOW_LABELS.stepCounter(1, WORKFLOW_STEPS.length)}: ${first?.title}`,
  );
  expect(await isUnhydrated(start)).toBe(false);
});

test('a click on Annual before pricing has hydrated switches to annual billing once it has', async ({
  page,
}) => {
  const code = await holdIslandCode(page);
  await page.goto('/');
  const pricing = page.locator('#pricing');
  const annual = pricing.getByRole('button', { name: PRICING.billing.annual, exact: true });
  await annual.scrollIntoViewIfNeeded();
  await annual.click();
  expect(await isUnhydrated(annual)).toBe(true);
  await expect(annual).toHaveAttribute('aria-pressed', 'false');

  await code.release();
  await expect(annual).toHaveAttribute('aria-pressed', 'true');
  await expect(
    pricing.getByRole('article', { name: 'Basic' }).getByText('$159', { exact: true }),
  ).toBeVisible();
});

test('Space on a carousel dot before the carousel has hydrated shows that benefit once it has', async ({
  page,
}) => {
  await page.clock.install();
  const code = await holdIslandCode(page);
  await page.goto('/');
  const carousel = page.getByRole('region', { name: BENEFIT_CAROUSEL.label });
  const third = carousel.getByRole('button', { name: dotName(3) });
  await third.focus();
  await page.keyboard.press('Space');
  expect(await isUnhydrated(third)).toBe(true);
  await expect(third).not.toHaveAttribute('aria-current', 'true');

  await code.release();
  await expect(third).toHaveAttribute('aria-current', 'true');
});
