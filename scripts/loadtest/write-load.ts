/**
 * A steady stream of contact submissions from several concurrent senders, remembering the id of
 * every one the server acknowledged (201). For the crash checks: the server is killed while this
 * runs, and afterwards every acknowledged id must be in the database.
 */
import { newContactSubmission, sendContact } from './contact-submissions.ts';

/** After a failed send (the server is gone), wait this long before the next try. */
const RETRY_PAUSE_MS = 50;

export interface WriteLoad {
  /** Ids answered 201: the server promised these rows. */
  acknowledged: Set<string>;
  /** Answers by status, and sends that got no answer at all. */
  statuses: Map<number, number>;
  unanswered: () => number;
  /** Stops sending and waits for the sends in flight. */
  stop(): Promise<void>;
}

export function startWriteLoad(baseUrl: string, publishableKey: string, concurrency: number): WriteLoad {
  const acknowledged = new Set<string>();
  const statuses = new Map<number, number>();
  let unanswered = 0;
  let running = true;

  const sender = async () => {
    while (running) {
      const submission = newContactSubmission();
      try {
        const status = await sendContact(baseUrl, publishableKey, submission);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 201) acknowledged.add(submission.id);
      } catch {
        unanswered += 1;
        await new Promise((wait) => setTimeout(wait, RETRY_PAUSE_MS));
      }
    }
  };
  const senders = Array.from({ length: concurrency }, sender);
  return {
    acknowledged,
    statuses,
    unanswered: () => unanswered,
    async stop() {
      running = false;
      await Promise.all(senders);
    },
  };
}
