import { expect, it } from 'vitest';
import { attributionFacts } from '../../../../src/admin/leads/attribution.ts';
import { ATTRIBUTION_TEXT } from '../../../../src/admin/strings.ts';

const NONE = {
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  referrer_host: null,
  landing_path: null,
};
const { labels } = ATTRIBUTION_TEXT;

it('shows only the attribution a lead has, and a lead with none says so once', () => {
  expect(attributionFacts({ ...NONE, utm_source: 'newsletter', landing_path: '/pricing' })).toEqual([
    { label: labels.utm_source, value: 'newsletter' },
    { label: labels.landing_path, value: '/pricing' },
  ]);
  expect(attributionFacts(NONE)).toEqual([{ label: labels.utm_source, value: ATTRIBUTION_TEXT.none }]);
});
