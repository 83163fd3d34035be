/**
 * The interaction section: how `/` answers a first-time visitor on a slow CPU — the longest main-thread task while scrolling through its islands, and
 * the first clicks on the mode toggle and on a call to action. Each run takes every measure once,
 * so that a busy moment on this shared machine spreads over all figures alike.
 *
 * The measures run in Debian's Chromium through Playwright. Each measure loads
 * `/` in a fresh browser context (empty cache and storage, as a first visit) with the CPU slowed
 * down 4x through CDP, Lighthouse's mobile slowdown, at a desktop viewport, and waits for the load
 * event and a quiet moment before acting as a visitor does:
 * - scroll: wheel steps to the bottom while a Chrome trace records every main-thread task, so that
 *   the islands hydrating on the way (`client:visible`) show in the longest task;
 * - mode toggle: the first click on the header's mode button;
 * - contact: the first click on the first visible call to action, whose dialog loads on demand.
 * Clicks are judged from what the page records (interaction-probe.ts, event-timing.ts).
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { MODE_TOGGLE } from '../../src/data/site.ts';
import { CONTACT_TRIGGER_ATTRIBUTE } from '../../src/lib/forms/contact-dialog.ts';
import { INTERACTION_CPU_SLOWDOWN, interactionRows } from './budgets.ts';
import { EVENT_TIMING_THRESHOLD_MS, interactionLatencyMs } from './event-timing.ts';
import { installInteractionProbe, PROBE_KEY, type ProbeRecord } from './interaction-probe.ts';
import { longestTaskMs, type TraceEvent } from './main-thread-tasks.ts';
import { startBenchServer } from './site-server.ts';
import type { BenchRow } from './table.ts';

const VIEWPORT = { width: 1350, height: 940 };
/** No request in flight for this long counts as a quiet network (Playwright's networkidle too). */
const NETWORK_QUIET_MS = 500;
/** After a quiet network, a moment more for the tasks the last responses started. */
const SETTLE_MS = 1000;
const WAIT_TIMEOUT_MS = 20_000;
/** A visitor's wheel: a few hundred pixels at a time, a few times a second. */
const SCROLL_STEP_PX = 400;
const SCROLL_INTERVAL_MS = 150;
/** Wheel steps that move nothing before the scroll is given up as stuck. */
const MAX_STUCK_STEPS = 10;
/**
 * The pointer rests in the page's left margin while scrolling: the demos' panes contain their own
 * scroll (overscroll-behavior: contain), so a wheel over them would stop moving the page.
 */
const SCROLL_POINTER = { x: 8, y: VIEWPORT.height / 2 };
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

export interface ScrollRun {
  longestTaskMs: number;
  /** Islands on the page, and how many had hydrated before and after the scroll. */
  islands: number;
  hydratedBefore: number;
  hydratedAfter: number;
}

export interface ClickRun {
  /** The click's interaction latency; null when under EVENT_TIMING_THRESHOLD_MS. */
  inpMs: number | null;
  /** From the click event to the frame that shows its result. */
  shownMs: number;
}

export interface ContactRun extends ClickRun {
  /** The call to action clicked, by its text. */
  label: string;
}

export interface InteractionRun {
  scroll: ScrollRun;
  modeToggle: ClickRun;
  contact: ContactRun;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until no request has been in flight for NETWORK_QUIET_MS, counting from its creation. */
function trackNetwork(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = performance.now();
  const change = (by: number) => {
    inFlight = Math.max(0, inFlight + by);
    lastChange = performance.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async () => {
    const deadline = performance.now() + WAIT_TIMEOUT_MS;
    while (inFlight > 0 || performance.now() - lastChange < NETWORK_QUIET_MS) {
      if (performance.now() > deadline) {
        throw new Error(`the network of / did not go quiet within ${WAIT_TIMEOUT_MS / 1000} s`);
      }
      await delay(50);
    }
  };
}

interface LoadedPage {
  page: Page;
  /** A quiet network, then a moment more. */
  settle(): Promise<void>;
}

/** `/` in a fresh context, slowed down and probed, loaded and settled; the context closes after. */
async function withLoadedHome<Result>(
  browser: Browser,
  origin: string,
  measure: (loaded: LoadedPage) => Promise<Result>,
): Promise<Result> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: INTERACTION_CPU_SLOWDOWN });
    await page.addInitScript(installInteractionProbe, {
      key: PROBE_KEY,
      durationThresholdMs: EVENT_TIMING_THRESHOLD_MS,
    });
    const networkQuiet = trackNetwork(page);
    const settle = async () => {
      await networkQuiet();
      await delay(SETTLE_MS);
    };
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await settle();
    return await measure({ page, settle });
  } finally {
    await context.close();
  }
}

const hydratedIslands = (page: Page) =>
  page.evaluate(() => ({
    islands: document.querySelectorAll('astro-island').length,
    hydrated: document.querySelectorAll('astro-island:not([ssr])').length,
  }));

