/**
 * What a visitor and a member of staff meet, one request each, timed: a page, the blog's
 * published-post read, a contact submission and a password sign-in (wrong password, so it needs
 * the database and changes nothing). Used while Postgres is stopped and after it returns.
 */
import { randomUUID } from 'node:crypto';
import {
  CONTACT_PATH,
  contactHeaders,
  LOAD_EMAIL_DOMAIN,
  newContactSubmission,
} from './contact-submissions.ts';

/** A probe waits this long for an answer; more is a hang. */
export const PROBE_TIMEOUT_MS = 15_000;

export type ProbeName = 'page' | 'posts' | 'contact' | 'sign-in';

/** Each probe's answer while the database is up; the wrong password is refused after a lookup. */
export const SERVING_STATUS: Record<ProbeName, number> = {
  page: 200,
  posts: 200,
  contact: 201,
  'sign-in': 400,
};

export const isServing = (answer: ProbeAnswer) => answer.status === SERVING_STATUS[answer.name];

export interface ProbeAnswer {
  name: ProbeName;
  /** The HTTP status, or 0 when no answer came in time. */
  status: number;
  ms: number;
  /** The error code of a JSON error body (PGRST000, unexpected_failure, …). */
  code?: string;
}

async function timed(name: ProbeName, send: () => Promise<Response>): Promise<ProbeAnswer> {
  const started = performance.now();
  try {
    const answer = await send();
    const text = await answer.text();
    const ms = performance.now() - started;
    let code: string | undefined;
    try {
      code = (JSON.parse(text) as { code?: unknown }).code?.toString();
    } catch {
      code = undefined;
    }
    return { name, status: answer.status, ms, ...(code !== undefined && { code }) };
  } catch {
    return { name, status: 0, ms: performance.now() - started };
  }
}

/** `onAcknowledged` hears the id of a contact submission answered 201. */
export function probeAll(
  baseUrl: string,
  publishableKey: string,
  onAcknowledged: (id: string) => void = () => {},
): Promise<ProbeAnswer[]> {
  const key = { apikey: publishableKey, authorization: `Bearer ${publishableKey}` };
  const signal = () => AbortSignal.timeout(PROBE_TIMEOUT_MS);
  return Promise.all([
    timed('page', () => fetch(`${baseUrl}/`, { signal: signal() })),
    timed('posts', () =>
      fetch(`${baseUrl}/rest/v1/blog_posts?select=slug&published=eq.true`, {
        headers: key,
        signal: signal(),
      }),
    ),
    timed('contact', async () => {
      const submission = newContactSubmission();
      const response = await fetch(`${baseUrl}${CONTACT_PATH}`, {
        method: 'POST',
        headers: contactHeaders(publishableKey),
        body: submission.body,
        signal: signal(),
      });
      if (response.status === 201) onAcknowledged(submission.id);
      return response;
    }),
    timed('sign-in', () =>
      fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { ...key, 'content-type': 'application/json' },
        // A new address each time: the per-account attempt limit must not answer instead.
        body: JSON.stringify({
          email: `nobody-${randomUUID()}@${LOAD_EMAIL_DOMAIN}`,
          password: 'not the password',
        }),
        signal: signal(),
      }),
    ),
  ]);
}
