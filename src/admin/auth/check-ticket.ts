/**
 * Which answer of an admin check still counts (docs/product.md#admin-authentication-states). Every
 * check takes a ticket, and a newer check or sign-in voids the older tickets outright. A sign-out
 * (SIGNED_OUT) is different: it only takes away a pending check's power to log in. Its refusal must
 * still reach the login screen, because ending a refused session (a non-admin, a failed role check,
 * a refused refresh) is itself what fires SIGNED_OUT, usually before the check has returned its
 * message.
 */
import type { AuthAction } from './auth-state.ts';
import type { AdminUser } from './gateway.ts';

/** A check's answer: an admin, or the reason for the login screen (null: nobody signed in). */
export type CheckOutcome = { ok: true; user: AdminUser } | { ok: false; message: string | null };

export interface CheckTickets {
  /** The ticket of the newest check or sign-in. */
  latest: number;
  /** The ticket that was the newest when the session last ended (SIGNED_OUT); 0 before any. */
  signedOutAt: number;
}

/** The action for the check holding ticket `own`, or null when its answer no longer counts. */
export function settleCheck(tickets: CheckTickets, own: number, outcome: CheckOutcome): AuthAction | null {
  if (own !== tickets.latest) return null;
  if (!outcome.ok) return { type: 'refused', error: outcome.message };
  // The session ended while this check ran: it must not log that session in.
  return tickets.signedOutAt === own ? null : { type: 'verified', user: outcome.user };
}