async function wheelToBottom(page: Page): Promise<void> {
  const position = () =>
    page.evaluate(() => ({
      top: Math.round(scrollY),
      bottom: Math.ceil(scrollY + innerHeight),
      height: document.documentElement.scrollHeight,
    }));
  await page.mouse.move(SCROLL_POINTER.x, SCROLL_POINTER.y);
  let stuck = 0;
  let at = await position();
  while (at.bottom < at.height) {
    if (stuck >= MAX_STUCK_STEPS) throw new Error(`scrolling / stuck at ${at.top} px of ${at.height} px`);
    await page.mouse.wheel(0, SCROLL_STEP_PX);
    await delay(SCROLL_INTERVAL_MS);
    const next = await position();
    stuck = next.top === at.top ? stuck + 1 : 0;
    at = next;
  }
}

function traceEvents(trace: Buffer): TraceEvent[] {
  const parsed = JSON.parse(trace.toString('utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

export function measureScroll(browser: Browser, origin: string): Promise<ScrollRun> {
  return withLoadedHome(browser, origin, async ({ page, settle }) => {
    const before = await hydratedIslands(page);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    let trace: Buffer;
    try {
      await wheelToBottom(page);
      await settle();
    } finally {
      trace = await browser.stopTracing();
    }
    const after = await hydratedIslands(page);
    return {
      longestTaskMs: longestTaskMs(traceEvents(trace)),
      islands: after.islands,
      hydratedBefore: before.hydrated,
      hydratedAfter: after.hydrated,
    };
  });
}

const readProbe = (page: Page) =>
  page.evaluate((key) => (window as unknown as Record<string, ProbeRecord | undefined>)[key], PROBE_KEY);

/**
 * The click as judged from the probe's record, once its result is on screen and settled; `what`
 * completes "… within N s of the click".
 */
async function judgeClick(
  loaded: LoadedPage,
  field: 'modeShownAt' | 'dialogHeadingShownAt',
  what: string,
): Promise<ClickRun> {
  try {
    await loaded.page.waitForFunction(
      ({ key, field }) =>
        typeof (window as unknown as Record<string, ProbeRecord | undefined>)[key]?.[field] === 'number',
      { key: PROBE_KEY, field },
      { polling: 100, timeout: WAIT_TIMEOUT_MS },
    );
  } catch {
    throw new Error(`${what} within ${WAIT_TIMEOUT_MS / 1000} s of the click`);
  }
  // Event Timing entries arrive after the paint that ends them, in a later task.
  await delay(SETTLE_MS);
  const record = await readProbe(loaded.page);
  const shownAt = record?.[field];
  const clickedAt = record?.click.click;
  if (!record || typeof shownAt !== 'number' || clickedAt === undefined) {
    throw new Error('the page recorded no click event');
  }
  return { inpMs: interactionLatencyMs(record.events, record.click), shownMs: shownAt - clickedAt };
}

export function measureModeToggle(browser: Browser, origin: string): Promise<ClickRun> {
  return withLoadedHome(browser, origin, async (loaded) => {
    const toggle = loaded.page.getByRole('banner').getByRole('button', { name: MODE_TOGGLE.toSecular });
    if ((await toggle.count()) === 0)
      throw new Error(`no "${MODE_TOGGLE.toSecular}" button in the header of /`);
    await toggle.first().click();
    return judgeClick(loaded, 'modeShownAt', 'the secular mode did not show');
  });
}

export function measureContactClick(browser: Browser, origin: string): Promise<ContactRun> {
  return withLoadedHome(browser, origin, async (loaded) => {
    const trigger = loaded.page.locator(`[${CONTACT_TRIGGER_ATTRIBUTE}]`).filter({ visible: true }).first();
    if ((await trigger.count()) === 0) {
      throw new Error(`no visible call to action (${CONTACT_TRIGGER_ATTRIBUTE}) on /`);
    }
    const label = (await trigger.innerText()).trim();
    // Scrolling it into view may hydrate islands; that settles before the click is measured.
    await trigger.scrollIntoViewIfNeeded();
    await loaded.settle();
    await trigger.click();
    const click = await judgeClick(
      loaded,
      'dialogHeadingShownAt',
      "the contact dialog's heading did not show",
    );
    return { label, ...click };
  });
}

export function launchInteractionBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking'],
  });
}

export async function benchInteraction(
  distDir: string,
  runs: number,
  progress: (line: string) => void,
): Promise<BenchRow[]> {
  const server = await startBenchServer(distDir);
  try {
    const browser = await launchInteractionBrowser();
    try {
      const results: InteractionRun[] = [];
      for (let run = 1; run <= runs; run += 1) {
        progress(`interaction: run ${run}/${runs} scroll /`);
        const scroll = await measureScroll(browser, server.origin);
        progress(`interaction: run ${run}/${runs} mode toggle`);
        const modeToggle = await measureModeToggle(browser, server.origin);
        progress(`interaction: run ${run}/${runs} call to action`);
        const contact = await measureContactClick(browser, server.origin);
        results.push({ scroll, modeToggle, contact });
      }
      return interactionRows(results);
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}
