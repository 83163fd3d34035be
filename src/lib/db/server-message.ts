/**
 * The words a server wrote for people, or null (docs/product.md#forms-and-their-messages: "the
 * server's message" where it has one, the product's own fallback otherwise). PostgREST and Supabase
 * Auth name every error they answer with a code beside its message; only such an answer counts.
 * A failed fetch ("TypeError: Failed to fetch", no code), a body some proxy wrote, a body without a
 * message (which the clients print as its JSON, "{}") and a client library's own words ("Auth
 * session or user missing") are not meant for people.
 */

export interface CodedError {
  code?: unknown;
  message?: unknown;
}

/** What a client prints when an answer had no message of its own: the body's JSON. */
function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export function messageForPeople(error: CodedError | null | undefined): string | null {
  if (!error || typeof error.code !== 'string' || error.code === '') return null;
  const message = typeof error.message === 'string' ? error.message.trim() : '';
  return message === '' || isJsonText(message) ? null : message;
}
