/**
 * Every word of the admin's second factor: the code asked at sign-in, the Account tab's
 * enrolment and removal, and the enrolment required by require_admin_mfa
 * (docs/product.md#admin-second-factor). The browser tests find controls by these names.
 */

export const CODE_TEXT = {
  heading: 'Two-step sign-in',
  intro: 'Enter the 6-digit code your authenticator app shows for Kindred.',
  code: 'Authentication code',
  hint: 'Six digits, from the app you set up (Google Authenticator, 1Password, Authy…).',
  verify: 'Verify code',
  signOut: 'Sign out',
} as const;

/** Why a code was not accepted; the code field says it and keeps focus. */
export const CODE_MESSAGES = {
  format: 'Enter the 6 digits your authenticator app shows.',
  // A code already accepted once is refused like a wrong one, so this names both.
  wrong: 'That code is not right or was used already. Check the app shows Kindred and enter its next code.',
  expired: 'That code has expired. Enter the code your app shows now.',
  // The longest wait any code limit imposes: a factor's lockout (docs/product.md#sign-in-limits).
  tooMany: 'Too many tries. Wait 15 minutes, then try again.',
  failed: 'The code could not be checked. Please try again.',
} as const;

export const ENROL_TEXT = {
  heading: 'Two-step sign-in',
  offIntro:
    'Ask for a code from an authenticator app after your password, so a stolen password alone does not open the leads.',
  requiredHeading: 'Set up two-step sign-in to continue',
  requiredIntro:
    'Your organization requires a code from an authenticator app for every admin. Set it up now; you will need your phone at each sign-in.',
  start: 'Set up two-step sign-in',
  scan: 'Scan this QR code with your authenticator app, or type the key below into it.',
  qrLabel: 'QR code for your authenticator app',
  secret: 'Setup key',
  confirm: 'Turn on two-step sign-in',
  cancel: 'Cancel',
  on: 'Two-step sign-in is on. Each sign-in now asks for a code from your app.',
  remove: 'Turn off two-step sign-in',
  removeIntro: 'To turn it off, enter a current code from your app.',
  removedToast: 'Two-step sign-in is off',
  enabledToast: 'Two-step sign-in is on',
  loading: 'Loading…',
  startFailed: 'Two-step sign-in could not be set up. Please try again.',
  removeFailed: 'Two-step sign-in could not be turned off. Please try again.',
  lostDevice: 'Lost your phone? Another administrator can remove your factor with npm run admin:create.',
} as const;
