import { expect, it } from 'vitest';
import { attributionFacts } from '../../../../src/admin/leads/attribution.ts';
import { ATTRIBUTION_TEXT } from '../../../../src/admin/strings.ts';

const { labels } = ATTRIBUTION_TEXT;
/** A lead with none of the seven attribution columns set. */
const NONE = Object.fromEntries(Object.keys(labels).map((column) => [column, null])) as Record<
  keyof typeof labels,
  null
>;

it('shows only the attribution a lead has, and a lead with none says so once', () => {
  expect(attributionFacts({ ...NONE, utm_source: 'newsletter', landing_path: '/pricing' })).toEqual([
    { label: labels.utm_source, value: 'newsletter' },
    { label: labels.landing_path, value: '/pricing' },
  ]);
  expect(attributionFacts(NONE)).toEqual([{ label: labels.utm_source, value: ATTRIBUTION_TEXT.none }]);
});
