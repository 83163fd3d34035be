/**
 * Who is calling: the gateway half of Supabase (Kong's key-auth and request-transformer) in one
 * function, run once per request by the gateway (gateway.ts) in front of /auth/v1 and /rest/v1. The `apikey` (header or query parameter) must be the
 * publishable or the secret key; `Authorization: Bearer sb_…` must repeat it; any other bearer is
 * an access token that must verify. The result is the database role and JWT claims the request
 * runs with, or the reason it may not run at all.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { BackendKeys } from '../context.ts';
import { verifyJwt, type JwtClaims, type JwtFailureReason } from '../auth/jwt.ts';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface Caller {
  role: ApiRole;
  /** Exactly what request.jwt.claims gets: the token's claims, or {"role": …} for a bare key. */
  claims: JwtClaims;
  /** Which key the apikey header carried. */
  key: 'publishable' | 'secret';
  /** Present when a user access token authenticated the request. */
  accessToken?: string;
}

/** The gateway's own refusals, worded as Kong words them. */
export interface GatewayRefusal {
  status: 401;
  body: { message: string; hint?: string };
}

export type TokenFailureReason = JwtFailureReason | 'role' | 'audience';

export type CredentialResult =
  | { ok: true; caller: Caller }
  | { ok: false; gateway: GatewayRefusal }
  | { ok: false; token: TokenFailure; keyCaller: Caller };

export interface TokenFailure {
  reason: TokenFailureReason;
  detail: string;
  /** How many dot-separated parts a malformed token had. */
  parts?: number;
}

const ROLES: readonly string[] = ['anon', 'authenticated', 'service_role'];
const USER_AUDIENCE = 'authenticated';

const NO_KEY: GatewayRefusal = {
  status: 401,
  body: {
    message: 'No API key found in request',
    hint: 'No `apikey` request header or url param was found.',
  },
};
const INVALID_KEY: GatewayRefusal = {
  status: 401,
  body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
};
const SECRET_KEY_IN_BROWSER: GatewayRefusal = {
  status: 401,
  body: { message: 'Forbidden use of secret API key in browser' },
};

/** Equality without an early exit, so response time says nothing about how much of a key matched. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function firstHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function apiKeyOf(req: IncomingMessage, url: URL): string | undefined {
  return firstHeader(req.headers.apikey) ?? url.searchParams.get('apikey') ?? undefined;
}

function bearerOf(req: IncomingMessage): string | undefined {
  const match = /^bearer\s+(.*)$/i.exec(firstHeader(req.headers.authorization)?.trim() ?? '');
  return match ? (match[1] ?? '').trim() : undefined;
}

/** Supabase refuses secret keys from browsers, where they would leak to every visitor. */
function looksLikeBrowser(req: IncomingMessage): boolean {
  return /^Mozilla\//.test(firstHeader(req.headers['user-agent']) ?? '');
}

function audienceIncludes(aud: unknown, wanted: string): boolean {
  return aud === wanted || (Array.isArray(aud) && aud.includes(wanted));
}

export async function identifyCaller(
  req: IncomingMessage,
  url: URL,
  keys: BackendKeys,
  nowSeconds: number,
): Promise<CredentialResult> {
  const apiKey = apiKeyOf(req, url);
  if (apiKey === undefined || apiKey === '') return { ok: false, gateway: NO_KEY };
  let key: Caller['key'];
  if (sameSecret(apiKey, keys.publishableKey)) key = 'publishable';
  else if (sameSecret(apiKey, keys.secretKey)) key = 'secret';
  else return { ok: false, gateway: INVALID_KEY };
  if (key === 'secret' && looksLikeBrowser(req)) return { ok: false, gateway: SECRET_KEY_IN_BROWSER };

  const keyCaller: Caller =
    key === 'secret'
      ? { role: 'service_role', claims: { role: 'service_role' }, key }
      : { role: 'anon', claims: { role: 'anon' }, key };
  const bearer = bearerOf(req);
  if (bearer === undefined) return { ok: true, caller: keyCaller };
  // supabase-js sends the key itself as the bearer when nobody is signed in.
  if (bearer.startsWith('sb_')) {
    return sameSecret(bearer, apiKey) ? { ok: true, caller: keyCaller } : { ok: false, gateway: INVALID_KEY };
  }

  const verified = await verifyJwt(bearer, keys.jwtSecret, nowSeconds);
  if (!verified.ok) {
    const { reason, detail, parts } = verified;
    return {
      ok: false,
      token: parts === undefined ? { reason, detail } : { reason, detail, parts },
      keyCaller,
    };
  }
  const { claims } = verified;
  const role = typeof claims.role === 'string' ? claims.role : 'anon';
  if (!ROLES.includes(role)) {
    return { ok: false, token: { reason: 'role', detail: `role "${role}" does not exist` }, keyCaller };
  }
  if (role === 'authenticated' && !audienceIncludes(claims.aud, USER_AUDIENCE)) {
    return { ok: false, token: { reason: 'audience', detail: 'token has an invalid audience' }, keyCaller };
  }
  return { ok: true, caller: { role: role as ApiRole, claims, key, accessToken: bearer } };
}
