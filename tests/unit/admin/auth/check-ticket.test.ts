import { expect, it } from 'vitest';
import type { AuthAction } from '../../../../src/admin/auth/auth-state.ts';
import {
  settleCheck,
  type CheckOutcome,
  type CheckTickets,
} from '../../../../src/admin/auth/check-ticket.ts';

const USER = { id: 'user-1', email: 'staff@example.org' };
const admin: CheckOutcome = { ok: true, user: USER };
const denied: CheckOutcome = { ok: false, message: 'Access denied: Admin privileges required' };
const nobody: CheckOutcome = { ok: false, message: null };

/** Ticket 1 is the page-load check; signedOutAt 0 means no sign-out since the page opened. */
const running: CheckTickets = { latest: 1, signedOutAt: 0 };
/** The session ended while check 1 ran: a refusal's own sign-out, or another tab. */
const signedOutDuring: CheckTickets = { latest: 1, signedOutAt: 1 };
/** A newer check or a sign-in took ticket 2. */
const superseded: CheckTickets = { latest: 2, signedOutAt: 0 };

const verified: AuthAction = { type: 'verified', user: USER };
const refusal: AuthAction = { type: 'refused', error: denied.message };
it.each<[string, CheckTickets, number, CheckOutcome, AuthAction | null]>([
  ['an admin is logged in', running, 1, admin, verified],
  ['a refusal shows its message', running, 1, denied, refusal],
  ['no session shows the bare login form', running, 1, nobody, { type: 'refused', error: null }],
  ['a refusal whose own sign-out came first still shows its message', signedOutDuring, 1, denied, refusal],
  ['a session that ended meanwhile is not logged in', signedOutDuring, 1, admin, null],
  ['a sign-out before this check began does not stop it', { latest: 2, signedOutAt: 1 }, 2, admin, verified],
  ['a superseded check logs nobody in', superseded, 1, admin, null],
  ['a superseded check shows no message', superseded, 1, denied, null],
])(
  'settleCheck (docs/product.md#admin-authentication-states): %s',
  (_case, tickets, own, outcome, action) => {
    expect(settleCheck(tickets, own, outcome)).toEqual(action);
  },
);
