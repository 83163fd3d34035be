/**
 * HS256 JSON Web Tokens with node:crypto, signed with the data dir's JWT secret. Verification
 * accepts exactly one algorithm: a header naming anything else (`none` included) is refused
 * before any signature work, and signatures are compared in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtClaims = Record<string, unknown>;

export type JwtFailureReason =
  'empty' | 'malformed' | 'algorithm' | 'signature' | 'expired' | 'not_yet_valid';

export type JwtVerification =
  { ok: true; claims: JwtClaims } | { ok: false; reason: JwtFailureReason; detail: string; parts?: number };

const ALGORITHM = 'HS256';
const BASE64URL = /^[A-Za-z0-9_-]*$/;

function encodeSegment(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

function decodeSegment(segment: string): unknown {
  if (!BASE64URL.test(segment)) return undefined;
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function hmac(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function signJwt(claims: JwtClaims, secret: string): string {
  const signingInput = `${encodeSegment({ alg: ALGORITHM, typ: 'JWT' })}.${encodeSegment(claims)}`;
  return `${signingInput}.${hmac(signingInput, secret).toString('base64url')}`;
}

export function verifyJwt(token: string, secret: string, nowSeconds: number): JwtVerification {
  if (token === '') return { ok: false, reason: 'empty', detail: 'token is empty' };
  const parts = token.split('.');
  if (parts.length !== 3) {
    return {
      ok: false,
      reason: 'malformed',
      detail: 'token contains an invalid number of segments',
      parts: parts.length,
    };
  }
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeSegment(headerPart);
  if (!isObject(header)) return { ok: false, reason: 'malformed', detail: 'could not decode the header' };
  if (header.alg !== ALGORITHM) {
    return { ok: false, reason: 'algorithm', detail: `signing method ${String(header.alg)} is invalid` };
  }
  if (!BASE64URL.test(signaturePart)) {
    return { ok: false, reason: 'malformed', detail: 'could not decode the signature' };
  }
  // Compared as text, not as decoded bytes: the last character of a base64url signature has
  // spare bits, so several spellings decode to the same bytes. Only the canonical one is valid.
  const expected = Buffer.from(hmac(`${headerPart}.${payloadPart}`, secret).toString('base64url'));
  const given = Buffer.from(signaturePart);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'signature', detail: 'signature is invalid' };
  }
  const claims = decodeSegment(payloadPart);
  if (!isObject(claims)) return { ok: false, reason: 'malformed', detail: 'could not decode the claims' };
  for (const name of ['exp', 'nbf', 'iat'] as const) {
    if (claims[name] !== undefined && typeof claims[name] !== 'number') {
      return { ok: false, reason: 'malformed', detail: `the '${name}' claim must be a number` };
    }
  }
  // A token without an expiry would be valid forever; GoTrue never issues one.
  if (typeof claims.exp !== 'number') {
    return { ok: false, reason: 'malformed', detail: "the 'exp' claim is required" };
  }
  if (nowSeconds >= claims.exp) {
    return { ok: false, reason: 'expired', detail: 'token is expired' };
  }
  if (typeof claims.nbf === 'number' && nowSeconds < claims.nbf) {
    return { ok: false, reason: 'not_yet_valid', detail: 'token is not valid yet' };
  }
  return { ok: true, claims };
}
