/**
 * Every word of the admin dashboard except the Blog tab (src/admin/blog/strings.ts). The messages
 * are the exact strings of docs/product.md#forms-and-their-messages and the control names those it lists:
 * the browser tests find elements by them, so change them only together.
 */
import { ORGANIZATION_TYPES } from '../data/request-access.ts';
import { MESSAGE_STATUS_SET } from '../lib/leads/message-statuses.ts';
import { REQUEST_STATUS_SET } from '../lib/leads/request-statuses.ts';
import { actionLabels, statusLabels } from '../lib/leads/status-set.ts';
import { UNDO_WINDOW_S, type UndoRefusal } from '../lib/leads/status-undo.ts';
import { formatCount as count } from './format-count.ts';

const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact' });

export const ADMIN_PAGE = {
  title: 'Admin',
  description: 'Sign in to handle contact messages, access requests and blog posts.',
} as const;

export const AUTH_TEXT = {
  loading: 'Checking your session…',
  heading: 'Admin sign in',
  intro: 'For Kindred staff. New here? Follow the invitation an owner sent you first.',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign in',
} as const;

/** A field's own refusals, said alike on every admin form that asks for them. */
export const FIELD_MESSAGES = {
  invalidEmail: 'Enter an email address like name@example.org.',
} as const;

/** Sign-in outcomes (docs/product.md#admin-sign-in-and-session-check). */
export const LOGIN_MESSAGES = {
  failed: 'Login failed',
  noUser: 'Login failed - no user data',
  verifyFailed: 'Failed to verify admin privileges',
  denied: 'Access denied. Admin privileges required.',
  unexpected: 'An unexpected error occurred',
  success: 'Login successful',
} as const;

/** Page-load check outcomes (docs/product.md#admin-sign-in-and-session-check), shown on the login screen. */
export const SESSION_MESSAGES = {
  sessionErrorPrefix: 'Session error: ',
  verifyFailed: 'Admin role verification failed',
  denied: 'Access denied: Admin privileges required',
  timeout: 'Admin verification timeout. Please try again.',
  checkFailed: 'Authentication check failed',
} as const;

export const LOGOUT_MESSAGES = {
  success: 'Logged out successfully',
  failed: 'Failed to logout',
} as const;

export const DASHBOARD_TEXT = {
  heading: 'Kindred Admin',
  signedInAs: 'Signed in as',
  signOut: 'Sign out',
  tabsLabel: 'Dashboard sections',
  tabs: {
    messages: 'Messages',
    requests: 'Requests',
    overview: 'Overview',
    blog: 'Blog',
    account: 'Account',
  },
  /** The number on a tab: "312", "10K"; the description below gives it in full. */
  badge: (value: number) => COMPACT.format(value),
  unreadCount: (value: number) => `${count(value)} unread`,
  pendingCount: (value: number) => `${count(value)} pending`,
} as const;

/** The words of the admin's small forms and dialogs. */
export const ACTION_TEXT = {
  cancel: 'Cancel',
  close: 'Close',
} as const;

export const LIST_TEXT = {
  status: 'Status',
  allStatuses: 'All',
  search: 'Search',
  source: 'Source',
  sourceHint: 'Campaign or site',
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  previous: 'Previous',
  next: 'Next',
  pagination: 'Pagination',
  loading: 'Loading…',
  showing: (from: number, to: number, total: number) =>
    `Showing ${count(from)}–${count(to)} of ${count(total)}`,
  pageOf: (page: number, pages: number) => `Page ${count(page)} of ${count(pages)}`,
  none: '—',
  /** Column heads of the lead table on wide screens (each row also says what its cells are). */
  contact: 'Contact',
  actions: 'Actions',
  moreDetails: 'More details',
  lessDetails: 'Fewer details',
  received: 'Received',
  statusUpdated: 'Status updated successfully',
  statusUpdateFailed: 'Failed to update status',
  exportFailed: 'Export failed',
  exportFailedDescription: 'The rows could not be loaded. Please try again.',
} as const;

/** The Undo a status change's toast offers, and what comes of it (docs/product.md#undo-a-status-change). */
export const UNDO_TEXT = {
  undo: 'Undo',
  undone: 'Status change undone',
  backTo: (status: string) => `Back to ${status}.`,
  failed: 'Could not undo the status change',
  refusals: {
    not_found: 'There is no status change of this lead to undo.',
    not_yours: 'Only whoever changed the status can undo it.',
    too_late: `A status change can be undone for ${count(UNDO_WINDOW_S)} seconds only.`,
    changed_again: 'The status has changed again since.',
    already_undone: 'That change was undone already.',
  } satisfies Record<UndoRefusal, string>,
  tryAgain: 'Please try again.',
} as const;

export const MESSAGES_TEXT = {
  heading: 'Contact messages',
  searchHint: 'Name or email',
  empty: 'No messages match.',
  listLabel: 'Contact messages',
  /** The head of the list's second column. */
  message: 'Message',
  fetchFailed: 'Failed to fetch contact messages',
  responded: 'Responded',
  ...actionLabels(MESSAGE_STATUS_SET),
  csvFile: 'contact-messages',
  statusLabels: statusLabels(MESSAGE_STATUS_SET),
} as const;

export const REQUESTS_TEXT = {
  heading: 'Access requests',
  searchHint: 'Name, email or organization',
  empty: 'No requests match.',
  listLabel: 'Access requests',
  fetchFailed: 'Failed to fetch onboarding requests',
  /** The head of the list's second column. */
  organization: 'Organization',
  ...actionLabels(REQUEST_STATUS_SET),
  csvFile: 'access-requests',
  typeLabels: Object.fromEntries(ORGANIZATION_TYPES.map((option) => [option.value, option.label])) as Record<
    string,
    string
  >,
  statusLabels: statusLabels(REQUEST_STATUS_SET),
} as const;

/** A lead's attribution in its details (docs/product.md#lead-attribution). */
export const ATTRIBUTION_TEXT = {
  labels: {
    utm_source: 'Source',
    utm_medium: 'Medium',
    utm_campaign: 'Campaign',
    utm_term: 'Term',
    utm_content: 'Content',
    referrer_host: 'Referred by',
    landing_path: 'Landing page',
  },
  /** Under Source when a lead came with no campaign, referrer or landing page recorded. */
  none: 'Direct or unknown',
} as const;
