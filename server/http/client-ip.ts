/**
 * The client's address and the X-Forwarded-For value handed to the database. Policies and
 * triggers read the client IP from request.headers as on Supabase, as the leftmost
 * X-Forwarded-For entry, so that entry must be one the client cannot choose. X-Forwarded-For is
 * believed only from the proxies the operator lists (TRUST_PROXY), and only as far back as the
 * chain passes through such proxies: the client is the rightmost address that is not one of them.
 * Everything a client wrote to the left of that is dropped. With no proxies listed, the socket's
 * own address is the client.
 */
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** One trusted proxy address or network, as TRUST_PROXY lists it. */
export interface ProxyRange {
  family: 'ipv4' | 'ipv6';
  address: string;
  /** Prefix length: 32 (IPv4) or 128 (IPv6) for a single address. */
  prefix: number;
}

export interface TrustedProxies {
  /** Whether `address` (any IP text; anything else is never trusted) is a listed proxy. */
  has(address: string): boolean;
}

/** `loopback`: a proxy on the same machine, such as a TLS terminator in front of `npm start`. */
const LOOPBACK: readonly ProxyRange[] = [
  { family: 'ipv4', address: '127.0.0.0', prefix: 8 },
  { family: 'ipv6', address: '::1', prefix: 128 },
];

/** IPv4-mapped IPv6 (::ffff:1.2.3.4) written as plain IPv4, as sockets report it for dual-stack. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

function parseRange(item: string): ProxyRange[] {
  if (item.toLowerCase() === 'loopback') return [...LOOPBACK];
  const [rawAddress = '', rawPrefix, extra] = item.split('/');
  const address = plainAddress(rawAddress);
  const version = isIP(address);
  const bits = version === 6 ? 128 : 32;
  const prefix = rawPrefix === undefined ? bits : /^\d{1,3}$/.test(rawPrefix) ? Number(rawPrefix) : NaN;
  if (version === 0 || extra !== undefined || !(prefix >= 0 && prefix <= bits)) {
    throw new Error(`"${item}" is not an IP address, a CIDR range or "loopback"`);
  }
  return [{ family: version === 6 ? 'ipv6' : 'ipv4', address, prefix }];
}

/**
 * Parses a comma-separated list such as `loopback, 10.0.0.0/8, fd00::/8, 203.0.113.7`. Throws
 * an Error naming the first entry that is not an address, a range or `loopback`.
 */
export function parseProxyList(text: string): ProxyRange[] {
  const items = text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return items.flatMap(parseRange);
}

export function trustedProxies(ranges: readonly ProxyRange[]): TrustedProxies {
  const list = new BlockList();
  for (const range of ranges) list.addSubnet(range.address, range.prefix, range.family);
  return {
    has(address) {
      const plain = plainAddress(address);
      const version = isIP(plain);
      return version !== 0 && list.check(plain, version === 6 ? 'ipv6' : 'ipv4');
    },
  };
}

export const NO_TRUSTED_PROXIES: TrustedProxies = trustedProxies([]);

/** The socket peer, with IPv4-mapped IPv6 (::ffff:1.2.3.4) written as plain IPv4. */
export function remoteAddress(req: IncomingMessage): string {
  return plainAddress(req.socket.remoteAddress ?? '');
}

function forwardedEntries(req: IncomingMessage): string[] {
  const sent = req.headers['x-forwarded-for'];
  const text = Array.isArray(sent) ? sent.join(',') : (sent ?? '');
  return text
    .split(',')
    .map((entry) => plainAddress(entry.trim()))
    .filter((entry) => entry !== '');
}

/**
 * The hops from the client to this server: the client first, the socket peer last. Walking from
 * the peer towards the left, each trusted proxy vouches for the entry to its left; the walk stops
 * at the first address that is not a trusted proxy (the client), or before an entry that is not
 * an IP address at all (then the proxy that wrote it is the nearest thing to a client we know).
 */
function hopsFromClient(req: IncomingMessage, proxies: TrustedProxies): string[] {
  const peer = remoteAddress(req);
  if (!proxies.has(peer)) return [peer];
  const hops = [...forwardedEntries(req), peer];
  let client = hops.length - 1;
  while (client > 0 && proxies.has(hops[client] ?? '') && isIP(hops[client - 1] ?? '') !== 0) {
    client -= 1;
  }
  return hops.slice(client);
}

/**
 * What the database sees as x-forwarded-for: the client leftmost, then the trusted proxies it
 * came through, ending with the socket peer, as a proxy chain would read.
 */
export function forwardedFor(req: IncomingMessage, proxies: TrustedProxies): string {
  return hopsFromClient(req, proxies).join(', ');
}

/** The address rate limits key on. */
export function clientIp(req: IncomingMessage, proxies: TrustedProxies): string {
  return hopsFromClient(req, proxies)[0] ?? '';
}
