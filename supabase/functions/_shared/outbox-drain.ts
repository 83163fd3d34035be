/**
 * One pass over an outbox (lead_notices or lead_mails), as both senders run it: the local server
 * (server/lead-desk/) and the Edge Function (../lead-notices/index.ts). Each claimed item is sent,
 * then recorded as sent or failed with the claim's token; a failed send is retried after
 * `backoff(attempts)` seconds, and an item that can never be delivered (Undeliverable) is given up
 * for good. Nothing here waits or knows a runtime, so it imports nothing.
 */

/** What a sender holds of a claimed row, as the claim functions answer it. */
export interface Claim {
  id: string;
  /** Proves the claim when the outcome is recorded. */
  claim_token: string;
  /** Counting this one. */
  attempts: number;
}

/** Thrown by `send` for an item no retry can deliver (say, no address a header may carry). */
export class Undeliverable extends Error {}

export interface DrainOutcome {
  sent: number;
  failed: number;
}

/** Seconds before the next try after `attempts` failed ones. */
export type Backoff = (attempts: number) => number;

export interface Outbox<Item> {
  claim(): Promise<Item[]>;
  /** Sends the item or throws; the error's message becomes its last_error. */
  send(item: Item): Promise<void>;
  recordSent(item: Item): Promise<void>;
  /** `retryAfterSeconds` null: the item failed for good (lead_mails only; a notice is always retried). */
  recordFailure(item: Item, error: string, retryAfterSeconds: number | null): Promise<void>;
}

export async function drainOutbox<Item extends { attempts: number }>(
  outbox: Outbox<Item>,
  backoff: Backoff,
): Promise<DrainOutcome> {
  const outcome: DrainOutcome = { sent: 0, failed: 0 };
  for (const item of await outbox.claim()) {
    try {
      await outbox.send(item);
    } catch (error) {
      outcome.failed += 1;
      const reason = error instanceof Error ? error.message : String(error);
      await outbox.recordFailure(
        item,
        reason,
        error instanceof Undeliverable ? null : backoff(item.attempts),
      );
      continue;
    }
    outcome.sent += 1;
    await outbox.recordSent(item);
  }
  return outcome;
}
