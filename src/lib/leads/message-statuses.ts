/** The statuses of public.contact_messages (docs/product.md#statuses-and-transitions). */
import type { StatusSet } from './status-set.ts';

export const MESSAGE_STATUSES = ['unread', 'read', 'responded'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_ACTIONS = {
  markRead: { label: 'Mark Read', to: 'read', emphasis: 'secondary' },
  markResponded: { label: 'Mark Responded', to: 'responded', emphasis: 'primary' },
} as const;
export type MessageAction = keyof typeof MESSAGE_ACTIONS;

export const MESSAGE_STATUS_SET = {
  statuses: MESSAGE_STATUSES,
  initial: 'unread',
  actions: MESSAGE_ACTIONS,
  describe: {
    unread: {
      label: 'Unread',
      tone: 'amber',
      next: ['read', 'responded'],
      actions: ['markRead', 'markResponded'],
      countsInCharts: true,
    },
    read: {
      label: 'Read',
      tone: 'slate',
      next: ['responded'],
      actions: ['markResponded'],
      countsInCharts: true,
    },
    responded: { label: 'Responded', tone: 'emerald', next: [], actions: [], countsInCharts: true },
  },
} as const satisfies StatusSet<MessageStatus, MessageAction>;

/** The columns a message update sends: responded_at follows the status, as the database keeps it. */
export function messageStatusPatch(
  to: MessageStatus,
  now: Date,
): { status: MessageStatus; responded_at: string | null } {
  return { status: to, responded_at: to === 'responded' ? now.toISOString() : null };
}
