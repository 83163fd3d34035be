/**
 * Shared by the accessibility specs: the axe run with its WCAG tags and a failure message a person
 * can act on, the display modes and widths every page is checked in, a page brought to the state a
 * visitor sees (islands hydrated, reveal animations finished).
 */
import type { Page } from '@playwright/test';
import axe, { type AxeResults, type Result, type RunOptions } from 'axe-core';
import { MODE_STORAGE_KEY } from '../../src/lib/mode/mode.ts';
import type { Mode } from '../../src/data/types.ts';
import { installContrast } from './contrast.ts';
import { expect } from './test.ts';

/**
 * WCAG 2.0 to 2.2, levels A and AA, plus axe's best practices and its experimental rules
 * (docs/product.md#accessibility), which axe leaves off unless asked: among them
 * label-content-name-mismatch (a control's accessible name must contain its visible label, WCAG
 * 2.5.3).
 */
export const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
  'experimental',
];

export const MODES: readonly Mode[] = ['faith', 'secular'];

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

/** Each page starts in `mode`, as a returning visitor's stored choice would make it. */
export async function startInMode(page: Page, mode: Mode): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    MODE_STORAGE_KEY,
    mode,
  ] as const);
}

/** The visitor's stored choice of mode, if any. */
export const storedMode = (page: Page) => page.evaluate((key) => localStorage.getItem(key), MODE_STORAGE_KEY);

/** From now on, the body's class in each page's first animation frame, which runs before the first paint. */
export async function recordFirstFrame(page: Page): Promise<() => Promise<string | undefined>> {
  await page.addInitScript(() =>
    requestAnimationFrame(() => {
      document.documentElement.dataset.firstFrameBodyClass = document.body.className;
    }),
  );
  return () => page.evaluate(() => document.documentElement.dataset.firstFrameBodyClass);
}

/** Console errors (and warnings, with `warnings`) and uncaught exceptions from now on, in words. */
export function pageProblems(
  page: Page,
  { warnings = false, ignore = (_text: string): boolean => false } = {},
): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const shown = message.type() === 'error' || (warnings && message.type() === 'warning');
    if (shown && !ignore(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** Stores `mode` as the visitor's choice and reloads the page in it. */
export async function reloadInMode(page: Page, mode: Mode) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [MODE_STORAGE_KEY, mode] as const);
  return page.reload();
}

/** One violation as a reader needs it: rule, impact, what to do, and where. */
function describeViolation(violation: Result): string {
  const targets = violation.nodes.map((node) => {
    const selector = node.target.map(String).join(' >>> ');
    const why = node.failureSummary?.replace(/\s*\n\s*/g, ' ').trim();
    return `    ${selector}${why ? `\n      ${why}` : ''}`;
  });
  return [
    `${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help}`,
    `  ${violation.helpUrl}`,
    ...targets,
  ].join('\n');
}

/** Text axe could not judge (a gradient or a backdrop layer behind it), judged from computed styles. */
async function undecidedContrast(page: Page, incomplete: Result[]): Promise<string[]> {
  const targets = incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes.map((node) => String(node.target[0])));
  if (targets.length === 0) return [];
  await installContrast(page);
  const readings = await page.evaluate((selectors) => {
    const contrast = window.__contrast;
    if (!contrast) throw new Error('the contrast toolkit is not installed');
    return selectors.map((selector) => {
      const element = document.querySelector(selector);
      // A node a demo has replaced since axe saw it is not judged (ratio and requirement 0).
      return {
        selector,
        ...(element ? contrast.text(element) : { ratio: 0, required: 0, foreground: 'gone' }),
      };
    });
  }, targets);
  return readings
    .filter((reading) => reading.ratio < reading.required)
    .map(
      (reading) =>
        `color-contrast (computed where axe could not tell): ${reading.selector}: ${reading.foreground} at ${reading.ratio.toFixed(2)}:1 on its lowest background, needs ${reading.required}:1`,
    );
}

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: AXE_TAGS },
  // Only violations and undecided results are collected in full: the rest would cost seconds a page.
  resultTypes: ['violations', 'incomplete'],
};

/**
 * Runs axe in the page itself, put there once per document: the pages have no frames, and
 * @axe-core/playwright would evaluate axe's half-megabyte source twice on every run. `within`
 * names the parts to check (CSS selectors); without it, the whole document.
 */
export async function runAxe(page: Page, options: RunOptions, within: string[] = []): Promise<AxeResults> {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axe.source);
  // A toast or dialog halfway through its fade has colours no reader is left with: axe judges the
  // page once its running finite animations have ended (endless or paused ones are left as they are).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return page.evaluate(
    ({ options, within }) => {
      if (!window.axe) throw new Error('axe did not load');
      return window.axe.run(
        within.length > 0 ? { include: within.map((part) => [part]) } : document,
        options,
      );
    },
    { options, within },
  );
}

/** The places where one axe rule fails, as selectors: empty when it passes. */
export async function axeRuleFailures(page: Page, rule: string, within: string[] = []): Promise<string[]> {
  const { violations } = await runAxe(page, { runOnly: { type: 'rule', values: [rule] } }, within);
  return violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
}

/**
 * Runs axe over the page as it is now and fails with every violation spelled out, including text
 * whose contrast axe left undecided and that fails when computed, and a page that scrolls sideways
 * (WCAG 1.4.10 Reflow, which axe leaves to people).
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const { violations, incomplete } = await runAxe(page, AXE_OPTIONS);
  const problems = [...violations.map(describeViolation), ...(await undecidedContrast(page, incomplete))];
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`The page scrolls sideways by ${overflow} px.`);
  expect(
    problems.length,
    `axe found ${problems.length} problem(s) on ${where}:\n\n${problems.join('\n\n')}\n`,
  ).toBe(0);
}

/** What a visitor has not seen yet: an island still static HTML, a reveal item still hidden. */
const PENDING =
  'astro-island[ssr]:is([client="load"], [client="idle"], [client="visible"], [client="near"], [client="only"]), [data-reveal-item][style*="opacity"]';

/**
 * Brings the page to what a visitor sees once it has settled: every island hydrated (client:event
 * ones wait for their event) and every reveal item shown, by scrolling to the first one still
 * pending until none is, then back at the top with every finite animation finished (a half-faded
 * item would fail the contrast rule for a reason no visitor sees for more than a moment). Each step
 * is one short synchronous evaluate; the waiting is Playwright's polling, so a busy machine only
 * makes it slower. Endless animations, such as the demos' typing dots, are left running.
 */
export async function settle(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((selector) => {
          const pending = [...document.querySelectorAll(selector)].filter(
            (element) => element.matches('astro-island') || element.checkVisibility(),
          );
          const first = pending[0];
          if (first)
            (first.matches('astro-island') ? (first.firstElementChild ?? first) : first).scrollIntoView({
              block: 'center',
              behavior: 'instant',
            });
          return pending.length;
        }, PENDING),
      { message: 'islands still hydrating or items still hidden', timeout: 20_000, intervals: [50] },
    )
    .toBe(0);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/**
 * Runs `check` at each width, phone first (where the page was loaded), widening the same page and
 * letting it settle again in between.
 */
export async function atEachWidth(
  page: Page,
  check: (viewport: ViewportName) => Promise<void>,
): Promise<void> {
  for (const viewport of VIEWPORT_NAMES) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await settle(page);
    await check(viewport);
  }
}
