import { describe, expect, it } from 'vitest';
import { isValidSlug, SLUG_MAX_LENGTH, slugify } from '../../../../src/lib/blog/slug.ts';

/** The database's blog_posts_slug_format check. */
const DATABASE_FORMAT = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe.each([
  ['Hello World', 'hello-world'],
  ['  Spring Update  ', 'spring-update'],
  ['Giving   Tuesday\t2026', 'giving-tuesday-2026'],
  ['Line one\nline two', 'line-one-line-two'],
  ['Already-hyphenated title', 'already-hyphenated-title'],
  ['Many --- hyphens -- here', 'many-hyphens-here'],
  ['- leading and trailing -', 'leading-and-trailing'],
  ['What’s new? (Q&A, part 2!)', 'whats-new-qa-part-2'],
  ['snake_case_title', 'snakecasetitle'],
  ['Café Crème à la carte', 'cafe-creme-a-la-carte'],
  ['Ñandú Über São Paulo', 'nandu-uber-sao-paulo'],
  ['Volunteers 🎉 rock', 'volunteers-rock'],
  ['UPPER case 123', 'upper-case-123'],
  ['a - b', 'a-b'],
  ['#1 priority: people', '1-priority-people'],
])('slugify(%j)', (title, slug) => {
  it(`is ${slug}`, () => expect(slugify(title)).toBe(slug));
  it('is accepted by the database', () => expect(slug).toMatch(DATABASE_FORMAT));
});

it.each(['', '   ', '!!!', '---', '🎉🙏', 'Привет мир', '你好', '?! - ?!'])(
  'slugify(%j) is empty, for the caller to refuse',
  (title) => {
    expect(slugify(title)).toBe('');
  },
);

it('never exceeds the database limit nor ends on a hyphen when cut', () => {
  const slug = slugify(`${'a'.repeat(199)} b`);
  expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
  expect(slug).toMatch(DATABASE_FORMAT);
});

it('isValidSlug takes the database format up to the length limit', () => {
  const valid = ['hello-world', 'a', '2026', 'a'.repeat(SLUG_MAX_LENGTH)];
  const invalid = [
    'Hello-world',
    'hello--world',
    '-hello',
    'hello-',
    'hello world',
    'hello_world',
    'fête',
    '',
  ];
  expect([...valid, ...invalid, 'a'.repeat(SLUG_MAX_LENGTH + 1)].filter(isValidSlug)).toEqual(valid);
});
