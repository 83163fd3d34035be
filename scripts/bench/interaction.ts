/**
 * The interaction section: how `/` answers a first-time visitor on a slow CPU (see
 * interaction-runner.ts) — the longest main-thread task while scrolling through its islands, and
 * the first clicks on the mode toggle and on a call to action. Each run takes every measure once,
 * so that a busy moment on this shared machine spreads over all figures alike.
 */
import { interactionRows } from './budgets.ts';
import {
  launchInteractionBrowser,
  measureContactClick,
  measureModeToggle,
  measureScroll,
  type InteractionRun,
} from './interaction-runner.ts';
import { startBenchServer } from './site-server.ts';
import type { BenchRow } from './table.ts';

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
