/**
 * A mailed link's token (supabase/templates): /admin/#token_hash=…&type=invite|recovery. It is taken
 * from the address at once, so a reload or a shared screenshot cannot use it again.
 */
export type EmailLinkType = 'invite' | 'recovery';

export interface EmailLink {
  tokenHash: string;
  type: EmailLinkType;
}

export function readEmailLink(hash: string): EmailLink | null {
  const fields = new URLSearchParams(hash.replace(/^#/, ''));
  const tokenHash = fields.get('token_hash') ?? '';
  const type = fields.get('type');
  if (tokenHash === '' || (type !== 'invite' && type !== 'recovery')) return null;
  return { tokenHash, type };
}

/** The link in this page's address, removed from it. */
export function takeEmailLink(): EmailLink | null {
  const link = readEmailLink(window.location.hash);
  if (link) window.history.replaceState(null, '', window.location.pathname + window.location.search);
  return link;
}
