/**
 * /functions/v1: the Edge Functions the local server answers itself, with the handlers a hosted
 * project's functions run (supabase/functions/_shared). Each gets the request as a Fetch Request
 * and its settings from this server: its URL, its keys, and whether Auth mails anything.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createClient } from '@supabase/supabase-js';
import { handleStaffInvite } from '../../supabase/functions/_shared/staff-invite.ts';
import type { BackendContext } from '../context.ts';
import { BodyTooLargeError, readBody } from '../http/body.ts';
import { sendJson } from '../http/respond.ts';

export interface FunctionsOptions {
  /** Whether Auth mails invitations (SMTP settings are given). */
  mailsInvites: boolean;
}

export function createFunctionsHandler(ctx: BackendContext, options: FunctionsOptions) {
  const settings = {
    supabaseUrl: ctx.keys.url,
    publishableKey: ctx.keys.publishableKey,
    secretKey: ctx.keys.secretKey,
    mailsInvites: options.mailsInvites,
    createClient,
  };
  const functions: Record<string, (request: Request) => Promise<Response>> = {
    '/staff-invite': (request) => handleStaffInvite(request, settings),
  };

  return async function handleFunctions(req: IncomingMessage, res: ServerResponse, url: URL, path: string) {
    const run = functions[path];
    if (!run) return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    let body: Buffer | undefined;
    try {
      body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return sendJson(res, 413, { message: error.message });
      throw error;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    const answer = await run(
      new Request(`${ctx.keys.url}${url.pathname}${url.search}`, {
        method: req.method ?? 'GET',
        headers,
        ...(body && { body: new Uint8Array(body) }),
      }),
    );
    res.writeHead(answer.status, Object.fromEntries(answer.headers));
    res.end(Buffer.from(await answer.arrayBuffer()));
  };
}
