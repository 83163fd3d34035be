/** A lead's attribution from the first page view (docs/product.md#lead-attribution): bounded, never failing. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTRIBUTION_LIMITS } from '../../../../src/lib/db/constants.ts';
import {
  attributionOf,
  FIRST_VIEW_STORAGE_KEY,
  landingPath,
  referrerHost,
  storedAttribution,
  utmValue,
} from '../../../../src/lib/attribution/lead-attribution.ts';

const HOST = 'kindred.example';

it('attributionOf: reads the five utm parameters, an external referrer and the landing path; all null for a direct visit', () => {
  const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];
  const values = ['newsletter', 'email', 'spring', 'food bank', 'hero'];
  const utm = Object.fromEntries(UTM.map((name, index) => [name, values[index]]));
  const search = `?${new URLSearchParams({ ...utm, x: '1' })}`;
  const visit = { search, referrer: 'https://News.Example.org/issue/12?ref=a', path: '/pricing' };
  const expected = { ...utm, referrer_host: 'news.example.org', landing_path: '/pricing' };
  expect(attributionOf(visit, HOST)).toEqual(expected);
  const none = Object.fromEntries(UTM.map((name) => [name, null]));
  const direct = { ...none, referrer_host: null, landing_path: '/' };
  expect(attributionOf({ search: '', referrer: '', path: '/' }, HOST)).toEqual(direct);
});

describe('utmValue', () => {
  it.each([
    [null, null],
    ['', null],
    ['   ', null],
    ['  spring  ', 'spring'],
    ['a\u0007b', null],
    ['line\nbreak', null],
  ])('%j becomes %j', (raw, expected) => {
    expect(utmValue(raw)).toBe(expected);
  });

  it('trims an over-long value to the bound, counting code points', () => {
    expect(utmValue('x'.repeat(ATTRIBUTION_LIMITS.utm + 50))).toHaveLength(ATTRIBUTION_LIMITS.utm);
    const emoji = utmValue('😀'.repeat(ATTRIBUTION_LIMITS.utm + 1)) ?? '';
    expect(Array.from(emoji)).toHaveLength(ATTRIBUTION_LIMITS.utm);
  });
});

it.each([
  ['https://www.google.com/', 'www.google.com'],
  ['http://blog.example.org:8080/post', 'blog.example.org'],
  ['https://bücher.example/', 'xn--bcher-kva.example'],
  [`https://${HOST}/pricing`, null],
  ['', null],
  ['not a url', null],
  ['android-app://com.example.app/', null],
  ['https://[::1]/', null],
  [`https://${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.org/`, null],
])('referrerHost: %j gives %j', (referrer, expected) => {
  expect(referrerHost(referrer, HOST)).toBe(expected);
});

describe('landingPath', () => {
  it.each([
    ['/', '/'],
    ['/blog/a%20post', '/blog/a%20post'],
    ['pricing', null],
    ['/a b', null],
    ['/a?b', null],
  ])('%j gives %j', (path, expected) => {
    expect(landingPath(path)).toBe(expected);
  });

  it('trims a long path to the bound', () => {
    const limit = ATTRIBUTION_LIMITS.landingPath;
    expect(landingPath(`/${'p'.repeat(limit * 2)}`)).toHaveLength(limit);
  });
});

describe('storedAttribution', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubStorage(value: string | null, getItem?: () => never) {
    vi.stubGlobal('sessionStorage', {
      getItem: getItem ?? ((key: string) => (key === FIRST_VIEW_STORAGE_KEY ? value : null)),
    });
    vi.stubGlobal('location', { host: HOST });
  }

  it('reads what the inline script stored', () => {
    stubStorage(JSON.stringify({ search: '?utm_source=newsletter', referrer: '', path: '/' }));
    expect(storedAttribution()).toMatchObject({ utm_source: 'newsletter', landing_path: '/' });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{'],
    ['the wrong shape', JSON.stringify({ search: 1 })],
  ])('sends no attribution for %s', (_, stored) => {
    stubStorage(stored);
    expect(storedAttribution()).toEqual({});
  });

  it('sends no attribution when storage is blocked', () => {
    stubStorage(null, () => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(storedAttribution()).toEqual({});
  });
});
