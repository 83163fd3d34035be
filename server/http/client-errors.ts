/**
 * A request Node's HTTP parser cannot read (a malformed request line or header, or headers that
 * take too long) never reaches a route; Node would answer a bare `400 Bad Request` with no headers
 * at all. It gets the same baseline security headers as every other answer, and then the socket is
 * destroyed: only half-closed, a client could keep it open by sending a byte now and then.
 */
import type { Server } from 'node:http';
import { answerAndClose } from './connection-limits.ts';
import { BARE_SECURITY_HEADERS } from './respond.ts';

const BODY = JSON.stringify({ message: 'Bad Request' });

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
    const headers = Object.entries({
      ...BARE_SECURITY_HEADERS,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(BODY)),
      Connection: 'close',
    })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    answerAndClose(socket, `HTTP/1.1 ${status}\r\n${headers}\r\n${BODY}`);
  });
}
