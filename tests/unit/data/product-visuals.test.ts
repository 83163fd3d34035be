/** The words in the product pictures fit the small boxes they are drawn in, in both modes. */
import { describe, expect, it } from 'vitest';
import { MODULE_PAGES } from '../../../src/data/modules/index.ts';
import { HERO_VISUAL } from '../../../src/data/product-visuals.ts';
import type { Copy } from '../../../src/data/types.ts';
import { pick } from '../../../src/lib/mode/copy.ts';

/** Characters a line of the picture holds at 390 px before it would be cut with an ellipsis. */
const LIMITS = { screen: 36, label: 36, detail: 36, status: 12, metricLabel: 32, metricValue: 10 } as const;

const longest = (text: Copy) => Math.max(pick(text, 'faith').length, pick(text, 'secular').length);

describe.each(MODULE_PAGES.map((page) => [page.slug, page.visual] as const))(
  '/%s picture',
  (_slug, visual) => {
    it('names its screen, leads with a short figure, and has three rows that fit a phone', () => {
      expect(longest(visual.screen)).toBeLessThanOrEqual(LIMITS.screen);
      expect(longest(visual.metric.label)).toBeLessThanOrEqual(LIMITS.metricLabel);
      expect(visual.metric.value.length).toBeLessThanOrEqual(LIMITS.metricValue);
      expect(visual.rows).toHaveLength(3);
      for (const row of visual.rows) {
        expect(longest(row.label)).toBeLessThanOrEqual(LIMITS.label);
        expect(longest(row.detail)).toBeLessThanOrEqual(LIMITS.detail);
        expect(longest(row.status)).toBeLessThanOrEqual(LIMITS.status);
      }
    });
  },
);

it('the home dashboard: draws bars as percentages and a slot count that adds up', () => {
  for (const bar of HERO_VISUAL.chart.bars) expect(bar > 0 && bar <= 100, `${bar}`).toBe(true);
  expect(HERO_VISUAL.event.slots.filled).toBeLessThanOrEqual(HERO_VISUAL.event.slots.total);
});
