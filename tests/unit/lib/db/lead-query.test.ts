import { expect, it } from 'vitest';
import {
  clampPage,
  pageCount,
  pageRange,
  searchFilter,
  shownRows,
  sourceFilter,
} from '../../../../src/lib/db/lead-query.ts';

it('pages rows 25 at a time, keeping a page within the rows there are', () => {
  // Page 0 is page 1.
  expect([1, 2, 13, 0].map((page) => pageRange(page, 25).join('-'))).toEqual([
    '0-24',
    '25-49',
    '300-324',
    '0-24',
  ]);
  expect([0, 1, 25, 26, 312].map((total) => pageCount(total))).toEqual([1, 1, 1, 2, 13]);
  const clamped = { '5 of 312': 5, '14 of 312': 13, '2 of 25': 1, '3 of 0': 1, '0 of 100': 1 };
  for (const [at, page] of Object.entries(clamped)) {
    const [wanted, total] = at.split(' of ').map(Number);
    expect(clampPage(wanted ?? NaN, total ?? NaN), at).toBe(page);
  }
  const shown = { '1 of 312': '1-25', '13 of 312': '301-312', '1 of 7': '1-7', '1 of 0': 'none' };
  for (const [at, rows] of Object.entries(shown)) {
    const [page, total] = at.split(' of ').map(Number);
    const range = shownRows(page ?? NaN, total ?? NaN);
    expect(range ? `${range.from}-${range.to}` : 'none', at).toBe(rows);
  }
});

const messages = { columns: ['name', 'email'] };
const requests = { columns: ['first_name', 'email'], fullName: ['first_name', 'last_name'] as const };
/** The filter on a message's name and email, each holding `pattern`. */
const both = (pattern: string) => `name.ilike."*${pattern}*",email.ilike."*${pattern}*"`;

it.each([
  ['a blank term', messages, '   ', null],
  ['only wildcards', messages, '**', null],
  ['a word', messages, 'ana', both('ana')],
  ['trimmed, inner spaces collapsed', messages, '  ana   lima ', both('ana lima')],
  ['commas and parentheses stay inside quotes', messages, 'a,b(c)', both('a,b(c)')],
  ['a double quote is escaped', messages, 'say "hi"', both('say \\"hi\\"')],
  ['LIKE wildcards match literally', messages, '50%_off', both('50\\\\%\\\\_off')],
  ['a backslash matches literally', messages, 'a\\b', both('a\\\\\\\\b')],
  ['a star is dropped', messages, 'an*a', both('ana')],
  ['one word, no full-name condition', requests, 'lima', 'first_name.ilike."*lima*",email.ilike."*lima*"'],
  [
    'two words also match first and last name',
    requests,
    'Ana Lima',
    'first_name.ilike."*Ana Lima*",email.ilike."*Ana Lima*",and(first_name.ilike."*Ana*",last_name.ilike."*Lima*")',
  ],
])('searchFilter: %s', (_case, columns, term, expected) => {
  expect(searchFilter(term, columns)).toBe(expected);
});

it('sourceFilter matches utm_source whole, else the referrer host when there is no utm_source, LIKE wildcards, quotes and parentheses literally; no filter when blank', () => {
  expect(sourceFilter(' newsletter ')).toBe(
    'utm_source.ilike."newsletter",and(utm_source.is.null,referrer_host.ilike."newsletter")',
  );
  expect(sourceFilter('50%_off "(a,b)"')).toBe(
    'utm_source.ilike."50\\\\%\\\\_off \\"(a,b)\\"",and(utm_source.is.null,referrer_host.ilike."50\\\\%\\\\_off \\"(a,b)\\"")',
  );
  expect([sourceFilter('  '), sourceFilter('**')]).toEqual([null, null]);
});
