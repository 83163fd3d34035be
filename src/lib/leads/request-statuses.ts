/**
 * The statuses of public.onboarding_requests (docs/product.md#onboarding-request-status).
 * Rejected is allowed by the database but never offered as a button, and contacted has none either.
 */
import type { StatusSet } from './status-set.ts';

export const REQUEST_STATUSES = ['pending', 'contacted', 'qualified', 'onboarded', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_ACTIONS = {
  markContacted: { label: 'Mark Contacted', to: 'contacted', emphasis: 'secondary' },
  qualify: { label: 'Qualify', to: 'qualified', emphasis: 'primary' },
  markOnboarded: { label: 'Mark Onboarded', to: 'onboarded', emphasis: 'primary' },
} as const;
export type RequestAction = keyof typeof REQUEST_ACTIONS;

export const REQUEST_STATUS_SET = {
  statuses: REQUEST_STATUSES,
  initial: 'pending',
  actions: REQUEST_ACTIONS,
  describe: {
    pending: {
      label: 'Pending',
      tone: 'amber',
      next: ['contacted', 'qualified', 'rejected'],
      actions: ['markContacted', 'qualify'],
      countsInCharts: true,
    },
    contacted: {
      label: 'Contacted',
      tone: 'sky',
      next: ['qualified', 'rejected'],
      actions: [],
      countsInCharts: true,
    },
    qualified: {
      label: 'Qualified',
      tone: 'violet',
      next: ['onboarded', 'rejected'],
      actions: ['markOnboarded'],
      countsInCharts: true,
    },
    onboarded: { label: 'Onboarded', tone: 'emerald', next: [], actions: [], countsInCharts: true },
    rejected: { label: 'Rejected', tone: 'red', next: [], actions: [], countsInCharts: true },
  },
} as const satisfies StatusSet<RequestStatus, RequestAction>;
