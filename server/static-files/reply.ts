/** Writing a finished response: one place that knows HEAD has no body and 304 no length. */
import type { IncomingMessage, ServerResponse } from 'node:http';

export function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Headers,
  body: Buffer,
): void {
  headers.set('Content-Length', String(body.length));
  res.statusCode = status;
  res.setHeaders(headers);
  // HEAD reports the length the GET body would have, without sending it.
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: Headers,
): void {
  headers.set('Content-Type', 'text/plain; charset=utf-8');
  sendBody(req, res, status, headers, Buffer.from(`${text}\n`));
}

export function sendNotModified(res: ServerResponse, headers: Headers): void {
  headers.delete('Content-Type');
  res.statusCode = 304;
  res.setHeaders(headers);
  res.end();
}
