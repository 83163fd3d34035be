/**
 * The client's address and the X-Forwarded-For value handed to the database. Policies and
 * triggers read the client IP from request.headers as on Supabase, usually as the leftmost
 * X-Forwarded-For entry, so that entry must be one the client cannot choose: unless the operator
 * says a trusted proxy sits in front, a client-sent X-Forwarded-For is dropped and the socket's
 * own address is used.
 */
import type { IncomingMessage } from 'node:http';

/** The socket peer, with IPv4-mapped IPv6 (::ffff:1.2.3.4) written as plain IPv4. */
export function remoteAddress(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? '';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
}

/**
 * What the database sees as x-forwarded-for. Behind a trusted proxy the proxy's chain is kept
 * and the peer (the proxy) appended, as proxies themselves do; otherwise only the peer counts.
 */
export function forwardedFor(req: IncomingMessage, trustProxy: boolean): string {
  const peer = remoteAddress(req);
  const sent = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(sent) ? sent.join(', ') : (sent ?? '')).trim();
  if (!trustProxy || chain === '') return peer;
  return peer === '' ? chain : `${chain}, ${peer}`;
}

/** The address rate limits key on: the leftmost forwarded entry when a proxy is trusted. */
export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  return forwardedFor(req, trustProxy).split(',')[0]?.trim() ?? '';
}
