import { describe, expect, it } from 'vitest';
import { parseRequestTarget } from '../../server/static-files/request-path.ts';

describe('parseRequestTarget', () => {
  it.each([
    ['/', { path: '/', search: '' }],
    ['/our-story/', { path: '/our-story/', search: '' }],
    ['/blog/a%20b?x=%2F', { path: '/blog/a b', search: '?x=%2F' }],
    ['/caf%C3%A9', { path: '/café', search: '' }],
    // Decoded exactly once: %25 becomes "%" and is not decoded again.
    ['/100%252e%252e', { path: '/100%2e%2e', search: '' }],
    ['/..a/b..', { path: '/..a/b..', search: '' }],
  ])('accepts %s', (raw, expected) => {
    expect(parseRequestTarget(raw)).toEqual(expected);
  });

  it.each([
    undefined,
    '',
    ...(
      '* http://example.com/ /../package.json /a/../../etc/passwd /%2e%2e/ ' +
      '/%2E%2E/package.json /..%2f /..%2Fpackage.json /a%5c..%5cb /a\\..\\b /./index.html /%00 ' +
      '/index.html%00.txt /%E0%A4%A /%zz'
    ).split(' '),
  ])('refuses %j', (raw) => {
    expect(parseRequestTarget(raw)).toBeNull();
  });
});
