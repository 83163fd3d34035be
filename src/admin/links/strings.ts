/**
 * Every word of a forgotten password and of the mailed links (an invitation, a reset)
 * (docs/product.md#staff-accounts). The browser tests find controls by these names.
 */
import { FIELD_MESSAGES } from '../strings.ts';
import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH } from '../../lib/auth/password-rules.ts';

export const FORGOT_TEXT = {
  link: 'Forgot your password?',
  heading: 'Reset your password',
  intro: 'Enter the email address you sign in with. We will mail you a link to choose a new password.',
  email: 'Email',
  send: 'Send reset link',
  back: 'Back to sign in',
  invalidEmail: FIELD_MESSAGES.invalidEmail,
  // The same words whether or not the address has an account, and when it was asked for too soon.
  sent: (email: string) =>
    `If ${email} belongs to a staff account, a link to choose a new password is on its way. Check your inbox and spam folder.`,
  tooMany: 'Too many requests from this network. Wait a few minutes, then try again.',
  failed: 'The link could not be sent. Please try again.',
} as const;

export const LINK_TEXT = {
  checking: 'Checking your link…',
  invalidHeading: 'This link no longer works',
  invalid:
    'It was used already, or it has expired. For a new reset link, choose Forgot your password? when you sign in; for a new invitation, ask an owner.',
  back: 'Back to sign in',
  codeHeading: 'Two-step sign-in',
  codeIntro:
    'Your account has two-step sign-in on. Enter the code from your authenticator app before you choose a new password.',
  verify: 'Verify code',
} as const;

export const PASSWORD_TEXT = {
  inviteHeading: 'Welcome to the team',
  inviteIntro: (email: string) => `Choose the password you will sign in with as ${email}.`,
  resetHeading: 'Choose a new password',
  resetIntro: (email: string) => `For ${email}. Your other signed-in devices will be signed out.`,
  field: 'New password',
  rules: `At least ${MIN_PASSWORD_LENGTH} characters. Not your email address, and not a common password such as password123.`,
  save: 'Save password',
  saved: 'Password saved',
  tooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  tooLong: `Use at most ${MAX_PASSWORD_BYTES} characters.`,
  guessable: 'That password is too easy to guess. Choose another.',
  same: 'That is your current password. Choose a new one.',
  failed: 'Your password could not be saved. Please try again.',
} as const;
