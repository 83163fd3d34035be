import { describe, expect, it } from 'vitest';
import { findRedirect, parseRedirectsFile } from '../../server/static-files/redirects-file.ts';

const rulesOf = (source: string) => {
  const { rules, errors } = parseRedirectsFile(source);
  expect(errors).toEqual([]);
  return rules;
};

describe('parseRedirectsFile', () => {
  it('reads from, to and status, skipping comments, blank lines and trailing comments, and a forced rewrite ("200!", "404!") as a rule that applies over a file', () => {
    const rules = rulesOf('# top\n\n/a   /b   301\n/c /d#part # why\n/e https://example.com/e 308\r\n');
    expect(rules.map((rule) => [rule.pattern.source, rule.to, rule.status])).toEqual([
      ['/a', '/b', 301],
      ['/c', '/d#part', 302],
      ['/e', 'https://example.com/e', 308],
    ]);
    const forced = rulesOf('/a /b 200!\n/c /d 200\n/e /404.html 404!\n');
    expect(forced.map((rule) => [rule.status, rule.force])).toEqual([
      [200, true],
      [200, false],
      [404, true],
    ]);
  });

  it.each([
    ['/only-one', /line 1: expected "from to \[status\]", got 1 fields/],
    ['/a /b 301 Country=us', /got 4 fields/],
    ['/a /b 418', /status "418" is not one of/],
    ['/a /b 301!', /status "301!"/],
    ['/a b 301', /target "b" must be a path/],
    ['/a /x/../y 301', /no "\." or "\.\." segments/],
    ['/a /café 301', /percent-encoded ASCII/],
    ['/a https://example.com/ 200', /must be a path/],
    ['a /b 301', /must be a path starting with "\/"/],
  ])('reports %j', (source, message) => {
    const { rules, errors } = parseRedirectsFile(source);
    expect(rules).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(message);
  });
});

describe('findRedirect', () => {
  const rules = rulesOf(
    [
      '/old-home /old 301',
      '/old-home / 302',
      '/news/:year/:slug /blog/:year-:slug 308',
      '/go/* https://example.com/:splat 302',
      '/fwd/* /:splat 301',
      '/with-query /target?ref=old 301',
      '/blog/* /blog/index.html 200',
      '/docs/* /docs/:splat/index.html 200',
      '/en/* /en/404.html 404',
      '/app/* /app/index.html 200!',
    ].join('\n'),
  );

  it.each`
    path                   | search    | expected
    ${'/old-home'}         | ${''}     | ${{ kind: 'redirect', status: 301, location: '/old' }}
    ${'/old-home'}         | ${'?a=1'} | ${{ kind: 'redirect', status: 301, location: '/old?a=1' }}
    ${'/with-query'}       | ${'?a=1'} | ${{ kind: 'redirect', status: 301, location: '/target?ref=old' }}
    ${'/news/2024/launch'} | ${''}     | ${{ kind: 'redirect', status: 308, location: '/blog/2024-launch' }}
    ${'/go/a b/c'}         | ${''}     | ${{ kind: 'redirect', status: 302, location: 'https://example.com/a%20b/c' }}
    ${'/blog/some-slug'}   | ${'?x=1'} | ${{ kind: 'rewrite', status: 200, path: '/blog/index.html', force: false }}
    ${'/docs/guide intro'} | ${''}     | ${{ kind: 'rewrite', status: 200, path: '/docs/guide intro/index.html', force: false }}
    ${'/en/missing'}       | ${''}     | ${{ kind: 'rewrite', status: 404, path: '/en/404.html', force: false }}
    ${'/app/settings'}     | ${''}     | ${{ kind: 'rewrite', status: 200, path: '/app/index.html', force: true }}
  `('$path$search', ({ path, search, expected }) => {
    expect(findRedirect(rules, path, search)).toEqual(expected);
  });

  it('returns null when nothing matches, and never a protocol-relative Location from a captured value', () => {
    expect(findRedirect(rules, '/elsewhere')).toBeNull();
    expect(findRedirect(rules, '/fwd//evil.example/x')).toMatchObject({ location: '/evil.example/x' });
  });
});
