/**
 * The lead statuses and the actions the dashboard offers for each
 * (docs/product.md#statuses-and-transitions). The database enforces the same transitions with
 * triggers; these lists only decide which buttons to show.
 */
import type { MessageStatus, RequestStatus } from '../../lib/db/constants.ts';

export type MessageAction = 'markRead' | 'markResponded';
export type RequestAction = 'markContacted' | 'qualify' | 'markOnboarded';

export interface Transition<Action, Status> {
  action: Action;
  to: Status;
}

const MESSAGE_TRANSITIONS: Record<MessageStatus, Transition<MessageAction, MessageStatus>[]> = {
  unread: [
    { action: 'markRead', to: 'read' },
    { action: 'markResponded', to: 'responded' },
  ],
  read: [{ action: 'markResponded', to: 'responded' }],
  responded: [],
};

// Rejected is shown but never set here (docs/product.md#onboarding-request-status), and contacted
// has no action either.
const REQUEST_TRANSITIONS: Record<RequestStatus, Transition<RequestAction, RequestStatus>[]> = {
  pending: [
    { action: 'markContacted', to: 'contacted' },
    { action: 'qualify', to: 'qualified' },
  ],
  contacted: [],
  qualified: [{ action: 'markOnboarded', to: 'onboarded' }],
  onboarded: [],
  rejected: [],
};

/** Unknown statuses (a newer database) get no actions rather than a crash. */
export function messageTransitions(status: string): Transition<MessageAction, MessageStatus>[] {
  return MESSAGE_TRANSITIONS[status as MessageStatus] ?? [];
}

export function requestTransitions(status: string): Transition<RequestAction, RequestStatus>[] {
  return REQUEST_TRANSITIONS[status as RequestStatus] ?? [];
}

/** The columns a message update sends: responded_at follows the status, as the database keeps it. */
export function messageStatusPatch(
  to: MessageStatus,
  now: Date,
): { status: MessageStatus; responded_at: string | null } {
  return { status: to, responded_at: to === 'responded' ? now.toISOString() : null };
}
