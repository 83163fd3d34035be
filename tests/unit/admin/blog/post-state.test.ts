import { expect, it } from 'vitest';
import { postState } from '../../../../src/admin/blog/post-state.ts';

const NOW = new Date('2026-05-01T12:00:00Z');

it.each([
  ['a draft', { published: false, publish_at: null }, { kind: 'draft' }],
  [
    'published with a time ahead: scheduled',
    { published: true, publish_at: '2026-05-01T12:00:01Z' },
    { kind: 'scheduled', at: '2026-05-01T12:00:01Z' },
  ],
  [
    'published and due this instant',
    { published: true, publish_at: '2026-05-01T12:00:00Z' },
    { kind: 'published' },
  ],
  ['published long ago', { published: true, publish_at: '2026-01-01T00:00:00Z' }, { kind: 'published' }],
])('%s', (_name, post, state) => {
  expect(postState(post, NOW)).toEqual(state);
});
