/**
 * Contact-form submissions as the site sends them (POST /rest/v1/contact_messages with the
 * publishable key, the form's own uuid as the row id, return=minimal), and the count that matters
 * afterwards: which of them the database holds, read with the secret key.
 */
import { randomUUID } from 'node:crypto';

/** Every load-run email is at this domain, so counting never mixes in other rows. */
export const LOAD_EMAIL_DOMAIN = 'load.example.org';
export const CONTACT_PATH = '/rest/v1/contact_messages';
/** Rows read per page when listing what is stored (PostgREST's usual page size). */
const PAGE_ROWS = 1000;

export interface ContactSubmission {
  id: string;
  body: string;
}

/** A new submission with a unique id and email, as one JSON body. */
export function newContactSubmission(): ContactSubmission {
  const id = randomUUID();
  const body = JSON.stringify({
    id,
    name: 'Load Test',
    email: `visitor-${id}@${LOAD_EMAIL_DOMAIN}`,
    message: 'A message sent by npm run loadtest to measure the contact form under load.',
  });
  return { id, body };
}

export function contactHeaders(publishableKey: string): Record<string, string> {
  return {
    apikey: publishableKey,
    authorization: `Bearer ${publishableKey}`,
    'content-type': 'application/json',
    prefer: 'return=minimal',
  };
}

/** Sends one submission; the HTTP status, or the thrown error when no answer came. */
export async function sendContact(
  baseUrl: string,
  publishableKey: string,
  submission: ContactSubmission,
): Promise<number> {
  const response = await fetch(`${baseUrl}${CONTACT_PATH}`, {
    method: 'POST',
    headers: contactHeaders(publishableKey),
    body: submission.body,
  });
  await response.arrayBuffer();
  return response.status;
}

/** The ids of every load-run row the database holds (as service_role, which reads all rows). */
export async function storedSubmissionIds(baseUrl: string, secretKey: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const query = new URLSearchParams({
      select: 'id',
      email: `like.*@${LOAD_EMAIL_DOMAIN}`,
      order: 'id',
      offset: String(offset),
      limit: String(PAGE_ROWS),
    });
    const response = await fetch(`${baseUrl}${CONTACT_PATH}?${query}`, {
      headers: { apikey: secretKey, authorization: `Bearer ${secretKey}` },
    });
    if (!response.ok) {
      throw new Error(`reading the stored submissions failed: ${response.status} ${await response.text()}`);
    }
    const page = (await response.json()) as { id: string }[];
    for (const row of page) ids.add(row.id);
    if (page.length < PAGE_ROWS) return ids;
  }
}
