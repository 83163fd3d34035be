import { describe, expect, it } from 'vitest';
import { applyHeaderRules, parseHeadersFile } from '../../server/static-files/headers-file.ts';

const headersFor = (source: string, path: string, initial: Record<string, string> = {}) => {
  const { rules, errors } = parseHeadersFile(source);
  expect(errors).toEqual([]);
  const headers = new Headers(initial);
  applyHeaderRules(rules, path, headers);
  return Object.fromEntries(headers);
};

describe('parseHeadersFile', () => {
  it('reads blocks of a pattern and indented headers, skipping comments and blank lines', () => {
    const { rules, errors } = parseHeadersFile(
      '# comment\n\n/*\n  X-Frame-Options: DENY\n  # inside a block\n  Link: </a.css>; rel=preload\r\n/b\n  ! Server\n',
    );
    expect(errors).toEqual([]);
    expect(rules.map((rule) => [rule.pattern.source, [...rule.set], rule.unset])).toEqual([
      [
        '/*',
        [
          ['X-Frame-Options', 'DENY'],
          ['Link', '</a.css>; rel=preload'],
        ],
        [],
      ],
      ['/b', [], ['Server']],
    ]);
  });

  it('keeps colons in values and joins a name repeated within a rule', () => {
    const { rules } = parseHeadersFile(
      '/x\n  Content-Security-Policy: img-src https: data:\n  vary: a\n  Vary: b\n',
    );
    expect([...(rules[0]?.set ?? [])]).toEqual([
      ['Content-Security-Policy', 'img-src https: data:'],
      ['vary', 'a, b'],
    ]);
  });

  it.each([
    ['X-Frame-Options: DENY\n', /line 1: a header needs a path pattern/],
    ['/a\n  no colon here\n', /line 2: expected "Name: value"/],
    ['/a\n  Bad Name: x\n', /line 2: "Bad Name" is not a header name/],
    ['/a\n  X-Empty:\n', /line 2: header "X-Empty" has no value/],
    ['/a\n/b\n  X: 1\n', /line 1: no headers under "\/a"/],
    ['/:p/:p\n  X: 1\n/ok\n  Y: 2\n', /line 1: .*"p" twice/],
    ['https://example.com/*\n  X: 1\n', /line 1: .*must be a path/],
  ])('reports %j', (source, message) => {
    const { errors } = parseHeadersFile(source);
    expect(errors[0]).toMatch(message);
  });

  it('does not attach the headers of a rejected pattern to the rule above it', () => {
    const { rules } = parseHeadersFile('/ok\n  A: 1\n/:p/:p\n  B: 2\n');
    expect(rules).toHaveLength(1);
    expect([...(rules[0]?.set.keys() ?? [])]).toEqual(['A']);
  });
});

it('applyHeaderRules: applies every matching rule in file order, leaves the server value no rule sets, fills placeholders percent-encoded, and removes a header with "!"', () => {
  const source = [
    '/*',
    '  X-Content-Type-Options: nosniff',
    '  X-Robots-Tag: noindex',
    '/_astro/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '  X-Robots-Tag: nosnippet',
    '/people/:name',
    '  X-Person: :name',
    '/private/*',
    '  ! X-Robots-Tag',
  ].join('\n');
  const defaults = { 'Cache-Control': 'public, max-age=0, must-revalidate' };
  expect(headersFor(source, '/_astro/app.js', defaults)).toEqual({
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    'x-robots-tag': 'noindex, nosnippet',
  });
  expect(headersFor(source, '/about', defaults)['cache-control']).toBe(defaults['Cache-Control']);
  expect(headersFor(source, '/people/ada lovelace')['x-person']).toBe('ada%20lovelace');
  expect(headersFor(source, '/private/page')).toEqual({ 'x-content-type-options': 'nosniff' });
});
