/**
 * What the site half answers before `npm start` has its first build (docs/architecture.md#site-rebuilds):
 * a short 503 page with Retry-After, never cached, which reloads itself. The API is served
 * meanwhile; only pages wait.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BARE_SECURITY_HEADERS } from '../http/respond.ts';
import { sendBody } from './reply.ts';

/** A first build takes seconds to a minute; asking again every few seconds finds it soon after. */
export const BUILDING_RETRY_AFTER_S = 5;

const BUILDING_PAGE = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${BUILDING_RETRY_AFTER_S}">
<title>The site is being built</title>
<h1>The site is being built</h1>
<p>This server has just started and is building its pages from its database. This page reloads by itself in a few seconds.</p>
</html>
`;

export function sendSiteNotBuiltYet(req: IncomingMessage, res: ServerResponse): void {
  const headers = new Headers({
    ...BARE_SECURITY_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': String(BUILDING_RETRY_AFTER_S),
  });
  sendBody(req, res, 503, headers, Buffer.from(BUILDING_PAGE));
}
