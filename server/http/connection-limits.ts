/**
 * Caps on open connections, so that no one peer can hold the server's file descriptors (19,900
 * sockets that each sent a request line, then a byte every 12 s, once refused every other visitor
 * for 75 s; docs/product.md#request-bounds-of-the-rest-api). Over the total, or over its own share,
 * a new connection is answered 503 and closed at once; those already open are served as before.
 * Behind TRUST_PROXY every socket comes from the proxy, which stands for many clients: there only
 * the total applies, and the proxy's own limits guard each client.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { BARE_SECURITY_HEADERS } from './respond.ts';

/** Open connections in all: well under a default descriptor limit of a few thousand. */
export const DEFAULT_MAX_CONNECTIONS = 2_000;
/** Open connections from one peer: a browser opens six per origin; load tests and proxies more. */
export const DEFAULT_MAX_CONNECTIONS_PER_CLIENT = 128;
/** How long a refused socket may take to read its 503 before it is cut. */
const REFUSAL_FLUSH_MS = 1_000;

export interface ConnectionLimits {
  total: number;
  perClient: number;
  /** Peers that stand for many clients (trusted proxies): the per-client cap does not apply. */
  isProxy(address: string): boolean;
}

const BODY = JSON.stringify({ message: 'Too many connections; try again in a moment' });
const REFUSAL = `HTTP/1.1 503 Service Unavailable\r\n${Object.entries({
  ...BARE_SECURITY_HEADERS,
  'Content-Type': 'application/json; charset=utf-8',
  'Content-Length': String(Buffer.byteLength(BODY)),
  'Retry-After': '1',
  Connection: 'close',
})
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('')}\r\n${BODY}`;

/** Answers `response` and destroys the socket, whatever its peer keeps sending. */
export function answerAndClose(socket: Duplex, response: string): void {
  const cut = setTimeout(() => socket.destroy(), REFUSAL_FLUSH_MS);
  cut.unref();
  socket.end(response, () => {
    clearTimeout(cut);
    socket.destroy();
  });
}

export function limitConnections(server: Server, limits: ConnectionLimits): void {
  let open = 0;
  const byPeer = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const peer = socket.remoteAddress ?? '';
    const own = byPeer.get(peer) ?? 0;
    if (open >= limits.total || (own >= limits.perClient && !limits.isProxy(peer))) {
      answerAndClose(socket, REFUSAL);
      return;
    }
    open += 1;
    byPeer.set(peer, own + 1);
    socket.once('close', () => {
      open -= 1;
      const left = (byPeer.get(peer) ?? 1) - 1;
      if (left > 0) byPeer.set(peer, left);
      else byPeer.delete(peer);
    });
  });
}
