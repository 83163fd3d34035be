/**
 * The freshness check's answer (./live.ts), handed to the blog island it wakes, so the island
 * shows what the check already read instead of asking again: one request for a post, the spec's
 * single-row select. The check is inlined into the page and the island is a bundle of its own, so
 * the two meet on a global, under a registered symbol that no other script reads.
 */
import type { LiveAnswer } from './freshness.ts';

const KEY = Symbol.for('kindred.blog.liveAnswer');

type Holder = { [KEY]?: LiveAnswer };

export function handOverLiveAnswer(answer: LiveAnswer): void {
  (globalThis as Holder)[KEY] = answer;
}

/** The answer handed over, once; null when there is none (the island asks itself). */
export function takeLiveAnswer(): LiveAnswer | null {
  const holder = globalThis as Holder;
  const answer = holder[KEY] ?? null;
  holder[KEY] = undefined;
  return answer;
}
