/**
 * Whether a request reached us over HTTPS. Strict-Transport-Security is only meaningful there:
 * `_headers` carries it for the CDN, which always serves HTTPS, while the local server also
 * answers plain HTTP (localhost, tests) and must not claim HTTPS it does not have (RFC 6797 8.1).
 */
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { remoteAddress, type TrustedProxies } from '../http/client-ip.ts';

export const HSTS_HEADER = 'Strict-Transport-Security';

/**
 * A TLS socket of our own, or a trusted proxy (TRUST_PROXY) that says the client used HTTPS. The
 * leftmost X-Forwarded-Proto is the scheme the first proxy saw, the client's. From anyone else the
 * header is the client's own claim and counts for nothing.
 */
export function cameOverHttps(req: IncomingMessage, proxies: TrustedProxies): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted === true) return true;
  if (!proxies.has(remoteAddress(req))) return false;
  const sent = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(sent) ? sent[0] : sent)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}
