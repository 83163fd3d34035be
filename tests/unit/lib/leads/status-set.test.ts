/**
 * What the dashboard does with a status set beyond its description (which the type system and
 * tests/db/lead-statuses.test.ts hold): a status from a newer database, and the message update.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGE_STATUS_SET, messageStatusPatch } from '../../../../src/lib/leads/message-statuses.ts';
import { statusActions, statusLabel, statusTone } from '../../../../src/lib/leads/status-set.ts';

describe('a status this code does not know', () => {
  it('offers no action, shows its stored value and no colour', () => {
    expect(statusActions(MESSAGE_STATUS_SET, 'archived')).toEqual([]);
    expect(statusLabel(MESSAGE_STATUS_SET, 'archived')).toBe('archived');
    expect(statusTone(MESSAGE_STATUS_SET, 'archived')).toBeNull();
  });
});

describe('the actions of a status', () => {
  it('come in the order the status lists them, each with its button', () => {
    expect(statusActions(MESSAGE_STATUS_SET, 'unread')).toEqual([
      { action: 'markRead', label: 'Mark Read', to: 'read', emphasis: 'secondary' },
      { action: 'markResponded', label: 'Mark Responded', to: 'responded', emphasis: 'primary' },
    ]);
  });
});

describe('messageStatusPatch', () => {
  it.each([
    ['read', { status: 'read', responded_at: null }],
    ['responded', { status: 'responded', responded_at: '2026-03-04T15:05:00.000Z' }],
  ] as const)('marking a message %s sends %j', (to, patch) => {
    expect(messageStatusPatch(to, new Date('2026-03-04T15:05:00Z'))).toEqual(patch);
  });
});
