/**
 * A client that asks for an answer and never reads it holds the answer in the server's memory for
 * as long as its socket lives (60 such clients held about 1 GB;
 * docs/product.md#request-bounds-of-the-rest-api). A socket with no activity in either direction
 * for `stalledMs` is closed; a client that is reading, however slowly, is activity and keeps its
 * socket.
 */
import type { Server } from 'node:http';

export const STALLED_SOCKET_MS = 30_000;

export function closeStalledSockets(server: Server, stalledMs = STALLED_SOCKET_MS): void {
  // With no 'timeout' listener of its own, the server destroys a socket that times out.
  server.timeout = stalledMs;
}
