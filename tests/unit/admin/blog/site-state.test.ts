/** The Blog tab's line on the public site (docs/product.md#site-status): which state, from which status. */
import { describe, expect, it } from 'vitest';
import { siteState } from '../../../../src/admin/blog/site-state.ts';
import { parseSiteBuildStatus, type SiteBuildStatus } from '../../../../src/lib/db/site-build-status.ts';

const BUILT = '2026-11-20T15:05:00+00:00';
const NOW = '2026-11-20T15:07:30+00:00';

const NONE = { contentChangedAt: null, builtAt: null, buildingSince: null, failedAt: null, nextDueAt: null };
const status = (fields: Partial<SiteBuildStatus>): SiteBuildStatus => ({
  upToDate: false,
  ...NONE,
  failure: null,
  ...fields,
});
const [EXIT_1, HOOK_404] = ['astro build exited with 1', 'The build hook answered HTTP 404: Not Found'];

it.each<[string, Partial<SiteBuildStatus>, ReturnType<typeof siteState>]>([
  ['built from the current posts', { upToDate: true, builtAt: BUILT }, { kind: 'upToDate', builtAt: BUILT }],
  ['a change not yet built', { contentChangedAt: NOW, builtAt: BUILT }, { kind: 'pending' }],
  ['never built', {}, { kind: 'pending' }],
  ['a rebuild under way', { buildingSince: NOW, builtAt: BUILT }, { kind: 'rebuilding', since: NOW }],
  [
    'a failed rebuild',
    { failedAt: NOW, failure: EXIT_1, builtAt: BUILT },
    { kind: 'failed', failure: EXIT_1, builtAt: BUILT },
  ],
  // A retry failed: the failure is still current although the posts are built.
  [
    'a failure still current',
    { upToDate: true, failedAt: NOW, failure: HOOK_404, builtAt: BUILT },
    { kind: 'failed', failure: HOOK_404, builtAt: BUILT },
  ],
  [
    'a rebuild after a failure: the rebuild shows',
    { buildingSince: NOW, failedAt: BUILT, failure: EXIT_1 },
    { kind: 'rebuilding', since: NOW },
  ],
])('siteState: %s', (_name, fields, expected) => {
  expect(siteState(status(fields))).toEqual(expected);
});

describe('parseSiteBuildStatus', () => {
  const DUE = '2026-12-01T14:00:00+00:00';
  const times = {
    content_changed_at: NOW,
    built_at: BUILT,
    building_since: null,
    failed_at: NOW,
    next_due_at: DUE,
  };
  const answer = { up_to_date: false, ...times, failure: EXIT_1 };

  it('reads the shape the function returns', () => {
    const read = {
      contentChangedAt: NOW,
      builtAt: BUILT,
      buildingSince: null,
      failedAt: NOW,
      nextDueAt: DUE,
    };
    expect(parseSiteBuildStatus(answer)).toEqual({ upToDate: false, ...read, failure: EXIT_1 });
  });

  it.each([
    ['null', null],
    ['an array', []],
    ['no up_to_date', { ...answer, up_to_date: undefined }],
    ['a time that is no time', { ...answer, built_at: 'yesterday' }],
    ['a missing time', { ...answer, next_due_at: undefined }],
    ['a failure that is not text', { ...answer, failure: 404 }],
  ])('refuses %s', (_name, value) => {
    expect(parseSiteBuildStatus(value)).toBeNull();
  });
});
