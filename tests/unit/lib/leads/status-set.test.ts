/** A status set beyond its description (held by the types and tests/db/lead-statuses.test.ts). */
import { expect, it } from 'vitest';
import { MESSAGE_STATUS_SET, messageStatusPatch } from '../../../../src/lib/leads/message-statuses.ts';
import {
  statusActions,
  statusLabel,
  statusTone,
  type StatusSet,
} from '../../../../src/lib/leads/status-set.ts';

it('a status this code does not know: offers no action, shows its stored value and no colour', () => {
  expect(statusActions(MESSAGE_STATUS_SET, 'archived')).toEqual([]);
  expect(statusLabel(MESSAGE_STATUS_SET, 'archived')).toBe('archived');
  expect(statusTone(MESSAGE_STATUS_SET, 'archived')).toBeNull();
});

it('the actions of a status: come in the order the status lists them, each with its button', () => {
  // A set of its own, so the test states the rule and not the product's current buttons.
  const set = {
    statuses: ['open', 'done', 'gone'],
    initial: 'open',
    actions: {
      finish: { label: 'Finish', to: 'done', emphasis: 'primary' },
      drop: { label: 'Drop', to: 'gone', emphasis: 'secondary' },
    },
    describe: {
      open: {
        label: 'Open',
        tone: 'amber',
        next: ['done', 'gone'],
        actions: ['drop', 'finish'],
        countsInCharts: true,
      },
      done: { label: 'Done', tone: 'emerald', next: [], actions: [], countsInCharts: true },
      gone: { label: 'Gone', tone: 'red', next: [], actions: [], countsInCharts: false },
    },
  } as const satisfies StatusSet<'open' | 'done' | 'gone', 'finish' | 'drop'>;
  expect(statusActions(set, 'open')).toEqual([
    { action: 'drop', label: 'Drop', to: 'gone', emphasis: 'secondary' },
    { action: 'finish', label: 'Finish', to: 'done', emphasis: 'primary' },
  ]);
  expect(statusActions(set, 'done')).toEqual([]);
});

it.each([
  ['read', { status: 'read', responded_at: null }],
  ['responded', { status: 'responded', responded_at: '2026-03-04T15:05:00.000Z' }],
] as const)('messageStatusPatch: marking a message %s sends %j', (to, patch) => {
  expect(messageStatusPatch(to, new Date('2026-03-04T15:05:00Z'))).toEqual(patch);
});
