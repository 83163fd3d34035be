import { describe, expect, it } from 'vitest';
import {
  compilePathPattern,
  encodePathValue,
  fillPlaceholders,
} from '../../server/static-files/path-pattern.ts';

describe('compilePathPattern', () => {
  it.each([
    ['/old-home', '/old-home', {}],
    ['/blog/*', '/blog/some-slug', { splat: 'some-slug' }],
    ['/blog/*', '/blog/', { splat: '' }],
    ['/blog/*', '/blog/2024/post', { splat: '2024/post' }],
    ['/*', '/', { splat: '' }],
    ['/news/:year/:slug', '/news/2024/launch', { year: '2024', slug: 'launch' }],
    ['/files/:name.html', '/files/report.html', { name: 'report' }],
    ['/a.b', '/a.b', {}],
  ])('%s matches %s', (pattern, path, params) => {
    expect(compilePathPattern(pattern).match(path)).toEqual(params);
  });

  it.each([
    ['/old-home', '/old-home/'],
    ['/old-home', '/Old-Home'],
    ['/blog/*', '/blog'],
    ['/news/:year', '/news/2024/extra'],
    ['/news/:year', '/news/'],
    ['/a.b', '/axb'],
    ['/_astro/*', '/x/_astro/app.js'],
  ])('%s does not match %s', (pattern, path) => {
    expect(compilePathPattern(pattern).match(path)).toBeNull();
  });

  it.each([
    ['old-home', /starting with "\/"/],
    ['/*/*', /"splat" twice/],
    ['/:id/:id', /"id" twice/],
  ])('rejects %s', (pattern, message) => {
    expect(() => compilePathPattern(pattern)).toThrow(message);
  });
});

it('fillPlaceholders substitutes captured values, leaves unknown names as written, lets no shorter name eat a longer one, and encodes values when asked, keeping the slashes between segments', () => {
  expect(fillPlaceholders('/blog/:splat?from=:source', { splat: 'a/b' })).toBe('/blog/a/b?from=:source');
  expect(fillPlaceholders('/:id/:id_2', { id: 'x', id_2: 'y' })).toBe('/x/y');
  expect(fillPlaceholders('/to/:splat', { splat: 'a b/?c' }, encodePathValue)).toBe('/to/a%20b/%3Fc');
});
