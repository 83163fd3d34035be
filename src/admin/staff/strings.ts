/**
 * Every word of the Staff tab (docs/product.md#staff-accounts): the roles, the invitation, the
 * people and the log of changes. The browser tests find controls by these names.
 */
import { FIELD_MESSAGES } from '../strings.ts';
import type { StaffInviteRefusal } from '../../../supabase/functions/_shared/staff-invite.ts';
import type { StaffChange, StaffRole } from '../../../supabase/functions/_shared/staff-roles.ts';

export const ROLE_TEXT: Record<StaffRole, { label: string; can: string }> = {
  owner: { label: 'Owner', can: 'Everything an admin does, plus staff and erasure.' },
  admin: { label: 'Admin', can: 'Leads, notes, the overview and the blog.' },
  editor: { label: 'Editor', can: 'The blog only. Sees no leads.' },
  lead_desk: { label: 'Lead desk', can: 'Messages, requests, notes and the overview. No blog writing.' },
};

export const STAFF_TEXT = {
  tab: 'Staff',
  heading: 'Staff',
  intro: 'Who may sign in to this admin, and what each may do. Only owners see this tab.',
  inviteHeading: 'Invite someone',
  email: 'Email',
  role: 'Role',
  invite: 'Send invitation',
  inviting: 'Sending…',
  invalidEmail: FIELD_MESSAGES.invalidEmail,
  invited: (email: string) => `Invitation sent to ${email}`,
  linkHeading: (email: string) => `Invitation link for ${email}`,
  linkIntro:
    'Mail is not set up for this site, so nothing was sent. Copy this link and give it to the person yourself: it works once, and only for them.',
  copy: 'Copy link',
  copied: 'Link copied',
  peopleHeading: 'People',
  person: 'Person',
  lastSignIn: 'Last sign-in',
  never: 'Never',
  twoStep: 'Two-step sign-in',
  on: 'On',
  off: 'Off',
  pending: 'Invitation pending',
  you: '(you)',
  roleOf: (email: string) => `Role of ${email}`,
  resend: 'Resend invitation',
  cancel: 'Cancel invitation',
  remove: 'Remove',
  removeConfirm: (email: string) =>
    `Remove ${email} from the staff? They are signed out of the admin at once.`,
  removed: (email: string) => `${email} removed from the staff`,
  roleChanged: (email: string, role: string) => `${email} is now ${role}`,
  resent: (email: string) => `Invitation sent again to ${email}`,
  cancelled: (email: string) => `Invitation to ${email} cancelled`,
  lastOwner: 'The last owner cannot be removed or made anything else. Make someone else owner first.',
  changeFailed: 'The change could not be saved. Please try again.',
  loadFailed: 'The staff could not be loaded. Please try again.',
  loading: 'Loading…',
  logHeading: 'Changes',
  logEmpty: 'No changes yet.',
  system: 'The server',
} as const;

/** What the log says for each kind of change. */
export const CHANGE_TEXT: Record<StaffChange, (subject: string, from: string, to: string) => string> = {
  added: (subject, _from, to) => `added ${subject} as ${to}`,
  role_changed: (subject, from, to) => `changed ${subject} from ${from} to ${to}`,
  removed: (subject) => `removed ${subject}`,
  invited: (subject) => `invited ${subject}`,
  invite_resent: (subject) => `sent the invitation to ${subject} again`,
  invite_cancelled: (subject) => `cancelled the invitation to ${subject}`,
};

export const INVITE_REFUSAL_TEXT: Record<StaffInviteRefusal, string> = {
  not_signed_in: 'Your session has ended. Sign in again.',
  not_owner: 'Only owners can invite staff.',
  needs_second_factor:
    'Inviting staff needs two-step sign-in. Turn it on in the Account tab, then sign in again with your code.',
  invalid_request: 'Enter an email address and choose a role.',
  has_account: 'That address already has an account here.',
  not_pending: 'That invitation was accepted or cancelled already.',
  mail_limit: 'Too many mails were sent this hour. Try again later.',
  failed: 'The invitation could not be sent. Please try again.',
};
