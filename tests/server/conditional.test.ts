import { expect, it } from 'vitest';
import { isNotModified } from '../../server/static-files/conditional.ts';

const ETAG = '"abc-br"';
const MODIFIED = new Date('2025-03-01T10:00:00.750Z');

it.each([
  [{}, false],
  [{ 'if-none-match': '"abc-br"' }, true],
  [{ 'if-none-match': 'W/"abc-br"' }, true],
  [{ 'if-none-match': '"other", "abc-br"' }, true],
  [{ 'if-none-match': '*' }, true],
  [{ 'if-none-match': '"abc"' }, false],
  [{ 'if-none-match': '"abc-gz"' }, false],
  [{ 'if-modified-since': 'Sat, 01 Mar 2025 10:00:00 GMT' }, true],
  [{ 'if-modified-since': 'Sat, 01 Mar 2025 09:59:59 GMT' }, false],
  [{ 'if-modified-since': 'not a date' }, false],
  // If-None-Match decides alone when both are present.
  [{ 'if-none-match': '"other"', 'if-modified-since': 'Sat, 01 Mar 2025 10:00:00 GMT' }, false],
])('isNotModified: %j → %s', (headers, expected) => {
  expect(isNotModified(headers, ETAG, MODIFIED)).toBe(expected);
});
