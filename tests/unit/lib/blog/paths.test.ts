import { expect, it } from 'vitest';
import { postCanonicalPath, postPath, slugFromPath } from '../../../../src/lib/blog/paths.ts';

it.each([
  ['/blog', null],
  ['/blog/', null],
  ['/blog/a-post', 'a-post'],
  ['/blog/a-post/', 'a-post'],
  ['/blog/a-post/more', null],
  ['/blog/caf%C3%A9', 'café'],
  ['/blog/%E0%A4%A', null],
  ['/elsewhere/a-post', null],
])('slugFromPath: %s → %s', (path, slug) => {
  expect(slugFromPath(path)).toBe(slug);
});

it('links a post at /blog/{slug} and names its canonical address in directory form', () => {
  expect(postPath('a-post')).toBe('/blog/a-post');
  expect(postCanonicalPath('a-post')).toBe('/blog/a-post/');
});
