/**
 * Bounds on connections. Open connections are capped, so that no one peer can hold the server's
 * file descriptors (19,900 sockets that each sent a request line, then a byte every 12 s, once
 * refused every other visitor for 75 s; docs/product.md#request-bounds-of-the-rest-api). Over the
 * total, or over its own share, a new connection is answered 503 and closed at once; those already
 * open are served as before. Behind TRUST_PROXY every socket comes from the proxy, which stands for
 * many clients: there only the total applies, and the proxy's own limits guard each client. A
 * stalled socket is closed, and a request Node cannot parse gets an answer with security headers.
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

/** A whole HTTP/1.1 answer with the baseline security headers and a JSON message, closing the connection. */
function rawAnswer(status: string, message: string, extra: Record<string, string> = {}): string {
  const body = JSON.stringify({ message });
  const headers = Object.entries({
    ...BARE_SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    ...extra,
    Connection: 'close',
  });
  return `HTTP/1.1 ${status}\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n${body}`;
}

const REFUSAL = rawAnswer('503 Service Unavailable', 'Too many connections; try again in a moment', {
  'Retry-After': '1',
});

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

/**
 * A client that asks for an answer and never reads it holds the answer in the server's memory for
 * as long as its socket lives (60 such clients held about 1 GB;
 * docs/product.md#request-bounds-of-the-rest-api). A socket with no activity in either direction
 * for `stalledMs` is closed; a client that is reading, however slowly, is activity and keeps its
 * socket.
 */
export const STALLED_SOCKET_MS = 30_000;

export function closeStalledSockets(server: Server, stalledMs = STALLED_SOCKET_MS): void {
  // With no 'timeout' listener of its own, the server destroys a socket that times out.
  server.timeout = stalledMs;
}

/**
 * A request Node's HTTP parser cannot read (a malformed request line or header, or headers that
 * take too long) never reaches a route; Node would answer a bare `400 Bad Request` with no headers
 * at all. It gets the same baseline security headers as every other answer, and then the socket is
 * destroyed: only half-closed, a client could keep it open by sending a byte now and then.
 */
export function answerUnreadableRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request';
    answerAndClose(socket, rawAnswer(status, 'Bad Request'));
  });
}
