/**
 * HS256 JSON Web Tokens with jose, signed with the data dir's JWT secret. Verification accepts
 * exactly one algorithm (a header naming anything else, `none` included, is refused before any
 * signature work) and requires an expiry. What jose leaves to us: each refusal's reason and
 * detail in golang-jwt's words (GoTrue and PostgREST word their answers from them), the segment
 * count of a token that is not three parts, and a signature in its one canonical spelling.
 */
import { decodeProtectedHeader, errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

export type JwtClaims = Record<string, unknown>;

export type JwtFailureReason =
  'empty' | 'malformed' | 'algorithm' | 'signature' | 'expired' | 'not_yet_valid';

type JwtFailure = { ok: false; reason: JwtFailureReason; detail: string; parts?: number };

export type JwtVerification = { ok: true; claims: JwtClaims } | JwtFailure;

const ALGORITHM = 'HS256';
const BASE64URL = /^[A-Za-z0-9_-]*$/;
const SIGNATURE_INVALID: JwtFailure = { ok: false, reason: 'signature', detail: 'signature is invalid' };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export function signJwt(claims: JwtClaims, secret: string): Promise<string> {
  return new SignJWT(claims as JWTPayload)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .sign(keyOf(secret));
}

const malformed = (detail: string): JwtFailure => ({ ok: false, reason: 'malformed', detail });

/**
 * The last character of a base64url HMAC-SHA256 signature has spare bits, so several spellings
 * decode to the same bytes, and jose compares the bytes. Only the spelling we write is valid.
 */
function spellingRefusal(signature: string): JwtFailure | undefined {
  if (!BASE64URL.test(signature)) return malformed('could not decode the signature');
  if (Buffer.from(signature, 'base64url').toString('base64url') !== signature) return SIGNATURE_INVALID;
  return undefined;
}

/** A refusal that came before the signature was known good. */
function unverified(error: unknown, token: string): JwtFailure {
  if (error instanceof errors.JWSSignatureVerificationFailed) return SIGNATURE_INVALID;
  if (!(error instanceof errors.JWSInvalid || error instanceof errors.JOSEAlgNotAllowed)) throw error;
  let alg: unknown;
  try {
    alg = decodeProtectedHeader(token).alg;
  } catch {
    return malformed('could not decode the header');
  }
  if (alg !== ALGORITHM) {
    return { ok: false, reason: 'algorithm', detail: `signing method ${String(alg)} is invalid` };
  }
  return malformed('could not decode the signature');
}

/** A refusal of the claims of a token whose signature verified. */
function refusedClaims(error: errors.JWTClaimValidationFailed | errors.JWTExpired): JwtFailure {
  if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired', detail: 'token is expired' };
  if (error.reason === 'missing') return malformed(`the '${error.claim}' claim is required`);
  if (error.reason === 'invalid') return malformed(`the '${error.claim}' claim must be a number`);
  // With no issuer, audience or age to check, jose's one other refusal is an nbf still ahead.
  return { ok: false, reason: 'not_yet_valid', detail: 'token is not valid yet' };
}

export async function verifyJwt(token: string, secret: string, nowSeconds: number): Promise<JwtVerification> {
  if (token === '') return { ok: false, reason: 'empty', detail: 'token is empty' };
  const parts = token.split('.');
  if (parts.length !== 3) {
    return { ...malformed('token contains an invalid number of segments'), parts: parts.length };
  }
  const signaturePart = parts[2] ?? '';
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      // A token without an expiry would be valid forever; GoTrue never issues one.
      requiredClaims: ['exp'],
      currentDate: new Date(nowSeconds * 1000),
    });
    return spellingRefusal(signaturePart) ?? { ok: true, claims: payload };
  } catch (error) {
    const claimsError =
      error instanceof errors.JWTClaimValidationFailed || error instanceof errors.JWTExpired;
    if (!claimsError && !(error instanceof errors.JWTInvalid)) return unverified(error, token);
    return (
      spellingRefusal(signaturePart) ??
      (claimsError ? refusedClaims(error) : malformed('could not decode the claims'))
    );
  }
}
