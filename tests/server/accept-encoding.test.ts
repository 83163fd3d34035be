import { expect, it } from 'vitest';
import { chooseEncoding, type Encoding } from '../../server/static-files/accept-encoding.ts';

const BOTH: Encoding[] = ['br', 'gzip'];

it.each([
  [undefined, BOTH, 'identity'],
  ['', BOTH, 'identity'],
  ['gzip, deflate, br', BOTH, 'br'],
  ['gzip, deflate, br, zstd', BOTH, 'br'],
  ['gzip', BOTH, 'gzip'],
  ['GZIP', BOTH, 'gzip'],
  ['x-gzip', BOTH, 'gzip'],
  ['br', ['gzip'], 'identity'],
  ['br, gzip', [], 'identity'],
  ['br;q=0, gzip', BOTH, 'gzip'],
  ['br; q=0.0, gzip;q=0.5', BOTH, 'gzip'],
  ['gzip;q=1, br;q=0.5', BOTH, 'gzip'],
  ['br;q=0, gzip;q=0', BOTH, 'identity'],
  ['*', BOTH, 'br'],
  ['*;q=0', BOTH, 'identity'],
  ['gzip, *;q=0', BOTH, 'gzip'],
  ['identity', BOTH, 'identity'],
  ['identity;q=1, br;q=0.5', BOTH, 'identity'],
  ['identity;q=0.5, br', BOTH, 'br'],
  ['br;q=2, gzip', BOTH, 'gzip'],
  ['br;q=abc', BOTH, 'identity'],
] as const)('chooseEncoding: %j offering %j → %s', (header, offered, expected) => {
  expect(chooseEncoding(header, offered)).toBe(expected);
});
