/**
 * Writing responses. Every JSON body goes out with an explicit length so clients never wait for a
 * chunked terminator, and nothing is written twice if a handler already answered.
 */
import type { ServerResponse } from 'node:http';

export type HeaderMap = Record<string, string>;

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * On every API answer: a browser opening an API URL must never sniff an error body or a stored
 * value into HTML or script; it reads the declared JSON type or nothing.
 */
const API_SECURITY_HEADERS: HeaderMap = { 'X-Content-Type-Options': 'nosniff' };

/**
 * For an answer that no route shaped (a request target the server cannot read): the site's
 * baseline security headers (public/_headers) and a policy that allows nothing, since the body
 * is never a page.
 */
export const BARE_SECURITY_HEADERS: HeaderMap = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

/** Sends `body` as it is (already serialized); an empty string sends no body at all. */
export function sendRaw(res: ServerResponse, status: number, body: string, headers: HeaderMap = {}): void {
  if (res.headersSent) return;
  const all = { ...API_SECURITY_HEADERS, ...headers };
  for (const [name, value] of Object.entries(all)) res.setHeader(name, value);
  res.statusCode = status;
  if (body === '') {
    res.end();
    return;
  }
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: HeaderMap = {}): void {
  sendRaw(res, status, JSON.stringify(body), { 'Content-Type': JSON_CONTENT_TYPE, ...headers });
}

/** 204 and friends: status and headers, no body. */
export function sendEmpty(res: ServerResponse, status: number, headers: HeaderMap = {}): void {
  sendRaw(res, status, '', headers);
}
