import { describe, expect, it } from 'vitest';
import {
  clampPage,
  pageCount,
  pageRange,
  searchFilter,
  shownRows,
  sourceFilter,
} from '../../../../src/lib/db/lead-query.ts';

describe('paging', () => {
  it.each([
    [1, 25, [0, 24]],
    [2, 25, [25, 49]],
    [13, 25, [300, 324]],
    [0, 25, [0, 24]],
  ] as const)('page %i of size %i is rows %j', (page, size, range) => {
    expect(pageRange(page, size)).toEqual(range);
  });

  it.each([
    [0, 1],
    [1, 1],
    [25, 1],
    [26, 2],
    [312, 13],
  ])('%i rows make %i pages', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  it.each([
    [5, 312, 5],
    [14, 312, 13],
    [2, 25, 1],
    [3, 0, 1],
    [0, 100, 1],
  ])('page %i of %i rows is kept as page %i', (page, total, expected) => {
    expect(clampPage(page, total)).toBe(expected);
  });

  it.each([
    [1, 312, { from: 1, to: 25 }],
    [13, 312, { from: 301, to: 312 }],
    [1, 7, { from: 1, to: 7 }],
    [1, 0, null],
  ])('page %i of %i rows shows %j', (page, total, expected) => {
    expect(shownRows(page, total)).toEqual(expected);
  });
});

describe('searchFilter', () => {
  const messages = { columns: ['name', 'email'] };
  const requests = { columns: ['first_name', 'email'], fullName: ['first_name', 'last_name'] as const };

  it.each([
    ['a blank term', messages, '   ', null],
    ['only wildcards', messages, '**', null],
    ['a word', messages, 'ana', 'name.ilike."*ana*",email.ilike."*ana*"'],
    [
      'trimmed, inner spaces collapsed',
      messages,
      '  ana   lima ',
      'name.ilike."*ana lima*",email.ilike."*ana lima*"',
    ],
    [
      'commas and parentheses stay inside quotes',
      messages,
      'a,b(c)',
      'name.ilike."*a,b(c)*",email.ilike."*a,b(c)*"',
    ],
    [
      'a double quote is escaped',
      messages,
      'say "hi"',
      'name.ilike."*say \\"hi\\"*",email.ilike."*say \\"hi\\"*"',
    ],
    [
      'LIKE wildcards match literally',
      messages,
      '50%_off',
      'name.ilike."*50\\\\%\\\\_off*",email.ilike."*50\\\\%\\\\_off*"',
    ],
    [
      'a backslash matches literally',
      messages,
      'a\\b',
      'name.ilike."*a\\\\\\\\b*",email.ilike."*a\\\\\\\\b*"',
    ],
    ['a star is dropped', messages, 'an*a', 'name.ilike."*ana*",email.ilike."*ana*"'],
    ['one word, no full-name condition', requests, 'lima', 'first_name.ilike."*lima*",email.ilike."*lima*"'],
    [
      'two words also match first and last name',
      requests,
      'Ana Lima',
      'first_name.ilike."*Ana Lima*",email.ilike."*Ana Lima*",and(first_name.ilike."*Ana*",last_name.ilike."*Lima*")',
    ],
  ])('%s', (_case, columns, term, expected) => {
    expect(searchFilter(term, columns)).toBe(expected);
  });
});

describe('sourceFilter', () => {
  it('matches utm_source whole, else the referrer host when there is no utm_source', () => {
    expect(sourceFilter(' newsletter ')).toBe(
      'utm_source.ilike."newsletter",and(utm_source.is.null,referrer_host.ilike."newsletter")',
    );
  });

  it('is no filter when blank', () => {
    expect(sourceFilter('  ')).toBeNull();
    expect(sourceFilter('**')).toBeNull();
  });

  it('matches LIKE wildcards, quotes and parentheses literally', () => {
    expect(sourceFilter('50%_off "(a,b)"')).toBe(
      'utm_source.ilike."50\\\\%\\\\_off \\"(a,b)\\"",and(utm_source.is.null,referrer_host.ilike."50\\\\%\\\\_off \\"(a,b)\\"")',
    );
  });
});
