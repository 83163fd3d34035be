/**
 * The gateway in front of both APIs, as Kong stands in front of GoTrue and PostgREST on Supabase:
 * it checks the key and the bearer once, refuses what Kong refuses (401 in Kong's words), and
 * hands the halves an identity they trust without checking again. A token that fails to verify
 * is not the gateway's business: each half words that refusal its own way (GoTrue's bad_jwt,
 * PostgREST's PGRST301…), or ignores it where no user is needed (GoTrue's sign-in).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendKeys } from '../context.ts';
import { sendJson } from '../http/respond.ts';
import { identifyCaller, type Caller, type TokenFailure } from './identify-caller.ts';

export interface Identity {
  /** The caller the request runs as; the bare key's caller when the token failed. */
  caller: Caller;
  /** Why the bearer token was refused, when it was. */
  tokenFailure?: TokenFailure;
}

/** The request's identity, or undefined once the gateway's own refusal has been sent. */
export async function passGateway(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  keys: BackendKeys,
  nowSeconds: number,
): Promise<Identity | undefined> {
  const identified = await identifyCaller(req, url, keys, nowSeconds);
  if (identified.ok) return { caller: identified.caller };
  if ('gateway' in identified) {
    sendJson(res, identified.gateway.status, identified.gateway.body);
    return undefined;
  }
  return { caller: identified.keyCaller, tokenFailure: identified.token };
}
